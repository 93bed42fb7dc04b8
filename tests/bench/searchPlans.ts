/**
 * The query plans of each list's search with every term new (issue 24: EXPLAIN (ANALYZE, BUFFERS) of each search).
 * The app runs in this process on the bench's database, as `npm start` runs it; each list is searched by new terms
 * until its term index is built (as during the load's warm-up), then once more by a term it never saw, with the
 * queries that search sent recorded; each is explained with the values it ran with, right after it ran.
 * Alone, on the seeded PGlite copy: npx tsx tests/bench/searchPlans.ts (SEARCH_LISTS as the load's,
 * SEARCH_PLANS=DIR keeps the whole plans).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { termIndexesOf } from '../../src/server/records/search';
import { startAgencyDesk } from '../../src/server/start';
import { listSearches, login, nameFragments, searchedLists, seededDataDir } from './api';
import { round } from './stats';

export interface QueryPlan {
  database: string;
  list: string;
  /** the tables the query reads, as its FROM and JOINs name them */
  tables: string;
  planningMs: number;
  executionMs: number;
  /** shared buffers of the whole plan: found in PostgreSQL's cache, and read from the file system */
  sharedHit: number;
  sharedRead: number;
  plan: string;
}

type Query = (text: unknown, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Searches before a list's term index is asked for (keptIndexes.ts builds one after 20 misses). */
const searchesBeforeIndex = 25;

const tablesOf = (text: string) => [...new Set([...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1]))].join(' + ');
const figure = (plan: string, pattern: RegExp) => Number(pattern.exec(plan)?.[1] ?? 0);

/** Each list's queries for a search by a new term, explained (`databaseUrl`: PostgreSQL; else PGlite in `dataDir`). */
export async function searchPlans(database: string, dataDir: string, databaseUrl?: string): Promise<QueryPlan[]> {
  const running = await startAgencyDesk({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', CHECK_ANSWERS: 'false' });
  const { db } = running.database;
  // the driver's client, as Drizzle calls it: its calls are recorded while a search is watched
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const query = client.query.bind(client) as Query;
  let recorded: { text: string; params: unknown[] }[] | undefined;
  client.query = (text, params, ...rest) => {
    const config = text as { text?: string; values?: unknown[] };
    recorded?.push({ text: typeof text === 'string' ? text : config.text!, params: params ?? config.values ?? [] });
    return query(text, params, ...rest);
  };
  try {
    const headers = { authorization: `Bearer ${await login(`http://127.0.0.1:${running.port}`)}` };
    const terms = nameFragments();
    let next = 0;
    const search = async (list: string) => {
      const answer = await running.app.inject({ method: 'GET', url: `${listSearches[list]}&search=${terms[next++ % terms.length]}`, headers });
      if (answer.statusCode !== 200) throw new Error(`${list}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
    };
    const plans: QueryPlan[] = [];
    for (const list of Object.keys(listSearches).filter((l) => searchedLists.has(l))) {
      for (let i = 0; i < searchesBeforeIndex; i++) await search(list);
      await termIndexesOf(db)?.settled();
      // a term that finds rows: a page read besides the data versions, not an empty answer
      let queries: { text: string; params: unknown[] }[] = [];
      for (let tries = 0; tries < 50 && queries.length < 2; tries++) {
        recorded = [];
        await search(list);
        queries = recorded;
      }
      recorded = undefined;
      for (const { text, params } of queries) {
        const { rows } = await query(`explain (analyze, buffers) ${text}`, params);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        plans.push({
          database, list, tables: tablesOf(text), plan,
          planningMs: figure(plan, /Planning Time: ([\d.]+)/), executionMs: figure(plan, /Execution Time: ([\d.]+)/),
          sharedHit: figure(plan, /Buffers: shared hit=(\d+)/), sharedRead: figure(plan, /Buffers: shared (?:hit=\d+ )?read=(\d+)/),
        });
      }
    }
    return plans;
  } finally {
    client.query = query;
    await running.stop();
  }
}

/** A line per query: what it reads, its planning and execution, its buffers; SEARCH_PLANS=DIR keeps the plans. */
export function printSearchPlans(plans: QueryPlan[]) {
  for (const p of plans) {
    console.log(`  ${p.database}, ${p.list} by a new term: ${p.tables}: planning ${round(p.planningMs, 3)} ms, execution ${round(p.executionMs, 3)} ms, buffers ${p.sharedHit} hit, ${p.sharedRead} read`);
  }
  const keep = process.env.SEARCH_PLANS;
  if (!keep) return;
  mkdirSync(keep, { recursive: true });
  const files = new Map<string, string[]>();
  for (const p of plans) {
    const file = join(keep, `${p.database.split(' ')[0]}-${p.list}.txt`);
    files.set(file, [...(files.get(file) ?? []), `-- ${p.tables}\n${p.plan}\n`]);
  }
  for (const [file, texts] of files) writeFileSync(file, texts.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Each list\'s search by a new term, its queries explained (PGlite, the seeded bench copy):');
  printSearchPlans(await searchPlans('PGlite (embedded)', await seededDataDir(process.cwd())));
}
