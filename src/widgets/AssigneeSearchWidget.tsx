import { memo, useCallback } from 'react';
import { SearchChoice } from './SearchChoice';
import type { WidgetProps } from './types';

/**
 * An assignee, a staff member searched by first and last name: the value is the list of assignee
 * ids a task takes, holding the one chosen, or with `options.one` the id itself (an opportunity's
 * assignee) (see SearchChoice).
 */
export const AssigneeSearchWidget = memo(function AssigneeSearchWidget(props: WidgetProps<string[] | string>) {
  const { value, onChange, services, options } = props;
  const one = options.one === true;
  const choose = useCallback((id: string | undefined) => onChange(id && !one ? [id] : id), [onChange, one]);
  const chosen = Array.isArray(value) ? value[0] : value;
  return <SearchChoice {...props} value={chosen} onChange={choose} search={services.searchAssignees} failure="Assignee search failed" />;
});
