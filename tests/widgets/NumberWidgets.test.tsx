import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AmountDecimalWidget, AmountWidget, MoneyWidget } from '../../src/widgets/NumberWidgets';
import { renderWidget } from './renderWidget';

describe('amount', () => {
  it('takes digits only, shows thousands separators and sends no commas', async () => {
    const { onChange } = renderWidget(AmountWidget, 'Annual Revenue');
    const input = screen.getByLabelText('Annual Revenue') as HTMLInputElement;
    await userEvent.type(input, '001a234567');
    expect(input.value).toBe('1,234,567');
    expect(onChange).toHaveBeenLastCalledWith('1234567');
  });
});

describe('amount with decimals', () => {
  it('keeps at most 2 decimals and removes leading zeros', async () => {
    const { onChange } = renderWidget(AmountDecimalWidget, 'Premium');
    const input = screen.getByLabelText('Premium') as HTMLInputElement;
    await userEvent.type(input, '0012345.678');
    expect(input.value).toBe('12,345.67');
    expect(onChange).toHaveBeenLastCalledWith('12345.67');
  });
});

describe('money', () => {
  it('takes digits and one dot, then shows separators and 2 decimals on leaving', async () => {
    const { onChange } = renderWidget(MoneyWidget, 'Fee');
    const input = screen.getByLabelText('Fee') as HTMLInputElement;
    await userEvent.type(input, '0012.345');
    expect(input.value).toBe('12.34');
    await userEvent.clear(input);
    await userEvent.type(input, '1234.5.6');
    expect(input.value).toBe('1234.56');
    await userEvent.clear(input);
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect(input.value).toBe('1,234.50');
    expect(onChange).toHaveBeenLastCalledWith('1234.50');
  });
});

describe('a number widget whose schema stores a number', () => {
  it('sends numbers, keeps a trailing dot while typing and shows the stored number formatted', async () => {
    const { onChange } = renderWidget<string | number>(MoneyWidget, 'Annual Revenue', { options: { number: true }, value: 98000, maxInput: 11 });
    const input = screen.getByLabelText('Annual Revenue') as HTMLInputElement;
    expect(input.value).toBe('98,000.00');
    await userEvent.clear(input);
    await userEvent.type(input, '1234.');
    expect(input.value).toBe('1234.');
    expect(onChange).toHaveBeenLastCalledWith(1234);
    await userEvent.type(input, '5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    expect(input.value).toBe('1,234.50');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, '123456789012345');
    expect(input.value).toBe('12345678901');
  });
});
