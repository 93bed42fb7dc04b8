import replies from '../../../../schemas/export/export.replies.json';
import texts from '../../../../screens/messages.json';
import { cellText, hasText } from '../../../engine/core/cellText.ts';
import { fieldErrors } from '../../../engine/core/errors.ts';
import { normaliseInput } from '../../../engine/core/normaliseInput.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import validateListExportQuery from '../../../generated/validators/list-export-query.js';
import validateListExport from '../../../generated/validators/list-export.js';
import { HttpError } from '../../http/errors.ts';
import { listManifest } from '../../http/listManifests.ts';
import { assertScope, defineRoute, invalidQueryMessage, type RouteDeclaration } from '../../http/route.ts';
import { csvAnswer, csvStream, sendCsv } from '../reports/csv.ts';
import { listRows } from './listRows.ts';

/**
 * GET /v1/export/{list}: any list screen as a CSV file, as filtered and sorted — its manifest's
 * columns over the rows its own route answers (its scope and query schema), streamed a batch at a time.
 * `routes` gives every route of the app (the list routes among them).
 */
export function listExportRoutes(routes: () => RouteDeclaration<any, any>[]): RouteDeclaration<any, any>[] {
  return [defineRoute<unknown, Record<string, unknown>>({
    method: 'GET', url: '/v1/export/:list', scope: 'session', params: validateListExport, query: validateListExportQuery, answer: csvAnswer,
    summary: "A list screen as a CSV file: every row its filters, search and sort select (the list's own query and scope), its columns as the screen names them, streamed 1,000 rows at a time; cells that would run as a spreadsheet formula escaped.",
    async handler(context) {
      const manifest = listManifest((context.request.params as { list: string }).list);
      const route = manifest && !manifest.whole ? routes().find((r) => r.method === 'GET' && r.url === manifest.api) : undefined;
      if (!manifest || !route?.query) throw new HttpError(404, replies.notFound);
      assertScope(context.auth, route.scope);
      const query = normaliseInput(route.query.schema as object, { ...context.query });
      if (!route.query(query)) throw new HttpError(400, invalidQueryMessage, fieldErrors(route.query.errors));
      const batches = listRows(route, manifest, { ...context, query: query as Record<string, unknown> });
      const first = await batches.next();
      async function* all() {
        if (!first.done) yield first.value;
        yield* batches;
      }
      const columns = manifest.columns.filter(hasText).map((column) => ({
        header: column.label || column.hiddenLabel || column.key,
        value: (row: Record<string, unknown>) => cellText(column, row, texts),
      }));
      return sendCsv(context.reply, fillTemplate(replies.fileName, { list: manifest.list }), csvStream(columns, all()));
    },
  })];
}
