import { memo, useState } from 'react';
import { fillTemplate } from '../engine/core/template';
import type { WidgetProps } from './types';
import { PickerButton } from './PickerButton';
import { useDropdown } from './useDropdown';

type Value = string | number;
/** from this many choices on, the list has a type-ahead filter above its checkboxes */
const filteredFrom = 8;

/**
 * Several of the field's items (a file's tags): a button naming the chosen ones that opens a list of
 * checkboxes (a long list with a filter typed above them); the value is the chosen items' values in
 * the items' order. Leaving the widget is its blur.
 */
export const MultiSelectWidget = memo(function MultiSelectWidget(props: WidgetProps<Value[]>) {
  const { id, value, options, texts, error } = props;
  const { open, setOpen, button, containerProps } = useDropdown(props.onBlur);
  const items = options.items ?? [];
  const [filter, setFilter] = useState('');
  const shown = filter.trim() ? items.filter((item) => item.label.toLowerCase().includes(filter.trim().toLowerCase())) : items;
  const chosen = value ?? [];
  const labels = items.filter((item) => chosen.includes(item.value)).map((item) => item.label);
  const toggle = (v: Value, on: boolean) => {
    const next = items.map((i) => i.value).filter((x) => (x === v ? on : chosen.includes(x)));
    props.onChange(next.length ? next : undefined);
  };
  const listId = `${id}-choices`;
  return (
    <div className="relative" {...containerProps}>
      <PickerButton id={id} error={error} required={props.required} requiredText={texts.required} open={open} controls={listId} disabled={props.disabled} buttonRef={button} onToggle={() => setOpen(!open)} onFocus={props.onFocus}>
        {labels.length ? labels.join(', ') : <span className="text-slate-500">{props.placeholder ?? texts.select}</span>}
      </PickerButton>
      {open && (
        <fieldset id={listId} aria-label={props.label} className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded border border-slate-200 bg-white py-1 text-sm shadow-lg">
          {items.length >= filteredFrom && (
            <div className="px-2 pb-1">
              <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={fillTemplate(texts.firstDay.filterChoices, { label: props.label })} className="h-8 w-full rounded border border-slate-300 px-2" />
            </div>
          )}
          {shown.map((item) => (
            <label key={item.value} className="flex cursor-pointer items-center gap-2 px-3 py-1.5 hover:bg-blue-50">
              <input type="checkbox" checked={chosen.includes(item.value)} onChange={(e) => toggle(item.value, e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
              {item.label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
});
