import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import type { ListFilter } from '../core/manifests';

interface ListFiltersProps {
  filters: ListFilter[];
  values: Record<string, string>;
  /** the button's label, the choice that filters nothing, and a Yes/No filter's choices unless it names its own */
  texts: { filters: string; filterAny: string; yes: string; no: string };
  onChange(key: string, value: string): void;
}

/** The list's filters from its manifest: Yes/No/any choices and number bounds. */
export function ListFilters({ filters, values, texts, onChange }: ListFiltersProps) {
  const active = Object.values(values).filter((v) => v !== '').length;
  return (
    <Popover className="relative">
      <PopoverButton className="h-9 rounded border border-slate-300 px-3 text-sm">
        {texts.filters}{active ? ` (${active})` : ''}
      </PopoverButton>
      <PopoverPanel anchor="bottom start" className="z-40 mt-1 grid w-80 gap-3 rounded border border-slate-200 bg-white p-4 shadow-lg">
        {filters.map((f) => {
          const id = `filter-${f.key}`;
          return (
            <div key={f.key} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={id}>{f.label}</label>
              {f.type === 'boolean' ? (
                <select id={id} value={values[f.key] ?? ''} onChange={(e) => onChange(f.key, e.target.value)} className="h-8 rounded border border-slate-300 px-2">
                  <option value="">{texts.filterAny}</option>
                  <option value="true">{f.trueLabel ?? texts.yes}</option>
                  <option value="false">{f.falseLabel ?? texts.no}</option>
                </select>
              ) : (
                <input id={id} type="number" min={0} value={values[f.key] ?? ''} onChange={(e) => onChange(f.key, e.target.value)} className="h-8 w-28 rounded border border-slate-300 px-2" />
              )}
            </div>
          );
        })}
      </PopoverPanel>
    </Popover>
  );
}
