import { describe, expect, it } from 'vitest';
import { displayDate } from '../../src/engine/core/dates';
import { dueShown, dueTexts, dueValue } from '../../src/engine/core/dueTime';

describe('due times in the person’s own time', () => {
  it('sends a typed day and time as ISO 8601 with +00:00, and shows it back as typed', () => {
    const sent = dueValue('11/30/2026', '03:30 PM');
    expect(sent).toBe(new Date(2026, 10, 30, 15, 30).toISOString().replace('Z', '+00:00'));
    expect(dueTexts(sent)).toEqual({ day: '11/30/2026', time: '03:30 PM' });
    expect(dueShown(dueValue('01/05/2027', '12:05 AM'))).toBe('01/05/2027 12:05 AM');
  });

  it('a day alone is due at 11:59 PM', () => {
    expect(dueValue('11/30/2026', '')).toBe(new Date(2026, 10, 30, 23, 59).toISOString().replace('Z', '+00:00'));
  });

  it('text that is no day or time comes back as typed, for the schema to refuse', () => {
    expect(dueValue('02/30/2026', '')).toBe('02/30/2026');
    expect(dueValue('11/30/2026', '13:00 PM')).toBe('11/30/2026 13:00 PM');
    expect(dueValue('11/30', '')).toBe('11/30');
    expect(dueValue('', '')).toBeUndefined();
  });
});

describe('displayDate', () => {
  it('shows a day as MM/dd/yyyy, a moment as its day in the person’s own time, other text as it is', () => {
    expect(displayDate('2026-01-02')).toBe('01/02/2026');
    const moment = new Date(2026, 6, 4, 10, 0);
    expect(displayDate(moment.toISOString())).toBe('07/04/2026');
    expect(displayDate('not a date')).toBe('not a date');
    expect(displayDate(undefined)).toBe('');
  });
});
