import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { blurValidationDelayMs } from '../../src/engine/react/Field';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import type { LineOfBusiness, RecordDialogProps, RelatedToWho } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';
import { renderForm } from './renderForm';

/** The quick opportunity as its dialog loads it: three steps of one schema (quick-opportunity). */
const quick = await loadForm('quick-opportunity');
const humanId = '11111111-1111-4111-8111-111111111111';
const entityId = '22222222-2222-4222-8222-222222222222';
const newHumanId = '33333333-3333-4333-8333-333333333333';
const lines: LineOfBusiness[] = [
  { line_Of_Business_Id: '44444444-4444-4444-8444-444444444444', line_Of_Business_Reference_Code: 'general_liability', line_Of_Business_Name: 'General Liability', category: 'commercial', icon: 'shield' },
];
const found: RelatedToWho[] = [{ type: 'Entity', reference_Id: entityId, first_Name: 'Harbor Marine', last_Name: '' }];

const { user, wait } = onFakeClock();

function renderQuick(RecordDialog?: (props: RecordDialogProps) => null) {
  const navigate = vi.fn();
  const searchRelatedToWho = vi.fn(async () => found);
  const model = { ...structuredClone(quick.ui.initial), main_Contact: { reference_Id: humanId, type: 'human', name: 'Tasha Doyle' } };
  const form = renderForm(quick, { model, services: { searchRelatedToWho, linesOfBusiness: async () => lines, navigate, RecordDialog, allowed: () => true } });
  return { ...form, navigate, searchRelatedToWho };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const step = () => screen.getByText(/^Step \d of 3/).textContent;

async function typeDate(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user().type(input, text);
  fireEvent.blur(input);
  await wait(blurValidationDelayMs + 10);
}

describe('the quick opportunity: three steps, Next disabled until its step is complete', () => {
  it('opens on the main contact, the page\'s record chosen; clearing it disables Next', async () => {
    renderQuick();
    expect(step()).toBe('Step 1 of 3: Main Contact');
    expect(screen.getByRole('radio', { name: 'Human' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Main Contact' }) as HTMLInputElement).value).toBe('Tasha Doyle');
    expect(button('Next').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user().type(screen.getByRole('combobox', { name: 'Main Contact' }), 'x');
    expect(button('Next').disabled).toBe(true);
  });

  it('step 2 needs lines and both dates, the expiration after the effective date (the schema\'s message); step 3 the first named insured; Save sends the three', async () => {
    const { onSubmit, searchRelatedToWho } = renderQuick();
    const u = user();
    await u.click(button('Next'));
    expect(step()).toBe('Step 2 of 3: Lines of Business');
    expect(button('Next').disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Lines of Business' }));
    await u.click(await screen.findByRole('checkbox', { name: 'General Liability' }));
    await typeDate('Effective Date', '06/01/2027');
    await typeDate('Expiration Date', '05/01/2027');
    expect(screen.getByText('Expiration Date must be after Effective Date').getAttribute('role')).toBe('alert');
    expect(button('Next').disabled).toBe(true);
    await u.clear(screen.getByLabelText('Expiration Date'));
    await typeDate('Expiration Date', '06/01/2028');
    expect(screen.queryByText('Expiration Date must be after Effective Date')).toBeNull();
    expect(button('Next').disabled).toBe(false);

    await u.click(button('Next'));
    expect(step()).toBe('Step 3 of 3: First Named Insured');
    expect(button('Save').disabled).toBe(true);
    await u.click(button('Back'));
    expect(step()).toBe('Step 2 of 3: Lines of Business');
    await u.click(button('Next'));
    await u.click(screen.getByRole('radio', { name: 'Entity' }));
    await u.type(screen.getByRole('combobox', { name: 'First Named Insured' }), 'Har');
    await wait(typeaheadDelayMs);
    expect(searchRelatedToWho).toHaveBeenLastCalledWith('Entity', 'Har');
    await u.click(screen.getByRole('option', { name: 'Harbor Marine' }));
    expect(button('Save').disabled).toBe(false);
    await u.click(button('Save'));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({
      main_Contact: { reference_Id: humanId, type: 'human', name: 'Tasha Doyle' },
      line_Of_Business: [lines[0].line_Of_Business_Id],
      effective_Date: '2027-06-01',
      expiration_Date: '2028-06-01',
      first_Name_Insured: { reference_Id: entityId, type: 'entity', name: 'Harbor Marine' },
    }));
  });

  it('a human added from the dialog opens /opportunity/add with that human as the first named insured', async () => {
    let dialog: RecordDialogProps | undefined;
    const { navigate } = renderQuick((props) => {
      dialog = props;
      return null;
    });
    const u = user();
    await u.type(screen.getByRole('combobox', { name: 'Main Contact' }), 'Zed');
    await wait(typeaheadDelayMs);
    await u.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Add Human' }));
    expect(dialog).toMatchObject({ form: 'human', mode: 'add' });
    dialog!.onSaved(newHumanId);
    expect(navigate).toHaveBeenCalledExactlyOnceWith(`/opportunity/add?first_Name_Insured_Type=human&first_Name_Insured_Reference_Id=${newHumanId}`);
  });
});
