import replies from '../../../../schemas/import/import.replies.json';
import validateImport from '../../../generated/validators/import.js';
import validateImportJob from '../../../generated/validators/import-job.js';
import type { ImportBody } from '../../../generated/types/import.ts';
import type { ImportJobQuery } from '../../../generated/types/import-job.ts';
import { assertScope, readRoute, writeRoute } from '../../http/route.ts';

/** An import needs the kind's edit scope (humans: human-edit). */
const scopeOf = (body: ImportBody) => `${body.kind}-edit`;

export const importRoutes = [
  writeRoute<ImportBody>({
    method: 'POST', url: '/v1/import/preview', scope: 'session', body: validateImport,
    summary: "A CSV file of humans, entities or policies checked, nothing written: its rows, each row's errors by column (the same schema as the form, the server's messages) and the first rows as read. Needs the kind's edit scope.",
  }, ({ body, auth, services }) => {
    assertScope(auth, scopeOf(body));
    return services.imports.preview(auth, body.kind, body.csv);
  }),
  writeRoute<ImportBody>({
    method: 'POST', url: '/v1/import/start', scope: 'session', body: validateImport,
    summary: "Imports a CSV file of humans, entities or policies: refused (400, each row's errors) unless every row is right; then every row is written in one transaction, all or none, by a job whose progress GET /v1/import/job answers.",
  }, ({ body, auth, services }) => {
    assertScope(auth, scopeOf(body));
    return services.imports.start(auth, body.kind, body.csv);
  }, replies.started),
  readRoute<ImportJobQuery>({
    url: '/v1/import/job', scope: 'session',
    summary: 'An import started by the signed-in user: running, done (with the records made) or failed (why; nothing was imported), and how many rows are written.',
    query: validateImportJob,
  }, async ({ query, auth, services }) => services.imports.job(auth, query.import_Job_Id)),
];
