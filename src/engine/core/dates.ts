const two = (n: number) => String(n).padStart(2, '0');

/** A moment's day in the person's own time: MM/dd/yyyy. */
export function localDay(at: Date): string {
  return `${two(at.getMonth() + 1)}/${two(at.getDate())}/${String(at.getFullYear()).padStart(4, '0')}`;
}

/** A moment's time of day in the person's own time: hh:mm AM/PM. */
export function localTime(at: Date): string {
  const hours = at.getHours();
  return `${two(hours % 12 || 12)}:${two(at.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** yyyy-MM-dd as MM/dd/yyyy, a moment (ISO 8601 with a time) as its day in the person's own time; anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const at = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? localDay(at) : value;
}

/** The calendar day `days` after a yyyy-MM-dd day (before it when negative). */
export const addDays = (on: string, days: number): string => new Date(Date.parse(`${on}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A month (yyyy-MM) as a chart names it: 'Mar 2026'. The formatter is made on first use, not as the
 * module loads: its locale data took ~150 ms at 4x CPU on every form page's first load, charts or not.
 */
let monthFormat: Intl.DateTimeFormat | undefined;
export const displayMonth = (month: string): string =>
  (monthFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' })).format(new Date(`${month}-01T00:00:00Z`));
