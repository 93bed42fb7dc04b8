/**
 * Main-thread work per keystroke, engine against plain React, from Chrome traces (npx tsx
 * tests/bench/keystrokesWork.ts; BENCH_FORMS, BENCH_FIELDS, BENCH_THROTTLES as keystrokesOnly; BENCH_ROUNDS,
 * default 3; BENCH_KEEP=DIR keeps the traces). Each round types 40 keys into a fresh page of each implementation in turn and sums the
 * renderer main thread's tasks (script, style, layout, paint) per key: work, which a p95 latency on a
 * shared machine hides behind frame boundaries and other processes.
 */
import { execSync } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/helpers/server';
import { benchFieldKeys, benchFormNames, benchImplementations, benchInputId, benchPageOf, type FieldType, type FormName } from './keystrokes';
import { describeScore, machineScore } from './machine';
import { median, round } from './stats';
import { serveFolder } from './staticServer';

const keys = 40;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const groups: Record<string, string[]> = {
  script: ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'v8.callFunction'],
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet', 'RecalculateStyles'],
  layout: ['Layout', 'PrePaint', 'IntersectionObserverController::computeIntersections'],
  paint: ['Paint', 'Layerize', 'Commit', 'PaintImage', 'UpdateLayer'],
};

/** Top-level task time per key on the renderer's main thread, and each group's (events nested in a group counted once). */
function workPerKey(tracePath: string): Record<string, number> {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } }[] };
  const main = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const on = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
  const out: Record<string, number> = { total: 0, script: 0, style: 0, layout: 0, paint: 0 };
  const openEnd: Record<string, number> = {};
  for (const e of on) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      if (e.ts >= (openEnd.task ?? 0)) {
        out.total += e.dur ?? 0;
        openEnd.task = e.ts + (e.dur ?? 0);
      }
      continue;
    }
    for (const [group, names] of Object.entries(groups)) {
      if (!names.includes(e.name) || e.ts < (openEnd[group] ?? 0)) continue;
      out[group] += e.dur ?? 0;
      openEnd[group] = e.ts + (e.dur ?? 0);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v / 1000 / keys]));
}

const root = fileURLToPath(new URL('../..', import.meta.url));
execSync('npx vite build --config bench/vite.config.ts', { cwd: root, stdio: 'pipe' });
const pages = await serveFolder(`${root}bench/dist`);
const browser = await launchBrowser();
const dir = process.env.BENCH_KEEP ?? mkdtempSync(join(tmpdir(), 'keys-work-'));
try {
  console.log(describeScore(machineScore('start')));
  const only = process.env.BENCH_FORMS?.split(',');
  const fields = process.env.BENCH_FIELDS?.split(',');
  const throttles = process.env.BENCH_THROTTLES?.split(',').map(Number) ?? [4];
  for (const form of benchFormNames.filter((f) => !only || only.includes(f))) {
    for (const throttle of throttles) {
      for (const field of (['text', 'masked', 'date'] as FieldType[]).filter((f) => !fields || fields.includes(f))) {
        const samples = new Map<string, Record<string, number>[]>();
        for (let r = 0; r < rounds; r += 1) {
          for (const implementation of benchImplementations(form as FormName).filter((i) => i !== 'rjsf')) {
            const page = await browser.newPage();
            const cdp = await page.context().newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
            await page.goto(benchPageOf(pages.url, implementation, form as FormName));
            await page.waitForFunction(() => (window as unknown as { __bench?: { ready: boolean } }).__bench?.ready === true);
            const { path, keys: keyAt } = benchFieldKeys(form as FormName, field);
            await page.locator(`[id="${benchInputId(implementation, path)}"]`).click();
            for (let i = 0; i < 10; i += 1) await page.keyboard.press(keyAt(i));
            await page.waitForTimeout(300);
            const trace = join(dir, `${form}-${field}-${implementation}-${r}.json`);
            await browser.startTracing(page, { path: trace, categories: ['devtools.timeline', 'toplevel'] });
            for (let i = 0; i < keys; i += 1) {
              await page.keyboard.press(keyAt(i + 10));
              await page.waitForTimeout(100);
            }
            await browser.stopTracing();
            await page.close();
            samples.set(implementation, [...(samples.get(implementation) ?? []), workPerKey(trace)]);
          }
        }
        const medians = [...samples].map(([implementation, runs]) => [implementation, Object.fromEntries(Object.keys(runs[0]).map((k) => [k, round(median(runs.map((s) => s[k])), 2)]))] as const);
        const [engine, plain] = [medians.find(([i]) => i === 'engine')![1], medians.find(([i]) => i === 'plain')![1]];
        console.log(`${form} ${field} x${throttle}, ms per key (median of ${rounds}): ${medians.map(([i, m]) => `${i} ${JSON.stringify(m)}`).join('; ')}; engine/plain total ${(engine.total / plain.total).toFixed(2)}x`);
      }
    }
  }
  console.log(describeScore(machineScore('end')));
} finally {
  await browser.close();
  await pages.close();
  if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
