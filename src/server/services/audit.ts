import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { AuthContext } from '../auth/context.ts';

export async function audit(
  db: Db,
  auth: Pick<AuthContext, 'tenantId' | 'userId'>,
  record: { type: string; id: string },
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: auth.tenantId,
    userId: auth.userId,
    recordType: record.type,
    recordId: record.id,
    action,
    changes,
  });
}
