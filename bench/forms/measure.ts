/**
 * In-page measurements read by tests/bench: keystroke latency (keydown to the next paint, per
 * DESIGN.md), first render, render counts per field and slow interactions.
 */
export const moduleStart = performance.now();

export interface Bench {
  ready: boolean;
  firstRenderMs: number;
  renders: Record<string, number>;
  latencies: number[];
  /** interactions (a key's keydown/keypress/keyup share one id) with an event of 16 ms or more */
  slowInteractions: number;
  reset(): void;
}

const slowIds = new Set<number>();

export const bench: Bench = {
  ready: false,
  firstRenderMs: 0,
  renders: {},
  latencies: [],
  slowInteractions: 0,
  reset() {
    bench.latencies = [];
    slowIds.clear();
    bench.slowInteractions = 0;
  },
};
(window as unknown as { __bench: Bench }).__bench = bench;

/** Runs after the next paint: requestAnimationFrame, then a MessageChannel task. */
export function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });
}

export function countRender(id: string) {
  bench.renders[id] = (bench.renders[id] ?? 0) + 1;
}

export function markRendered() {
  afterNextPaint(() => {
    bench.firstRenderMs = performance.now() - moduleStart;
    bench.ready = true;
  });
}

document.addEventListener(
  'keydown',
  (event) => {
    const start = event.timeStamp;
    afterNextPaint(() => bench.latencies.push(performance.now() - start));
  },
  true,
);

new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
    if (entry.interactionId) slowIds.add(entry.interactionId);
  }
  bench.slowInteractions = slowIds.size;
}).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
