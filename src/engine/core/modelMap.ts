import { conditionHolds } from './conditions';
import type { ModelMap } from './manifests';
import { getAt, setAt } from './pointer';

/** The model made into another call's body as the map says; values the model lacks stay out. */
export function mapModel(map: ModelMap, model: unknown): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const [to, from] of Object.entries(map)) {
    let value: unknown;
    if (typeof from === 'string') value = getAt(model, from);
    else if ('rows' in from) {
      const rows = getAt(model, from.rows);
      value = Array.isArray(rows) ? rows.map((row) => mapModel(from.body, row)) : undefined;
    } else value = conditionHolds(from, (path) => getAt(model, path));
    if (value !== undefined) out = setAt(out, to, value);
  }
  return out;
}
