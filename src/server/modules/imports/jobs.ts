import { randomUUID } from 'node:crypto';
import replies from '../../../../schemas/import/import.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { ImportKind } from './declarations.ts';

/** An import as its page follows it: how many rows, how many written so far, and how it ended. */
export interface ImportJob {
  import_Job_Id: string;
  kind: ImportKind;
  status: 'running' | 'done' | 'failed';
  total: number;
  written: number;
  /** the records made, once the import is done */
  created: string[];
  /** why nothing was imported, when it failed */
  message: string | null;
}

interface Held { job: ImportJob; tenantId: string; userId: string; ended?: number }

/** How long an ended import is still answered. */
const keptMs = 60 * 60 * 1000;

/**
 * Imports running and lately ended on this instance. An import writes every row in one
 * transaction — all or none — counting the rows written as it goes, so its page can show progress.
 */
export function createImportJobs(db: Db) {
  const jobs = new Map<string, Held>();
  const forget = () => {
    for (const [id, held] of jobs) if (held.ended && Date.now() - held.ended > keptMs) jobs.delete(id);
  };
  return {
    /** Starts writing the rows (each by `write` in the one transaction); answers at once with the job. */
    start<R>(auth: AuthContext, kind: ImportKind, rows: { line: number; row: R }[], write: (tx: Db, row: R) => Promise<string>): ImportJob {
      forget();
      const job: ImportJob = { import_Job_Id: randomUUID(), kind, status: 'running', total: rows.length, written: 0, created: [], message: null };
      const held: Held = { job, tenantId: auth.tenantId, userId: auth.userId };
      jobs.set(job.import_Job_Id, held);
      let line = 0;
      void db.transaction(async (tx) => {
        const created: string[] = [];
        for (const next of rows) {
          line = next.line;
          created.push(await write(tx as Db, next.row));
          job.written += 1;
        }
        return created;
      }).then((created) => Object.assign(job, { status: 'done', created }), (error: unknown) => {
        const reason = error instanceof HttpError ? [error.message, ...error.errors.map((e) => e.message)].join(' ') : String((error as Error)?.message ?? error);
        Object.assign(job, { status: 'failed', written: 0, message: fillTemplate(replies.failed, { row: String(line), message: reason.replace(/\.$/, '') }) });
      }).finally(() => (held.ended = Date.now()));
      return { ...job };
    },

    /** The job as it stands, for the user who started it. */
    get(auth: AuthContext, id: string): ImportJob {
      const held = jobs.get(id);
      if (!held || held.tenantId !== auth.tenantId || held.userId !== auth.userId) throw new HttpError(404, replies.jobNotFound);
      return { ...held.job };
    },
  };
}
