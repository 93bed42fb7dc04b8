import { useCallback } from 'react';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';
import { Typeahead, type Suggestion, type Suggestions } from './Typeahead';

/** A related record's name as the search answers it: first and last name, or an entity's name. */
export const relatedName = (r: Pick<RelatedToWho, 'first_Name' | 'last_Name'>) => [r.first_Name, r.last_Name].filter(Boolean).join(' ');

interface RelatedSearchProps extends Omit<WidgetProps<unknown>, 'value' | 'onChange'> {
  /** the kinds to choose between (Entity / Human / Market): value the code kept, label shown and searched by */
  kinds: ChoiceItem[];
  kind: ChoiceItem;
  onKind(kind: ChoiceItem): void;
  text: string;
  onText(text: string): void;
  /** a record found and chosen, of the kind shown */
  onPick(record: RelatedToWho): void;
  /** leaves out records not to offer (those already chosen) */
  offer?(found: RelatedToWho[]): RelatedToWho[];
  /** options under the records found (a quick add's 'Add Human') */
  more?: Suggestion[];
}

/**
 * Related to (Who)'s search, shared by the single choice (a file's) and the list (a task's): a toggle
 * of kinds as a radio group, and a search of the kind shown (from 3 characters, 500 ms after typing
 * stops) offering each record by name. A failed search is only logged, its list left empty
 * (`options.noResultsText`).
 */
export function RelatedSearch(props: RelatedSearchProps) {
  const { kinds, kind, onKind, onPick, offer, more, options, services } = props;
  const { searchRelatedToWho } = services;
  const find = useCallback(
    async (search: string): Promise<Suggestions> => {
      const found = await searchRelatedToWho!(kind.label, search).catch((failure: unknown) => {
        console.error('Related to (Who) search failed', failure);
        return [];
      });
      const offered = offer ? offer(found) : found;
      return { options: [...offered.map((r) => ({ text: relatedName(r), choose: () => onPick(r) })), ...(more ?? [])], none: !offered.length };
    },
    [searchRelatedToWho, kind, offer, onPick, more],
  );
  return (
    <>
      <div role="radiogroup" aria-label={props.label} className="inline-flex w-fit overflow-hidden rounded border border-slate-300">
        {kinds.map((k) => (
          <button
            key={k.value}
            type="button"
            role="radio"
            aria-checked={kind.value === k.value}
            disabled={props.disabled}
            onClick={() => onKind(k)}
            className={`h-8 px-4 text-sm ${kind.value === k.value ? 'bg-blue-600 text-white' : 'bg-white text-slate-700'}`}
          >
            {k.label}
          </button>
        ))}
      </div>
      <Typeahead
        {...props}
        find={searchRelatedToWho ? find : undefined}
        noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
      />
    </>
  );
}
