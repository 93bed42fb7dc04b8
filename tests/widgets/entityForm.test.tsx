import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { renderForm } from './renderForm';

/** The Entity form as its page loads it: General Information and, in add mode, the contact form included. */
const entity = await loadForm('entity');
const references = {
  'Legal Entity Type': [{ value: 'llc', label: 'Limited Liability Company' }, { value: 'sole_proprietor', label: 'Sole Proprietor' }],
  State: [{ value: 'MA', label: 'Massachusetts' }],
};
const renderEntity = (mode = 'add') => renderForm(entity, { mode, references });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function blurAndWait(element: HTMLElement) {
  fireEvent.blur(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 20)));
}

describe('the Entity form', () => {
  it("stops a save without a Business Name with the error banner, and says a short one's minimum", async () => {
    const { onSubmit, onBanner } = renderEntity();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onBanner.mock.calls).toEqual([['Business Name is required']]);
    expect(document.activeElement).toBe(input('Business Name'));
    await userEvent.type(input('Business Name'), 'Acme');
    await blurAndWait(input('Business Name'));
    expect(screen.getByText('Minimum length is 5')).toBeTruthy();
    expect(input('Business Name').maxLength).toBe(100);
  });

  it("keeps DBA and description to their lengths with the spec's messages", async () => {
    renderEntity();
    await userEvent.click(input('DBA'));
    await userEvent.paste('D'.repeat(101));
    await blurAndWait(input('DBA'));
    expect(screen.getByText('DBA cannot exceed 100 characters.')).toBeTruthy();
    expect(input('Business Description').tagName).toBe('TEXTAREA');
    await userEvent.click(input('Business Description'));
    await userEvent.paste('d'.repeat(501));
    await blurAndWait(input('Business Description'));
    expect(screen.getByText('Business Description cannot exceed 500 characters.')).toBeTruthy();
  });

  it('asks the Tax ID type of a Sole Proprietor only; SSN is typed 3-2-4 and FEIN 2-7, each with its message', async () => {
    const { store } = renderEntity();
    expect(screen.queryByLabelText('Tax ID Type')).toBeNull();
    await userEvent.type(input('FEIN'), '12345678');
    expect(input('FEIN').value).toBe('12-345678');
    await blurAndWait(input('FEIN'));
    expect(screen.getByText('Enter a valid 9 digit FEIN')).toBeTruthy();
    await userEvent.selectOptions(input('Legal Entity Type'), 'sole_proprietor');
    await userEvent.selectOptions(input('Tax ID Type'), 'SSN');
    expect(screen.queryByLabelText('FEIN')).toBeNull();
    expect(input('SSN').value).toBe('');
    await userEvent.type(input('SSN'), '12345678');
    expect(input('SSN').value).toBe('123-45-678');
    await blurAndWait(input('SSN'));
    expect(screen.getByText('Enter a valid 9 digit SSN')).toBeTruthy();
    // another legal type takes the choice away, the type back to FEIN and the SSN typed with it
    await userEvent.selectOptions(input('Legal Entity Type'), 'llc');
    expect(screen.queryByLabelText('Tax ID Type')).toBeNull();
    expect(store.value('/encrypted_String/0')).toEqual({ string_Type: 'FEIN' });
    expect(input('FEIN').value).toBe('');
  });

  it('sends numbers for the employees range and the revenue, the contact as a business one without empty rows', async () => {
    const { onSubmit } = renderEntity();
    await userEvent.type(input('Business Name'), 'Harbor Marine');
    await userEvent.selectOptions(input('Number of Employees'), '1001');
    await userEvent.type(input('Annual Revenue'), '98000.5');
    await userEvent.type(input('Contact Description'), 'Front desk');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const sent = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, Record<string, unknown>>;
    expect(sent.entity).toMatchObject({ name: 'Harbor Marine', number_Of_Employees: 1001, annual_Revenue: 98000.5 });
    expect(sent.contact).toMatchObject({ type: 'business', name: 'Front desk' });
    expect(sent.address).toBeUndefined();
    expect(sent.encrypted_String).toBeUndefined();
  });

  it("has one Website URL, the entity's, and the contact block in add mode only; Business is Closed in edit only", () => {
    renderEntity();
    expect(screen.getAllByLabelText('Website URL')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Mailing Address' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Physical Address' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Can this Entity be selected as an Agency Participant?' })).toBeTruthy();
    expect(screen.queryByLabelText('Business is Closed')).toBeNull();
  });

  it('asks before an entity stops being an Agency Participant', async () => {
    const { store } = renderEntity();
    const participant = screen.getByRole('radiogroup', { name: 'Can this Entity be selected as an Agency Participant?' });
    await userEvent.click(within(participant).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(within(participant).getByRole('radio', { name: 'No' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this Entity as an Agency Participant?' });
    expect(confirm.textContent).toContain('This entity will no longer be available for selection as an Agency participant.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(store.value('/entity/is_Agency_Participant')).toBe(false);
  });

  it('in edit mode: Business is Closed, no contact block, no agency participant question', () => {
    renderEntity('edit');
    expect(screen.getByLabelText('Business is Closed')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mailing Address' })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
