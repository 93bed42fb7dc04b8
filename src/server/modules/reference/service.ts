import { and, asc, eq, sql } from 'drizzle-orm';
import { configurations, referenceItems } from './tables.ts';
import type { ServiceDeps } from '../../composition/deps.ts';

export function createReferenceService({ db }: ServiceDeps) {
  /** prepared once: every form asks for its lists */
  const listQuery = db
    .select({ Name: referenceItems.name, Code: referenceItems.code })
    .from(referenceItems)
    .where(eq(referenceItems.listName, sql.placeholder('listName')))
    .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.name))
    .prepare('reference_list');
  return {
    /** A reference list as Name/Code pairs: by the list's own order first (prefixes), then by name. */
    list(listName: string): Promise<{ Name: string; Code: string }[]> {
      return listQuery.execute({ listName });
    },

    async configuration(tenantId: string, key: string) {
      const [row] = await db
        .select({ details: configurations.details })
        .from(configurations)
        .where(and(eq(configurations.tenantId, tenantId), eq(configurations.key, key)));
      return row?.details;
    },
  };
}

/**
 * Labels of reference codes, read once per list: the lists are seeded data that no route edits,
 * so lists and details skip a join per row.
 */
export function createReferenceLabels(db: ServiceDeps['db']) {
  const lists = new Map<string, Promise<Map<string, string>>>();
  const load = (listName: string) =>
    db
      .select({ code: referenceItems.code, name: referenceItems.name })
      .from(referenceItems)
      .where(eq(referenceItems.listName, listName))
      .then((rows) => new Map(rows.map((r) => [r.code, r.name])));
  return async (listName: string, code: string | null | undefined): Promise<string | null> => {
    if (!code) return null;
    if (!lists.has(listName)) lists.set(listName, load(listName));
    return (await lists.get(listName)!).get(code) ?? code;
  };
}
