/**
 * In-page measurements read by tests/bench: keystroke latency (keydown to the next paint, per
 * DESIGN.md), first render, render counts per field and slow interactions.
 */
export const moduleStart = performance.now();

interface Bench {
  ready: boolean;
  firstRenderMs: number;
  renders: Record<string, number>;
  latencies: number[];
  slowInteractions: number;
}

export const bench: Bench = { ready: false, firstRenderMs: 0, renders: {}, latencies: [], slowInteractions: 0 };
(window as unknown as { __bench: Bench }).__bench = bench;

/** Runs after the next paint: requestAnimationFrame, then a MessageChannel task. */
function afterNextPaint(callback: () => void) {
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
  bench.slowInteractions += list.getEntries().length;
}).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
