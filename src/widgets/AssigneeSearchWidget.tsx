import { memo, useCallback } from 'react';
import { SearchChoice } from './SearchChoice';
import type { WidgetProps } from './types';

/**
 * A task's assignee, a staff member searched by first and last name: the value is the list of
 * assignee ids the API takes, holding the one chosen (see SearchChoice).
 */
export const AssigneeSearchWidget = memo(function AssigneeSearchWidget(props: WidgetProps<string[]>) {
  const { value, onChange, services } = props;
  const choose = useCallback((id: string | undefined) => onChange(id ? [id] : undefined), [onChange]);
  return <SearchChoice {...props} value={value?.[0]} onChange={choose} search={services.searchAssignees} failure="Assignee search failed" />;
});
