import { memo, useState } from 'react';
import { DateWidget, dateText, dateValue } from './DateWidget';
import { dueTexts, dueValue } from '../engine/core/dueTime';
import { TimeWidget } from './TimeWidget';
import type { WidgetProps } from './types';

/**
 * A due date and its time (HH:MM AM/PM) typed in the person's own time, kept as one value: ISO
 * 8601 with a +00:00 offset (a date alone is due at 11:59 PM). The field's label names the date;
 * `options.timeLabel` names the time.
 */
export const DueDateTimeWidget = memo(function DueDateTimeWidget(props: WidgetProps<string>) {
  const { id, value, options, onChange } = props;
  const [typed, setTyped] = useState(() => dueTexts(value));
  // a value set from outside (a rule emptying it) wins over what was typed
  const shown = dueValue(typed.day, typed.time) === value ? typed : dueTexts(value);
  const change = (next: { day: string; time: string }) => {
    setTyped(next);
    const due = dueValue(next.day, next.time);
    if (due !== value) onChange(due);
  };
  const timeId = `${id}-time`;
  return (
    <div className="flex items-end gap-3">
      <div className="flex-1">
        <DateWidget {...props} value={dateValue(shown.day)} onChange={(day) => change({ ...shown, day: dateText(day) })} />
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={timeId} className="text-sm font-medium text-slate-700">{String(options.timeLabel)}</label>
        <TimeWidget {...props} id={timeId} value={shown.time || undefined} onChange={(time) => change({ ...shown, time: time ?? '' })} />
      </div>
    </div>
  );
});
