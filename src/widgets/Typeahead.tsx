import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from './types';
import { inputAria, inputClass } from './inputProps';

/** Searches start at 3 characters, 500 ms after the last keystroke (the entity search and address suggestions alike). */
export const typeaheadMinimumLength = 3;
export const typeaheadDelayMs = 500;

/** The look of an option that is an action rather than a result ('Entity', 'Add Entity'). */
export const actionOptionClass = 'border-t border-slate-100 font-medium text-blue-700';

export interface Suggestion {
  text: string;
  className?: string;
  choose(): void;
}

export interface Suggestions {
  options: Suggestion[];
  /** nothing matched (an option that is no result, 'Entity', may still stand) */
  none: boolean;
  /** a line under the options (the credit their data needs) */
  footer?: string;
}

type InputProps = Pick<WidgetProps<string>, 'id' | 'label' | 'error' | 'required' | 'disabled' | 'placeholder' | 'maxInput' | 'onFocus' | 'onBlur'>;

interface TypeaheadProps extends InputProps {
  text: string;
  onText(text: string): void;
  /** what to suggest for what was typed (trimmed); without it the input suggests nothing */
  find?(typed: string): Promise<Suggestions>;
  /** shown when nothing matched */
  noResultsText?: string;
  /** how long after the last keystroke it searches (typeaheadDelayMs unless given: the renewal dialog's insured search waits 400 ms) */
  delayMs?: number;
}

/**
 * A text input that suggests as a combobox (ARIA 1.2, the focus staying in the input): the arrow
 * keys move through the options, Enter or a click chooses one, Escape closes them. An answer about
 * text typed before the latest is dropped.
 */
export function Typeahead(props: TypeaheadProps) {
  const { id, error, required, find } = props;
  const [found, setFound] = useState<Suggestions | null>(null);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const listId = `${id}-suggestions`;
  const options = found?.options ?? [];

  const close = () => {
    clearTimeout(timer.current);
    latest.current += 1;
    setFound(null);
    setActive(-1);
  };

  const search = (text: string) => {
    close();
    const typed = text.trim();
    if (!find || typed.length < typeaheadMinimumLength) return;
    const request = latest.current;
    timer.current = setTimeout(() => {
      void find(typed).then((answer) => {
        if (request !== latest.current) return;
        setFound(answer);
        setActive(-1);
      });
    }, props.delayMs ?? typeaheadDelayMs);
  };

  const choose = (index: number) => {
    close();
    options[index].choose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!found) return;
    const count = options.length;
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

  return (
    <div className="relative">
      <input
        {...inputAria(id, error, required)}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        // expanded while it shows options; 'No results found' alone is said, not listed
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-activedescendant={found && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={props.text}
        maxLength={props.maxInput}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onChange={(e) => {
          props.onText(e.target.value);
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
      {found && (
        <div className="absolute z-20 mt-1 w-full overflow-hidden rounded border border-slate-200 bg-white shadow-lg">
          {found.none && props.noResultsText && <p role="status" className="px-3 py-2 text-sm text-slate-500">{props.noResultsText}</p>}
          {options.length > 0 && (
            <ul id={listId} role="listbox" aria-label={props.label} className="max-h-72 overflow-y-auto">
              {options.map((option, index) => (
                <li
                  key={index}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // keeps the focus in the input, so choosing does not blur it first
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(index)}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-50' : ''} ${option.className ?? ''}`}
                >
                  {option.text}
                </li>
              ))}
            </ul>
          )}
          {found.footer && !found.none && <p className="border-t border-slate-100 px-3 py-1 text-[11px] text-slate-500">{found.footer}</p>}
        </div>
      )}
    </div>
  );
}
