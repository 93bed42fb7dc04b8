import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { Bench } from '../../bench/forms/measure';
import { benchReady } from '../../bench/forms/ready';
import { median, percentile, round } from './stats';

export const implementations = ['engine', 'rjsf', 'plain'] as const;
export type Implementation = (typeof implementations)[number];

type PageBench = Bench;

/** Keys that type the characters then delete them, so a field never reaches its limit. */
const typeAndErase = (chars: string) => (i: number) => (i % (2 * chars.length) < chars.length ? chars[i % chars.length] : 'Backspace');

/** The forms typed into, each with its field per field type and the implementations it is built in. */
const forms = {
  human: {
    implementations: implementations,
    fields: {
      text: { path: '/human/first_Name', keys: typeAndErase('augustab') },
      masked: { path: '/encrypted_String/0/string_Value', keys: typeAndErase('1234') },
      date: { path: '/dates/0/value', keys: typeAndErase('1231') },
    },
  },
  entity: {
    implementations: ['engine', 'plain'] as Implementation[],
    fields: {
      text: { path: '/entity/name', keys: typeAndErase('harborco') },
      masked: { path: '/encrypted_String/0/string_Value', keys: typeAndErase('1234') },
      date: { path: '/entity/date_Of_Incorporation', keys: typeAndErase('1231') },
    },
  },
  policy: {
    implementations: ['engine', 'plain'] as Implementation[],
    // no masked field on a policy: its formatted number (money) stands in
    fields: {
      text: { path: '/carrier_Issued_Policy_Id', keys: typeAndErase('hx20871a') },
      masked: { path: '/minimum_Earned_Premium', keys: typeAndErase('1234') },
      date: { path: '/effective_Date', keys: typeAndErase('1231') },
    },
  },
} satisfies Record<string, { implementations: readonly Implementation[]; fields: Record<string, { path: string; keys: (i: number) => string }> }>;
export type FormName = keyof typeof forms;
export type FieldType = keyof (typeof forms)['human']['fields'];

/** Each implementation's input id for a field path. */
const inputIds: Record<Implementation, (path: string) => string> = {
  engine: (path) => `field${path.replace(/\//g, '-')}`,
  rjsf: (path) => `root${path.replace(/\//g, '_')}`,
  plain: (path) => `plain${path.replace(/\//g, '-')}`,
};

/** The bench page of an implementation of a form: engine.html is Add Human, engine-entity.html Add Entity, engine-policy.html Add Policy. */
const pageOf = (pagesUrl: string, implementation: Implementation, form: FormName) => `${pagesUrl}/${implementation}${form === 'human' ? '' : `-${form}`}.html`;

/** The forms, their implementations, fields, pages and input ids, for the other keystroke benches (keystrokesWork.ts). */
export const benchFormNames = Object.keys(forms) as FormName[];
export const benchImplementations = (form: FormName): readonly Implementation[] => forms[form].implementations;
export const benchFieldKeys = (form: FormName, field: FieldType) => forms[form].fields[field];
export const benchInputId = (implementation: Implementation, path: string) => inputIds[implementation](path);
export const benchPageOf = pageOf;

export interface KeystrokeResult {
  form: FormName;
  implementation: Implementation;
  field: FieldType;
  cpuThrottle: number;
  keys: number;
  p50: number;
  p95: number;
  slowInteractions: number;
  /** re-renders of the other fields per keystroke */
  siblingRendersPerKey: number;
}

export const warmUpKeys = 10;
/** Measured keys per implementation, field and throttle, typed in rounds that alternate implementations. */
export const rounds = 4;
/** 4 x 50 = 200 measured keys per cell: a p95 from fewer is two or three keys' luck */
const keysPerRound = 50;
export const measuredKeys = rounds * keysPerRound;
/** DESIGN.md: keys ~150 ms apart */
export const keyIntervalMs = 150;
export const firstRenderLoads = 15;

type Readings = Omit<PageBench, 'reset'>;

interface TypingSample {
  latencies: number[];
  slowInteractions: number;
  siblingRenders: number;
}

const readBench = (page: Page): Promise<Readings> =>
  page.evaluate(() => {
    const { ready, firstRenderMs, firstCommitMs, components, componentNames, renders, latencies, slowInteractions } = (window as unknown as { __bench: PageBench }).__bench;
    return { ready, firstRenderMs, firstCommitMs, components, componentNames, renders, latencies, slowInteractions };
  });

/** BENCH_TRACE=DIR keeps a Chrome trace (open it in DevTools' Performance panel) of the first load and first typing round of each page and field. */
const traceDir = process.env.BENCH_TRACE;
const traced = new Set<string>();

/** Starts a trace of the page's next work when BENCH_TRACE asks and this one is not traced yet; answers how to stop it. */
async function traceOnce(browser: Browser, page: Page, name: string): Promise<() => Promise<void>> {
  if (!traceDir || !name || traced.has(name)) return async () => {};
  traced.add(name);
  mkdirSync(traceDir, { recursive: true });
  await browser.startTracing(page, { path: join(traceDir, `${name}.json`), screenshots: false });
  return async () => void (await browser.stopTracing());
}

/**
 * Goes to a bench page and waits for its first render's paint by the message it sends: no script of Playwright's
 * runs in the page before then (the first, some 8 ms of compiling, fell between a slow render's commit and its paint).
 */
export async function gotoPainted(page: Page, url: string): Promise<void> {
  const painted = page.waitForEvent('console', { predicate: (message) => message.text() === benchReady, timeout: 60_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await painted;
}

async function open(browser: Browser, url: string, throttle: number, trace = ''): Promise<Page> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const stop = await traceOnce(browser, page, trace);
  await gotoPainted(page, url);
  await stop();
  return page;
}

/** On a fresh page: warm-up keys, then one round of measured keys into one field. */
async function typeRound(browser: Browser, pagesUrl: string, form: FormName, implementation: Implementation, field: FieldType, throttle: number): Promise<TypingSample> {
  const page = await open(browser, pageOf(pagesUrl, implementation, form), throttle);
  try {
    const { path, keys } = forms[form].fields[field];
    const inputId = inputIds[implementation](path);
    await page.locator(`[id="${inputId}"]`).click();
    for (let i = 0; i < warmUpKeys; i += 1) await page.keyboard.press(keys(i));
    await page.waitForTimeout(200);
    await page.evaluate(() => (window as unknown as { __bench: PageBench }).__bench.reset());
    const before = (await readBench(page)).renders;
    const stop = await traceOnce(browser, page, `keys-${form}-${field}-${implementation}-x${throttle}`);
    for (let i = 0; i < keysPerRound; i += 1) {
      await page.keyboard.press(keys(i + warmUpKeys));
      await page.waitForTimeout(keyIntervalMs);
    }
    await page.waitForTimeout(200);
    await stop();
    const after = await readBench(page);
    const siblings = Object.keys(after.renders).filter((id) => id !== inputId);
    const siblingRenders = siblings.reduce((sum, id) => sum + after.renders[id] - (before[id] ?? 0), 0);
    return { latencies: after.latencies, slowInteractions: after.slowInteractions, siblingRenders };
  } finally {
    await page.close();
  }
}

function summarise(form: FormName, implementation: Implementation, field: FieldType, cpuThrottle: number, samples: TypingSample[]): KeystrokeResult {
  const latencies = samples.flatMap((s) => s.latencies);
  const sum = (pick: (s: TypingSample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    form,
    implementation,
    field,
    cpuThrottle,
    keys: latencies.length,
    p50: round(median(latencies)),
    p95: round(percentile(latencies, 95)),
    slowInteractions: sum((s) => s.slowInteractions),
    siblingRendersPerKey: round(sum((s) => s.siblingRenders) / measuredKeys, 2),
  };
}

/**
 * Keystroke latency and sibling re-renders for every form, implementation, field type and CPU
 * throttle. The implementations take turns round by round, so a change in background load hits all alike.
 */
export async function measureKeystrokes(browser: Browser, pagesUrl: string, onResult: (r: KeystrokeResult) => void): Promise<KeystrokeResult[]> {
  const results: KeystrokeResult[] = [];
  // BENCH_FORMS=policy measures those forms only (a form's own run); BENCH_FIELDS=masked,date those field kinds, BENCH_THROTTLES=4 that CPU throttle
  const only = process.env.BENCH_FORMS?.split(',');
  const fields = process.env.BENCH_FIELDS?.split(',');
  const throttles = process.env.BENCH_THROTTLES?.split(',').map(Number) ?? [1, 4];
  for (const form of (Object.keys(forms) as FormName[]).filter((f) => !only || only.includes(f))) {
    const built = forms[form].implementations;
    for (const throttle of throttles) {
      for (const field of (Object.keys(forms[form].fields) as FieldType[]).filter((f) => !fields || fields.includes(f))) {
        const samples = new Map<Implementation, TypingSample[]>(built.map((i) => [i, []]));
        for (let r = 0; r < rounds; r += 1) {
          for (const implementation of built) samples.get(implementation)!.push(await typeRound(browser, pagesUrl, form, implementation, field, throttle));
        }
        for (const implementation of built) {
          const result = summarise(form, implementation, field, throttle, samples.get(implementation)!);
          onResult(result);
          results.push(result);
        }
      }
    }
  }
  return results;
}

/**
 * Each implementation's first render of Add Human, median of `firstRenderLoads` loads taken in turns: to the first
 * paint (the budget's measure), and to React's commit (the script's work alone: the paint waits for the next frame,
 * which puts a load about a frame early or late whatever the implementation).
 */
export async function measureFirstRenders(browser: Browser, pagesUrl: string): Promise<{ paint: Record<Implementation, number>; commit: Record<Implementation, number> }> {
  const times = new Map<Implementation, { paint: number[]; commit: number[] }>(implementations.map((i) => [i, { paint: [], commit: [] }]));
  for (let i = 0; i < firstRenderLoads; i += 1) {
    for (const implementation of implementations) {
      const page = await open(browser, pageOf(pagesUrl, implementation, 'human'), 1, `first-render-${implementation}`);
      const { firstRenderMs, firstCommitMs } = await readBench(page);
      times.get(implementation)!.paint.push(firstRenderMs);
      times.get(implementation)!.commit.push(firstCommitMs);
      await page.close();
    }
  }
  const medians = (which: 'paint' | 'commit') => Object.fromEntries(implementations.map((i) => [i, round(median(times.get(i)![which]))])) as Record<Implementation, number>;
  return { paint: medians('paint'), commit: medians('commit') };
}

/** React components in each implementation's first committed tree of Add Human, in all and by name (one load each: counts, the same on any machine). */
export async function firstRenderComponents(browser: Browser, pagesUrl: string): Promise<Record<Implementation, Pick<Readings, 'components' | 'componentNames'>>> {
  const counts: Partial<Record<Implementation, Pick<Readings, 'components' | 'componentNames'>>> = {};
  for (const implementation of implementations) {
    const page = await open(browser, pageOf(pagesUrl, implementation, 'human'), 1, '');
    const { components, componentNames } = await readBench(page);
    counts[implementation] = { components, componentNames };
    await page.close();
  }
  return counts as Record<Implementation, Pick<Readings, 'components' | 'componentNames'>>;
}

/** Function calls V8 counted since the last take (precise coverage with call counts; taking resets them): work, the same on any machine. */
export async function takeCalls(cdp: CDPSession): Promise<number> {
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  return result.reduce((sum, script) => sum + script.functions.reduce((n, f) => n + (f.ranges[0]?.count ?? 0), 0), 0);
}

/** A bench page opened with V8 counting function calls from its first script on. */
export async function openCounting(browser: Browser, url: string): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await gotoPainted(page, url);
  return { page, cdp };
}

export const countedKeys = 10;

/**
 * Function calls per implementation, counted (BENCH_KEYS=0 prints them): Add Human's first render (module start to
 * ready), and `countedKeys` keys into each field of each form after the warm-up keys.
 */
export async function countCalls(browser: Browser, pagesUrl: string): Promise<{ form: FormName; implementation: Implementation; what: string; calls: number }[]> {
  const counted: { form: FormName; implementation: Implementation; what: string; calls: number }[] = [];
  const only = process.env.BENCH_FORMS?.split(',');
  for (const form of (Object.keys(forms) as FormName[]).filter((f) => !only || only.includes(f))) {
    for (const implementation of forms[form].implementations) {
      for (const field of ['first render', ...Object.keys(forms[form].fields)] as (FieldType | 'first render')[]) {
        const { page, cdp } = await openCounting(browser, pageOf(pagesUrl, implementation, form));
        if (field === 'first render') {
          counted.push({ form, implementation, what: field, calls: await takeCalls(cdp) });
        } else {
          const { path, keys } = forms[form].fields[field];
          await page.locator(`[id="${inputIds[implementation](path)}"]`).click();
          for (let i = 0; i < warmUpKeys; i += 1) await page.keyboard.press(keys(i));
          await page.waitForTimeout(300);
          await takeCalls(cdp);
          for (let i = 0; i < countedKeys; i += 1) await page.keyboard.press(keys(i + warmUpKeys));
          await page.waitForTimeout(300);
          counted.push({ form, implementation, what: `${countedKeys} keys, ${field}`, calls: await takeCalls(cdp) });
        }
        await page.close();
      }
    }
  }
  return counted;
}
