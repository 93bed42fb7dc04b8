import { useCallback, useEffect, useState } from 'react';
import type { ChoiceItem, WidgetProps } from './types';
import { actionOptionClass, Typeahead, type Suggestions } from './Typeahead';

interface SearchChoiceProps extends Omit<WidgetProps<string>, 'onChange'> {
  onChange(id: string | undefined): void;
  /** the records whose names match what was typed: value is the id, label the name */
  search?(typed: string): Promise<ChoiceItem[]>;
  /** the name of a record the field was loaded with */
  nameOf?(id: string): Promise<string | undefined>;
  /** logged when a search or name lookup fails */
  failure: string;
}

/** `options.quickAdd`: an option under the results that adds the record in a dialog and chooses it. */
interface QuickAdd {
  label: string;
  form: string;
  mode: string;
  /** the scope adding needs ('entity-edit'); the option is not offered without it */
  scope: string;
}

const quickAddOf = (options: WidgetProps['options']) => options.quickAdd as QuickAdd | undefined;

/**
 * One record chosen by searching its name (from 3 characters, 500 ms after typing stops): the
 * value is its id and its name shows; typing again clears it until another is chosen. A failed
 * search is only logged, its list left empty (`options.noResultsText` shows when nothing matches).
 * With `options.quickAdd` and the host's RecordDialog, a last option ('Add Entity') opens the
 * record's form in a dialog; the record saved there becomes the choice.
 */
export function SearchChoice(props: SearchChoiceProps) {
  const { value, options, search, nameOf, failure, onChange } = props;
  // what was typed since the last choice; the chosen record's name shows otherwise
  const [typed, setTyped] = useState<string>();
  const [named, setNamed] = useState<{ id: string; name: string }>();
  const { RecordDialog, allowed } = props.services;
  const offered = quickAddOf(options);
  const quickAdd = RecordDialog && offered && allowed?.(offered.scope) ? offered : undefined;
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    if (!value || named?.id === value || !nameOf) return;
    let current = true;
    nameOf(value).then(
      (name) => current && name !== undefined && setNamed({ id: value, name }),
      (error: unknown) => console.error(failure, error),
    );
    return () => {
      current = false;
    };
  }, [value, named, nameOf, failure]);

  const find = useCallback(
    async (text: string): Promise<Suggestions> => {
      const found = await search!(text).catch((error: unknown) => {
        console.error(failure, error);
        return [];
      });
      const choose = (item: ChoiceItem) => () => {
        setNamed({ id: String(item.value), name: item.label });
        setTyped(undefined);
        onChange(String(item.value));
      };
      const add = quickAdd ? [{ text: quickAdd.label, className: actionOptionClass, choose: () => setAdding(true) }] : [];
      return { options: [...found.map((item) => ({ text: item.label, choose: choose(item) })), ...add], none: !found.length };
    },
    [search, failure, onChange, quickAdd],
  );
  const added = (id: string) => {
    setAdding(false);
    setTyped(undefined);
    onChange(id);
  };

  const name = value && named?.id === value ? named.name : '';
  return (
    <>
      <Typeahead
        {...props}
        text={typed ?? name}
        onText={(text) => {
          setTyped(text);
          if (value !== undefined) onChange(undefined);
        }}
        find={search ? find : undefined}
        noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
      />
      {adding && quickAdd && RecordDialog && <RecordDialog form={quickAdd.form} mode={quickAdd.mode} onSaved={added} onCancelled={() => setAdding(false)} />}
    </>
  );
}
