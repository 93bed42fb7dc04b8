import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import EarlyCloseDialog from '../../src/app/opportunities/detail/EarlyCloseDialog';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { opportunityQuotes } from './fixtures/answers/get-oportunity-submission-quotes';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const lines = [
  { line_Of_Business_Id: 'gl', name: 'General Liability', market_Reference_Id: null, market_Name: null, selected_Premium: null },
  { line_Of_Business_Id: 'cp', name: 'Commercial Property', market_Reference_Id: null, market_Name: null, selected_Premium: null },
];
const quotes = opportunityQuotes([
  { id: 'q1', market: 'm1', marketName: 'Keystone', version: 'v1', code: '1', versionName: 'Base', line: 'gl', premium: 4000.1 },
  { id: 'q2', market: 'm2', marketName: 'Blue Harbor', version: 'v2', code: '1', versionName: 'Base', line: 'cp', premium: 6000.2 },
]);
const opportunity = { opportunity_Reference_Id: 'o1', irys_Case_Reference_Id: 'c1', version: 4 };

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path.startsWith('/v1/oportunity/submission/quotes?opportunity_Reference_Id=o1')) return quotes;
    if (path.startsWith('/v1/opportunity?opportunity_Reference_Id=o1')) return { opportunity: [{ line_Of_Business: lines }] };
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Opportunity closed', resolved: {} });
});

function renderDialog() {
  const onClose = vi.fn();
  const onClosed = vi.fn();
  render(<ToastProvider><EarlyCloseDialog opportunity={opportunity} onClose={onClose} onClosed={onClosed} /></ToastProvider>);
  return { onClose, onClosed };
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const sent = () => vi.mocked(api).mock.calls[0][1]!.body as Record<string, unknown>;

describe('the early close dialog', () => {
  it('asks the results; Save waits for a Win choice; No declines every line with the reason applied to all', async () => {
    const { onClosed } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'What are the results of the Opportunity?' });
    await within(dialog).findByRole('group', { name: 'Did You Win This Opportunity?' });
    expect(save().disabled).toBe(true);
    await userEvent.click(within(screen.getByRole('group', { name: 'Did You Win This Opportunity?' })).getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('heading', { name: 'Lines of Business Rejected' })).toBeTruthy();
    expect(save().disabled).toBe(false);
    const reasons = screen.getByRole('combobox', { name: 'General Liability' });
    expect(within(reasons).getAllByRole('option')).toHaveLength(14);
    await userEvent.selectOptions(reasons, 'Outsold (Went With Competitor)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
    expect((screen.getByRole('combobox', { name: 'Commercial Property' }) as HTMLSelectElement).value).toBe('outsold');
    await userEvent.click(within(screen.getByRole('group', { name: 'follow up next year' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(save());
    expect(api).toHaveBeenCalledWith('/v1/opportunity/close', expect.objectContaining({ method: 'PUT' }));
    expect(sent()).toEqual({
      opportunity_Reference_Id: 'o1', irys_Case_Reference_Id: 'c1', version: 4, is_Won: false, is_FollowUpNextYear: true, actual_Premium: 0, actual_Revenue: 0,
      lob_Selected: [{ lob_Reference_Id: 'gl', client_Decline_Reason: 'outsold' }, { lob_Reference_Id: 'cp', client_Decline_Reason: 'outsold' }],
    });
    expect(onClosed).toHaveBeenCalled();
  });

  it('Yes: the won lines with their quoted premiums, Select All and the summed Total Premium', async () => {
    renderDialog();
    await userEvent.click(within(await screen.findByRole('group', { name: 'Did You Win This Opportunity?' })).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Add Won Lines of Business' })).toBeTruthy();
    expect(save().disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect((screen.getByRole('textbox', { name: 'Total Premium' }) as HTMLInputElement).value).toBe('$10,000.30');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Premium Commercial Property Blue Harbor' }));
    expect((screen.getByRole('checkbox', { name: 'Commercial Property Blue Harbor' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Commercial Property Blue Harbor' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Total Revenue' }), '1,500.25');
    await userEvent.click(save());
    expect(sent()).toMatchObject({
      is_Won: true, is_FollowUpNextYear: false, actual_Premium: 4000.1, actual_Revenue: 1500.25,
      lob_Selected: [{ lob_Reference_Id: 'gl', market_Reference_Id: 'm1', selected_Premium: 4000.1, quote_Reference_Id: 'q1', line_Of_Business_Name: 'General Liability' }],
    });
  });

  it('Yes without a line saves on both totals above zero; the server\'s refusal is shown', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(409, 'Please complete Open Tasks before closing the Opportunity'));
    const { onClosed } = renderDialog();
    await userEvent.click(within(await screen.findByRole('group', { name: 'Did You Win This Opportunity?' })).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Total Premium' }), '900');
    expect(save().disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Total Revenue' }), '90');
    expect(save().disabled).toBe(false);
    await userEvent.click(save());
    expect(await screen.findByText('Please complete Open Tasks before closing the Opportunity')).toBeTruthy();
    expect(onClosed).not.toHaveBeenCalled();
  });

  it("says 'Failed fetching data' when its data cannot be read", async () => {
    vi.mocked(fetchResolved).mockRejectedValue(new Error('down'));
    const { onClose } = renderDialog();
    expect(await screen.findByText('Failed fetching data')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
