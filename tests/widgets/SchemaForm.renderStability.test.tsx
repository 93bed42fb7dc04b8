import { memo, type ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import type { WidgetRegistry } from '../../src/engine/react/Field';
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

describe('SchemaForm render stability', () => {
  it('typing into one field re-renders that field only', async () => {
    const { store } = renderForm(human, { references: { State: [{ value: 'NY', label: 'New York' }] }, widgets: counted });
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('First Name'), 'Augusta');
    const changed = Object.keys(renders).filter((id) => renders[id] !== before[id]);
    expect(changed).toEqual(['field-human-first_Name']);
    expect(renders['field-human-first_Name'] - before['field-human-first_Name']).toBe(7);
    expect(store.value('/human/first_Name')).toBe('Augusta');
  });

  it('typing into the policy number computes no totals and renders none of the other fields; the totals follow a premium', async () => {
    let totalsRead = 0;
    const totals = counted.policyTotals;
    const widgets: WidgetRegistry = { ...counted, policyTotals: { ...totals, readsForm: (model, options) => ((totalsRead += 1), totals.readsForm!(model, options)) } };
    const { store } = renderForm(policy, { widgets });
    const before = { ...renders };
    const readBefore = totalsRead;
    await userEvent.type(screen.getByLabelText('Carrier Policy Number'), 'HX-1');
    expect(Object.keys(renders).filter((id) => renders[id] !== before[id])).toEqual(['field-carrier_Issued_Policy_Id']);
    expect(totalsRead - readBefore).toBe(0);
    expect(store.value('/carrier_Issued_Policy_Id')).toBe('HX-1');
    act(() => store.setValue('/line_Of_Business', [{ selected_Premium: '1200' }]));
    expect(totalsRead - readBefore).toBeGreaterThan(0);
    // the premium, and the cost (no taxes or fees)
    expect(screen.getAllByText('$1,200.00')).toHaveLength(2);
  });
});

