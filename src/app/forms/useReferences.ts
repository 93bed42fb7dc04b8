import useSWR from 'swr';
import type { UiSchema } from '../../engine/core/manifests';
import type { ChoiceItem } from '../../widgets/types';
import { fetchResolved } from '../api/client';

/** Every reference list the form's fields name, as choices; a failed list stays empty. */
export function useReferences(ui: UiSchema | undefined): Record<string, ChoiceItem[]> | undefined {
  const names = [...new Set(ui?.sections.flatMap((s) => s.fields.map((f) => f.options?.reference).filter(Boolean)) ?? [])] as string[];
  const { data } = useSWR(ui ? ['references', ...names] : null, async () => {
    const lists = await Promise.all(
      names.map((name) =>
        fetchResolved<{ enterpriseDetails: { Name: string; Code: string }[] }>(`/v1/reference?codelist=${encodeURIComponent(`Enterprise ${name}`)}`)
          .then((r) => r.enterpriseDetails.map((i) => ({ value: i.Code, label: i.Name })))
          .catch(() => []),
      ),
    );
    return Object.fromEntries(names.map((name, i) => [name, lists[i]]));
  }, { revalidateOnFocus: false });
  return data;
}
