import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import ProposalDialog from '../../src/app/opportunities/detail/ProposalDialog';
import Proposals from '../../src/app/opportunities/detail/Proposals';
import { ToastProvider } from '../../src/engine/react/Toasts';
import type { GetProposalLobQuotesAnswer } from '../../src/generated';
import { opportunityQuotes, type QuoteSpec } from './fixtures/answers/get-oportunity-submission-quotes';
import { opportunityProposals } from './fixtures/answers/get-opportunity-proposal';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const quote = (id: string, market: string, version: string, code: string, line: string, premium: number): QuoteSpec => ({
  id, market, marketName: market === 'm1' ? 'Keystone' : 'Blue Harbor', version, code, versionName: code === '1' ? 'Base' : 'Option B', line, premium,
});
const [a1, a2, h1] = [quote('a1', 'm1', 'v1', '1', 'auto', 1000), quote('a2', 'm1', 'v2', '2', 'auto', 900), quote('h1', 'm2', 'v3', '1', 'home', 2000.1)];
const lob: GetProposalLobQuotesAnswer['lob'] = [
  { line_Of_Business_Id: 'auto', line_Of_Business_Name: 'Personal Auto', quotes: opportunityQuotes([a1, a2]).quote },
  { line_Of_Business_Id: 'home', line_Of_Business_Name: 'Homeowners', quotes: opportunityQuotes([h1]).quote },
];
const proposals = opportunityProposals([{ id: 'p1', name: 'Best options', status: 'not_Delivered', statusLabel: 'Not Delivered', version: 1, quotes: [a2, h1] }]).proposal;

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path.startsWith('/v1/proposal/lob/quotes?opportunity_Reference_Id=o1')) return { lob };
    if (path.startsWith('/v1/opportunity/proposal?opportunity_Reference_Id=o1')) return { proposal: proposals };
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Proposal saved', resolved: {} });
});

const wrap = (children: React.ReactNode) => render(
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <MemoryRouter><ToastProvider>{children}</ToastProvider></MemoryRouter>
  </SWRConfig>,
);
const box = (market: string, version: string, line: RegExp) =>
  within(within(screen.getByRole('region', { name: market })).getByRole('group', { name: version })).getByRole('checkbox', { name: line }) as HTMLInputElement;

describe('the proposal dialog', () => {
  it('groups the quotes by market and version, a line without a quote there disabled, one version per line; a new one is Not Delivered', async () => {
    const onSaved = vi.fn();
    wrap(<ProposalDialog opportunityId="o1" onClose={vi.fn()} onSaved={onSaved} />);
    await screen.findByRole('dialog', { name: 'Add Proposal' });
    // the quotes come after the dialog: their markets' regions once loaded
    await screen.findByRole('region', { name: 'Keystone' });
    expect(box('Keystone', 'Version 1 Base', /Homeowners/).disabled).toBe(true);
    await userEvent.click(box('Keystone', 'Version 1 Base', /Personal Auto/));
    await userEvent.click(box('Keystone', 'Version 2 Option B', /Personal Auto/));
    expect(box('Keystone', 'Version 1 Base', /Personal Auto/).checked).toBe(false);
    await userEvent.click(box('Blue Harbor', 'Version 1 Base', /Homeowners/));
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Proposal Name' }), 'Best options');
    await userEvent.click(save);
    expect(api).toHaveBeenCalledWith('/v1/opportunity/proposal/create', { method: 'POST', body: { opportunity_Reference_Id: 'o1', name: 'Best options', quote_Reference_Id: ['a2', 'h1'], status: 'not_Delivered' } });
    expect(onSaved).toHaveBeenCalled();
  });

  it("edits a proposal's quotes (added and taken out); a failed save says 'Proposal couldn't be saved. Please try again.'", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(400, 'Invalid', [{ field: '/to_Add_Quote/0', message: 'Choose one version per line of business: Personal Auto is chosen twice' }]));
    const onSaved = vi.fn();
    wrap(<ProposalDialog opportunityId="o1" proposal={proposals[0]} onClose={vi.fn()} onSaved={onSaved} />);
    await screen.findByRole('dialog', { name: 'Edit Proposal' });
    // the quotes come after the dialog: their markets' regions once loaded
    await screen.findByRole('region', { name: 'Keystone' });
    expect(box('Keystone', 'Version 2 Option B', /Personal Auto/).checked).toBe(true);
    await userEvent.click(box('Keystone', 'Version 1 Base', /Personal Auto/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/proposal/update', { method: 'PUT', body: { proposal_Reference_Id: 'p1', version: 1, to_Update: { name: 'Best options' }, to_Add_Quote: ['a1'], to_Retire_Quote: ['a2'] } });
    expect(await screen.findByText("Proposal couldn't be saved. Please try again.")).toBeTruthy();
    expect(screen.getByText('Choose one version per line of business: Personal Auto is chosen twice')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the proposals with their status; Mark as Delivered delivers one and has the page read again', async () => {
    const onChanged = vi.fn();
    wrap(<Proposals opportunityId="o1" canEdit onChanged={onChanged} />);
    expect(await screen.findByText('Not Delivered')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Delivered Best options' }));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/proposal/update', { method: 'PUT', body: { proposal_Reference_Id: 'p1', version: 1, to_Update: { status: 'delivered' } } });
    expect(onChanged).toHaveBeenCalled();
  });
});
