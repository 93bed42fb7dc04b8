import { useEffect, useState, type RefObject } from 'react';

/** How near the viewport an element counts as seen: a screen's scroll ahead, so work it starts is done before it shows. */
const reach = '300px';
const onSeen = new WeakMap<Element, () => void>();
let watcher: IntersectionObserver | undefined;

/** One observer for every element watched (an observer each would cost as much as the work it defers). */
function watcherOf(): IntersectionObserver {
  watcher ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onSeen.get(entry.target)?.();
      onSeen.delete(entry.target);
      watcher!.unobserve(entry.target);
    }
  }, { rootMargin: reach });
  return watcher;
}

/** Elements waiting to be watched: the browser's first look at them is taken after the next paint, not before it. */
let waiting: Element[] = [];

/** Watches the waiting elements still wanted (one not unmounted meanwhile), after the paint of the frame to come. */
function watchAfterPaint(element: Element) {
  waiting.push(element);
  if (waiting.length > 1) return;
  requestAnimationFrame(() => setTimeout(() => {
    const observer = watcherOf();
    for (const each of waiting) if (onSeen.has(each)) observer.observe(each);
    waiting = [];
  }));
}

/**
 * Whether the element has come near the viewport since it mounted, or was reached otherwise (the
 * answer's second part, called when the user points at it or focuses it): once true, it stays true. For
 * work an element needs only when the user can reach it, such as registering each of a thousand
 * list items with a pointer library. Told after the first paint (the browser's first look at a thousand
 * elements would come before it); true at once where the browser cannot tell (no IntersectionObserver).
 */
export function useSeen(ref: RefObject<Element | null>): [seen: boolean, reached: () => void] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    onSeen.set(element, () => setSeen(true));
    watchAfterPaint(element);
    return () => {
      onSeen.delete(element);
      watcher?.unobserve(element);
    };
  }, [ref, seen]);
  return [seen, () => setSeen(true)];
}
