import { useCallback, useMemo } from 'react';
import type { FilterWidget } from '../../engine/react/ListScreen';
import { widgetRegistry } from '../../widgets/registry';
import { servicesFor } from '../forms/useFormEnvironment';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';

const noop = () => {};

/** A list's widget filters as the app's widgets (the lines-of-business picker): the filter's value is the widget's values joined by commas. */
export function useFilterWidget(): FilterWidget {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const services = useMemo(() => servicesFor('filter', navigate, allowed), [navigate, allowed]);
  return useCallback<FilterWidget>((filter, id, value, onChange) => {
    const widget = widgetRegistry[filter.widget ?? ''];
    if (!widget) return <span role="alert" className="text-red-700">Unknown widget '{filter.widget}'</span>;
    const { Input } = widget;
    return (
      <Input
        id={id}
        label={filter.label}
        value={value ? value.split(',') : undefined}
        onChange={(next: string[] | undefined) => onChange(next?.join(',') ?? '')}
        onBlur={noop}
        onFocus={noop}
        options={{}}
        services={services}
        texts={texts}
      />
    );
  }, [services]);
}
