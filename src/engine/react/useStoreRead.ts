import { useEffect, useState } from 'react';

/**
 * What a component shows of an outside store: `read` (given its last answer, which it answers again
 * while nothing it reads changed) and `subscribe` (answering the stop), both kept by the caller
 * (useCallback). A state and one effect that subscribes, not React's store hook: that one schedules an
 * effect of its own on every render, so each keystroke into a form walked the whole tree's effects
 * (27 fibers twice per key on the bench's largest form). A new `read` (another path, another store) reads afresh at once.
 */
export function useStoreRead<T>(read: (kept?: T) => T, subscribe: (listener: () => void) => () => void): T {
  const [state, setState] = useState(() => ({ read, shown: read() }));
  const shown = state.read === read ? state.shown : read();
  useEffect(() => {
    const listener = () =>
      setState((last) => {
        const next = read(last.read === read ? last.shown : undefined);
        return last.read === read && Object.is(next, last.shown) ? last : { read, shown: next };
      });
    const stop = subscribe(listener);
    // a change between the render and this subscription is not missed (and with none, no state update is queued: one per field on a form's first render)
    if (!Object.is(read(shown), shown)) listener();
    return stop;
    // `shown` is the render's with this read: the effect runs again only for a new read or subscription
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, subscribe]);
  return shown;
}
