import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';

export interface StoredAddress {
  line1: string;
  city: string | null;
  state_Code: string | null;
  zip_Code: string | null;
}

/** Text for LIKE: its wildcards and the escape character match themselves. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const sides = {
  mailing: [contacts.mailingLine1, contacts.mailingCity, contacts.mailingStateCode, contacts.mailingZip],
  physical: [contacts.physicalLine1, contacts.physicalCity, contacts.physicalStateCode, contacts.physicalZip],
} satisfies Record<string, AnyColumn[]>;

/**
 * The tenant's own addresses (mailing and physical, of contacts not retired) holding every word
 * typed somewhere in street, city, state or ZIP; streets starting with the text first.
 */
export async function storedAddresses(db: Db, tenantId: string, text: string, limit: number): Promise<StoredAddress[]> {
  const words = text.split(/[\s,]+/).filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  const found = await Promise.all(
    Object.values(sides).map(([line1, city, state, zip]) => {
      const haystack = sql`concat_ws(' ', ${line1}, ${city}, ${state}, ${zip})`;
      return db
        .select({ line1: sql<string>`${line1}`, city: sql<string | null>`${city}`, state_Code: sql<string | null>`${state}`, zip_Code: sql<string | null>`${zip}` })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), isNull(contacts.retiredAt), isNotNull(line1), ...words.map((w) => ilike(haystack, `%${likeText(w)}%`))))
        .groupBy(line1, city, state, zip)
        .orderBy(desc(ilike(line1, `${likeText(text)}%`)), asc(line1), asc(city))
        .limit(limit);
    }),
  );
  const prefix = text.toLowerCase();
  const unique = new Map<string, StoredAddress>();
  for (const row of found.flat()) {
    const key = [row.line1, row.city, row.state_Code, row.zip_Code].join('\t').toLowerCase();
    if (!unique.has(key)) unique.set(key, row);
  }
  return [...unique.values()]
    .sort((a, b) => Number(b.line1.toLowerCase().startsWith(prefix)) - Number(a.line1.toLowerCase().startsWith(prefix)) || a.line1.localeCompare(b.line1))
    .slice(0, limit);
}
