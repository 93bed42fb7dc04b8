import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog, users } from '../db/schema.ts';
import type { AuthContext } from '../auth/context.ts';
import { now } from '../../engine/core/clock.ts';

/** Writes one audit line; records' writes call it through the lifecycle (`records/record.ts`). */
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
    at: now(),
  });
}

/** One audited change of a record, as a History tab shows it. */
export interface AuditEntry {
  recordId: string;
  action: string;
  at: Date;
  changes: Record<string, unknown>;
  /** the staff member's name, or null when the line has none */
  by: string | null;
}

/** The audit lines of the tenant's records of `type` with these ids, who made them, oldest first. */
export async function auditHistory(db: Db, auth: Pick<AuthContext, 'tenantId'>, type: string, ids: string[]): Promise<AuditEntry[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ recordId: auditLog.recordId, action: auditLog.action, at: auditLog.at, changes: auditLog.changes, first: users.firstName, last: users.lastName })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.tenantId, auth.tenantId), eq(auditLog.recordType, type), inArray(auditLog.recordId, ids)))
    .orderBy(asc(auditLog.id));
  return rows.map(({ first, last, ...entry }) => ({ ...entry, by: [first, last].filter(Boolean).join(' ') || null }));
}
