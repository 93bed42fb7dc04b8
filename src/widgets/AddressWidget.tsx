import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AddressResult, WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

/** Suggestions start after more than 2 characters and 500 ms without typing. */
export const addressMinimumLength = 3;
export const addressDelayMs = 500;

interface OpenList {
  results: AddressResult[];
  attribution?: string;
}

/**
 * The street of an address, suggesting addresses as a combobox: choosing one fills the street and,
 * beside it, city, state and ZIP. Options (ui schema): `entityLabel` and `entityPath` add an
 * option that opens that page; `noResultsText` shows when nothing matches. Without the
 * suggestAddresses service it is a plain input.
 */
export const AddressWidget = memo(function AddressWidget(props: WidgetProps<string>) {
  const { id, value, error, required, maxInput, options, services, setSiblings } = props;
  const [list, setList] = useState<OpenList | null>(null);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // answers to earlier requests than the latest are dropped
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listId = `${id}-suggestions`;
  const entity = typeof options.entityPath === 'string' && services.navigate
    ? { label: String(options.entityLabel ?? options.entityPath), path: options.entityPath }
    : null;
  const results = list?.results ?? [];
  const count = results.length + (entity ? 1 : 0);

  const close = () => {
    clearTimeout(timer.current);
    latest.current += 1;
    setList(null);
    setActive(-1);
  };

  const search = (text: string) => {
    close();
    const suggest = services.suggestAddresses;
    const typed = text.trim();
    if (!suggest || typed.length < addressMinimumLength) return;
    const request = latest.current;
    const show = (found: OpenList) => {
      if (request !== latest.current) return;
      setList(found);
      setActive(-1);
    };
    timer.current = setTimeout(() => {
      suggest(typed).then(
        (found) => show({ results: found.Results, attribution: found.Attribution }),
        (failure: unknown) => {
          console.error('Address suggestions failed', failure);
          show({ results: [] });
        },
      );
    }, addressDelayMs);
  };

  const choose = (index: number) => {
    close();
    if (index >= results.length) {
      if (entity) services.navigate?.(entity.path);
      return;
    }
    const chosen = results[index].AddressElements;
    const street = [chosen.HouseNumber, chosen.Street].filter(Boolean).join(' ').slice(0, maxInput);
    props.onChange(street || undefined);
    setSiblings?.({
      city: chosen.Locality || undefined,
      state_Code: chosen.AdministrativeDivision || undefined,
      zip_Code: chosen.PostalCode || undefined,
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!list) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  };

  const option = (index: number, text: string, className = '') => (
    <li
      key={index}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === active}
      // keeps the focus in the input, so choosing does not blur it first
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => setActive(index)}
      onClick={() => choose(index)}
      className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-50' : ''} ${className}`}
    >
      {text}
    </li>
  );

  return (
    <div className="relative">
      <input
        {...inputAria(id, error, required)}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={list !== null}
        aria-controls={listId}
        aria-activedescendant={list && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value ?? ''}
        maxLength={maxInput}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onChange={(e) => {
          props.onChange(e.target.value === '' ? undefined : e.target.value);
          search(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          props.onBlur();
        }}
        onFocus={props.onFocus}
        className={inputClass(error)}
      />
      {list && (
        <div className="absolute z-20 mt-1 w-full overflow-hidden rounded border border-slate-200 bg-white shadow-lg">
          {!results.length && typeof options.noResultsText === 'string' && (
            <p className="px-3 py-2 text-sm text-slate-500">{options.noResultsText}</p>
          )}
          <ul id={listId} role="listbox" aria-label={props.label} className="max-h-72 overflow-y-auto">
            {results.map((r, i) => option(i, r.PreformattedData.SingleAddressLine))}
            {entity && option(results.length, entity.label, 'border-t border-slate-100 font-medium text-blue-700')}
          </ul>
          {list.attribution && results.length > 0 && (
            <p className="border-t border-slate-100 px-3 py-1 text-[11px] text-slate-400">{list.attribution}</p>
          )}
        </div>
      )}
    </div>
  );
});
