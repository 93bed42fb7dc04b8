import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import type { FieldCipher } from '../../crypto/fieldCipher.ts';
import { tasks } from '../../db/schema.ts';
import { createRecords } from '../../records/record.ts';
import { caseRecords, taskRecords } from './declarations.ts';

/**
 * Retires a case with what goes with it, its tasks (each audited `with` the case), in the open
 * transaction `tx` of the record the case belongs to (an opportunity being deleted).
 */
export function createCaseRetire(db: Db, cipher: FieldCipher) {
  const caseLife = createRecords(db, cipher, caseRecords);
  const taskLife = createRecords(db, cipher, taskRecords);
  return (auth: AuthContext, caseId: string, tx: Db) => caseLife.retire(auth, caseId, undefined, {
    cascade: async (t) => {
      await taskLife.retireWhere(auth, t, eq(tasks.caseId, caseId), { with: caseId });
    },
  }, tx);
}
