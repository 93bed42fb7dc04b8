import type { Db } from '../db/client.ts';
import type { RouteModule } from '../http/openapi/document.ts';
import type { RecordDeclaration, RecordTable } from '../records/record.ts';

/**
 * What a module brings to the server, read from the one module list (`modules/index.ts`): the route
 * registry takes its routes, the record registry (key rotation) its record declarations, a new
 * database its reference data. Adding a module is its folder and one line in that list.
 */
export interface ServerModule {
  /** its routes, under its tag in the API reference (/docs) */
  api?: RouteModule;
  /** its records' declarations: what applies to every record (key rotation of sealed columns) reads them */
  records?: RecordDeclaration<any>[];
  /** reference data every new database holds, seeded before any demo data (idempotent) */
  seedReference?: (db: Db) => Promise<void>;
}

export type AnyRecordDeclaration = RecordDeclaration<RecordTable>;
