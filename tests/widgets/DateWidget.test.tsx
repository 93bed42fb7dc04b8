import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateWidget } from '../../src/widgets/DateWidget';
import { editsOf, withBrowserInsertText } from './browserInsertText';
import { renderWidget } from './renderWidget';

describe('DateWidget', () => {
  it('shows MM/dd/yyyy and sends yyyy-MM-dd', async () => {
    const { onChange } = renderWidget(DateWidget, 'Date of Birth');
    const input = screen.getByLabelText('Date of Birth') as HTMLInputElement;
    expect(input.placeholder).toBe('MM/DD/YYYY');
    await userEvent.type(input, '01022020');
    expect(input.value).toBe('01/02/2020');
    expect(onChange).toHaveBeenLastCalledWith('2020-01-02');
  });

  it('sends the typed text of an impossible date, so the schema can say it is invalid', async () => {
    const { onChange } = renderWidget(DateWidget, 'Date of Birth');
    await userEvent.type(screen.getByLabelText('Date of Birth'), '02302020');
    expect(onChange).toHaveBeenLastCalledWith('02/30/2020');
  });

  it('sends partial text while typing and undefined when emptied', async () => {
    const { onChange } = renderWidget(DateWidget, 'Date of Birth');
    const input = screen.getByLabelText('Date of Birth');
    await userEvent.type(input, '0102');
    expect(onChange).toHaveBeenLastCalledWith('01/02');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('gives its MM/DD/YYYY placeholder only while empty (a placeholder given while text is typed costs the browser a style and layout pass per key)', async () => {
    renderWidget(DateWidget, 'Date of Birth');
    const input = screen.getByLabelText('Date of Birth') as HTMLInputElement;
    await userEvent.type(input, '01');
    expect(input.hasAttribute('placeholder')).toBe(false);
    await userEvent.clear(input);
    expect(input.placeholder).toBe('MM/DD/YYYY');
  });

  it('shows a stored yyyy-MM-dd as MM/dd/yyyy', () => {
    renderWidget(DateWidget, 'Date First Licensed', { value: '2008-05-01' });
    expect((screen.getByLabelText('Date First Licensed') as HTMLInputElement).value).toBe('05/01/2008');
  });

  describe('typed and erased at the end, made by the browser as one edit per key', () => {
    const inserted = withBrowserInsertText();

    it('the slash comes with the digit after it and goes with it, every key sent, the placeholder back when emptied', async () => {
      const { onChange } = renderWidget(DateWidget, 'Date of Birth');
      const input = screen.getByLabelText('Date of Birth') as HTMLInputElement;
      const made = editsOf(input);
      await userEvent.type(input, '1231{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(inserted).toEqual(['/3']);
      expect(made).toEqual(['1', '12', '12/3', '12/31', '12/3', '12', '1', '']);
      expect(onChange.mock.calls.map(([value]) => value)).toEqual(['1', '12', '12/3', '12/31', '12/3', '12', '1', undefined]);
      expect(input.placeholder).toBe('MM/DD/YYYY');
    });

    it('a whole date typed reads as the day, the caret at its end', async () => {
      const { onChange } = renderWidget(DateWidget, 'Date of Birth');
      const input = screen.getByLabelText('Date of Birth') as HTMLInputElement;
      await userEvent.type(input, '01022020');
      expect(inserted).toEqual(['/0', '/2']);
      expect(input.value).toBe('01/02/2020');
      expect(input.selectionStart).toBe(10);
      expect(onChange).toHaveBeenLastCalledWith('2020-01-02');
    });
  });
});
