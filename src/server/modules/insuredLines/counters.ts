import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import type { Db } from '../../db/client.ts';
import { createRecords } from '../../records/record.ts';
import { entityRecords } from '../entities/declarations.ts';
import { humanRecords } from '../humans/declarations.ts';
import type { ClientKind } from './participants.ts';

/** The insured a policy or an opportunity names: a human or an entity. */
export interface InsuredOf {
  insuredHumanId?: string | null;
  insuredEntityId?: string | null;
}

/**
 * The counters a human or entity keeps of what insures it (policies in force, open opportunities),
 * set through the record lifecycle in the writing transaction; `columns` computes them for the
 * tenant's insured of a kind and id.
 */
export function createInsuredCounters(db: Db, cipher: FieldCipher, columns: (kind: ClientKind, id: string, tenantId: string) => Record<string, SQL>) {
  const lives = { human: createRecords(db, cipher, humanRecords), entity: createRecords(db, cipher, entityRecords) };
  return async function refresh(tx: Db, auth: AuthContext, ...rows: InsuredOf[]): Promise<void> {
    for (const row of rows) {
      for (const [kind, id] of [['human', row.insuredHumanId], ['entity', row.insuredEntityId]] as const) {
        if (id) await lives[kind].refresh(auth, tx, id, columns(kind, id, auth.tenantId));
      }
    }
  };
}
