import { displayDate, localDay, localTime } from './dates';

/** A due date typed without a time is due at the end of that day. */
const endOfDay = '11:59 PM';

/** MM/dd/yyyy and hh:mm AM/PM in the person's own time as a moment, when both name one. */
function localMoment(day: string, time: string): Date | undefined {
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(day);
  const t = /^(0[1-9]|1[0-2]):([0-5]\d) ([AP]M)$/i.exec(time);
  if (!d || !t) return undefined;
  const at = new Date(2000, 0, 1);
  at.setFullYear(Number(d[3]), Number(d[1]) - 1, Number(d[2]));
  at.setHours((Number(t[1]) % 12) + (t[3].toUpperCase() === 'PM' ? 12 : 0), Number(t[2]), 0, 0);
  return localDay(at) === day ? at : undefined;
}

/**
 * The due time a person typed in their own time (MM/dd/yyyy and HH:MM AM/PM) as the API takes it:
 * ISO 8601 with a +00:00 offset. A date without a time is due at 11:59 PM; text that is no whole
 * date or time comes back as it is, so the schema says why it is not one.
 */
export function dueValue(day: string, time: string): string | undefined {
  if (day === '' && time === '') return undefined;
  const at = localMoment(day, time || endOfDay);
  return at ? at.toISOString().replace('Z', '+00:00') : `${day} ${time}`.trim();
}

/** A stored due time in the person's own time: MM/dd/yyyy and HH:MM AM/PM; a due day alone (yyyy-MM-dd, a case's) as MM/dd/yyyy; other text as the day. */
export function dueTexts(value: string | null | undefined): { day: string; time: string } {
  if (!value) return { day: '', time: '' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { day: displayDate(value), time: '' };
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || !/T/.test(value)) return { day: value, time: '' };
  return { day: localDay(at), time: localTime(at) };
}

/** A due time as a card shows it, in the person's own time: '11/30/2026 03:30 PM'. */
export function dueShown(value: string | null | undefined): string {
  const { day, time } = dueTexts(value);
  return `${day} ${time}`.trim();
}
