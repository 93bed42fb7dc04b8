import { today } from '../../../engine/core/clock.ts';

/** A calendar month of the book: yyyy-MM, its first and last day. */
export interface Month { month: string; from: string; to: string }

const monthOf = (year: number, index: number): Month => {
  const first = new Date(Date.UTC(year, index, 1));
  const last = new Date(Date.UTC(year, index + 1, 0));
  return { month: first.toISOString().slice(0, 7), from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

/** The twelve months of the book the dashboard shows, oldest first, ending with the clock's month. */
export function bookMonths(): Month[] {
  const [year, month] = today().split('-').map(Number);
  return Array.from({ length: 12 }, (_, i) => monthOf(year, month - 12 + i));
}

