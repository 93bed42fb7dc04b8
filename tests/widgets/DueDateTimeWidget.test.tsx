import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DueDateTimeWidget } from '../../src/widgets/DueDateTimeWidget';
import { dueShown, dueTexts, dueValue } from '../../src/engine/core/dueTime';
import { renderWidget } from './renderWidget';

const utc = (...local: [number, number, number, number, number]) => new Date(...local).toISOString().replace('Z', '+00:00');

describe('DueDateTimeWidget', () => {
  it('keeps the due date and time typed in the user’s time as one value with a +00:00 offset', async () => {
    const { onChange } = renderWidget(DueDateTimeWidget, 'Due Date', { options: { timeLabel: 'Time' } });
    await userEvent.type(screen.getByLabelText('Due Date'), '11302026');
    expect(onChange).toHaveBeenLastCalledWith(utc(2026, 10, 30, 23, 59));
    await userEvent.type(screen.getByLabelText('Time'), '0330pm');
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('03:30 PM');
    expect(onChange).toHaveBeenLastCalledWith(utc(2026, 10, 30, 15, 30));
  });

  it('hands on text that is no date as it is, for the schema to say why', async () => {
    const { onChange } = renderWidget(DueDateTimeWidget, 'Due Date', { options: { timeLabel: 'Time' } });
    await userEvent.type(screen.getByLabelText('Due Date'), '1399');
    expect(onChange).toHaveBeenLastCalledWith('13/99');
  });

  it('shows a stored due time in the user’s time', () => {
    renderWidget(DueDateTimeWidget, 'Due Date', { value: utc(2026, 11, 1, 9, 5), options: { timeLabel: 'Time' } });
    expect((screen.getByLabelText('Due Date') as HTMLInputElement).value).toBe('12/01/2026');
    expect((screen.getByLabelText('Time') as HTMLInputElement).value).toBe('09:05 AM');
  });
});

describe('due times', () => {
  it('turn into the API’s value and back', () => {
    expect(dueValue('', '')).toBeUndefined();
    expect(dueValue('02/30/2026', '')).toBe('02/30/2026');
    expect(dueValue('12/01/2026', '09:5')).toBe('12/01/2026 09:5');
    const due = dueValue('12/01/2026', '09:05 AM')!;
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000\+00:00$/);
    expect(dueTexts(due)).toEqual({ day: '12/01/2026', time: '09:05 AM' });
    expect(dueShown(due)).toBe('12/01/2026 09:05 AM');
    expect(dueShown(null)).toBe('');
  });
});
