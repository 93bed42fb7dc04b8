import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchAccount, seedBench } from '../../scripts/seed';
import { freePort } from '../e2e/helpers/server';
import { percentile, round } from './stats';

export const benchHumans = 100_000;
const connections = 16;
const durationSeconds = 10;
const searchTerms = ['smi', 'john', 'ann', 'lee', 'mar', 'will', 'son', 'bro', 'kel', 'dav'];

export interface SearchResult {
  scenario: string;
  connections: number;
  records: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

/** The seeded data directory, made once and kept under bench/.cache. */
async function seededDataDir(root: string): Promise<string> {
  const dir = join(root, 'bench/.cache', `humans-${benchHumans}`);
  if (!existsSync(join(dir, 'db'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`Seeding ${benchHumans.toLocaleString('en-US')} humans into ${dir} (once) ...`);
    await seedBench(dir, benchHumans, '');
  }
  return dir;
}

async function startServer(root: string, dataDir: string) {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Agency Desk is at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
}

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchAccount, password: 'demo-password-1' }),
  });
  return ((await response.json()) as { resolved: { token: string } }).resolved.token;
}

/** autocannon at 16 connections; latencies recorded per response for exact percentiles. */
async function load(url: string, token: string, scenario: string, path: () => string): Promise<SearchResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationSeconds,
        headers: { authorization: `Bearer ${token}` },
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  return {
    scenario,
    connections,
    records: benchHumans,
    requests: result.requests.total,
    requestsPerSecond: round(result.requests.average),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: result.non2xx,
  };
}

/** GET /v1/humans/search on 100,000 humans: by name fragments, and the first page unfiltered. */
export async function measureSearch(root: string): Promise<SearchResult[]> {
  const dataDir = await seededDataDir(root);
  const server = await startServer(root, dataDir);
  try {
    const token = await login(server.url);
    let i = 0;
    const bySearch = await load(server.url, token, 'search by name', () => `/v1/humans/search?limit=15&search=${searchTerms[i++ % searchTerms.length]}`);
    const firstPage = await load(server.url, token, 'first page, no search', () => '/v1/humans/search?limit=15&page=1&sortKey=name');
    return [bySearch, firstPage];
  } finally {
    await server.stop();
  }
}
