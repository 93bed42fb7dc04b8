import { memo, useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from './types';
import { Typeahead, type Suggestions } from './Typeahead';

/**
 * An entity chosen by searching its name (a human's business contact speaks for it): from 3
 * characters, 500 ms after typing stops, a page of `options.pageSize` entities; the value is the
 * chosen entity's reference id, and typing again clears it until another is chosen. A failed
 * search is only logged, its list left empty ('No results found', `options.noResultsText`).
 */
export const EntitySearchWidget = memo(function EntitySearchWidget(props: WidgetProps<string>) {
  const { value, options, services, onChange } = props;
  const { searchEntities, entityName } = services;
  const pageSize = Number(options.pageSize ?? 8);
  // what was typed since the last choice; the chosen entity's name shows otherwise
  const [typed, setTyped] = useState<string>();
  const [named, setNamed] = useState<{ id: string; name: string }>();

  useEffect(() => {
    if (!value || named?.id === value || !entityName) return;
    let current = true;
    entityName(value).then(
      (name) => current && name !== undefined && setNamed({ id: value, name }),
      (failure: unknown) => console.error('Entity name lookup failed', failure),
    );
    return () => {
      current = false;
    };
  }, [value, named, entityName]);

  const find = useCallback(
    async (search: string): Promise<Suggestions> => {
      const found = await searchEntities!(search, pageSize).catch((failure: unknown) => {
        console.error('Entity search failed', failure);
        return [];
      });
      const choose = (id: string, name: string) => () => {
        setNamed({ id, name });
        setTyped(undefined);
        onChange(id);
      };
      return { options: found.map((e) => ({ text: e.label, choose: choose(String(e.value), e.label) })), none: !found.length };
    },
    [searchEntities, pageSize, onChange],
  );

  const name = value && named?.id === value ? named.name : '';
  return (
    <Typeahead
      {...props}
      text={typed ?? name}
      onText={(text) => {
        setTyped(text);
        if (value !== undefined) onChange(undefined);
      }}
      find={searchEntities ? find : undefined}
      noResultsText={typeof options.noResultsText === 'string' ? options.noResultsText : undefined}
    />
  );
});
