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

/**
 * Whether the element has come near the viewport since it mounted (once true, it stays true): for
 * work an element needs only when the user can reach it, such as registering each of a thousand
 * list items with a pointer library. True at once where the browser cannot tell (no IntersectionObserver).
 */
export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = watcherOf();
    onSeen.set(element, () => setSeen(true));
    observer.observe(element);
    return () => {
      onSeen.delete(element);
      observer.unobserve(element);
    };
  }, [ref, seen]);
  return seen;
}
