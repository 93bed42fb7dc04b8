import { memo, useCallback, useState } from 'react';
import { RelatedSearch, relatedName } from './RelatedSearch';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';

/**
 * A human or an entity (the kind toggle, `options.kinds`) searched by name, its reference id the
 * value: a policy's first named insured, a participant. Its kind (lower case) goes to the field
 * beside it named `options.typeKey`, its name to `options.nameKey` when given. Typing again clears
 * the choice until another is chosen.
 */
export const RecordChoiceWidget = memo(function RecordChoiceWidget(props: WidgetProps<string>) {
  const { value, options, onChange, setSiblings } = props;
  const typeKey = String(options.typeKey ?? 'type');
  const nameKey = typeof options.nameKey === 'string' ? options.nameKey : undefined;
  const kinds = ((options.kinds as string[] | undefined) ?? ['Entity', 'Human']).map((k): ChoiceItem => ({ value: k, label: k }));
  const [kind, setKind] = useState(kinds[0]);
  const [chosen, setChosen] = useState<string>();
  const [typed, setTyped] = useState<string>();

  const choose = useCallback((id: string | undefined, type: string | undefined, name: string | undefined) => {
    onChange(id);
    setSiblings?.({ [typeKey]: type, ...(nameKey ? { [nameKey]: name } : {}) });
  }, [onChange, setSiblings, typeKey, nameKey]);
  const pick = useCallback((record: RelatedToWho) => {
    setTyped(undefined);
    setChosen(relatedName(record));
    choose(record.reference_Id, kind.label.toLowerCase(), relatedName(record));
  }, [kind, choose]);
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
      />
    </div>
  );
});
