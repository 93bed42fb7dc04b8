import { describe, expect, it } from 'vitest';
import { firstIncompleteStep } from '../../src/engine/core/formSteps';
import type { UiSection } from '../../src/engine/core/manifests';

const steps: UiSection[] = [
  { title: 'Main Contact', fields: [{ path: '/main_Contact/reference_Id', widget: 'recordChoice', label: 'Main Contact' }] },
  { title: 'Lines', fields: [{ path: '/line_Of_Business', widget: 'lobPicker', label: 'Lines' }, { path: '/expiration_Date', widget: 'date', label: 'Expiration' }] },
  { title: 'Fees', rows: { path: '/fee' }, fields: [{ path: '/type', widget: 'select', label: 'Type' }] },
];

describe('firstIncompleteStep', () => {
  it('is the first step a field error is about: the field, a part of it, or its missing group', () => {
    expect(firstIncompleteStep(steps, {})).toBe(3);
    expect(firstIncompleteStep(steps, { '/expiration_Date': 'Expiration Date must be after Effective Date' })).toBe(1);
    expect(firstIncompleteStep(steps, { '/main_Contact': 'Choose the main contact', '/line_Of_Business': 'Choose at least one line of business' })).toBe(0);
    expect(firstIncompleteStep(steps, { '/line_Of_Business/0': 'must be an id' })).toBe(1);
    expect(firstIncompleteStep(steps, { '/fee/1/type': 'Choose a type' })).toBe(2);
  });

  it('leaves out errors about fields no step shows, and look-alike names', () => {
    expect(firstIncompleteStep(steps, { '/first_Name_Insured': 'Choose the first named insured', '/main_ContactName': 'odd' })).toBe(3);
  });
});
