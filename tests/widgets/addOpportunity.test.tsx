import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/app/api/client';
import AddOpportunity from '../../src/app/opportunities/AddOpportunity';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn() }));

const insuredId = '5d3f1f8e-2c4b-4a8e-9f0a-7b6c5d4e3f21';
const policy = (id: string, number: string) => ({
  policy_Reference_Id: id, carrier_Issued_Policy_Id: number, market_Name: 'Granite Mutual', effective_Date: '2026-01-15', expiration_Date: '2027-01-15',
  actual_Premium: 2500.5, line_Of_Business: [{ line_Of_Business_Name: 'General Liability', icon: 'shield' }],
});
let policies: unknown[];
let renewal: () => Promise<unknown>;

beforeEach(() => {
  policies = [policy('p1', 'POL-100'), policy('p2', 'POL-200')];
  renewal = async () => ({ resolved: { opportunity_Reference_Id: 'o9' } });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(async (path: string) => {
    if (path.startsWith('/v1/lookup/entity-human')) return { responseCode: 200, responseMessage: 'Success', resolved: { results: [{ type: 'Entity', from_Id: insuredId, name: 'Carter Logistics' }] } };
    if (path === '/v1/policies/entity') return { responseCode: 200, responseMessage: 'Success', resolved: { policies_For_Entity: policies } };
    if (path === '/v1/opportunity/renewal') return renewal() as never;
    throw new Error(`unexpected ${path}`);
  });
});

function Where() {
  const { pathname, hash } = useLocation();
  return <output aria-label="where">{pathname + hash}</output>;
}

function renderFlow() {
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/opportunity']}>
      <ToastProvider>
        <AddOpportunity onClose={onClose} />
        <Where />
      </ToastProvider>
    </MemoryRouter>,
  );
  return onClose;
}
const where = () => screen.getByLabelText('where').textContent;

describe('adding an opportunity', () => {
  it('asks the type: Next waits for a choice; New goes to /opportunity/add; Cancel closes', async () => {
    const onClose = renderFlow();
    expect(screen.getByRole('dialog', { name: 'Opportunity Type' })).toBeTruthy();
    expect(screen.getByText('Select Opportunity Type to add')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/opportunity');
    await userEvent.click(screen.getByRole('radio', { name: 'New' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where()).toBe('/opportunity/add');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Renewal: finds the insured after 3 characters, lists its policies; Next waits for a tick, then creates the renewal and opens it', async () => {
    renderFlow();
    await userEvent.click(screen.getByRole('radio', { name: 'Renewal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Search for an insured and select the desired Policy to renew.')).toBeTruthy();
    const search = screen.getByRole('combobox', { name: 'Insured' });
    await userEvent.type(search, 'Ca');
    await new Promise((r) => setTimeout(r, 500));
    expect(api).not.toHaveBeenCalled();
    await userEvent.type(search, 'r');
    await userEvent.click(await screen.findByRole('option', { name: 'Carter Logistics' }));
    expect(vi.mocked(api).mock.calls[0][0]).toBe('/v1/lookup/entity-human?search=Car&limit=100');
    expect(await screen.findByText('POL-100')).toBeTruthy();
    expect(vi.mocked(api)).toHaveBeenCalledWith('/v1/policies/entity', expect.objectContaining({ body: expect.objectContaining({ entity_Reference_Id: insuredId, policies: 'all', show_Deleted_Policies: false }) }));
    const row = screen.getByText('POL-100').closest('tr')!;
    expect(row.textContent).toContain('Granite Mutual');
    expect(row.textContent).toContain('01/15/2026');
    expect(row.textContent).toContain('01/15/2027');
    expect(row.textContent).toContain('$2,500.50');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Select', 'Policy', 'Market', 'Line of Business', 'Effective Date', 'Expiration Date', 'Premium']);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Renew POL-200' }));
    expect(next).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Renew POL-200' }));
    expect(next).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Renew POL-100' }));
    await userEvent.click(next);
    await waitFor(() => expect(where()).toBe('/opportunity/o9#step-gathering-info=suspect'));
    expect(vi.mocked(api)).toHaveBeenCalledWith('/v1/opportunity/renewal', { method: 'POST', body: { policy_Reference_Id: ['p1'] } });
  });

  it("says 'No Policies yet' for an insured without policies", async () => {
    policies = [];
    renderFlow();
    await userEvent.click(screen.getByRole('radio', { name: 'Renewal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Insured' }), 'Carter');
    await userEvent.click(await screen.findByRole('option', { name: 'Carter Logistics' }));
    expect(await screen.findByText('No Policies yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal when the renewal cannot start, and stays", async () => {
    renewal = async () => { throw new ApiError(409, 'Policy POL-100 already has a renewal opportunity'); };
    renderFlow();
    await userEvent.click(screen.getByRole('radio', { name: 'Renewal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Insured' }), 'Carter');
    await userEvent.click(await screen.findByRole('option', { name: 'Carter Logistics' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Renew POL-100' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Policy POL-100 already has a renewal opportunity')).toBeTruthy();
    expect(where()).toBe('/opportunity');
  });
});
