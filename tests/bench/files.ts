/**
 * Files at scale: GET /v1/files on 100,000 files (the first page and a search by name, 16
 * connections, on PGlite and on PostgreSQL 15 where its binaries are), and Compare Files on two
 * 100-page PDFs (the first comparison takes both texts out and diffs them, the next only diffs).
 * In npm run bench; alone: npx tsx tests/bench/files.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { benchAccount, seedBench } from '../../scripts/seed';
import { buildApp } from '../../src/server/app';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase, refreshStatistics } from '../../src/server/db/client';
import { demoPassword, seedDemo } from '../../src/server/seed/demo';
import { postgresAvailable, startPostgres } from '../api/helpers/postgres';
import { textPdf } from '../api/helpers/documents';
import { multipart } from '../api/helpers/multipart';
import { withListServer, type SearchResult } from './api';
import { round } from './stats';

export const benchFiles = 100_000;
const warmUpSeconds = 5;
const fileTerms = ['loss', 'quote', 'binder', 'pol', 'invoice', 'sched', 'cert', 'endo', '1234', '777'];

/** 100,000 files of the bench tenant, in two statements: names of the spec's document kinds, one version each, uploads a minute apart. */
async function seedFiles(dataDir: string | undefined, databaseUrl?: string): Promise<void> {
  await seedBench(dataDir, 0, 0, databaseUrl ?? '');
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.db.execute(sql`
      insert into files (tenant_id, name, search_name, description, file_type, tags, created_by, updated_by, created_at, updated_at)
      select t.id, n.name, lower(n.name), 'Seeded for the bench', case when i % 5 = 0 then 'Spreadsheet' else 'Document' end,
             array[(array['loss_run','quote','binder','policy','invoice'])[1 + i % 5]], u.id, u.id,
             now() - make_interval(mins => i), now() - make_interval(mins => i)
      from generate_series(1, ${benchFiles}) i
      cross join (select id from tenants where name = 'Bench Agency') t
      cross join (select id from users where email = ${benchAccount}) u
      cross join lateral (select (array['Loss runs','Quote','Binder','Policy','Invoice','Schedule of values','Certificate','Endorsement'])[1 + i % 8] || ' ' || i || '.pdf' as name) n`);
    await database.db.execute(sql`
      insert into file_versions (tenant_id, file_id, version, sha256, size, mime_type, extension, file_name, created_by, created_at)
      select tenant_id, id, 1, encode(sha256(id::text::bytea), 'hex'), 250000, 'application/pdf', 'pdf', name, created_by, created_at from files`);
    await refreshStatistics(database.db, true);
  } finally {
    await database.close();
  }
}

/** Numbers of three digits, a part of the seeded names: more terms than answers kept in memory (~360 pages of 20), so each is read afresh. */
const newTerms = Array.from({ length: 1000 }, (_, n) => String((n * 7919) % 1000).padStart(3, '0'));

/** The list's loads, on a server as the other lists' bench starts it (answers written as production writes them). */
function listScenarios(database: string, dataDir: string, databaseUrl?: string): Promise<SearchResult[]> {
  return withListServer(database, dataDir, databaseUrl, async ({ run }) => {
    let i = 0;
    let k = 0;
    const byName = () => `/v1/files?limit=20&search=${fileTerms[i++ % fileTerms.length]}`;
    const first = () => '/v1/files?limit=20&page=1';
    const common = { limit: 20, records: benchFiles };
    await run({ ...common, scenario: 'warm-up, files', path: byName, duration: warmUpSeconds });
    return [
      await run({ ...common, scenario: 'files, first page', path: first }),
      await run({ ...common, scenario: 'files by name', path: byName }),
      await run({ ...common, scenario: 'files by name, every term new', path: () => `/v1/files?limit=20&search=${newTerms[k++ % newTerms.length]}` }),
    ];
  });
}

/** GET /v1/files on 100,000 files: on PGlite, and on PostgreSQL 15 when it is installed. */
export async function measureFilesList(): Promise<SearchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-desk-files-bench-'));
  try {
    console.log(`Seeding ${benchFiles.toLocaleString('en-US')} files into ${dataDir} ...`);
    await seedFiles(dataDir);
    const results = await listScenarios('PGlite (embedded)', dataDir);
    if (!postgresAvailable) return results;
    const postgres = await startPostgres();
    const keyDir = mkdtempSync(join(tmpdir(), 'agency-desk-files-bench-'));
    try {
      await seedFiles(keyDir, postgres.url);
      return [...results, ...(await listScenarios('PostgreSQL 15', keyDir, postgres.url))];
    } finally {
      postgres.stop();
      rmSync(keyDir, { recursive: true, force: true });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CompareResult {
  pages: number;
  wordsPerDocument: number;
  /** share of the words changed in the second document */
  editedShare: number;
  differences: number;
  /** the first comparison: both texts taken out on the text thread, then diffed */
  firstMs: number;
  /** the same comparison again: the kept texts diffed */
  againMs: number;
}

const vocabulary = ['policy', 'premium', 'insured', 'coverage', 'limit', 'deductible', 'claim', 'carrier', 'endorsement', 'schedule', 'vessel', 'property', 'liability', 'the', 'of', 'and', 'per', 'occurrence'];

/** A 100-page document of 40 lines of 10 words, and the same with every `1/share`-th word changed. */
function documents(pages: number, share: number): [Buffer, Buffer, number] {
  let n = 0;
  const word = () => `${vocabulary[(n * 7) % vocabulary.length]}${n++ % 13 === 0 ? n : ''}`;
  const original = Array.from({ length: pages }, () => Array.from({ length: 40 }, () => Array.from({ length: 10 }, word)));
  const step = Math.round(1 / share);
  let k = 0;
  const edited = original.map((page) => page.map((line) => line.map((w) => (k++ % step === step - 1 ? `${w}x` : w))));
  const lines = (doc: string[][][]) => doc.map((page) => page.map((line) => line.join(' ')));
  return [textPdf(lines(original)), textPdf(lines(edited)), pages * 40 * 10];
}

/** POST /v1/file/compare on two 100-page PDFs with 1 % and 10 % of their words changed. */
export async function measureCompare(pages = 100): Promise<CompareResult[]> {
  const work = mkdtempSync(join(tmpdir(), 'compare-bench-'));
  const database = await openDatabase({});
  try {
    const cipher = createFieldCipher(randomBytes(32));
    await seedDemo(database.db, cipher);
    const { app } = await buildApp({ db: database.db, cipher, files: { dir: join(work, 'files'), maxBytes: 50 * 1024 * 1024, linkSecret: randomBytes(32) } });
    const token = (await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'csr@harbor.test', password: demoPassword } })).json().resolved.token as string;
    const upload = async (name: string, content: Buffer) => {
      const { payload, headers } = multipart([{ name: 'file', filename: name, content }]);
      return (await app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${token}` } })).json().resolved.file_Reference_Id as string;
    };
    // the text thread starts with the first comparison: started here, so the figures are of the work itself
    await app.inject({ method: 'POST', url: '/v1/file/compare', payload: { files: await Promise.all(['a', 'b'].map(async (x) => ({ file_Reference_Id: await upload(`${x}.txt`, Buffer.from(`warm ${x}`)) }))) }, headers: { authorization: `Bearer ${token}` } });
    const results: CompareResult[] = [];
    for (const share of [0.01, 0.1]) {
      const [original, edited, words] = documents(pages, share);
      const files = [{ file_Reference_Id: await upload('original.pdf', original) }, { file_Reference_Id: await upload('edited.pdf', edited) }];
      const timed = async () => {
        const began = performance.now();
        const response = await app.inject({ method: 'POST', url: '/v1/file/compare', payload: { files }, headers: { authorization: `Bearer ${token}` } });
        if (response.statusCode !== 200) throw new Error(`compare: ${response.statusCode} ${response.body}`);
        return { ms: round(performance.now() - began, 0), differences: (response.json().resolved.differences as unknown[]).length };
      };
      const first = await timed();
      const again = await timed();
      results.push({ pages, wordsPerDocument: words, editedShare: share, differences: again.differences, firstMs: first.ms, againMs: again.ms });
      console.log(`  compare ${pages} pages, ${share * 100} % of words changed: first ${first.ms} ms, again ${again.ms} ms, ${again.differences} differences`);
    }
    await app.close();
    return results;
  } finally {
    await database.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await measureCompare());
  console.table(await measureFilesList());
}
