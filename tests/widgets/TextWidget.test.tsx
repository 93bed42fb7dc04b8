import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
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

  it('is made with its value, keeps what is typed while its field says it shows it, and is given a value set otherwise', async () => {
    const props = { id: 'field-test', label: 'First Name', onChange: vi.fn(), onBlur: vi.fn(), onFocus: vi.fn(), options: {}, services: { uploadPicture: vi.fn() }, texts };
    const { rerender } = render(<TextWidget {...props} value="Ada" showing />);
    const input = screen.getByRole<HTMLInputElement>('textbox');
    expect(input.value).toBe('Ada');
    await userEvent.type(input, 'm');
    rerender(<TextWidget {...props} value="Adam" showing error="Too long" />);
    expect(input.value).toBe('Adam');
    rerender(<TextWidget {...props} value="Grace" showing={false} />);
    expect(input.value).toBe('Grace');
  });
});
