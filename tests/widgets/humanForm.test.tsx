import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { renderForm } from './renderForm';

/** The Human form as its page loads it: General Information and, in add mode, the contact form included. */
const human = await loadForm('human');
const references = { State: [{ value: 'MA', label: 'Massachusetts' }], 'Phone Country Codes': [{ value: '+1', label: 'United States Of America' }] };
const renderHuman = (mode = 'add') => renderForm(human, { mode, references });

const field = (path: string) => document.getElementById(`field${path.replace(/\//g, '-')}`) as HTMLInputElement;

async function blurAndWait(element: HTMLElement) {
  fireEvent.blur(element);
  await act(() => new Promise((resolve) => setTimeout(resolve, blurValidationDelayMs + 20)));
}

describe('the Human form: its contact block comes from the contact form', () => {
  it('shows the contact sections in add mode only', () => {
    renderHuman('edit');
    expect(screen.queryByRole('heading', { name: 'Contact Details' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mailing Address' })).toBeNull();
  });

  it('keeps the secondary phone disabled until a primary phone exists', async () => {
    renderHuman();
    expect(field('/phone_Number/1/phone_Number').disabled).toBe(true);
    expect((screen.getByLabelText('Fax') as HTMLInputElement).disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('Primary Phone'), '6175550142');
    expect(field('/phone_Number/1/phone_Number').disabled).toBe(false);
    expect((screen.getByLabelText('Primary Phone') as HTMLInputElement).value).toBe('617-555-0142');
  });

  it("says 'Looks Good!' for a valid email once checked and the spec's message for an invalid one", async () => {
    renderHuman();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada@example');
    await blurAndWait(email);
    expect(screen.getByText('Enter a valid Email address').textContent).toBeTruthy();
    fireEvent.focus(email);
    await userEvent.type(email, '.com');
    expect(screen.queryByText('Looks Good!')).toBeNull();
    await blurAndWait(email);
    expect(screen.getByText('Looks Good!').textContent).toBeTruthy();
    expect(screen.queryByText('Enter a valid Email address')).toBeNull();
  });

  it('checks each phone with its own message', async () => {
    renderHuman();
    await userEvent.type(screen.getByLabelText('Fax'), '617');
    await blurAndWait(screen.getByLabelText('Fax'));
    expect(screen.getByText('Enter Valid Fax Number').textContent).toBeTruthy();
  });

  it("offers the Contact Type: Business asks the associated entity and role, 'Please specify the associated Entity.' when none", async () => {
    const { onSubmit } = renderHuman();
    const type = screen.getByLabelText('Contact Type') as HTMLSelectElement;
    expect([...type.options].map((o) => o.text)).toEqual(expect.arrayContaining(['Personal', 'Business']));
    expect(type.value).toBe('personal');
    expect(screen.queryByLabelText('Associated Entity')).toBeNull();
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Byron');
    await userEvent.selectOptions(type, 'Business');
    // something is entered: the spec's question first
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Are you sure you want to change this Contact Type?' })).getByRole('button', { name: 'Yes' }));
    expect(screen.getByLabelText('Associated Entity')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.getElementById('field-contact-entity_Related_To-error')?.textContent).toBe('Please specify the associated Entity.');
  });

  it("refuses a half-filled address with 'Please complete the address.' once, marking what is missing", async () => {
    const { onSubmit, onBanner } = renderHuman();
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Byron');
    await userEvent.type(field('/address/0/line1'), '12 Harbor St');
    expect(screen.getAllByText('Only if applicable')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onBanner.mock.calls).toEqual([['Please complete the address.']]);
    expect(field('/address/0/city').getAttribute('aria-invalid')).toBe('true');
    expect(field('/address/0/zip_Code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
  });

  it('sends the filled contact rows only, the physical address mirrored from the mailing one', async () => {
    const { store, onSubmit } = renderHuman();
    store.setValue('/contact/physical_Same_As_Mailing', true);
    await userEvent.type(screen.getByLabelText('First Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Byron');
    await userEvent.type(screen.getByLabelText('Primary Phone'), '6175550142');
    await userEvent.type(field('/address/0/line1'), '12 Harbor St');
    await userEvent.type(field('/address/0/city'), 'Boston');
    await userEvent.selectOptions(field('/address/0/state_Code'), 'MA');
    await userEvent.type(field('/address/0/zip_Code'), '02110');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const sent = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(sent.phone_Number).toEqual([{ phone_Reference_Type: 'primary', can_Accept_SMS: false, phone_Number: '617-555-0142' }]);
    expect(sent.web_url).toBeUndefined();
    expect(sent.address).toEqual([
      { address_Type: 'mailing', line1: '12 Harbor St', city: 'Boston', state_Code: 'MA', zip_Code: '02110' },
      { address_Type: 'physical', line1: '12 Harbor St', city: 'Boston', state_Code: 'MA', zip_Code: '02110' },
    ]);
  });
});
