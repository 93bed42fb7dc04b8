import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchAccount, seedBench } from '../../scripts/seed';
import { startServerProcess } from '../e2e/helpers/server';
import { postgresAvailable, startPostgres } from '../api/helpers/postgres';
import { percentile, round } from './stats';

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
}

/** What the seeded rows depend on: a change to any of these seeds afresh. */
const seedInputs = ['scripts/seed.ts', 'src/server/seed/demo.ts', 'src/server/seed/book.ts', 'src/server/seed/policyBook.ts', 'src/server/seed/pipelineBook.ts', 'src/server/modules/humans/record.ts', 'src/server/db/schema.ts'];

function seedFingerprint(root: string): string {
  const migrations = join(root, 'src/server/db/migrations');
  const files = [...seedInputs.map((f) => join(root, f)), ...readdirSync(migrations).filter((f) => f.endsWith('.sql')).sort().map((f) => join(migrations, f))];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(existsSync(file) ? readFileSync(file) : '');
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
}

/** autocannon at 16 connections for `seconds`; latencies recorded per response for exact percentiles. */
async function measure(url: string, token: string, { path, encoding = 'identity' }: Load, seconds: number, into: Measured): Promise<void> {
  const acceptEncoding = encodings[encoding];
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
  };
  console.log(`  ${database}, ${scenario}, ${limit} rows (${encoding}): p50 ${measured.p50} ms, p95 ${measured.p95} ms, ${measured.requestsPerSecond} req/s, ${measured.bytesPerAnswer} B/answer, ${measured.non2xx} non-2xx`);
  return measured;
}

const nothingYet = (): Measured => ({ latencies: [], bytes: 0, requests: 0, non2xx: 0, seconds: 0 });

export async function load(url: string, token: string, database: string, what: Load): Promise<SearchResult> {
  const measured = nothingYet();
  await measure(url, token, what, what.duration ?? durationSeconds, measured);
  return summarise(database, what, measured);
}

/**
 * Loads that are compared with each other, taken in turns (2 rounds of half the duration each), so
 * that a change in the machine's load during the run weighs on all of them alike.
 */
async function compare(url: string, token: string, database: string, loads: Load[], rounds = 2): Promise<SearchResult[]> {
  const measured = loads.map(nothingYet);
  for (let round = 0; round < rounds; round++) {
    for (const [i, what] of loads.entries()) await measure(url, token, what, durationSeconds / rounds, measured[i]);
  }
  return loads.map((what, i) => summarise(database, what, measured[i]));
}

async function loadScenarios(database: string, dataDir: string, databaseUrl?: string): Promise<SearchResult[]> {
  // answers written as production writes them (not compared with JSON.stringify's)
  const server = await startServerProcess({ dataDir, env: () => ({ SEED_DEMO: 'false', DATABASE_URL: databaseUrl ?? '', CHECK_ANSWERS: 'false' }) });
  try {
    const token = await login(server.url);
    let i = 0;
    const byName = (limit: number) => () => `/v1/humans/search?limit=${limit}&search=${searchTerms[i++ % searchTerms.length]}`;
    const first = () => '/v1/humans/search?limit=15&page=1&sortKey=name';
    await load(server.url, token, database, { scenario: 'warm-up, by name', limit: 15, path: byName(15), duration: warmUpSeconds });
    await load(server.url, token, database, { scenario: 'warm-up, first page', limit: 15, path: first, duration: warmUpSeconds });
    // by name plain and compressed as to a browser (brotli), in turns; then a page of 100 plain, brotli and gzip
    const [bySearch, bySearchBrotli] = await compare(server.url, token, database, [
      { scenario: 'search by name', limit: 15, path: byName(15) },
      { scenario: 'search by name', limit: 15, path: byName(15), encoding: 'br' },
    ]);
    const firstPage = await load(server.url, token, database, { scenario: 'first page, no search', limit: 15, path: first });
    const compressed = [bySearchBrotli, ...(await compare(server.url, token, database, [
      { scenario: 'search by name', limit: 100, path: byName(100) },
      { scenario: 'search by name', limit: 100, path: byName(100), encoding: 'br' },
      { scenario: 'search by name', limit: 100, path: byName(100), encoding: 'gzip' },
    ]))];
    // the entity list on its 100,000 entities, by the same shared search
    let j = 0;
    const entitiesByName = () => `/v1/entities/search?limit=15&search=${entityTerms[j++ % entityTerms.length]}`;
    const entitiesFirst = () => '/v1/entities/search?limit=15&page=1&sortKey=name';
    await load(server.url, token, database, { scenario: 'warm-up, entities', limit: 15, path: entitiesByName, duration: warmUpSeconds, records: benchEntities });
    const entities = [
      await load(server.url, token, database, { scenario: 'entities by name', limit: 15, path: entitiesByName, records: benchEntities }),
      await load(server.url, token, database, { scenario: 'entities, first page', limit: 15, path: entitiesFirst, records: benchEntities }),
    ];
    // the policy list on its 100,000 policies (latest versions), by the same shared search
    let k = 0;
    const policiesByName = () => `/v1/policy/list?limit=15&search=${policyTerms[k++ % policyTerms.length]}`;
    const policiesFirst = () => '/v1/policy/list?limit=15&page=1';
    await load(server.url, token, database, { scenario: 'warm-up, policies', limit: 15, path: policiesByName, duration: warmUpSeconds, records: benchPolicies });
    const policies = [
      await load(server.url, token, database, { scenario: 'policies by name', limit: 15, path: policiesByName, records: benchPolicies }),
      await load(server.url, token, database, { scenario: 'policies, first page', limit: 15, path: policiesFirst, records: benchPolicies }),
    ];
    // the opportunity list on its 100,000 opportunities, by the same shared search
    let o = 0;
    const opportunitiesByName = () => `/v1/opportunity/search?limit=15&search=${opportunityTerms[o++ % opportunityTerms.length]}`;
    const opportunitiesFirst = () => '/v1/opportunity/search?limit=15&page=1';
    await load(server.url, token, database, { scenario: 'warm-up, opportunities', limit: 15, path: opportunitiesByName, duration: warmUpSeconds, records: benchOpportunities });
    const opportunities = [
      await load(server.url, token, database, { scenario: 'opportunities by name', limit: 15, path: opportunitiesByName, records: benchOpportunities }),
      await load(server.url, token, database, { scenario: 'opportunities, first page', limit: 15, path: opportunitiesFirst, records: benchOpportunities }),
    ];
    return [bySearch, firstPage, ...compressed, ...entities, ...policies, ...opportunities];
  } finally {
    await server.stop();
  }
}

/**
 * GET /v1/humans/search on 100,000 humans, by name fragments and the first page unfiltered: on the
 * embedded PGlite (the default) and, where its binaries are, on PostgreSQL 15 (production).
 */
export async function measureSearch(root: string): Promise<SearchResult[]> {
  const results = await loadScenarios('PGlite (embedded)', await seededDataDir(root));
  if (!postgresAvailable) return results;
  const postgres = await startPostgres();
  const keyDir = mkdtempSync(join(tmpdir(), 'agency-desk-bench-'));
  try {
    console.log(`Seeding ${seeded} into a throw-away PostgreSQL 15 ...`);
    await seedBench(keyDir, benchHumans, benchEntities, postgres.url, benchPolicies, benchOpportunities);
    return [...results, ...(await loadScenarios('PostgreSQL 15', keyDir, postgres.url))];
  } finally {
    postgres.stop();
    rmSync(keyDir, { recursive: true, force: true });
  }
}
