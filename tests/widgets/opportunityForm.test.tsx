import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { newOpportunityPath } from '../../src/app/opportunities/AddOpportunity';
import { fillTemplate } from '../../src/engine/core/template';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import type { ChoiceItem, RecordDialogProps, RelatedToWho } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';
import { renderForm } from './renderForm';

/** New opportunity (/opportunity/add) as its page loads it: schemas/opportunity/opportunity.ui.json over opportunity-add. */
const opportunity = await loadForm('opportunity');
const humanId = '11111111-1111-4111-8111-111111111111';
const entityId = '22222222-2222-4222-8222-222222222222';
const contactId = '55555555-5555-4555-8555-555555555555';
const staffId = '66666666-6666-4666-8666-666666666666';
const found: Record<string, RelatedToWho[]> = {
  Entity: [{ type: 'Entity', reference_Id: entityId, first_Name: 'Harbor Marine', last_Name: '' }],
  Human: [{ type: 'Human', reference_Id: humanId, first_Name: 'Tasha', last_Name: 'Doyle' }],
};

const { user, wait } = onFakeClock();

function renderOpportunity(model?: Record<string, unknown>, RecordDialog?: (props: RecordDialogProps) => null) {
  const services = {
    searchRelatedToWho: vi.fn(async (type: string) => found[type]),
    contactsOf: vi.fn(async (): Promise<ChoiceItem[]> => [{ value: contactId, label: 'Office, office@harbor.test' }]),
    recordName: vi.fn(async () => 'Tasha Doyle'),
    searchAssignees: vi.fn(async (): Promise<ChoiceItem[]> => [{ value: staffId, label: 'Casey Rep' }]),
    linesOfBusiness: async () => [],
    RecordDialog,
    allowed: () => true,
  };
  return { ...renderForm(opportunity, { model: model ?? structuredClone(opportunity.ui.initial), services }), services };
}

const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;

async function choose(field: string, typed: string, option: string) {
  await user().type(combobox(field), typed);
  await wait(typeaheadDelayMs);
  await user().click(screen.getByRole('option', { name: option }));
}

describe('New opportunity', () => {
  it('refuses an expiration on or before the effective date in the browser, with the server\'s message, and sends nothing', async () => {
    const { onSubmit } = renderOpportunity();
    await choose('First Named Insured', 'Har', 'Harbor Marine');
    await user().type(screen.getByLabelText('Effective Date'), '06/01/2027');
    await user().type(screen.getByLabelText('Expiration Date'), '06/01/2027');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Expiration Date must be after Effective Date').getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('Expiration Date'));
  });

  it('sends the spec\'s fields: the insured with its kind and contact, one assignee id, the dates as yyyy-MM-dd', async () => {
    const { onSubmit, services } = renderOpportunity();
    const contact = screen.getByLabelText('Contact') as HTMLSelectElement;
    expect(contact.disabled).toBe(true);
    await choose('First Named Insured', 'Har', 'Harbor Marine');
    await screen.findByRole('option', { name: 'Office, office@harbor.test' });
    expect(contact.disabled).toBe(false);
    expect(services.contactsOf).toHaveBeenCalledExactlyOnceWith('entity', entityId);
    await user().selectOptions(contact, 'Office, office@harbor.test');
    await choose('Assignee', 'Cas', 'Casey Rep');
    await user().selectOptions(screen.getByLabelText('Source'), 'Referral');
    await user().type(screen.getByLabelText('Effective Date'), '06/01/2027');
    await user().type(screen.getByLabelText('Expiration Date'), '06/01/2028');
    await user().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({
      first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', first_Name_Insured_Contact_Ref_Id: contactId,
      assignee: staffId, opportunity_Source: 'referral', effective_Date: '2027-06-01', expiration_Date: '2028-06-01', opportunity_Type: 'new',
    }));
  });

  it('another insured empties the contact chosen for the one before', async () => {
    const { store } = renderOpportunity();
    await choose('First Named Insured', 'Har', 'Harbor Marine');
    await screen.findByRole('option', { name: 'Office, office@harbor.test' });
    await user().selectOptions(screen.getByLabelText('Contact'), 'Office, office@harbor.test');
    await user().click(screen.getByRole('radio', { name: 'Human' }));
    expect(store.value('/first_Name_Insured_Contact_Ref_Id')).toBeUndefined();
  });

  it('opened with an insured from its address (a human added from the quick opportunity), shows its kind and name', async () => {
    const { services } = renderOpportunity({ ...structuredClone(opportunity.ui.initial), first_Name_Insured_Type: 'human', first_Name_Insured_Reference_Id: humanId });
    expect(screen.getByRole('radio', { name: 'Human' }).getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(combobox('First Named Insured').value).toBe('Tasha Doyle'));
    expect(services.recordName).toHaveBeenCalledExactlyOnceWith('Human', humanId);
  });

  it('adds an insured of the kind shown from its search (Add Entity) and chooses it', async () => {
    let dialog: RecordDialogProps | undefined;
    const { store } = renderOpportunity(undefined, (props) => {
      dialog = props;
      return null;
    });
    await choose('First Named Insured', 'Zzz', 'Add Entity');
    expect(dialog).toMatchObject({ form: 'entity', mode: 'quick-add' });
    dialog!.onSaved(entityId);
    await wait(0);
    expect(store.value('/first_Name_Insured_Reference_Id')).toBe(entityId);
    expect(store.value('/first_Name_Insured_Type')).toBe('entity');
  });

  it('a saved opportunity opens at its first step: the ui schema\'s page after saving is newOpportunityPath', () => {
    expect(fillTemplate(opportunity.ui.api!.afterSave, { id: 'o-1' }, encodeURIComponent)).toBe(newOpportunityPath('o-1'));
    expect(opportunity.ui.api!.afterCancel).toBe('/opportunity');
  });
});
