/** A promise React's use() reads without suspending again once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * `load` made once per name: every caller gets the same promise, which carries its value once it
 * has one (the fields React's use() looks for), so a module loaded before a screen renders does
 * not suspend it.
 */
export function loadedOnce<T>(load: (name: string) => Promise<T>): (name: string) => Promise<T> {
  const made = new Map<string, Tracked<T>>();
  return (name) => {
    let found = made.get(name);
    if (!found) {
      const loading: Tracked<T> = load(name);
      loading.then((value) => Object.assign(loading, { status: 'fulfilled', value }), () => undefined);
      made.set(name, (found = loading));
    }
    return found;
  };
}

/** Modules by their file's name without `suffix`: '../x/human.ui.json' -> 'human'. */
export function byFileName<T>(modules: Record<string, T>, suffix: string): Record<string, T> {
  return Object.fromEntries(Object.entries(modules).map(([path, module]) => [path.slice(path.lastIndexOf('/') + 1, -suffix.length), module]));
}

/** The named module's loader, or a refusal naming what is missing. */
export function named<T>(loaders: Record<string, () => Promise<T>>, kind: string) {
  return (name: string): Promise<T> => loaders[name]?.() ?? Promise.reject(new Error(`There is no ${kind} '${name}'.`));
}
