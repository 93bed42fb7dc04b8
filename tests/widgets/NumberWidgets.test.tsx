import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { AmountDecimalWidget, AmountWidget, MoneyWidget } from '../../src/widgets/NumberWidgets';
import { renderForm } from './renderForm';
import { renderWidget } from './renderWidget';

const policy = await loadForm('policy');
const entity = await loadForm('entity');

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

describe('a money field in a form (its input holds what is typed)', () => {
  const money = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
  const leaveAndWait = async () => {
    await userEvent.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 20)));
  };

  it('takes partial input as it is typed, settles on leaving and shows the plain text again in the field', async () => {
    const { store } = renderForm(policy);
    const premium = money('Minimum Earned Premium');
    await userEvent.type(premium, '1,2');
    expect(premium.value).toBe('12');
    await userEvent.type(premium, '-');
    expect(premium.value).toBe('12');
    await userEvent.type(premium, '.');
    expect(premium.value).toBe('12.');
    expect(store.value('/minimum_Earned_Premium')).toBe('12.');
    await userEvent.type(premium, '{Backspace}34.5');
    expect(premium.value).toBe('1234.5');
    await userEvent.tab();
    expect(premium.value).toBe('1,234.50');
    expect(store.value('/minimum_Earned_Premium')).toBe('1234.50');
    await userEvent.click(premium);
    expect(premium.value).toBe('1234.50');
    await userEvent.type(premium, '{Backspace}{Backspace}{Backspace}');
    expect(store.value('/minimum_Earned_Premium')).toBe('1234');
  });

  it("says what is wrong with an amount on leaving and clears it in the field; a rule's or a host's value shows at once, in the field or out of it", async () => {
    const { store } = renderForm(policy);
    const premium = money('Minimum Earned Premium');
    await userEvent.type(premium, '1234567890');
    await leaveAndWait();
    expect(premium.value).toBe('1,234,567,890.00');
    expect(screen.getByText('Enter an amount from 0 to 999,999,999, with at most 2 decimals')).toBeTruthy();
    expect(premium.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(premium);
    expect(screen.queryByText('Enter an amount from 0 to 999,999,999, with at most 2 decimals')).toBeNull();
    expect(premium.value).toBe('1234567890.00');
    act(() => store.setValue('/minimum_Earned_Premium', '777'));
    expect(premium.value).toBe('777');
    await userEvent.type(premium, '1');
    expect(store.value('/minimum_Earned_Premium')).toBe('7771');
    await userEvent.tab();
    act(() => store.setValue('/minimum_Earned_Premium', '1500'));
    expect(premium.value).toBe('1,500.00');
    act(() => store.setValue('/minimum_Earned_Premium', undefined));
    expect(premium.value).toBe('');
  });

  it('shows an amount read back as a number settled, unformatted in the field, and keeps the same amount through a render', async () => {
    const { store } = renderForm(policy, { model: { ...policy.ui.initial, minimum_Earned_Premium: 1200 } });
    const premium = money('Minimum Earned Premium');
    expect(premium.value).toBe('1,200.00');
    await userEvent.click(premium);
    expect(premium.value).toBe('1200');
    act(() => store.setErrors({ '/minimum_Earned_Premium': 'Enter an amount from 0 to 999,999,999, with at most 2 decimals' }));
    expect(premium.value).toBe('1200');
    await userEvent.type(premium, '.5');
    await userEvent.tab();
    expect(store.value('/minimum_Earned_Premium')).toBe('1200.50');
    await userEvent.click(premium);
    expect(premium.value).toBe('1200.50');
  });

  it('stored as a number: keeps what is typed while it reads as the value, through a render for another reason, up to its limit', async () => {
    const { store } = renderForm(entity, { references: { State: [{ value: 'MA', label: 'Massachusetts' }] } });
    const revenue = money('Annual Revenue');
    await userEvent.type(revenue, '98000.');
    expect(store.value('/entity/annual_Revenue')).toBe(98000);
    act(() => store.setErrors({ '/entity/annual_Revenue': 'Enter the annual revenue in dollars' }));
    expect(revenue.value).toBe('98000.');
    expect(revenue.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(revenue, '5');
    expect(store.value('/entity/annual_Revenue')).toBe(98000.5);
    act(() => store.setValue('/entity/annual_Revenue', 250000));
    expect(revenue.value).toBe('250000');
    await userEvent.tab();
    expect(revenue.value).toBe('250,000.00');
    await userEvent.click(revenue);
    expect(revenue.value).toBe('250000');
    await userEvent.clear(revenue);
    expect(store.value('/entity/annual_Revenue')).toBeUndefined();
    await userEvent.type(revenue, '123456789012345');
    expect(revenue.value).toBe('12345678901');
    expect(store.value('/entity/annual_Revenue')).toBe(12345678901);
  });
});

describe('an amount typed inside its text', () => {
  it('keeps the caret after the digits before it as the separators move', async () => {
    const { onChange } = renderWidget(AmountWidget, 'Annual Revenue', { value: '1234' });
    const input = screen.getByLabelText('Annual Revenue') as HTMLInputElement;
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('5');
    expect(input.value).toBe('15,234');
    expect(input.selectionStart).toBe(2);
    expect(onChange).toHaveBeenLastCalledWith('15234');
  });
});
