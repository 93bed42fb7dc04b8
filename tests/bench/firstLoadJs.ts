/**
 * What JavaScript a page runs on its first load, counted (work, not time, so it compares on a loaded
 * machine): npx tsx tests/bench/firstLoadJs.ts after npm run build (BENCH_PAGES=/human/add,/human for
 * some pages; BENCH_DATA=DIR keeps the seeded demo data between runs). Signed in as the demo admin, each
 * page loads in a fresh context at 4x CPU slowdown with V8's precise coverage on; per script: bytes,
 * bytes of it that ran, and whether it arrived before the first contentful paint. Then the page's
 * scripting and long-task time from the Performance API, median of 3 loads; and in a fourth load React's
 * commits and component renders until the page is idle (counted, so they compare on a busy machine).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { demoPassword, launchBrowser, startServerProcess } from '../e2e/helpers/server';
import { lighthousePages } from './lighthouse';
import { describeScore, machineScore } from './machine';
import { median, round } from './stats';

export interface ScriptUse {
  url: string;
  bytes: number;
  usedBytes: number;
  beforeFirstPaint: boolean;
}

export interface FirstLoadJs {
  page: string;
  /** React's commits and component renders until the page is idle (a load of its own, counted through a stand-in for React DevTools' hook) */
  commits: number;
  renders: number;
  /** the components each commit rendered, in order */
  perCommit: number[];
  fcpMs: number;
  /** the sum of long tasks' time over 50 ms, the page's own TBT at 4x (median of the loads) */
  blockingMs: number;
  scripts: ScriptUse[];
  /** CPU self time per function (ms at 4x, the last load) */
  selfMs: Record<string, number>;
}

const loads = 3;

/** CPU self time (ms, at 4x) per function and script, from a sampled profile: where the page's own work goes. */
function selfTimes(profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples?: number[]; timeDeltas?: number[] }, base: string): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self: Record<string, number> = {};
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!;
    const where = frame.url ? `${frame.functionName || '(anonymous)'} ${frame.url.replace(base, '')}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : frame.functionName;
    self[where] = (self[where] ?? 0) + (profile.timeDeltas?.[i + 1] ?? 0) / 1000;
  });
  return self;
}

/** Bytes of a function's ranges that ran (V8's block coverage: the outer range minus its uncounted inner ranges). */
function usedBytes(functions: { ranges: { startOffset: number; endOffset: number; count: number }[] }[], length: number): number {
  const ran = new Uint8Array(length);
  for (const f of functions) {
    for (const r of f.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
  }
  return ran.reduce((sum, x) => sum + x, 0);
}

/**
 * Counts React's commits and component renders through a stand-in for React DevTools' hook, which
 * react-dom tells of every commit: a component rendered when its fiber performed work with props or
 * state it had not had (a subtree React skipped keeps its fibers, so each render counts once).
 */
function countRenders() {
  const w = window as unknown as { __renders: { commits: number; renders: number; perCommit: number[] } };
  w.__renders = { commits: 0, renders: 0, perCommit: [] };
  const seen = new WeakMap<object, [unknown, unknown]>();
  // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent; PerformedWork
  const components = new Set([0, 1, 11, 14, 15]);
  type Fiber = { tag: number; flags: number; memoizedProps: unknown; memoizedState: unknown; child: Fiber | null; sibling: Fiber | null };
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      if (components.has(f.tag) && f.flags & 1) {
        const last = seen.get(f);
        if (!last || last[0] !== f.memoizedProps || last[1] !== f.memoizedState) {
          w.__renders.renders += 1;
          seen.set(f, [f.memoizedProps, f.memoizedState]);
        }
      }
      walk(f.child);
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      const before = w.__renders.renders;
      w.__renders.commits += 1;
      walk(root.current);
      w.__renders.perCommit.push(w.__renders.renders - before);
    },
  };
}

async function loadOnce(browser: Browser, base: string, cookies: Awaited<ReturnType<import('playwright-core').BrowserContext['cookies']>>, path: string, counting = false) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  // counting walks React's tree at every commit: a load of its own, so the timed loads do not carry it
  // (as source: tsx names the function's inner functions with a helper of its own, __name, which the page lacks)
  if (counting) await page.addInitScript({ content: `const __name = (f) => f; (${countRenders.toString()})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await page.addInitScript(() => {
    const w = window as unknown as { __long: number };
    w.__long = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long += Math.max(0, e.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // modules preloaded run later, from the cache: wait for the page's content (no spinner left in it; an empty live region, as the
  // opportunity's stepper keeps, is none), then until the main thread has been idle twice
  await page.waitForFunction(() => document.querySelector('main') && !document.querySelector('main [role=status]:not(:empty)'), null, { timeout: 60_000 });
  // and until it has stopped changing: a region rendered after the first paint (a deferred render, a chunk loading) leaves
  // the content without a spinner for a moment
  await page.evaluate(async () => {
    let observer: MutationObserver | undefined;
    await new Promise<void>((resolve) => {
      let timer = setTimeout(resolve, 1500);
      observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(resolve, 1500);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    observer!.disconnect();
  });
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
  const { profile } = await cdp.send('Profiler.stop');
  // BENCH_TRACE=DIR keeps the CPU profile (open it in Chromium DevTools' Performance panel)
  if (process.env.BENCH_TRACE) writeFileSync(join(process.env.BENCH_TRACE, `first-load${path.replaceAll('/', '_')}.cpuprofile`), JSON.stringify(profile));
  const timing = await page.evaluate(() => ({
    renders: (window as unknown as { __renders?: { commits: number; renders: number; perCommit: number[] } }).__renders ?? { commits: NaN, renders: NaN, perCommit: [] },
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    long: (window as unknown as { __long: number }).__long,
    arrived: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, (e as PerformanceResourceTiming).responseEnd])),
  }));
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const scripts: ScriptUse[] = [];
  for (const s of result.filter((x) => x.url.startsWith(base) && x.url.endsWith('.js'))) {
    // the script's top-level function spans its whole source
    const length = Math.max(...s.functions.flatMap((f) => f.ranges.map((r) => r.endOffset)));
    scripts.push({ url: s.url.slice(base.length), bytes: length, usedBytes: usedBytes(s.functions, length), beforeFirstPaint: (timing.arrived[s.url] ?? 0) <= timing.fcp });
  }
  await context.close();
  return { ...timing.renders, fcpMs: timing.fcp, blockingMs: timing.long, scripts, selfMs: selfTimes(profile, base) };
}

export async function measureFirstLoadJs(pages: string[]): Promise<FirstLoadJs[]> {
  const server = await startServerProcess({ dataDir: process.env.BENCH_DATA ?? mkdtempSync(join(tmpdir(), 'agency-desk-first-load-')) });
  const browser = await launchBrowser();
  try {
    const signIn = await browser.newContext();
    const page = await signIn.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('admin@harbor.test');
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    const cookies = await signIn.cookies();
    const opportunity = await page.evaluate(async () => ((await (await fetch('/v1/opportunity/search?limit=1')).json()) as { resolved: { opportunities: { opportunity_Reference_Id: string }[] } }).resolved.opportunities[0].opportunity_Reference_Id);
    await signIn.close();
    const results: FirstLoadJs[] = [];
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, server.url, cookies, path.replace(':id', opportunity)));
      const { commits, renders, perCommit } = await loadOnce(browser, server.url, cookies, path.replace(':id', opportunity), true);
      results.push({ page: path, commits, renders, perCommit, fcpMs: round(median(runs.map((r) => r.fcpMs))), blockingMs: round(median(runs.map((r) => r.blockingMs))), scripts: runs[runs.length - 1].scripts, selfMs: runs[runs.length - 1].selfMs });
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(describeScore(machineScore('start')));
  const kb = (n: number) => `${round(n / 1024)} KB`;
  for (const r of await measureFirstLoadJs(process.env.BENCH_PAGES?.split(',') ?? lighthousePages.filter((p) => p.signedIn).map((p) => p.path))) {
    const before = r.scripts.filter((s) => s.beforeFirstPaint);
    const sum = (xs: ScriptUse[], pick: (s: ScriptUse) => number) => xs.reduce((t, s) => t + pick(s), 0);
    console.log(`\n${r.page} at CPU x4: FCP ${r.fcpMs} ms, blocking ${r.blockingMs} ms (medians of ${loads}); React ${r.commits} commits, ${r.renders} component renders (${r.perCommit.join(' ')}); JS ${kb(sum(r.scripts, (s) => s.bytes))} in ${r.scripts.length} scripts, ran ${kb(sum(r.scripts, (s) => s.usedBytes))}; before first paint ${kb(sum(before, (s) => s.bytes))} (ran ${kb(sum(before, (s) => s.usedBytes))})`);
    for (const s of [...r.scripts].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${s.beforeFirstPaint ? 'before' : 'after '} ${kb(s.bytes).padStart(9)} ran ${kb(s.usedBytes).padStart(9)}  ${s.url}`);
    }
    const self = Object.entries(r.selfMs).sort((a, b) => b[1] - a[1]);
    const byScript: Record<string, number> = {};
    for (const [where, ms] of self) byScript[where.split(' ')[1]?.split(':')[0] ?? where] = (byScript[where.split(' ')[1]?.split(':')[0] ?? where] ?? 0) + ms;
    console.log(`  CPU self time at x4 (ms): ${Object.entries(byScript).sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${round(v)}`).join(', ')}`);
    for (const [where, ms] of self.slice(0, Number(process.env.BENCH_TOP ?? 15))) console.log(`    ${round(ms).toString().padStart(7)}  ${where}`);
  }
  console.log(`\n${describeScore(machineScore('end'))}`);
}
