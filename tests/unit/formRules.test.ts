import { describe, expect, it } from 'vitest';
import ui from '../../schemas/human/human.ui.json';
import { createFormStore } from '../../src/engine/core/formStore';
import { withRules, type FormRules } from '../../src/engine/core/formRules';

/** The Add Human form's contact rules as its ui schema states them. */
function humanForm(overrides: { sameAsMailing?: boolean } = {}) {
  const initial = structuredClone(ui.initial) as Record<string, unknown>;
  (initial.phone_Number as Record<string, unknown>[]).forEach((p) => (p.country_Code = '+1'));
  (initial.contact as Record<string, unknown>).physical_Same_As_Mailing = overrides.sameAsMailing ?? true;
  return withRules(createFormStore<unknown>(initial), ui.rules as FormRules, initial);
}

describe('form rules (human contact block)', () => {
  it('clearing the primary phone clears the secondary and resets its country code and text opt-in', () => {
    const form = humanForm();
    form.setValue('/phone_Number/0/phone_Number', '617-555-0142');
    form.setValue('/phone_Number/1/phone_Number', '617-555-0100');
    form.setValue('/phone_Number/1/country_Code', '+44');
    form.setValue('/phone_Number/1/can_Accept_SMS', true);
    form.setValue('/phone_Number/2/phone_Number', '617-555-0199');
    form.setValue('/phone_Number/0/phone_Number', undefined);
    expect(form.value('/phone_Number/1')).toEqual({ phone_Reference_Type: 'secondary', can_Accept_SMS: false, country_Code: '+1' });
    expect(form.value('/phone_Number/2/phone_Number')).toBe('617-555-0199');
  });

  it('while same-as-mailing is Yes the physical address follows the mailing address', () => {
    const form = humanForm();
    form.setValue('/address/0/line1', '12 Harbor St');
    form.setValue('/address/0/city', 'Boston');
    expect(form.value('/address/1')).toEqual({ address_Type: 'physical', line1: '12 Harbor St', city: 'Boston' });
  });

  it('editing a physical field while Yes switches to No, keeping the copied values', () => {
    const form = humanForm();
    form.setValue('/address/0/line1', '12 Harbor St');
    form.setValue('/address/0/state_Code', 'MA');
    form.setValue('/address/1/line1', '9 Dock Rd');
    expect(form.value('/contact/physical_Same_As_Mailing')).toBe(false);
    expect(form.value('/address/1')).toEqual({ address_Type: 'physical', line1: '9 Dock Rd', state_Code: 'MA' });
    form.setValue('/address/0/city', 'Boston');
    expect(form.value('/address/1/city')).toBeUndefined();
  });

  it('switching to Yes copies the mailing address in', () => {
    const form = humanForm({ sameAsMailing: false });
    form.setValue('/address/0/line1', '12 Harbor St');
    form.setValue('/address/0/zip_Code', '02110');
    expect(form.value('/address/1/line1')).toBeUndefined();
    form.setValue('/contact/physical_Same_As_Mailing', true);
    expect(form.value('/address/1')).toEqual({ address_Type: 'physical', line1: '12 Harbor St', zip_Code: '02110' });
  });

  it('emptying a street clears its floor, city, state and zip (and the mirrored ones)', () => {
    const form = humanForm();
    for (const [key, value] of Object.entries({ line1: '12 Harbor St', line2: 'Apt 4', city: 'Boston', state_Code: 'MA', zip_Code: '02110' })) {
      form.setValue(`/address/0/${key}`, value);
    }
    form.setValue('/address/0/line1', undefined);
    expect(form.value('/address/0')).toEqual({ address_Type: 'mailing' });
    expect(form.value('/address/1')).toEqual({ address_Type: 'physical' });
    expect(form.value('/contact/physical_Same_As_Mailing')).toBe(true);
  });

  it('leaves a store without rules as it is', () => {
    const store = createFormStore({ a: 1 });
    expect(withRules(store, undefined, {})).toBe(store);
  });
});
