import { memo, useCallback } from 'react';
import { SearchChoice } from './SearchChoice';
import type { WidgetProps } from './types';

/**
 * An entity chosen by searching its name (a human's business contact speaks for it): a page of
 * `options.pageSize` entities; the value is the chosen entity's reference id (see SearchChoice).
 */
export const EntitySearchWidget = memo(function EntitySearchWidget(props: WidgetProps<string>) {
  const { searchEntities, entityName } = props.services;
  const pageSize = Number(props.options.pageSize ?? 8);
  const search = useCallback((typed: string) => searchEntities!(typed, pageSize), [searchEntities, pageSize]);
  return <SearchChoice {...props} search={searchEntities && search} nameOf={entityName} failure="Entity search failed" />;
});
