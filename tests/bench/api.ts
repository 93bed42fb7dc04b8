import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { faker } from '@faker-js/faker';
import autocannon from 'autocannon';
import { benchAccount, seedBench } from '../../scripts/seed';
import { freePort } from '../e2e/helpers/server';
import { serverBundle } from '../../scripts/build-server';
import { postgresAvailable, startPostgres } from '../api/helpers/postgres';
import { percentile, round } from './stats';
import { cpuPerRequest, launchServer, type CpuSeconds } from './serverProcess';
import { printSearchPlans, searchPlans } from './searchPlans';

export const benchHumans = 100_000;
export const benchEntities = 100_000;
export const benchPolicies = 100_000;
export const benchOpportunities = 100_000;
const seeded = `${benchHumans.toLocaleString('en-US')} humans, ${benchEntities.toLocaleString('en-US')} entities, ${benchPolicies.toLocaleString('en-US')} policies and ${benchOpportunities.toLocaleString('en-US')} opportunities`;
const connections = 16;
const durationSeconds = 10;
/**
 * Load before measuring, not measured: a fresh server compiles its hot code on the way (PGlite's
 * WebAssembly moves to optimised code after thousands of queries, in background threads that
 * compete for the two cores), and production servers run warm.
 */
const warmUpSeconds = 5;
const searchTerms = ['smi', 'john', 'ann', 'lee', 'mar', 'will', 'son', 'bro', 'kel', 'dav'];
/**
 * Every 3- and 4-letter fragment of the first and last names faker gives the seeded humans (3,271),
 * in a fixed order: a search that walks them asks no term again before 3,270 others, far more
 * answers than the server keeps in memory (a few MB: some 570 pages of 15), so each is read afresh.
 */
export function nameFragments(): string[] {
  const names = [...(faker.definitions.person.first_name.generic ?? []), ...(faker.definitions.person.last_name.generic ?? [])];
  const fragments = new Set<string>();
  for (const length of [3, 4]) {
    for (const name of names.map((n) => n.toLowerCase())) {
      for (let i = 0; i + length <= name.length; i++) if (/^[a-z]+$/.test(name.slice(i, i + length))) fragments.add(name.slice(i, i + length));
    }
  }
  return [...fragments];
}
/** fragments of company names as faker makes them ('Group', 'Inc', 'LLC', 'and Sons', ...) */
const entityTerms = ['gro', 'inc', 'llc', 'son', 'and', 'sch', 'ber', 'man', 'ton', 'rei'];
/** fragments of insured and market names and of policy numbers, which a policy is searched by */
const policyTerms = ['smi', 'har', 'son', 'gro', 'inc', 'mar', 'lee', 'sum', 'ann', 'llc'];
/** fragments of insured names and of the opportunities' descriptions, which an opportunity is searched by */
const opportunityTerms = ['smi', 'gro', 'fleet', 'cyber', 'son', 'home', 'inc', 'lee', 'umbr', 'llc'];

/** Accept-Encoding of the load's requests: none (the answer goes out as it is), or what a browser sends. */
export const encodings = { identity: undefined, br: 'gzip, deflate, br, zstd', gzip: 'gzip' } as const;
export type Encoding = keyof typeof encodings;

export interface SearchResult {
  database: string;
  scenario: string;
  /** rows per page asked for */
  limit: number;
  encoding: Encoding;
  /** mean bytes of an answer as sent, headers included */
  bytesPerAnswer: number;
  connections: number;
  records: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** the server's CPU milliseconds per request (where the bench started the server): the whole process, and its HTTP thread */
  cpuMsPerRequest?: { all: number; http: number };
}

/** What the seeded rows depend on: a change to any of these seeds afresh. */
const seedInputs = ['scripts/seed.ts', 'src/server/seed/demo.ts', 'src/server/seed/book.ts', 'src/server/seed/policyBook.ts', 'src/server/seed/pipelineBook.ts', 'src/server/modules/humans/record.ts', 'src/server/db/schema.ts'];

function seedFingerprint(root: string): string {
  const migrations = join(root, 'src/server/db/migrations');
  const files = [...seedInputs.map((f) => join(root, f)), ...readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort().map((f) => join(migrations, f))];
  const hash = createHash('sha256');
  // the files by their place in the checkout, not on the disk: a cache copied from another checkout is found
  for (const file of files) hash.update(relative(root, file)).update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex').slice(0, 10);
}

/**
 * The seeded data directory, made once and kept under bench/.cache, keyed by the number of
 * humans and the seed's inputs; a marker file says the seeding finished. Older ones are removed.
 */
export async function seededDataDir(root: string): Promise<string> {
  const cache = join(root, 'bench/.cache');
  const name = `humans-${benchHumans}-entities-${benchEntities}-policies-${benchPolicies}-opportunities-${benchOpportunities}-${seedFingerprint(root)}`;
  const dir = join(cache, name);
  const marker = join(dir, 'seeded.json');
  if (!existsSync(marker)) {
    for (const old of existsSync(cache) ? readdirSync(cache).filter((f) => f.startsWith('humans-')) : []) rmSync(join(cache, old), { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    console.log(`Seeding ${seeded} into ${dir} (kept for later runs) ...`);
    const started = Date.now();
    await seedBench(dir, benchHumans, benchEntities, '', benchPolicies, benchOpportunities);
    writeFileSync(marker, `${JSON.stringify({ humans: benchHumans, entities: benchEntities, policies: benchPolicies, opportunities: benchOpportunities, seconds: (Date.now() - started) / 1000, date: new Date().toISOString() })}\n`);
  }
  return dir;
}

export async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchAccount, password: 'demo-password-1' }),
  });
  return ((await response.json()) as { resolved: { token: string } }).resolved.token;
}

export interface Load {
  scenario: string;
  /** how many records the list searches */
  records?: number;
  limit: number;
  path: () => string;
  encoding?: Encoding;
  duration?: number;
}

interface Measured {
  latencies: number[];
  bytes: number;
  requests: number;
  non2xx: number;
  seconds: number;
  /** the server's CPU seconds spent during the measured runs */
  cpu: CpuSeconds;
}

/** The server's CPU seconds so far, when the bench started it (its process is known). */
export type CpuReading = () => CpuSeconds;

/** autocannon at 16 connections for `seconds`; latencies recorded per response for exact percentiles. */
async function measure(url: string, token: string, { path, encoding = 'identity' }: Load, seconds: number, into: Measured, cpu?: CpuReading): Promise<void> {
  const acceptEncoding = encodings[encoding];
  const cpuBefore = cpu?.();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, responseBytes, responseTime) => {
      into.latencies.push(responseTime);
      into.bytes += responseBytes;
    });
  });
  const cpuAfter = cpu?.();
  if (cpuBefore && cpuAfter) {
    into.cpu.all += cpuAfter.all - cpuBefore.all;
    into.cpu.http += cpuAfter.http - cpuBefore.http;
  }
  into.requests += result.requests.total;
  into.non2xx += result.non2xx;
  into.seconds += seconds;
}

function summarise(database: string, { scenario, limit, encoding = 'identity', records = benchHumans }: Load, m: Measured): SearchResult {
  const measured = {
    database,
    scenario,
    limit,
    encoding,
    bytesPerAnswer: Math.round(m.bytes / Math.max(1, m.latencies.length)),
    connections,
    records,
    requests: m.requests,
    requestsPerSecond: round(m.requests / m.seconds),
    p50: round(percentile(m.latencies, 50)),
    p95: round(percentile(m.latencies, 95)),
    p99: round(percentile(m.latencies, 99)),
    non2xx: m.non2xx,
    ...(m.cpu.all ? { cpuMsPerRequest: cpuPerRequest({ all: 0, http: 0 }, m.cpu, m.requests) } : {}),
  };
  const cpu = measured.cpuMsPerRequest ? `, server CPU ${measured.cpuMsPerRequest.all} ms/request (HTTP thread ${measured.cpuMsPerRequest.http})` : '';
  console.log(`  ${database}, ${scenario}, ${limit} rows (${encoding}): p50 ${measured.p50} ms, p95 ${measured.p95} ms, ${measured.requestsPerSecond} req/s, ${measured.bytesPerAnswer} B/answer, ${measured.non2xx} non-2xx${cpu}`);
  return measured;
}

const nothingYet = (): Measured => ({ latencies: [], bytes: 0, requests: 0, non2xx: 0, seconds: 0, cpu: { all: 0, http: 0 } });

export async function load(url: string, token: string, database: string, what: Load, cpu?: CpuReading): Promise<SearchResult> {
  const measured = nothingYet();
  await measure(url, token, what, what.duration ?? durationSeconds, measured, cpu);
  return summarise(database, what, measured);
}

/**
 * Loads that are compared with each other, taken in turns (2 rounds of half the duration each), so
 * that a change in the machine's load during the run weighs on all of them alike.
 */
async function compare(url: string, token: string, database: string, loads: Load[], cpu: CpuReading, rounds = 2): Promise<SearchResult[]> {
  const measured = loads.map(nothingYet);
  for (let round = 0; round < rounds; round++) {
    for (const [i, what] of loads.entries()) await measure(url, token, what, durationSeconds / rounds, measured[i], cpu);
  }
  return loads.map((what, i) => summarise(database, what, measured[i]));
}

/** SEARCH_LISTS=humans,policies measures only those lists (all by default); SEARCH_PROFILE=1 records the server's CPU profiles (SEARCH_PROFILE_KEEP=DIR keeps them) */
export const searchedLists = new Set((process.env.SEARCH_LISTS ?? 'humans,entities,policies,opportunities').split(','));
/** Each list's search, a page of 15, without its term */
export const listSearches: Record<string, string> = {
  humans: '/v1/humans/search?limit=15',
  entities: '/v1/entities/search?limit=15',
  policies: '/v1/policy/list?limit=15',
  opportunities: '/v1/opportunity/search?limit=15',
};
const profile = process.env.SEARCH_PROFILE === '1';

/** What a list's loads run with: one load, loads taken in turns, and the bench account's token. */
export interface ListServer {
  url: string;
  token: string;
  run(what: Load): Promise<SearchResult>;
  turns(loads: Load[]): Promise<SearchResult[]>;
}

/**
 * Runs `loads` against a server of its own on `dataDir` (`bundle`: the server bundle to run, this checkout's by
 * default: another's for an A/B), its CPU time per request read, its CPU profiles recorded with SEARCH_PROFILE=1.
 */
export async function withListServer<T>(database: string, dataDir: string, databaseUrl: string | undefined, loads: (server: ListServer) => Promise<T>, bundle = serverBundle): Promise<T> {
  // answers written as production writes them (not compared with JSON.stringify's), by the bundle `npm start` runs
  const profileDir = profile ? mkdtempSync(join(tmpdir(), 'agency-desk-search-profile-')) : undefined;
  const server = await launchServer({ entry: [bundle], port: await freePort(), env: { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: databaseUrl ?? '' }, profileDir });
  try {
    const token = await login(server.url);
    return await loads({
      url: server.url,
      token,
      run: (what) => load(server.url, token, database, what, server.cpuSeconds),
      turns: (all) => compare(server.url, token, database, all, server.cpuSeconds),
    });
  } finally {
    await server.stop(process.env.SEARCH_PROFILE_KEEP);
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }
}

/** The lists' loads against one server (`bundle`: the server bundle to run, this checkout's by default: another's for an A/B). */
export function loadScenarios(database: string, dataDir: string, databaseUrl?: string, bundle = serverBundle): Promise<SearchResult[]> {
  return withListServer(database, dataDir, databaseUrl, async ({ run, turns }) => {
    const results: SearchResult[] = [];
    const fragments = nameFragments();
    if (searchedLists.has('humans')) {
      let i = 0;
      const byName = (limit: number) => () => `/v1/humans/search?limit=${limit}&search=${searchTerms[i++ % searchTerms.length]}`;
      const first = () => `${listSearches.humans}&page=1&sortKey=name`;
      await run({ scenario: 'warm-up, by name', limit: 15, path: byName(15), duration: warmUpSeconds });
      await run({ scenario: 'warm-up, first page', limit: 15, path: first, duration: warmUpSeconds });
      // by name plain and compressed as to a browser (brotli), in turns; then a page of 100 plain, brotli and gzip
      const [bySearch, bySearchBrotli] = await turns([
        { scenario: 'search by name', limit: 15, path: byName(15) },
        { scenario: 'search by name', limit: 15, path: byName(15), encoding: 'br' },
      ]);
      const firstPage = await run({ scenario: 'first page, no search', limit: 15, path: first });
      // each request a term not asked for thousands of requests: no page answered from memory
      let k = 0;
      const byNewName = await run({ scenario: 'search by name, every term new', limit: 15, path: () => `${listSearches.humans}&search=${fragments[k++ % fragments.length]}` });
      const compressed = [bySearchBrotli, ...(await turns([
        { scenario: 'search by name', limit: 100, path: byName(100) },
        { scenario: 'search by name', limit: 100, path: byName(100), encoding: 'br' },
        { scenario: 'search by name', limit: 100, path: byName(100), encoding: 'gzip' },
      ]))];
      results.push(bySearch, byNewName, firstPage, ...compressed);
    }
    // the entity, policy (latest versions) and opportunity lists on their 100,000 records each, by the same shared search
    const others = [
      { list: 'entities', records: benchEntities, terms: entityTerms, search: listSearches.entities, first: `${listSearches.entities}&page=1&sortKey=name` },
      { list: 'policies', records: benchPolicies, terms: policyTerms, search: listSearches.policies, first: `${listSearches.policies}&page=1` },
      { list: 'opportunities', records: benchOpportunities, terms: opportunityTerms, search: listSearches.opportunities, first: `${listSearches.opportunities}&page=1` },
    ];
    // by name as in a working agency too, where a write drops the kept answers: each term one the list never answered before
    for (const { list, records, terms, search, first } of others.filter(({ list }) => searchedLists.has(list))) {
      let j = 0;
      const byName = () => `${search}&search=${terms[j++ % terms.length]}`;
      let k = 0;
      await run({ scenario: `warm-up, ${list}`, limit: 15, path: byName, duration: warmUpSeconds, records });
      results.push(
        await run({ scenario: `${list} by name`, limit: 15, path: byName, records }),
        await run({ scenario: `${list} by name, every term new`, limit: 15, path: () => `${search}&search=${fragments[k++ % fragments.length]}`, records }),
        await run({ scenario: `${list}, first page`, limit: 15, path: () => first, records }),
      );
    }
    return results;
  }, bundle);
}

/**
 * The lists' searches on 100,000 records each, by name fragments and the first page unfiltered: on the
 * embedded PGlite (the default) and, where its binaries are, on PostgreSQL 15 (production); after each
 * database's loads, the plans of each list's queries for a search by a new term (searchPlans.ts).
 */
export async function measureSearch(root: string): Promise<SearchResult[]> {
  const dataDir = await seededDataDir(root);
  const results = await loadScenarios('PGlite (embedded)', dataDir);
  printSearchPlans(await searchPlans('PGlite (embedded)', dataDir));
  if (!postgresAvailable) return results;
  const postgres = await startPostgres();
  const keyDir = mkdtempSync(join(tmpdir(), 'agency-desk-bench-'));
  try {
    console.log(`Seeding ${seeded} into a throw-away PostgreSQL 15 ...`);
    await seedBench(keyDir, benchHumans, benchEntities, postgres.url, benchPolicies, benchOpportunities);
    const onPostgres = await loadScenarios('PostgreSQL 15', keyDir, postgres.url);
    printSearchPlans(await searchPlans('PostgreSQL 15', keyDir, postgres.url));
    return [...results, ...onPostgres];
  } finally {
    postgres.stop();
    rmSync(keyDir, { recursive: true, force: true });
  }
}
