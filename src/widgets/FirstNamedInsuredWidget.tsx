import { memo, useCallback, useState } from 'react';
import { RelatedSearch, relatedName } from './RelatedSearch';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';

/**
 * A policy's first named insured: an entity or a human (the kind toggle, `options.kinds`) searched
 * by name. The value is the record's reference id; its kind goes to the field beside it,
 * first_Name_Insured_Type. Typing again clears the choice until another is chosen.
 */
export const FirstNamedInsuredWidget = memo(function FirstNamedInsuredWidget(props: WidgetProps<string>) {
  const { value, options, onChange, setSiblings } = props;
  const kinds = ((options.kinds as string[] | undefined) ?? ['Entity', 'Human']).map((k): ChoiceItem => ({ value: k, label: k }));
  const [kind, setKind] = useState(kinds[0]);
  const [chosen, setChosen] = useState<string>();
  const [typed, setTyped] = useState<string>();

  const choose = (id: string | undefined, type: string | undefined) => {
    onChange(id);
    setSiblings?.({ first_Name_Insured_Type: type, first_Name_Insured_Contact_Ref_Id: undefined });
  };
  const pick = useCallback((record: RelatedToWho) => {
    setTyped(undefined);
    setChosen(relatedName(record));
    onChange(record.reference_Id);
    setSiblings?.({ first_Name_Insured_Type: kind.label.toLowerCase(), first_Name_Insured_Contact_Ref_Id: undefined });
  }, [kind, onChange, setSiblings]);
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
          if (value) choose(undefined, undefined);
        }}
        text={typed ?? (value ? chosen ?? '' : '')}
        onText={(text) => {
          setTyped(text);
          if (value) choose(undefined, undefined);
        }}
        onPick={pick}
      />
    </div>
  );
});
