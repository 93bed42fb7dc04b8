/**
 * The dashboard statement by statement, on a seeded bench database (scripts/seed.ts): each statement's time
 * (p50/p95 over runs, one after another), its plan (EXPLAIN (ANALYZE, BUFFERS)), and the whole answer's time
 * (the service, as the route calls it; the user's cases kept per work version).
 *   npx tsx tests/bench/dashboardTiles.ts --data-dir DIR [--runs 20] [--plans]
 *   DATABASE_URL=postgres://... npx tsx tests/bench/dashboardTiles.ts [--runs 20] [--plans]
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { benchAccount } from '../../scripts/seed';
import { openDatabase, type Db } from '../../src/server/db/client';
import { memberships, users } from '../../src/server/db/schema';
import type { AuthContext } from '../../src/server/auth/context';
import { createDashboardService } from '../../src/server/modules/dashboard/service';
import type { ServiceDeps } from '../../src/server/composition/deps';
import { bookMonths } from '../../src/server/modules/dashboard/period';
import { myCases, myTasks } from '../../src/server/modules/dashboard/myDay';
import { readTotals } from '../../src/server/modules/dashboard/totals';
import { percentile, round } from './stats';

interface Captured { text: string; params: unknown[] }
interface Session { logger: { logQuery(text: string, params: unknown[]): void }; client: { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }

/** Drizzle's session logs each statement it prepares: capture them while `run` runs. */
async function capturing<T>(db: Db, run: () => Promise<T>): Promise<Captured[]> {
  const session = (db as unknown as { session: Session }).session;
  const before = session.logger;
  const captured: Captured[] = [];
  session.logger = { logQuery: (text, params) => captured.push({ text, params }) };
  try {
    await run();
  } finally {
    session.logger = before;
  }
  return captured;
}

async function timings(runs: number, run: () => Promise<unknown>) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const began = performance.now();
    await run();
    ms.push(performance.now() - began);
  }
  return { p50: round(percentile(ms, 50)), p95: round(percentile(ms, 95)) };
}

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '20' }, plans: { type: 'boolean', default: false } } });
const runs = Number(values.runs);
const database = await openDatabase({ dataDir: values['data-dir'], databaseUrl: process.env.DATABASE_URL });
try {
  const { db } = database;
  const [user] = await db.select({ userId: users.id, tenantId: memberships.tenantId, scopes: memberships.scopes })
    .from(users).innerJoin(memberships, eq(memberships.userId, users.id)).where(eq(users.email, benchAccount));
  const auth: AuthContext = { ...user, tenantKind: 'agency', sessionId: 'bench', via: 'bearer' };
  console.log(`${database.kind} ${values['data-dir'] ?? process.env.DATABASE_URL}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dashboard = createDashboardService({ db } as ServiceDeps);
  const months = bookMonths();
  const statements: Record<string, () => Promise<unknown>> = {
    'totals (six tiles)': () => readTotals(db, auth, months, 90),
    'my_Tasks': () => myTasks(db, auth),
    'my_Cases (uncached)': () => myCases(db, auth),
  };
  for (const [name, run] of Object.entries(statements)) {
    const time = await timings(runs, run);
    const captured = await capturing(db, run);
    console.log(`${name}: p50 ${time.p50} ms, p95 ${time.p95} ms, ${captured.length} statement(s)`);
    if (!values.plans) continue;
    const { client } = (db as unknown as { session: Session }).session;
    for (const { text, params } of captured) {
      const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.log(plan.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n'));
    }
  }
  const whole = await timings(runs, () => dashboard.figures(auth));
  console.log(`answer: p50 ${whole.p50} ms, p95 ${whole.p95} ms over ${runs} runs, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await database.close();
}
