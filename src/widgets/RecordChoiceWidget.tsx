import { memo, useCallback, useEffect, useState } from 'react';
import { RelatedSearch, relatedName } from './RelatedSearch';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';
import { useQuickAdd, type QuickAdd } from './useQuickAdd';

/**
 * A human or an entity (the kind toggle, `options.kinds`) searched by name, its reference id the
 * value: a policy's first named insured, a participant. Its kind (lower case) goes to the field
 * beside it named `options.typeKey`, its name to `options.nameKey` when given. Typing again clears
 * the choice until another is chosen. A value it opens with shows its kind and name (the name
 * field's, else the host's recordName). `options.quickAdd` by kind ('Human', 'Entity') offers to
 * add a record of the kind shown (see useQuickAdd), which is then chosen.
 */
export const RecordChoiceWidget = memo(function RecordChoiceWidget(props: WidgetProps<string>) {
  const { value, options, onChange, setSiblings, sibling, services } = props;
  const typeKey = String(options.typeKey ?? 'type');
  const nameKey = typeof options.nameKey === 'string' ? options.nameKey : undefined;
  const kinds = ((options.kinds as string[] | undefined) ?? ['Entity', 'Human']).map((k): ChoiceItem => ({ value: k, label: k }));
  const [kind, setKind] = useState(() => kinds.find((k) => k.label.toLowerCase() === String(sibling?.(typeKey) ?? '').toLowerCase()) ?? kinds[0]);
  const [chosen, setChosen] = useState<string | undefined>(() => (nameKey && value ? (sibling?.(nameKey) as string | undefined) : undefined));
  const [typed, setTyped] = useState<string>();

  const { recordName } = services;
  const named = chosen !== undefined;
  useEffect(() => {
    if (!value || named || !recordName) return;
    let current = true;
    recordName(kind.label, value).then(
      (name) => current && setChosen(name),
      (error: unknown) => console.error('Record name lookup failed', error),
    );
    return () => {
      current = false;
    };
  }, [value, named, recordName, kind]);

  const choose = useCallback((id: string | undefined, type: string | undefined, name: string | undefined) => {
    onChange(id);
    setSiblings?.({ [typeKey]: type, ...(nameKey ? { [nameKey]: name } : {}) });
  }, [onChange, setSiblings, typeKey, nameKey]);
  const pick = useCallback((record: RelatedToWho) => {
    setTyped(undefined);
    setChosen(relatedName(record));
    choose(record.reference_Id, kind.label.toLowerCase(), relatedName(record));
  }, [kind, choose]);
  const added = useCallback((id: string) => {
    setTyped(undefined);
    setChosen(undefined);
    choose(id, kind.label.toLowerCase(), undefined);
  }, [kind, choose]);
  const quickAdd = useQuickAdd((options.quickAdd as Record<string, QuickAdd> | undefined)?.[kind.label], services, added);
  return (
    <div className="flex flex-col gap-2">
      <RelatedSearch
        {...props}
        kinds={kinds}
        kind={kind}
        onKind={(next) => {
          if (next.value === kind.value) return;
          setKind(next);
          setTyped(undefined);
          if (value) choose(undefined, undefined, undefined);
        }}
        text={typed ?? (value ? chosen ?? '' : '')}
        onText={(text) => {
          setTyped(text);
          if (value) choose(undefined, undefined, undefined);
        }}
        onPick={pick}
        more={quickAdd.option}
      />
      {quickAdd.dialog}
    </div>
  );
});
