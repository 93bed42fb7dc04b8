import replies from '../../../../schemas/import/import.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { EntityUpsertBody } from '../../../generated/types/entity-upsert.ts';
import type { Human } from '../../../generated/types/human.ts';
import type { PolicyAddBody } from '../../../generated/types/policy-add.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import { checkRows } from './check.ts';
import { importDeclarations, type ImportKind } from './declarations.ts';
import { createImportJobs } from './jobs.ts';
import { lookUpNames, type RowError } from './lookups.ts';
import { FileProblem, parseImport, type FileRow } from './parse.ts';

/** What an import writes with: each kind's own create, within the import's transaction. */
export interface ImportWriters {
  humans: { create(auth: AuthContext, model: Human, within?: Db): Promise<{ id: string }> };
  entities: { create(auth: AuthContext, body: EntityUpsertBody, within?: Db): Promise<{ id: string }> };
  policies: { create(auth: AuthContext, body: PolicyAddBody, within?: Db): Promise<{ policy_Reference_Id: string }> };
  lob: { list(q: object): Promise<{ line_Of_Business_Id: string; line_Of_Business_Name: string }[]>; byId(): Promise<unknown> };
}

/** The rows shown in a preview beside the errors. */
const previewRows = 10;

/** CSV imports of humans, entities and policies: a preview with each row's errors, then all rows in one transaction, or none. */
export function createImportService({ db }: ServiceDeps, writers: ImportWriters) {
  const jobs = createImportJobs(db);
  const write: Record<ImportKind, (auth: AuthContext, tx: Db, body: never) => Promise<string>> = {
    human: async (auth, tx, body: Human) => (await writers.humans.create(auth, body, tx)).id,
    entity: async (auth, tx, body: EntityUpsertBody) => (await writers.entities.create(auth, body, tx)).id,
    policy: async (auth, tx, body: PolicyAddBody) => (await writers.policies.create(auth, body, tx)).policy_Reference_Id,
  };

  /** The file's rows and every row's errors: the columns' look-ups, then the kind's schema (a field a look-up failed for said once). */
  async function read(auth: AuthContext, kind: ImportKind, csv: string): Promise<{ rows: FileRow[]; errors: RowError[] }> {
    const { columns } = importDeclarations[kind];
    let rows: FileRow[];
    try {
      rows = parseImport(csv, importDeclarations[kind]);
    } catch (error) {
      if (error instanceof FileProblem) throw new HttpError(400, error.message, [{ field: '/csv', message: error.message }]);
      throw error;
    }
    const lookedUp = await lookUpNames(db, auth, writers.lob, rows, columns);
    const said = new Set(lookedUp.map((e) => `${e.row}|${e.column}`));
    const errors = [...lookedUp, ...checkRows(kind, rows, columns).filter((e) => !said.has(`${e.row}|${e.column}`))].sort((a, b) => a.row - b.row);
    return { rows, errors };
  }

  return {
    /** POST /v1/import/preview: nothing written; how many rows, which have errors (each row's, by column), and the first rows as read. */
    async preview(auth: AuthContext, kind: ImportKind, csv: string) {
      const { rows, errors } = await read(auth, kind, csv);
      const columns = importDeclarations[kind].columns.map((c) => c.header);
      const failed = new Set(errors.map((e) => e.row));
      return {
        kind, columns, total: rows.length, valid: rows.filter((r) => !failed.has(r.line)).length, errors,
        rows: rows.slice(0, previewRows).map((r) => ({ row: r.line, cells: importDeclarations[kind].columns.map((c) => r.cells.get(c) ?? '') })),
      };
    },

    /** POST /v1/import/start: refused (400, every row's errors) unless every row is right; else the job that writes them all. */
    async start(auth: AuthContext, kind: ImportKind, csv: string) {
      const { rows, errors } = await read(auth, kind, csv);
      if (errors.length) {
        const rowsWrong = new Set(errors.map((e) => e.row)).size;
        throw new HttpError(400, fillTemplate(replies.hasErrors, { count: String(rowsWrong) }), errors.map((e) => ({ field: `/rows/${e.row}/${e.column}`, message: e.message })));
      }
      if (kind === 'policy') await writers.lob.byId();
      return jobs.start(auth, kind, rows.map((r) => ({ line: r.line, row: r.body })), (tx, body) => write[kind](auth, tx, body as never));
    },

    job: jobs.get,
  };
}
