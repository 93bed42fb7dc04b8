import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumPath } from '../../scripts/ensure-chromium.ts';
import { demoPassword, startServerProcess } from '../e2e/helpers/server';

/** Lighthouse runs per page and settings; the median run (by FCP and TTI, Lighthouse's own pick) is reported. */
export const lighthouseRuns = 3;
const account = 'admin@harbor.test';

/** /login signed out, then the signed-in pages; `:id` is the first record of the list `api` answers (its `key` field). */
export const lighthousePages = [
  { path: '/login', signedIn: false },
  { path: '/human', signedIn: true },
  { path: '/human/add', signedIn: true },
  { path: '/entity/add', signedIn: true },
  { path: '/policy/add', signedIn: true },
  { path: '/opportunity/:id', signedIn: true, first: { api: '/v1/opportunity/search?limit=1', list: 'opportunities', key: 'opportunity_Reference_Id' } },
];

/** A page's path with its record's id filled in, read through the signed-in page's session. */
async function pathOf(page: Page, { path, first }: (typeof lighthousePages)[number]): Promise<string> {
  if (!first) return path;
  const id = await page.evaluate(async ({ api, list, key }) => {
    const answer = (await (await fetch(api)).json()) as { resolved: Record<string, Record<string, string>[]> };
    return answer.resolved[list][0][key];
  }, first);
  return path.replace(':id', id);
}

const settings = {
  /** Lighthouse's defaults: a mid-range phone on slow 4G (150 ms RTT, 1.6 Mbit/s), CPU slowed 4x, simulated */
  mobile: undefined,
  /** Lighthouse's desktop preset: 40 ms RTT, 10 Mbit/s, no CPU slowdown */
  desktop: desktopConfig as Config,
} as const;

export type FormFactor = keyof typeof settings;

export interface LighthouseResult {
  page: string;
  formFactor: FormFactor;
  /** the performance category, 0-100 */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** everything the page load transferred (headers included), Lighthouse's total-byte-weight */
  bytes: number;
  requests: number;
  /** Lighthouse's opportunities that failed (score < 0.9), with their estimated saving, and a short cache lifetime */
  opportunities: string[];
  /** the performance scores of every run, the reported one among them */
  runScores: number[];
}

function summarise(page: string, formFactor: FormFactor, lhr: RunnerResult['lhr'], runScores: number[]): LighthouseResult {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => Math.round((audit(id)?.numericValue ?? NaN) * 1000) / 1000;
  const performanceAudits = lhr.categories.performance.auditRefs.map((ref) => audit(ref.id)).filter(Boolean);
  return {
    page,
    formFactor,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: numeric('cumulative-layout-shift'),
    bytes: Math.round(numeric('total-byte-weight')),
    requests: ((audit('network-requests')?.details as { items?: unknown[] } | undefined)?.items ?? []).length,
    opportunities: performanceAudits
      .filter((a) => (a.details?.type === 'opportunity' || a.id === 'uses-long-cache-ttl') && a.score !== null && a.score < 0.9)
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id)),
    runScores,
  };
}

/** Signs in through the login page, as a person would. */
async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[name=email]').fill(account);
  await page.locator('input[name=password]').fill(demoPassword);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.locator('button[type=submit]').click()]);
  if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`signing in ended on ${page.url()}`);
}

/** One Lighthouse run; Chromium now and then fails to record a trace (NO_NAVSTART): tried up to 3 times. */
async function run(page: Page, url: string, formFactor: FormFactor): Promise<RunnerResult['lhr']> {
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, settings[formFactor], page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) {
      if (process.env.LIGHTHOUSE_SAVE) writeFileSync(`${process.env.LIGHTHOUSE_SAVE}/${new URL(url).pathname.replaceAll('/', '_')}-${formFactor}-${Date.now()}.json`, result.report as string);
      return result.lhr;
    }
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.message}`);
    console.log(`  Lighthouse on ${url} (${formFactor}): ${error.code}; again`);
  }
}

/**
 * Lighthouse (the npm package, driving the same Chromium as the other benchmarks through its own
 * puppeteer-core) on the app served by `npm start`'s server with the demo data: /login signed out,
 * /human and /human/add signed in as the demo admin, each with the mobile and desktop settings.
 * Lighthouse clears the browser cache before each run (a first visit) but keeps cookies, so the
 * signed-in pages load signed in. BENCH_URLS compares servers already running (two builds), their runs
 * taken in turns so the machine's load weighs on both alike. Each server must run from a source tree
 * of its own, built there (`git archive <commit> | tar -x -C /tmp/base`, node_modules linked, `npm run
 * build`, then `node .build/server/main.js`): the server bundle serves the dist/ of the tree it was built
 * from (scripts/build-server.ts writes its source paths in), so a copied .build serves the checkout's own.
 */
export async function measureLighthouse(progress: (r: LighthouseResult) => void = () => {}): Promise<{ version: string; results: LighthouseResult[] }> {
  // BENCH_URLS=base=http://127.0.0.1:4001,new=http://127.0.0.1:4002: servers already running (two builds side by side), runs alternating
  const given = process.env.BENCH_URLS?.split(',').map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]);
  // else a new data directory: the server seeds the demo book into it on its first start
  const dataDir = given ? undefined : mkdtempSync(join(tmpdir(), 'agency-desk-lighthouse-'));
  const server = dataDir ? await startServerProcess({ dataDir }) : undefined;
  const servers = given ?? [['', server!.url] as [string, string]];
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const results: LighthouseResult[] = [];
  let version = '';
  try {
    // a page per server, each in a context of its own: cookies do not tell ports apart
    const pages = await Promise.all(servers.map(async () => (await browser.createBrowserContext()).newPage()));
    let signedIn = false;
    // BENCH_PAGES=/human/add,/login and BENCH_FORM_FACTORS=mobile measure those only (tests/bench/lighthouseOnly.ts)
    const only = process.env.BENCH_PAGES?.split(',');
    for (const visited of lighthousePages.filter((p) => !only || only.includes(p.path))) {
      if (visited.signedIn && !signedIn) {
        for (const [i, [, url]] of servers.entries()) await signIn(pages[i], url);
        signedIn = true;
      }
      const paths = await Promise.all(servers.map((_, i) => pathOf(pages[i], visited)));
      const factors = process.env.BENCH_FORM_FACTORS?.split(',');
      for (const formFactor of (Object.keys(settings) as FormFactor[]).filter((f) => !factors || factors.includes(f))) {
        const runs: RunnerResult['lhr'][][] = servers.map(() => []);
        for (let i = 0; i < lighthouseRuns; i++) {
          for (const [s, [, url]] of servers.entries()) {
            const lhr = await run(pages[s], `${url}${paths[s]}`, formFactor);
            if (new URL(lhr.finalDisplayedUrl).pathname !== paths[s]) throw new Error(`Lighthouse on ${paths[s]} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
            runs[s].push(lhr);
            version = lhr.lighthouseVersion;
          }
        }
        for (const [s, [label]] of servers.entries()) {
          const scores = runs[s].map((lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100));
          const measured = summarise(label ? `${visited.path} (${label})` : visited.path, formFactor, computeMedianRun(runs[s]), scores);
          progress(measured);
          results.push(measured);
        }
      }
    }
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return { version, results };
}
