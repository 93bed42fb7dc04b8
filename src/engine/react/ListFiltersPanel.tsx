import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import type { ListFilter } from '../core/screenManifests';
import { useOpenedAtOnce, type MenuButtonLook } from './MenuOnFirstUse';

/** What a list's filters (ListFilters) are given, their popover too */
export interface ListFiltersProps {
  filters: ListFilter[];
  values: Record<string, string>;
  /** the button's label, the choice that filters nothing, and a Yes/No filter's choices unless it names its own */
  texts: { filters: string; filterAny: string; yes: string; no: string };
  /** reads a choice filter's api choices */
  fetcher(path: string): Promise<unknown>;
  onChange(key: string, value: string): void;
  /** a widget filter's input, from the host */
  widget?(filter: ListFilter, id: string, value: string, onChange: (value: string) => void): ReactNode;
}

type Choice = { value: string; label: string };

/** A choice filter's choices: its own, or its api list's (empty while it loads or when it fails). */
function useChoices(filter: ListFilter, fetcher: ListFiltersProps['fetcher']): Choice[] {
  const source = filter.choices;
  const { data } = useSWR(source ? source.path : null, fetcher, { revalidateOnFocus: false });
  if (!source) return filter.options ?? [];
  const items = ((data as Record<string, Record<string, unknown>[]> | undefined)?.[source.itemsKey] ?? []);
  return items.map((item) => ({ value: String(item[source.value]), label: String(item[source.label]) }));
}

function ChoiceFilter({ id, filter, value, texts, fetcher, onChange }: { id: string; filter: ListFilter; value: string; texts: ListFiltersProps['texts']; fetcher: ListFiltersProps['fetcher']; onChange(value: string): void }) {
  const choices = useChoices(filter, fetcher);
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-8 w-40 rounded border border-slate-300 px-2">
      <option value="">{texts.filterAny}</option>
      {choices.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
    </select>
  );
}

/** The list's filters in their popover (loaded and opened on first use: ListFilters). */
export default function ListFiltersPanel({ button, filters, values, texts, fetcher, onChange, widget }: ListFiltersProps & { button: MenuButtonLook }) {
  const ref = useOpenedAtOnce();
  return (
    <Popover>
      <PopoverButton ref={ref} {...button} />
      <PopoverPanel anchor="bottom start" className="z-40 mt-1 grid w-80 gap-3 rounded border border-slate-200 bg-white p-4 shadow-lg">
        {filters.map((f) => {
          const id = `filter-${f.key}`;
          const value = values[f.key] ?? '';
          const set = (next: string) => onChange(f.key, next);
          const input = () => {
            switch (f.type) {
              case 'boolean':
                return (
                  <select id={id} value={value} onChange={(e) => set(e.target.value)} className="h-8 rounded border border-slate-300 px-2">
                    <option value="">{texts.filterAny}</option>
                    <option value="true">{f.trueLabel ?? texts.yes}</option>
                    <option value="false">{f.falseLabel ?? texts.no}</option>
                  </select>
                );
              case 'choice':
                return <ChoiceFilter id={id} filter={f} value={value} texts={texts} fetcher={fetcher} onChange={set} />;
              case 'date':
                return <input id={id} type="date" value={value} onChange={(e) => set(e.target.value)} className="h-8 w-40 rounded border border-slate-300 px-2" />;
              case 'widget':
                return <div className="w-48">{widget?.(f, id, value, set)}</div>;
              case 'text':
                return <input id={id} type="text" value={value} onChange={(e) => set(e.target.value)} className="h-8 w-40 rounded border border-slate-300 px-2" />;
              default:
                return <input id={id} type="number" min={f.min ?? 0} max={f.max} value={value} onChange={(e) => set(e.target.value)} className="h-8 w-28 rounded border border-slate-300 px-2" />;
            }
          };
          return (
            <div key={f.key} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={id}>{f.label}</label>
              {input()}
            </div>
          );
        })}
      </PopoverPanel>
    </Popover>
  );
}
