import { memo, useCallback, useMemo, useState } from 'react';
import { fillTemplate } from '../engine/core/template';
import type { ChoiceItem, WidgetProps } from './types';
import { Typeahead, type Suggestions } from './Typeahead';

/** A record a task is related to, as its `data` list holds it (the name is read back, not stored). */
export interface RelatedRecord {
  related_To_Who: string;
  related_To_Who_Reference_Id: string;
  related_To_Who_Name?: string | null;
}

/**
 * Related to (Who) of a task: a toggle of kinds (`options.kinds`: Entity / Human / Market, value the
 * API's code) and a search of that kind (from 3 characters, 500 ms after typing stops) that adds
 * each record chosen to the list; each shows with a button to remove it (`options.removeLabel`,
 * '{name}' in it), and an empty list reads `options.emptyText`. A failed search is only logged.
 */
export const RelatedRecordsWidget = memo(function RelatedRecordsWidget(props: WidgetProps<RelatedRecord[]>) {
  const { id, value, options, services, onChange } = props;
  const kinds = (options.kinds as ChoiceItem[] | undefined) ?? [];
  const [kind, setKind] = useState(kinds[0]);
  const [typed, setTyped] = useState('');
  const chosen = useMemo(() => value ?? [], [value]);
  const { searchRelatedToWho } = services;

  const find = useCallback(
    async (search: string): Promise<Suggestions> => {
      const found = await searchRelatedToWho!(kind.label, search).catch((failure: unknown) => {
        console.error('Related to (Who) search failed', failure);
        return [];
      });
      const fresh = found.filter((r) => !chosen.some((c) => c.related_To_Who_Reference_Id === r.reference_Id));
      const add = (record: RelatedRecord) => () => {
        setTyped('');
        onChange([...chosen, record]);
      };
      return {
        options: fresh.map((r) => {
          const name = [r.first_Name, r.last_Name].filter(Boolean).join(' ');
          return { text: name, choose: add({ related_To_Who: String(kind.value), related_To_Who_Reference_Id: r.reference_Id, related_To_Who_Name: name }) };
        }),
        none: !fresh.length,
      };
    },
    [searchRelatedToWho, kind, chosen, onChange],
  );

  const remove = (record: RelatedRecord) => {
    const rest = chosen.filter((c) => c !== record);
    onChange(rest.length ? rest : undefined);
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="radiogroup" aria-label={props.label} className="inline-flex w-fit overflow-hidden rounded border border-slate-300">
        {kinds.map((k) => (
          <button
            key={k.value}
            type="button"
            role="radio"
            aria-checked={kind.value === k.value}
            disabled={props.disabled}
            onClick={() => setKind(k)}
            className={`h-8 px-4 text-sm ${kind.value === k.value ? 'bg-blue-600 text-white' : 'bg-white text-slate-700'}`}
          >
            {k.label}
          </button>
        ))}
      </div>
      <Typeahead
        {...props}
        text={typed}
        onText={setTyped}
        find={searchRelatedToWho ? find : undefined}
        noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
      />
      <ul aria-live="polite" className="flex flex-wrap gap-2" id={`${id}-chosen`}>
        {chosen.length === 0 && <li className="text-sm text-slate-500">{String(options.emptyText)}</li>}
        {chosen.map((record) => {
          const name = record.related_To_Who_Name ?? record.related_To_Who_Reference_Id;
          return (
            <li key={`${record.related_To_Who}|${record.related_To_Who_Reference_Id}`} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
              {name}
              <button
                type="button"
                aria-label={fillTemplate(String(options.removeLabel), { name })}
                disabled={props.disabled}
                onClick={() => remove(record)}
                className="ml-1 text-slate-500 hover:text-slate-800"
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
