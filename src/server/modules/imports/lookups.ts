import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/import/import.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { setAt } from '../../../engine/core/pointer.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { entities, humans, markets } from '../../db/schema.ts';
import type { ImportColumn } from './declarations.ts';
import type { FileRow } from './parse.ts';

/** The lines of business, as the lob service lists them. */
type Lines = { list(q: object): Promise<{ line_Of_Business_Id: string; line_Of_Business_Name: string }[]> };

export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** What a name found is: its id, and the kind of record when a column takes several (an insured: human or entity). */
interface Found { id: string; type?: string }
/** Names by their lower case: one record, or several (a name two clients share). */
type Names = Map<string, Found[]>;

const byName = (rows: { id: string; name: string; type?: string }[]): Names => {
  const names: Names = new Map();
  for (const r of rows) names.set(r.name.toLowerCase(), [...(names.get(r.name.toLowerCase()) ?? []), { id: r.id, type: r.type }]);
  return names;
};

/** Each look-up's names among the tenant's records on the books, only those the file asks. */
function finders(db: Db, auth: AuthContext, lob: Lines): Record<NonNullable<ImportColumn['lookup']>, (asked: string[]) => Promise<Names>> {
  const asked = (column: unknown, names: string[]) => inArray(sql`lower(${column})`, names);
  return {
    market: async (names) => byName(await db.select({ id: markets.id, name: markets.name }).from(markets)
      .where(and(eq(markets.tenantId, auth.tenantId), isNull(markets.retiredAt), asked(markets.name, names)))),
    lineOfBusiness: async () => byName((await lob.list({})).map((l) => ({ id: l.line_Of_Business_Id, name: l.line_Of_Business_Name }))),
    insured: async (names) => {
      const humanName = sql<string>`${humans.firstName} || ' ' || ${humans.lastName}`;
      const [e, h] = await Promise.all([
        db.select({ id: entities.id, name: entities.name }).from(entities).where(and(eq(entities.tenantId, auth.tenantId), isNull(entities.retiredAt), asked(entities.name, names))),
        db.select({ id: humans.id, name: humanName }).from(humans).where(and(eq(humans.tenantId, auth.tenantId), isNull(humans.retiredAt), asked(humanName, names))),
      ]);
      return byName([...e.map((r) => ({ ...r, type: 'entity' })), ...h.map((r) => ({ ...r, type: 'human' }))]);
    },
  };
}

const notFound: Record<NonNullable<ImportColumn['lookup']>, string> = { market: replies.noMarket, lineOfBusiness: replies.noLine, insured: replies.noInsured };

/** Puts each looked-up name's id in its row's body (and the kind found); a name not found, or found twice, is the row's error. */
export async function lookUpNames(db: Db, auth: AuthContext, lob: Lines, rows: FileRow[], columns: ImportColumn[]): Promise<RowError[]> {
  const find = finders(db, auth, lob);
  const errors: RowError[] = [];
  for (const column of columns.filter((c) => c.lookup)) {
    const texts = [...new Set(rows.map((r) => r.cells.get(column)?.toLowerCase()).filter((t): t is string => Boolean(t)))];
    if (!texts.length) continue;
    const names = await find[column.lookup!](texts);
    for (const row of rows) {
      const text = row.cells.get(column);
      if (!text) continue;
      const found = names.get(text.toLowerCase()) ?? [];
      if (found.length !== 1) {
        errors.push({ row: row.line, column: column.header, message: fillTemplate(found.length ? replies.twoInsured : notFound[column.lookup!], { value: text }) });
        continue;
      }
      row.body = setAt(row.body, column.path, found[0].id);
      if (column.typePath) row.body = setAt(row.body, column.typePath, found[0].type);
    }
  }
  return errors;
}
