import { memo, Profiler, type ComponentType, type ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs, type WidgetRegistry } from '../../src/engine/react/Field';
import { widgetRegistry } from '../../src/widgets/registry';
import type { WidgetProps } from '../../src/widgets/types';
import { renderForm } from './renderForm';

const renders: Record<string, number> = {};

/** The app's widgets, each counting its renders by field id: registries are passed in, so no global is touched. */
const counted: WidgetRegistry = Object.fromEntries(
  Object.entries(widgetRegistry).map(([name, entry]) => {
    const Input = entry.Input;
    const Counted = (props: WidgetProps) => {
      renders[props.id] = (renders[props.id] ?? 0) + 1;
      return <Input {...props} />;
    };
    return [name, { ...entry, Input: memo(Counted) as ComponentType<WidgetProps<any>> }];
  }),
);

const human = await loadForm('human');
const policy = await loadForm('policy');
const entity = await loadForm('entity');

describe('SchemaForm render stability', () => {
  it('typing into one field renders no field: its input holds what is typed', async () => {
    const { store } = renderForm(human, { references: { State: [{ value: 'NY', label: 'New York' }] }, widgets: counted });
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('First Name'), 'Augusta');
    expect(Object.keys(renders).filter((id) => renders[id] !== before[id])).toEqual([]);
    expect(store.value('/human/first_Name')).toBe('Augusta');
  });

  it('an input that holds what is typed sends every keystroke, shows values set from outside and has its placeholder while empty, without a render', async () => {
    const { store } = renderForm(human, { references: { State: [{ value: 'NY', label: 'New York' }] }, widgets: counted });
    const name = screen.getByLabelText<HTMLInputElement>('First Name');
    const ssn = screen.getByLabelText<HTMLInputElement>('Social Security Number');
    const born = screen.getByLabelText<HTMLInputElement>('Date of Birth');
    // back to the text the input last rendered with: still sent (a widget comparing with its rendered value would not)
    await userEvent.type(name, 'Ad{Backspace}');
    expect(store.value('/human/first_Name')).toBe('A');
    await userEvent.type(ssn, '1234{Backspace}{Backspace}');
    expect(ssn.value).toBe('12');
    expect(store.value('/encrypted_String/0/string_Value')).toBe('12');
    await userEvent.type(born, '01022021{Backspace}0');
    expect(born.value).toBe('01/02/2020');
    expect(store.value('/dates/0/value')).toBe('2020-01-02');
    act(() => {
      store.setValue('/human/first_Name', 'Grace');
      store.setValue('/encrypted_String/0/string_Value', '987-65-4321');
      store.setValue('/dates/0/value', '1999-12-31');
    });
    expect(name.value).toBe('Grace');
    expect(ssn.value).toBe('987-65-4321');
    expect(born.value).toBe('12/31/1999');
    // in the field, once the checks of the fields left have run (a message shown renders a field)
    await userEvent.click(born);
    await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 50)));
    const rendered = renders['field-dates-0-value'];
    await userEvent.clear(born);
    expect(born.value).toBe('');
    expect(born.placeholder).toBe('MM/DD/YYYY');
    expect(store.value('/dates/0/value')).toBeUndefined();
    await userEvent.type(born, '0');
    expect(born.hasAttribute('placeholder')).toBe(false);
    expect(renders['field-dates-0-value']).toBe(rendered);
    act(() => store.setValue('/dates/0/value', undefined));
    expect(born.placeholder).toBe('MM/DD/YYYY');
  });

  it('typing into a money field renders no field, and every keystroke reaches the store', async () => {
    const { store } = renderForm(policy, { widgets: counted });
    const reached: unknown[] = [];
    store.subscribe('/minimum_Earned_Premium', () => reached.push(store.value('/minimum_Earned_Premium')));
    await userEvent.click(screen.getByRole('textbox', { name: 'Minimum Earned Premium' }));
    const before = { ...renders };
    await userEvent.keyboard('1,234.5{Backspace}{Backspace}');
    expect(Object.keys(renders).filter((at) => renders[at] !== before[at])).toEqual([]);
    expect(reached).toEqual(['1', '12', '123', '1234', '1234.', '1234.5', '1234.', '1234']);
  });

  it('typing into the policy number computes no totals and renders no field; the totals follow a premium', async () => {
    let totalsRead = 0;
    const totals = counted.policyTotals;
    const widgets: WidgetRegistry = { ...counted, policyTotals: { ...totals, readsForm: (model, options) => ((totalsRead += 1), totals.readsForm!(model, options)) } };
    const { store } = renderForm(policy, { widgets });
    const before = { ...renders };
    const readBefore = totalsRead;
    await userEvent.type(screen.getByLabelText('Carrier Policy Number'), 'HX-1');
    expect(Object.keys(renders).filter((id) => renders[id] !== before[id])).toEqual([]);
    expect(totalsRead - readBefore).toBe(0);
    expect(store.value('/carrier_Issued_Policy_Id')).toBe('HX-1');
    act(() => store.setValue('/line_Of_Business', [{ selected_Premium: '1200' }]));
    expect(totalsRead - readBefore).toBeGreaterThan(0);
    // the premium, and the cost (no taxes or fees)
    expect(screen.getAllByText('$1,200.00')).toHaveLength(2);
  });

  it('typing into a field renders nothing for the field of the same value its rule hides (the FEIN typed, the SSN hidden)', async () => {
    let commits = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <Profiler id="form" onRender={() => (commits += 1)}>{children}</Profiler>;
    const { store } = renderForm(entity, { wrapper });
    const fein = screen.getByLabelText<HTMLInputElement>('FEIN');
    // the first key fills it (its placeholder goes): that renders it
    await userEvent.type(fein, '1');
    const before = commits;
    await userEvent.type(fein, '234');
    expect(commits - before).toBe(0);
    expect(fein.value).toBe('12-34');
    expect(store.value('/encrypted_String/0/string_Value')).toBe('12-34');
  });
});
