import type { Browser, Page } from 'playwright-core';
import { median, percentile, round } from './stats';

export const implementations = ['engine', 'rjsf', 'plain'] as const;
export type Implementation = (typeof implementations)[number];

interface PageBench {
  ready: boolean;
  firstRenderMs: number;
  renders: Record<string, number>;
  latencies: number[];
  slowInteractions: number;
}

/** What each field type's typing looks like: masked fields alternate digits and Backspace. */
const fieldTypes = {
  text: { path: '/human/first_Name', keys: (i: number) => 'augustabyron'[i % 12] },
  masked: { path: '/encrypted_String/0/string_Value', keys: (i: number) => (i % 8 < 4 ? String((i % 8) + 1) : 'Backspace') },
  date: { path: '/dates/0/value', keys: (i: number) => (i % 8 < 4 ? String((i % 8) + 1) : 'Backspace') },
};

/** Each implementation's input id for a field path. */
const inputIds: Record<Implementation, (path: string) => string> = {
  engine: (path) => `field${path.replace(/\//g, '-')}`,
  rjsf: (path) => `root${path.replace(/\//g, '_')}`,
  plain: (path) => `plain${path.replace(/\//g, '-')}`,
};
export type FieldType = keyof typeof fieldTypes;

export interface KeystrokeResult {
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

const warmUpKeys = 10;
export const measuredKeys = 40;
const keyIntervalMs = 100;

const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageBench }).__bench);

async function open(browser: Browser, url: string, throttle: number): Promise<Page> {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench?: PageBench }).__bench?.ready === true);
  return page;
}

/** Types warm-up keys then measured keys into one field; answers latencies and render counts. */
export async function measureTyping(browser: Browser, url: string, implementation: Implementation, field: FieldType, throttle: number): Promise<KeystrokeResult> {
  const page = await open(browser, url, throttle);
  const { path, keys } = fieldTypes[field];
  const inputId = inputIds[implementation](path);
  const input = page.locator(`[id="${inputId}"]`);
  await input.click();
  for (let i = 0; i < warmUpKeys; i += 1) await page.keyboard.press(keys(i));
  await page.waitForTimeout(200);
  await page.evaluate(() => {
    const b = (window as unknown as { __bench: PageBench }).__bench;
    b.latencies = [];
    b.slowInteractions = 0;
  });
  const before = (await readBench(page)).renders;
  for (let i = 0; i < measuredKeys; i += 1) {
    await page.keyboard.press(keys(i + warmUpKeys));
    await page.waitForTimeout(keyIntervalMs);
  }
  await page.waitForTimeout(200);
  const after = await readBench(page);
  await page.close();
  const siblings = Object.keys(after.renders).filter((id) => id !== inputId);
  const siblingRenders = siblings.reduce((sum, id) => sum + after.renders[id] - (before[id] ?? 0), 0);
  return {
    implementation,
    field,
    cpuThrottle: throttle,
    keys: after.latencies.length,
    p50: round(median(after.latencies)),
    p95: round(percentile(after.latencies, 95)),
    slowInteractions: after.slowInteractions,
    siblingRendersPerKey: round(siblingRenders / measuredKeys, 2),
  };
}

/** First render of the form (module start to the first paint), median of fresh loads. */
export async function measureFirstRender(browser: Browser, url: string, loads = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < loads; i += 1) {
    const page = await open(browser, url, 1);
    times.push((await readBench(page)).firstRenderMs);
    await page.close();
  }
  return round(median(times));
}

export const fieldTypeNames = Object.keys(fieldTypes) as FieldType[];
