import { and, asc, eq } from 'drizzle-orm';
import { configurations, referenceItems } from '../db/schema.ts';
import type { ServiceDeps } from './index.ts';

export function createReferenceService({ db }: ServiceDeps) {
  return {
    /** A reference list as Name/Code pairs: by the list's own order first (prefixes), then by name. */
    async list(listName: string) {
      const rows = await db
        .select({ Name: referenceItems.name, Code: referenceItems.code })
        .from(referenceItems)
        .where(eq(referenceItems.listName, listName))
        .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.name));
      return rows;
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
