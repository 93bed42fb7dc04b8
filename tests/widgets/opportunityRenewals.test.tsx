import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, fetchResolved } from '../../src/app/api/client';
import OpportunityRenewals from '../../src/app/opportunities/OpportunityRenewals';
import RenewalsDue from '../../src/app/opportunities/RenewalsDue';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const due = (id: string, days: number) => ({
  policy_Reference_Id: id, carrier_Issued_Policy_Id: `POL-${id}`, insured_Name: 'Carter Logistics', market_Name: 'Granite Mutual', expiration_Date: '2026-12-20',
  days_Left: days, actual_Premium: 1200, lob_Data: [{ line_Of_Business_Name: 'General Liability', icon: 'shield' }],
});
let rows: Record<number, unknown[]>;
let finish: (value: unknown) => void;

beforeEach(() => {
  rows = { 30: [due('a', 12)], 60: [due('a', 12), due('b', 45)], 90: [due('a', 12), due('b', 45)], 120: [due('a', 12), due('b', 45)] };
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith(['opportunity-admin', 'policy-admin']);
    const days = Number(new URL(path, 'http://x').searchParams.get('days'));
    return { renewals: rows[days], count: rows[days].length, current_Page: 1, last_Page: 1 };
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockImplementation(() => new Promise((resolve) => (finish = resolve as (value: unknown) => void)));
});

function renderAt(path: string, page = <OpportunityRenewals />) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <SessionProvider fallback={null}>{page}</SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the renewals view', () => {
  it('lists the policies due in the window asked, and another window when chosen', async () => {
    renderAt('/opportunity/renewals?days=60');
    expect(await screen.findByText('POL-b')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '60 days' })).toHaveProperty('checked', true);
    const row = screen.getByText('POL-a').closest('tr')!;
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('12/20/2026')).toBeTruthy();
    expect(within(row).getByText('$1,200.00')).toBeTruthy();
    expect(within(row).getByTitle('General Liability')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'POL-a' }).getAttribute('href')).toBe('/policy/a');
    await userEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(screen.queryByText('POL-b')).toBeNull());
  });

  it('starts the window\'s renewals in one step, saying so while it runs, then what it started', async () => {
    renderAt('/opportunity/renewals?days=60');
    await screen.findByText('POL-b');
    await userEvent.click(screen.getByRole('button', { name: 'Start renewals' }));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/renewals/start', { method: 'POST', body: { days: 60 } });
    expect(screen.getByRole('progressbar', { name: 'Starting 2 renewals...' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start renewals' })).toHaveProperty('disabled', true);
    rows[60] = [];
    finish({ responseCode: 200, responseMessage: '2 renewal opportunities started', resolved: { count: 2, opportunity_Reference_Ids: ['o1', 'o2'] } });
    expect(await screen.findByText('2 renewal opportunities started')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByText('No records available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start renewals' })).toHaveProperty('disabled', true);
  });

  it('beside the list: the renewals due in each window, each linking to its view', async () => {
    renderAt('/opportunity', <RenewalsDue />);
    const link = await screen.findByRole('link', { name: '2 in the next 60 days' });
    expect(link.getAttribute('href')).toBe('/opportunity/renewals?days=60');
    expect(await screen.findByRole('link', { name: '1 in the next 30 days' })).toBeTruthy();
  });
});
