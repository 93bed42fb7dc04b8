import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { loadForm } from '../../src/app/forms/discovered';
import type { FormProtocol, LoadedForm } from '../../src/engine/core/formProtocol';
import { FormDialog } from '../../src/engine/react/FormDialog';
import type { FormEnvironment } from '../../src/engine/react/HostedForm';
import { widgetRegistry } from '../../src/widgets/registry';

/** The shared contact form in a dialog, as a detail page opens it. */
const contact = await loadForm('contact');
const environment: FormEnvironment = {
  references: {
    State: [{ value: 'MA', label: 'Massachusetts' }],
    'Phone Country Codes': [{ value: '+1', label: 'United States Of America' }],
    '/v1/relationship?category=ENTITY_TO_HUMAN': [{ value: 'producer', label: 'Producer' }],
  },
  allowed: () => true,
  services: { uploadPicture: async () => '', searchEntities: async () => [{ value: 'e-1', label: 'Acme Holdings' }] },
  widgets: widgetRegistry,
  texts,
};

function openContact(mode: string, loaded: LoadedForm = { model: structuredClone(contact.ui.initial) }) {
  const protocol: FormProtocol = { load: async () => loaded, save: vi.fn(async () => {}) };
  render(<FormDialog definition={contact} mode={mode} protocol={protocol} environment={environment} onBanner={() => {}} onCancelled={() => {}} />);
  return protocol;
}
const field = (path: string) => document.getElementById(`field${path.replace(/\//g, '-')}`) as HTMLInputElement;
const errorOf = (path: string) => document.getElementById(`field${path.replace(/\//g, '-')}-error`)?.textContent ?? '';
const changeQuestionName = 'Are you sure you want to change this Contact Type?';
const changeQuestion = () => screen.queryByRole('dialog', { name: changeQuestionName });
/** The question once it shows: its dialog loads with the first question asked (engine/react/ConfirmDialog.tsx). */
const askedQuestion = () => screen.findByRole('dialog', { name: changeQuestionName });

describe('the contact form: Contact Type', () => {
  it('asks before changing the type once something is entered, and re-validates on Yes', async () => {
    openContact('add-human');
    await screen.findByRole('dialog', { name: 'Add Personal Contact' });
    expect(screen.getByText('Fill out the new Contact Information')).toBeTruthy();
    // nothing entered yet: no question
    await userEvent.selectOptions(await screen.findByLabelText('Contact Type'), 'Business');
    expect(changeQuestion()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Business Contact' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('/contact/entity_Related_To')).toBe('Please specify the associated Entity.');
    expect(errorOf('/contact/relationship_Type')).toBe('This field is required');

    await userEvent.type(screen.getByLabelText('Contact Description'), 'Front desk');
    await userEvent.selectOptions(screen.getByLabelText('Contact Type'), 'Personal');
    const question = await askedQuestion();
    expect(question.textContent).toContain('Some information you have entered will be lost');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect((screen.getByLabelText('Contact Type') as HTMLSelectElement).value).toBe('business');
    expect(errorOf('/contact/entity_Related_To')).toBe('Please specify the associated Entity.');

    await userEvent.selectOptions(screen.getByLabelText('Contact Type'), 'Personal');
    await userEvent.click(within(await askedQuestion()).getByRole('button', { name: 'Yes' }));
    expect((screen.getByLabelText('Contact Type') as HTMLSelectElement).value).toBe('personal');
    expect(screen.queryByLabelText('Associated Entity')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Personal Contact' })).toBeTruthy();
    // the Business requirement went with the type: back to Business, no stale message
    await userEvent.selectOptions(screen.getByLabelText('Contact Type'), 'Business');
    await userEvent.click(within(await askedQuestion()).getByRole('button', { name: 'Yes' }));
    expect(screen.getByLabelText('Associated Entity')).toBeTruthy();
    expect(errorOf('/contact/entity_Related_To')).toBe('');
  });

  it('switching a business contact to Personal drops its entity and role', async () => {
    const protocol = openContact('add-human');
    await userEvent.selectOptions(await screen.findByLabelText('Contact Type'), 'Business');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Producer');
    await userEvent.selectOptions(screen.getByLabelText('Contact Type'), 'Personal');
    await userEvent.click(within(await askedQuestion()).getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(protocol.save).toHaveBeenCalledTimes(1));
    const [sent] = vi.mocked(protocol.save).mock.calls[0];
    expect(sent.contact).toEqual({ type: 'personal', marketing: true, is_Primary: true });
  });

  it('an entity mode has no Contact Type: its contact is a business one by nature', async () => {
    const protocol = openContact('add-entity');
    await screen.findByRole('dialog', { name: 'Add Business Contact' });
    expect(await screen.findByLabelText('Website URL')).toBeTruthy();
    expect(screen.queryByLabelText('Contact Type')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(protocol.save).toHaveBeenCalledTimes(1));
    expect(vi.mocked(protocol.save).mock.calls[0][0].contact).toEqual({ marketing: true, is_Primary: true });
  });
});

describe('the contact form: physical address same as mailing', () => {
  it('mirrors the mailing address while Yes, and an edit of the physical one switches it to No keeping the copy', async () => {
    openContact('add-human');
    const sameAsMailing = await screen.findByRole('radiogroup', { name: 'Physical address same as mailing?' });
    await userEvent.click(within(sameAsMailing).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(field('/address/0/line1'), '12 Harbor St');
    await userEvent.type(field('/address/0/city'), 'Boston');
    expect(field('/address/1/line1').value).toBe('12 Harbor St');
    expect(field('/address/1/city').value).toBe('Boston');
    await userEvent.type(field('/address/1/line2'), '4');
    expect(within(sameAsMailing).getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.type(field('/address/0/city'), 'ton');
    expect(field('/address/0/city').value).toBe('Bostonton');
    expect(field('/address/1/city').value).toBe('Boston');
    expect(field('/address/1/line2').value).toBe('4');
  });
});

describe('the contact form: the shared contact warning', () => {
  const warning = 'This contact information is used on other records in Agency Desk. Any change you make here applies to all of them.';
  const stored = (linked_Records: number): LoadedForm => ({ model: structuredClone(contact.ui.initial), version: 1, stored: { linked_Records } });

  it('shows in edit mode when the contact is on more than one record, until dismissed', async () => {
    openContact('edit-human', stored(2));
    expect(await screen.findByText(warning)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('does not show for a contact on one record, or when adding', async () => {
    openContact('edit-entity', stored(1));
    await screen.findByLabelText('Contact Description');
    expect(screen.queryByText(warning)).toBeNull();
    document.body.innerHTML = '';
    openContact('add-human', stored(2));
    await screen.findByLabelText('Contact Description');
    expect(screen.queryByText(warning)).toBeNull();
  });
});
