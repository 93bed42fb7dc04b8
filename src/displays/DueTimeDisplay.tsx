import { dueShown } from '../engine/core/dueTime';
import type { DisplayProps } from './types';
import { ShownText } from './ShownText';

/** A due time (ISO 8601) in the user's own time, 'MM/dd/yyyy hh:mm AM', with the field's `labels.overdue` in red while the record is overdue. */
export function DueTimeDisplay({ value, record, field, texts }: DisplayProps) {
  return (
    <>
      {ShownText({ text: dueShown(value as string | null | undefined), none: texts.none })}
      {Boolean(record.is_Overdue) && field.labels?.overdue && <span className="ml-1 font-semibold text-red-600">{field.labels.overdue}</span>}
    </>
  );
}
