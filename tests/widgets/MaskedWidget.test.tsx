import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeinWidget, PhoneWidget, SsnWidget, ZipWidget } from '../../src/widgets/MaskedWidget';
import { renderWidget } from './renderWidget';

const cases = [
  { name: 'phone 3-3-4', Widget: PhoneWidget, typed: '1234567890', shown: '123-456-7890' },
  { name: 'SSN 3-2-4', Widget: SsnWidget, typed: '123456789', shown: '123-45-6789' },
  { name: 'FEIN 2-7', Widget: FeinWidget, typed: '123456789', shown: '12-3456789' },
  { name: 'ZIP 5-4', Widget: ZipWidget, typed: '123456789', shown: '12345-6789' },
  { name: 'ZIP 5', Widget: ZipWidget, typed: '12345', shown: '12345' },
];

describe('masked inputs', () => {
  for (const { name, Widget, typed, shown } of cases) {
    it(`${name}: shows and sends ${shown}`, async () => {
      const { onChange } = renderWidget(Widget, 'Number');
      const input = screen.getByLabelText('Number') as HTMLInputElement;
      await userEvent.type(input, typed);
      expect(input.value).toBe(shown);
      expect(onChange).toHaveBeenLastCalledWith(shown);
    });
  }

  it('refuses letters and extra digits', async () => {
    renderWidget(SsnWidget, 'Social Security Number');
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    await userEvent.type(input, '12ab3456789999');
    expect(input.value).toBe('123-45-6789');
  });

  it('formats a stored value given as digits', () => {
    renderWidget(PhoneWidget, 'Primary Phone', { value: '5551234567' });
    expect((screen.getByLabelText('Primary Phone') as HTMLInputElement).value).toBe('555-123-4567');
  });

  it('sends undefined when emptied', async () => {
    const { onChange } = renderWidget(SsnWidget, 'Social Security Number', { value: '123-45-6789' });
    await userEvent.clear(screen.getByLabelText('Social Security Number'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe('masked inputs keep the caret', () => {
  it('a digit typed in the middle stays where it was typed, the caret after it', async () => {
    renderWidget(SsnWidget, 'Social Security Number', { value: '123-45-678' });
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input.value).toBe('192-34-5678');
    expect(input.selectionStart).toBe(2);
  });
});
