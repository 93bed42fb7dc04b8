/**
 * In-page measurements read by tests/bench: keystroke latency (keydown to the next paint, per
 * DESIGN.md), first render, render counts per field and slow interactions.
 */
import { benchReady } from './ready';

export const moduleStart = performance.now();

export interface Bench {
  ready: boolean;
  firstRenderMs: number;
  /** module start to React's first commit (the script's work, before the frame that paints it) */
  firstCommitMs: number;
  /** React components (function, class, forwardRef and memo fibers) in the tree at the first paint, counted after it: work counted, not timed */
  components: number;
  /** the same, by component name: which components a first render could do without */
  componentNames: Record<string, number>;
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
  firstCommitMs: 0,
  components: 0,
  componentNames: {},
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

interface Fiber {
  tag: number;
  type: { displayName?: string; name?: string; type?: { name?: string }; render?: { name?: string } } | ((...args: never[]) => unknown) | string | null;
  child: Fiber | null;
  sibling: Fiber | null;
}
/** React's fiber tags of components: function, class, forwardRef, memo, simple memo */
const componentTags = new Set([0, 1, 11, 14, 15]);
/** a component's name, or the start of its source where the build minified it away */
function nameOf(type: Fiber['type']): string {
  const inner = typeof type === 'object' && type ? (type.type ?? type.render ?? type) : type;
  const name = typeof inner === 'function' || (typeof inner === 'object' && inner) ? (inner as { displayName?: string; name?: string }).displayName || (inner as { name?: string }).name : String(inner);
  return name && name.length > 2 ? name : String(inner).slice(0, 60);
}
function countComponents(fiber: Fiber | null, names: Record<string, number>): number {
  let count = 0;
  for (let f = fiber; f; f = f.sibling) {
    if (componentTags.has(f.tag)) {
      count += 1;
      names[nameOf(f.type)] = (names[nameOf(f.type)] ?? 0) + 1;
    }
    count += countComponents(f.child, names);
  }
  return count;
}
/** The page's root at its first commit: its components are counted after the first render is timed (walking 25,000 fibers of a board is the bench's work, not the page's). */
let firstRoot: { current: Fiber } | undefined;
// the hook React DevTools installs, here only to count the first committed tree's components (react-dom reads it when it loads, after this module)
(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => {},
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    if (firstRoot) return;
    firstRoot = root;
    firstCommitted();
  },
};

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

/**
 * The page's first commit (React calls the hook above inside it, every page alike): the time to it, then the
 * time to the paint of the frame that shows it. Timed from the commit, not from the page's call to render (React
 * renders in a task of its own after that call: a frame could come before it and be taken for its paint).
 */
function firstCommitted() {
  bench.firstCommitMs = performance.now() - moduleStart;
  afterNextPaint(() => {
    bench.firstRenderMs = performance.now() - moduleStart;
    if (firstRoot) bench.components = countComponents(firstRoot.current, bench.componentNames);
    bench.ready = true;
    // what the bench waits for: a message, not a script it runs in the page (its first one lands between the commit and the paint)
    console.debug(benchReady);
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
