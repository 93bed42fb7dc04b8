import { useCallback, useEffect, useState } from 'react';
import type { ChoiceItem, WidgetProps } from './types';
import { Typeahead, type Suggestions } from './Typeahead';
import { useQuickAdd, type QuickAdd } from './useQuickAdd';

interface SearchChoiceProps extends Omit<WidgetProps<string>, 'onChange'> {
  onChange(id: string | undefined): void;
  /** the records whose names match what was typed: value is the id, label the name */
  search?(typed: string): Promise<ChoiceItem[]>;
  /** the name of a record the field was loaded with */
  nameOf?(id: string): Promise<string | undefined>;
  /** logged when a search or name lookup fails */
  failure: string;
}

/**
 * One record chosen by searching its name (from 3 characters, 500 ms after typing stops): the
 * value is its id and its name shows; typing again clears it until another is chosen. A failed
 * search is only logged, its list left empty (`options.noResultsText` shows when nothing matches).
 * With `options.quickAdd` and the host's RecordDialog, a last option ('Add Entity') opens the
 * record's form in a dialog; the record saved there becomes the choice (see useQuickAdd).
 */
export function SearchChoice(props: SearchChoiceProps) {
  const { value, options, search, nameOf, failure, onChange } = props;
  // what was typed since the last choice; the chosen record's name shows otherwise
  const [typed, setTyped] = useState<string>();
  const [named, setNamed] = useState<{ id: string; name: string }>();
  const added = useCallback((id: string) => {
    setTyped(undefined);
    onChange(id);
  }, [onChange]);
  const quickAdd = useQuickAdd(options.quickAdd as QuickAdd | undefined, props.services, added);

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
      return { options: [...found.map((item) => ({ text: item.label, choose: choose(item) })), ...quickAdd.option], none: !found.length };
    },
    [search, failure, onChange, quickAdd.option],
  );

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
      {quickAdd.dialog}
    </>
  );
}
