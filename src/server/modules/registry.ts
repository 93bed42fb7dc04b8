import { entityRecords } from '../services/entityDeclarations.ts';
import { humanRecords } from '../services/humanDeclarations.ts';
import { tenantProfileRecords } from './admin/declarations.ts';
import type { RecordDeclaration, RecordTable } from '../records/record.ts';

/** Every module's record declaration: what applies to all records (key rotation) reads them here. */
export const recordDeclarations: RecordDeclaration<RecordTable>[] = [humanRecords, entityRecords, tenantProfileRecords] as unknown as RecordDeclaration<RecordTable>[];
