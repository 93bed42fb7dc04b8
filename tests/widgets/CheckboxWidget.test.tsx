import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CheckboxWidget } from '../../src/widgets/CheckboxWidget';
import { renderWidget } from './renderWidget';

describe('CheckboxWidget', () => {
  it('sends true and false', async () => {
    const { onChange } = renderWidget(CheckboxWidget, 'Deceased');
    const box = screen.getByLabelText('Deceased') as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});

describe('CheckboxWidget with options.number', () => {
  it('sends 1 and 0 (a task’s priority)', async () => {
    const { onChange } = renderWidget(CheckboxWidget, 'Mark as Priority Task', { options: { number: true } });
    const box = screen.getByLabelText('Mark as Priority Task') as HTMLInputElement;
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(box.checked).toBe(true);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(box.checked).toBe(false);
  });
});
