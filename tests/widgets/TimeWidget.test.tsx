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
