import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeWidget } from '../../src/widgets/TimeWidget';
import { renderWidget } from './renderWidget';

describe('TimeWidget', () => {
  it('takes HH:MM AM/PM', async () => {
    const { onChange } = renderWidget(TimeWidget, 'Time');
    const input = screen.getByLabelText('Time') as HTMLInputElement;
    await userEvent.type(input, '0930pm');
    expect(input.value).toBe('09:30 PM');
    expect(onChange).toHaveBeenLastCalledWith('09:30 PM');
  });

  it('refuses an hour above 12', async () => {
    renderWidget(TimeWidget, 'Time');
    const input = screen.getByLabelText('Time') as HTMLInputElement;
    await userEvent.type(input, '13');
    expect(input.value).not.toContain('13');
  });
});

describe('TimeWidget as typed', () => {
  it('takes a single-digit hour as 0 and that digit, minutes up to 59, AM or PM after them', async () => {
    const { onChange } = renderWidget(TimeWidget, 'Time');
    const input = screen.getByLabelText('Time') as HTMLInputElement;
    await userEvent.type(input, '9a71am');
    expect(input.value).toBe('09:1');
    await userEvent.type(input, '5am');
    expect(input.value).toBe('09:15 AM');
    expect(onChange).toHaveBeenLastCalledWith('09:15 AM');
  });

  it('erases the meridiem a letter at a time', async () => {
    const { onChange } = renderWidget(TimeWidget, 'Time', { value: '11:45 PM' });
    const input = screen.getByLabelText('Time') as HTMLInputElement;
    await userEvent.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('11:45 P');
  });
});
