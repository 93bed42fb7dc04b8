import { memo, useCallback, useState } from 'react';
import type { ChoiceItem, RelatedToWho, WidgetProps } from './types';
import { RelatedSearch, relatedName } from './RelatedSearch';

/**
 * Related to (Who): a kind chosen by a toggle (`options.kinds`: Entity, Human) and one record of
 * that kind searched by name (RelatedSearch). Switching the kind empties the choice; typing again
 * clears it until another is chosen; nothing chosen reads `options.emptyText`.
 */
export const RelatedToWhoWidget = memo(function RelatedToWhoWidget(props: WidgetProps<RelatedToWho | null>) {
  const { value, options, onChange } = props;
  const kinds = ((options.kinds as string[] | undefined) ?? ['Entity', 'Human']).map((k): ChoiceItem => ({ value: k, label: k }));
  const [kind, setKind] = useState(value?.type ?? kinds[0].label);
  const [typed, setTyped] = useState<string>();
  const shownKind = value?.type ?? kind;

  const pick = useCallback((record: RelatedToWho) => {
    setTyped(undefined);
    onChange({ type: shownKind, reference_Id: record.reference_Id, first_Name: record.first_Name, last_Name: record.last_Name });
  }, [shownKind, onChange]);
  const switchTo = (next: ChoiceItem) => {
    if (next.label === shownKind) return;
    setKind(next.label);
    setTyped(undefined);
    if (value) onChange(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <RelatedSearch
        {...props}
        kinds={kinds}
        kind={{ value: shownKind, label: shownKind }}
        onKind={switchTo}
        placeholder={typeof options.emptyText === 'string' ? options.emptyText : props.placeholder}
        text={typed ?? (value ? relatedName(value) : '')}
        onText={(text) => {
          setTyped(text);
          if (value) onChange(null);
        }}
        onPick={pick}
      />
    </div>
  );
});
