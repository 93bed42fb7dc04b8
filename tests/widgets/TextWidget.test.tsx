import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextWidget } from '../../src/widgets/TextWidget';
import { renderWidget } from './renderWidget';

describe('TextWidget', () => {
  it('sends what is typed, and undefined when emptied', async () => {
    const { onChange } = renderWidget(TextWidget, 'First Name');
    const input = screen.getByLabelText('First Name');
    await userEvent.type(input, 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('cuts the input at maxInput characters', async () => {
    renderWidget(TextWidget, 'Driver\'s License Number', { maxInput: 5 });
    const input = screen.getByLabelText("Driver's License Number") as HTMLInputElement;
    await userEvent.type(input, 'ABCDEFGH');
    expect(input.value).toBe('ABCDE');
  });

  it('shows its error as an alert tied to the input', () => {
    renderWidget(TextWidget, 'Last Name', { error: 'Last Name is required', required: true });
    const input = screen.getByLabelText('Last Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Last Name is required');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('reports focus and blur', async () => {
    const { onFocus, onBlur } = renderWidget(TextWidget, 'Middle Name');
    await userEvent.click(screen.getByLabelText('Middle Name'));
    await userEvent.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
