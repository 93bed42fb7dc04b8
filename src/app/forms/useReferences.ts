import useSWR from 'swr';
import type { UiSchema } from '../../engine/core/manifests';
import type { ChoiceItem } from '../../widgets/types';
import { fetchResolved } from '../api/client';
import { choiceSources } from '../../domain/choiceSources';

/** Every choice list the form's fields name (reference lists and api lists), by name; a failed list stays empty. */
export function useReferences(ui: UiSchema | undefined): Record<string, ChoiceItem[]> | undefined {
  const sources = choiceSources(ui?.sections.flatMap((s) => s.fields) ?? []);
  const names = [...sources.keys()];
  const { data } = useSWR(ui ? ['references', ...names] : null, async () => {
    const lists = await Promise.all(
      names.map((name) => {
        const { path, itemsKey, value, label } = sources.get(name)!;
        return fetchResolved<Record<string, Record<string, string | number>[]>>(path)
          .then((r) => r[itemsKey].map((item) => ({ value: item[value], label: String(item[label]) })))
          .catch(() => []);
      }),
    );
    return Object.fromEntries(names.map((name, i) => [name, lists[i]]));
  }, { revalidateOnFocus: false });
  return data;
}
