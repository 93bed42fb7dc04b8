import { useEffect, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';

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

function stopWatching(element: Element) {
  onSeen.delete(element);
  watcher?.unobserve(element);
}

/** What useSeenItems answers: whether an item is seen, and the list element's listeners of the pointer and the focus. */
export interface SeenItems {
  seen(key: string): boolean;
  listProps: { onPointerOver(event: PointerEvent): void; onFocus(event: FocusEvent): void };
}

/**
 * Which items of a list have come near the viewport since they mounted, or were reached (the pointer over
 * one, the focus in one): once in, they stay in. For work an item needs only when the user can reach it,
 * such as registering each of a thousand list items with a pointer library. The list element's children
 * are its items, in the order of `keys`; the list watches them (one effect per list, none per item) and
 * hears the pointer and the focus for them (`listProps`, given to the list element). Told after the first
 * paint (the browser's first look at a thousand elements would come before it); every item is seen at
 * once where the browser cannot tell (no IntersectionObserver).
 */
export function useSeenItems(list: RefObject<Element | null>, keys: readonly string[]): SeenItems {
  // undefined: every item is seen
  const [seen, setSeen] = useState<ReadonlySet<string> | undefined>(() => (typeof IntersectionObserver === 'undefined' ? undefined : new Set()));
  const mark = (key: string | undefined) => key !== undefined && setSeen((last) => (!last || last.has(key) ? last : new Set(last).add(key)));
  const watching = seen !== undefined;
  useEffect(() => {
    const element = list.current;
    if (!watching || !element) return;
    // the items not seen when the list (or its items) rendered: one seen since is marked again, which changes nothing
    const watched: Element[] = [];
    [...element.children].forEach((item, i) => {
      const key = keys[i];
      if (key === undefined || seen?.has(key)) return;
      onSeen.set(item, () => mark(key));
      watchAfterPaint(item);
      watched.push(item);
    });
    return () => watched.forEach(stopWatching);
    // `seen` only narrows what is watched: the effect runs again for other items, not for each item seen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, keys, watching]);
  /** the key of the item an event happened in */
  const itemOf = (target: EventTarget) => {
    let item = target instanceof Element ? target : null;
    while (item && item.parentElement !== list.current) item = item.parentElement;
    return item ? keys[[...item.parentElement!.children].indexOf(item)] : undefined;
  };
  return {
    seen: (key) => !seen || seen.has(key),
    listProps: { onPointerOver: (event) => mark(itemOf(event.target)), onFocus: (event) => mark(itemOf(event.target)) },
  };
}
