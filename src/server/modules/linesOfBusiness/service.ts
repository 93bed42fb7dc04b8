import { asc, inArray } from 'drizzle-orm';
import { matchesWords } from '../../../engine/core/words.ts';
import type { Db } from '../../db/client.ts';
import { linesOfBusiness } from './tables.ts';
import lines from './lines-of-business.json';

export interface LineOfBusiness {
  line_Of_Business_Id: string;
  line_Of_Business_Reference_Code: string;
  line_Of_Business_Name: string;
  category: string;
  icon: string;
}

/** The seeded lines of business (reference data; the same for every tenant). */
export async function seedLinesOfBusiness(db: Db): Promise<void> {
  await db.insert(linesOfBusiness)
    .values(lines.lines.map(([code, name, category, icon], i) => ({ code, name, category, icon, sortOrder: i })))
    .onConflictDoNothing();
}

/** Lines of business: read once (they change only with a release), searched in memory. */
export function createLobService({ db }: { db: Db }) {
  let all: Promise<LineOfBusiness[]> | undefined;
  let byId: Promise<Map<string, LineOfBusiness>> | undefined;
  const load = () => (all ??= db.select().from(linesOfBusiness).orderBy(asc(linesOfBusiness.sortOrder), asc(linesOfBusiness.name))
    .then((rows) => rows.map((r) => ({ line_Of_Business_Id: r.id, line_Of_Business_Reference_Code: r.code, line_Of_Business_Name: r.name, category: r.category, icon: r.icon })))
    .catch((error) => { all = undefined; throw error; }));
  return {
    /** GET /v1/lob: by name or code, optionally one category. */
    async list(q: { search?: string; category?: string }) {
      return (await load()).filter((l) => (!q.category || l.category === q.category)
        && matchesWords(q.search ?? '', [l.line_Of_Business_Name, l.line_Of_Business_Reference_Code]));
    },
    /** The lines by id (the map made once, as the lines are read once). */
    byId(): Promise<Map<string, LineOfBusiness>> {
      return (byId ??= load().then((lines) => new Map(lines.map((l) => [l.line_Of_Business_Id, l]))).catch((error) => { byId = undefined; throw error; }));
    },
  };
}

export type LobService = ReturnType<typeof createLobService>;

/** Ids of lines of business that exist (for prior carriers). */
export async function knownLobIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: linesOfBusiness.id }).from(linesOfBusiness).where(inArray(linesOfBusiness.id, ids));
  return new Set(rows.map((r) => r.id));
}
