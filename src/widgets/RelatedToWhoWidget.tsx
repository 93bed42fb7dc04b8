import { memo, useCallback, useState } from 'react';
import type { RelatedToWho, WidgetProps } from './types';
import { Typeahead, type Suggestions } from './Typeahead';

const nameOf = (r: Pick<RelatedToWho, 'first_Name' | 'last_Name'>) => [r.first_Name, r.last_Name].filter(Boolean).join(' ');

/**
 * Related to (Who): a kind chosen by a toggle (`options.kinds`: Entity, Human) and one record of
 * that kind searched by name (from 3 characters, 500 ms after typing stops). Switching the kind
 * empties the choice; typing again clears it until another is chosen. A failed search is only
 * logged, its list left empty (`options.noResultsText`); nothing chosen reads `options.emptyText`.
 */
export const RelatedToWhoWidget = memo(function RelatedToWhoWidget(props: WidgetProps<RelatedToWho | null>) {
  const { value, options, services, onChange } = props;
  const kinds = (options.kinds as string[] | undefined) ?? ['Entity', 'Human'];
  const [kind, setKind] = useState(value?.type ?? kinds[0]);
  const [typed, setTyped] = useState<string>();
  const shownKind = value?.type ?? kind;
  const { searchRelatedToWho } = services;

  const find = useCallback(
    async (search: string): Promise<Suggestions> => {
      const found = await searchRelatedToWho!(shownKind, search).catch((failure: unknown) => {
        console.error('Related to (Who) search failed', failure);
        return [];
      });
      const choose = (record: RelatedToWho) => () => {
        setTyped(undefined);
        onChange({ type: shownKind, reference_Id: record.reference_Id, first_Name: record.first_Name, last_Name: record.last_Name });
      };
      return { options: found.map((r) => ({ text: nameOf(r), choose: choose(r) })), none: !found.length };
    },
    [searchRelatedToWho, shownKind, onChange],
  );

  const switchTo = (next: string) => {
    if (next === shownKind) return;
    setKind(next);
    setTyped(undefined);
    if (value) onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label={props.label} className="inline-flex w-fit overflow-hidden rounded border border-slate-300">
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={shownKind === k}
            disabled={props.disabled}
            onClick={() => switchTo(k)}
            className={`h-8 px-4 text-sm ${shownKind === k ? 'bg-blue-600 text-white' : 'bg-white text-slate-700'}`}
          >
            {k}
          </button>
        ))}
      </div>
      <Typeahead
        {...props}
        placeholder={typeof options.emptyText === 'string' ? options.emptyText : props.placeholder}
        text={typed ?? (value ? nameOf(value) : '')}
        onText={(text) => {
          setTyped(text);
          if (value) onChange(null);
        }}
        find={searchRelatedToWho ? find : undefined}
        noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
      />
    </div>
  );
});
