import type { ListManifest } from '../../../engine/core/screenManifests.ts';
import type { Envelope } from '../../http/reply.ts';
import type { RouteContext, RouteDeclaration } from '../../http/route.ts';
import { exportCursor, type ExportCursor } from '../../records/search.ts';
import { exportBatch } from '../reports/csv.ts';

type Row = Record<string, unknown>;

/**
 * Every row of a list as its route answers them, a batch at a time: its route's handler asked again
 * and again with the list's query. A list on the shared search reads on by keyset (the cursor it
 * moves); any other by pages, until one comes short.
 */
export async function* listRows(route: RouteDeclaration<unknown, unknown>, manifest: ListManifest, context: RouteContext<unknown, Record<string, unknown>>): AsyncGenerator<Row[]> {
  const cursor: ExportCursor = {};
  for (let page = 1; ; page++) {
    const query = { ...context.query, limit: exportBatch, page, [exportCursor]: cursor };
    const answer = (await route.handler({ ...context, body: {}, query })) as Envelope<Record<string, unknown>>;
    const rows = (answer.resolved[manifest.itemsKey] ?? []) as Row[];
    if (rows.length) yield rows;
    const onSearch = cursor.done !== undefined;
    if (onSearch ? cursor.done : rows.length < exportBatch) return;
  }
}
