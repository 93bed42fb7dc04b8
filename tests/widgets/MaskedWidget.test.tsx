import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FeinWidget, PhoneWidget, SsnWidget, ZipWidget } from '../../src/widgets/MaskedWidget';
import { editsOf, withBrowserInsertText } from './browserInsertText';
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

describe('keys at the end of a masked input, made by the browser as one edit', () => {
  const edits = withBrowserInsertText();

  it('a digit after a separator comes with it in one edit, every key sent, the caret at the end', async () => {
    const { onChange } = renderWidget(SsnWidget, 'Social Security Number');
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    const made = editsOf(input);
    await userEvent.type(input, '123456');
    expect(edits).toEqual(['-4', '-6']);
    expect(made).toEqual(['1', '12', '123', '123-4', '123-45', '123-45-6']);
    expect(input.value).toBe('123-45-6');
    expect(input.selectionStart).toBe(8);
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12', '123', '123-4', '123-45', '123-45-6']);
  });

  it('Backspace after a separator and a digit erases both, the caret at the end', async () => {
    const { onChange } = renderWidget(SsnWidget, 'Social Security Number', { value: '123-45-6' });
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    const made = editsOf(input);
    input.focus();
    input.setSelectionRange(8, 8);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('123-45');
    expect(input.selectionStart).toBe(6);
    expect(onChange).toHaveBeenLastCalledWith('123-45');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(input.value).toBe('12');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['123-45', '123-4', '123', '12']);
    expect(made).toEqual(['123-45', '123-4', '123', '12']);
  });

  it('a key the mask refuses at the end changes nothing and sends nothing', async () => {
    const { onChange } = renderWidget(SsnWidget, 'Social Security Number', { value: '123-45-6789' });
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(11, 11);
    await userEvent.keyboard('9a');
    expect(input.value).toBe('123-45-6789');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a digit typed in the middle is still laid out by the mask, the caret after it', async () => {
    const { onChange } = renderWidget(SsnWidget, 'Social Security Number', { value: '123-45-678' });
    const input = screen.getByLabelText('Social Security Number') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(edits).toEqual([]);
    expect(input.value).toBe('192-34-5678');
    expect(input.selectionStart).toBe(2);
    expect(onChange).toHaveBeenLastCalledWith('192-34-5678');
  });
});
