import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from '../core/formStore';
import type { UiSchema } from '../core/manifests';
import { modeTitle, titlePaths } from '../core/modeTitle';
import { getAt } from '../core/pointer';

/** The mode's title as the form's values fill it, kept current; before the store exists, from the ui schema's initial values. */
export function useModeTitle(ui: UiSchema, mode: string, store: FormStore | undefined): string {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = store ? titlePaths(ui.modes[mode]?.title ?? '').map((path) => store.subscribe(path, listener)) : [];
      return () => stops.forEach((stop) => stop());
    },
    [ui, mode, store],
  );
  return useSyncExternalStore(subscribe, () => modeTitle(ui, mode, (path) => (store ? store.value(path) : getAt(ui.initial, path))));
}
