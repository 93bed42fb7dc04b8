import { format, parseISO } from 'date-fns';

/** yyyy-MM-dd as MM/dd/yyyy; anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MM/dd/yyyy');
}

/** The calendar day `days` after a yyyy-MM-dd day (before it when negative). */
export const addDays = (on: string, days: number): string => new Date(Date.parse(`${on}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A month (yyyy-MM) as a chart names it: 'Mar 2026'. */
export const displayMonth = (month: string): string => format(parseISO(`${month}-01`), 'MMM yyyy');
