import { format, parseISO } from 'date-fns';

/** yyyy-MM-dd as MM/dd/yyyy; anything else as it is. */
export function displayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return Number.isNaN(date.getTime()) ? value : format(date, 'MM/dd/yyyy');
}
