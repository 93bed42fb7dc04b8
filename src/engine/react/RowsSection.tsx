import { useCallback, useMemo, useState, useSyncExternalStore, type ComponentProps } from 'react';
import { canAddRow, heldByOthers, rowFields, rowsOf, rowTitle } from '../core/formRows';
import type { FormStore } from '../core/formStore';
import type { UiField, UiSection } from '../core/manifests';
import { isRequiredAt, maxItemsAt } from '../core/schemaNodes';
import { fillTemplate } from '../core/template';
import type { WidgetOptions } from '../../widgets/types';
import { Field, type WidgetRegistry } from './Field';

type FieldShared = Pick<ComponentProps<typeof Field>, 'services' | 'texts' | 'validateField' | 'saveField'>;

interface RowsSectionProps extends FieldShared {
  section: UiSection;
  /** the section's heading id */
  labelledBy: string;
  store: FormStore;
  schema: object;
  widgets: WidgetRegistry;
  /** each of the section's fields' widget options */
  optionsOf: Map<UiField, WidgetOptions>;
}

/**
 * A section whose fields repeat for each row of a list (its ui schema's `rows`): a row's fields,
 * titled, with Remove; Add below, disabled once the schema's maxItems or every choice of the unique
 * field is reached; each row's unique choice leaves out what the others hold. It re-renders when
 * rows come or go or a unique value changes, not as a row's other fields are typed in.
 */
export function RowsSection({ section, labelledBy, store, schema, widgets, optionsOf, ...shared }: RowsSectionProps) {
  const rows = section.rows!;
  const subscribe = useCallback((listener: () => void) => store.subscribeUnder(rows.path, listener), [store, rows.path]);
  // what the rows look like to this section: how many, their titles and unique values
  const shape = useSyncExternalStore(subscribe, () => JSON.stringify(rowsOf(store.value(rows.path)).map((row, i) => [rowTitle(rows, row, i), heldByOthers(rows, [row], -1)])));
  const error = useSyncExternalStore(subscribe, () => store.error(rows.path));
  // a removed row's fields start again: their widgets hold no text typed for another row
  const [generation, setGeneration] = useState(0);
  const list = rowsOf(store.value(rows.path));
  const uniqueField = section.fields.find((f) => f.path === rows.unique);
  const choices = (uniqueField && optionsOf.get(uniqueField)?.items) ?? [];
  const max = useMemo(() => maxItemsAt(schema, rows.path), [schema, rows.path]);
  const count = list.length;
  const placed = useMemo(() => Array.from({ length: count }, (_v, i) => rowFields(section, i)), [section, count]);
  const rowOptions = useMemo(
    () => list.map((_row, i) => section.fields.map((f) => {
      const options = optionsOf.get(f)!;
      if (f !== uniqueField) return options;
      const held = heldByOthers(rows, list, i);
      return { ...options, items: choices.filter((c) => !held.includes(c.value)) };
    })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows' shape says when these change
    [shape, section, optionsOf],
  );

  const remove = (index: number) => {
    const kept = list.filter((_row, i) => i !== index);
    store.setErrors(Object.fromEntries(Object.keys(store.errors()).filter((p) => p.startsWith(`${rows.path}/`)).map((p) => [p, undefined])));
    store.setValue(rows.path, kept.length ? kept : undefined);
    setGeneration((g) => g + 1);
  };
  const add = () => store.setValue(rows.path, [...list, structuredClone(rows.newRow ?? {})]);

  return (
    <div className="flex flex-col gap-3">
      {placed.map((fields, i) => {
        const title = rowTitle(rows, list[i] ?? {}, i);
        const titleId = `${labelledBy}-row-${i}`;
        return (
          <div key={`${generation}-${i}`} role="group" aria-labelledby={titleId} className="rounded border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between">
              <h3 id={titleId} className="text-sm font-medium text-slate-700">{title}</h3>
              {rows.remove && (
                <button type="button" onClick={() => remove(i)} className="h-8 rounded border border-slate-300 px-3 text-sm">
                  {fillTemplate(rows.remove, { title })}
                </button>
              )}
            </div>
            <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-3">
              {fields.map((field, f) => (
                <Field
                  key={field.path}
                  store={store}
                  field={field}
                  widget={widgets[field.widget]}
                  required={isRequiredAt(schema, field.path)}
                  options={rowOptions[i]?.[f] ?? optionsOf.get(section.fields[f])!}
                  {...shared}
                />
              ))}
            </div>
          </div>
        );
      })}
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      {rows.add && (
        <div>
          <button type="button" onClick={add} disabled={!canAddRow(rows, list, max, choices)} className="h-9 rounded border border-blue-600 px-4 text-sm font-medium text-blue-700 disabled:border-slate-300 disabled:text-slate-400">
            {rows.add}
          </button>
        </div>
      )}
    </div>
  );
}
