import { memo, useCallback, useMemo, useState } from 'react';
import { fillTemplate } from '../engine/core/template';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';
import { RelatedSearch, relatedName } from './RelatedSearch';

/** A record a task is related to, as its `data` list holds it (the name is read back, not stored). */
export interface RelatedRecord {
  related_To_Who: string;
  related_To_Who_Reference_Id: string;
  related_To_Who_Name?: string | null;
}

/**
 * Related to (Who) of a task: a toggle of kinds (`options.kinds`: Entity / Human / Market, value the
 * API's code) and a search of that kind (RelatedSearch) that adds each record chosen to the list;
 * each shows with a button to remove it (`options.removeLabel`, '{name}' in it), and an empty list
 * reads `options.emptyText`.
 */
export const RelatedRecordsWidget = memo(function RelatedRecordsWidget(props: WidgetProps<RelatedRecord[]>) {
  const { id, value, options, onChange } = props;
  const kinds = (options.kinds as ChoiceItem[] | undefined) ?? [];
  // the kind toggled first is that of the record it starts with (a task added from a human's page: Human)
  const [kind, setKind] = useState(() => kinds.find((k) => k.value === value?.[0]?.related_To_Who) ?? kinds[0]);
  const [typed, setTyped] = useState('');
  const chosen = useMemo(() => value ?? [], [value]);

  const offer = useCallback((found: RelatedToWho[]) => found.filter((r) => !chosen.some((c) => c.related_To_Who_Reference_Id === r.reference_Id)), [chosen]);
  const add = useCallback((r: RelatedToWho) => {
    setTyped('');
    onChange([...chosen, { related_To_Who: String(kind.value), related_To_Who_Reference_Id: r.reference_Id, related_To_Who_Name: relatedName(r) }]);
  }, [chosen, kind, onChange]);
  const remove = (record: RelatedRecord) => {
    const rest = chosen.filter((c) => c !== record);
    onChange(rest.length ? rest : undefined);
  };
  return (
    <div className="flex flex-col gap-2">
      <RelatedSearch {...props} kinds={kinds} kind={kind} onKind={setKind} text={typed} onText={setTyped} onPick={add} offer={offer} />
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
