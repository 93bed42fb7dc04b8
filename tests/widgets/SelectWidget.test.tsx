import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectWidget } from '../../src/widgets/SelectWidget';
import { renderWidget } from './renderWidget';

const items = [{ value: 'mr', label: 'Mr.' }, { value: 'mrs', label: 'Mrs.' }];

describe('SelectWidget', () => {
  it('offers Select then the reference items, and sends the code', async () => {
    const { onChange } = renderWidget(SelectWidget, 'Prefix', { options: { items } });
    const select = screen.getByLabelText('Prefix') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select', 'Mr.', 'Mrs.']);
    await userEvent.selectOptions(select, 'Mrs.');
    expect(onChange).toHaveBeenLastCalledWith('mrs');
    await userEvent.selectOptions(select, 'Select');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows the stored choice', () => {
    renderWidget(SelectWidget, 'Prefix', { options: { items }, value: 'mr' });
    expect((screen.getByLabelText('Prefix') as HTMLSelectElement).value).toBe('mr');
  });
});
