import { getAt, setAt } from './pointer';

type Listener = () => void;

/**
 * One store per form. Fields subscribe to their own JSON pointer, so typing in one field
 * notifies that field only (react-hook-form's idea, without its API).
 */
export interface FormStore<M = unknown> {
  model(): M;
  value(path: string): unknown;
  setValue(path: string, value: unknown): void;
  error(path: string): string | undefined;
  /**
   * replaces the errors of the given paths (undefined clears) and notifies those fields; `held`:
   * errors a save was refused with (the server's, a protocol's), which no rule of the form gives:
   * they stay until their own field's error is set again (focusing it, the next submit)
   */
  setErrors(errors: Record<string, string | undefined>, held?: boolean): void;
  /** whether the error at path is held (a refused save's) rather than a rule's */
  isHeld(path: string): boolean;
  errors(): Record<string, string>;
  /** whether the model differs from how the form started, the value at `except` aside */
  isDirty(except?: string): boolean;
  /** notified when the value at path (or a parent of it, replaced whole) or the error at path changes */
  subscribe(path: string, listener: Listener): () => void;
  /** notified when the value at path or anything under it changes (a list of rows and its rows' fields) */
  subscribeUnder(path: string, listener: Listener): () => void;
  /** notified on every change, for whole-form views (dirty flag, debug) */
  subscribeAll(listener: Listener): () => void;
}

export function createFormStore<M>(initial: M): FormStore<M> {
  let model = initial;
  const initialJson = JSON.stringify(initial);
  const errors = new Map<string, string>();
  const held = new Set<string>();
  const listeners = new Map<string, Set<Listener>>();
  const underListeners = new Map<string, Set<Listener>>();
  const allListeners = new Set<Listener>();
  const add = (map: Map<string, Set<Listener>>, path: string, listener: Listener) => {
    const set = map.get(path) ?? new Set();
    set.add(listener);
    map.set(path, set);
    return () => set.delete(listener);
  };

  // a value replaced whole (a list of rows) changes the fields under it; a field's change changes
  // what is under each of its parents
  const notify = (path: string) => {
    for (const [at, set] of listeners) if (at === path || at.startsWith(`${path}/`)) set.forEach((l) => l());
    for (const [at, set] of underListeners) if (at === path || path.startsWith(`${at}/`) || at.startsWith(`${path}/`)) set.forEach((l) => l());
    allListeners.forEach((l) => l());
  };

  return {
    model: () => model,
    value: (path) => getAt(model, path),
    setValue(path, value) {
      if (getAt(model, path) === value) return;
      model = setAt(model, path, value);
      notify(path);
    },
    error: (path) => errors.get(path),
    setErrors(next, holding = false) {
      for (const [path, message] of Object.entries(next)) {
        if (holding && message !== undefined) held.add(path);
        else held.delete(path);
        if (errors.get(path) === message) continue;
        if (message === undefined) errors.delete(path);
        else errors.set(path, message);
        notify(path);
      }
    },
    errors: () => Object.fromEntries(errors),
    isHeld: (path) => held.has(path),
    isDirty: (except) => (except ? JSON.stringify(setAt(model, except, undefined)) !== JSON.stringify(setAt(initial, except, undefined)) : JSON.stringify(model) !== initialJson),
    subscribe: (path, listener) => add(listeners, path, listener),
    subscribeUnder: (path, listener) => add(underListeners, path, listener),
    subscribeAll(listener) {
      allListeners.add(listener);
      return () => allListeners.delete(listener);
    },
  };
}
