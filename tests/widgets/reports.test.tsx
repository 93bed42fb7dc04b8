import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchResolved } from '../../src/app/api/client';
import ReportsPage from '../../src/app/reports/ReportsPage';
import { SessionProvider } from '../../src/app/session/session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), fetchResolved: vi.fn() }));

const expiring = (days: string) => ({
  policies: [{ policy_Reference_Id: 'p1', carrier_Issued_Policy_Id: `EXP-${days}`, insured_Name: 'Anvil Co', market_Name: 'Travelers', lines: 'General Liability', effective_Date: '2026-01-05', expiration_Date: '2027-01-05', actual_Premium: 1234.5 }],
  count: 1, current_Page: 1, last_Page: 1,
});

const session = (scopes: string[]) => ({ user: { id: 'u1', email: 'admin@harbor.test', first_Name: 'Ada', last_Name: 'Admin' }, current_Tenant_Id: 't1', accounts: [], userScopes: scopes });
let scopes = ['policy-view', 'opportunity-view'];

function renderReports() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/report']}><SessionProvider fallback={null}><ReportsPage /></SessionProvider></MemoryRouter>
    </SWRConfig>,
  );
}

const month = (m: string, figures: Record<string, number | null>) => ({ month: m, from: `${m}-01`, to: `${m}-28`, ...figures });
const retention = (months: number) => ({
  from: '2026-09-01', to: '2026-11-30',
  months: [
    month('2026-09', { expiring: 4, renewed: 3, in_Progress: 0, lost: 1, not_Started: 0, retention_Rate: 75, premium_Expiring: 4000, premium_Renewed: 3000 }),
    month('2026-10', { expiring: 0, renewed: 0, in_Progress: 0, lost: 0, not_Started: 0, retention_Rate: null, premium_Expiring: 0, premium_Renewed: 0 }),
    month('2026-11', { expiring: 2, renewed: 0, in_Progress: 1, lost: 0, not_Started: 1, retention_Rate: 0, premium_Expiring: 1500.5, premium_Renewed: 0 }),
  ].slice(-months),
  total: { expiring: 6, renewed: 3, in_Progress: 1, lost: 1, not_Started: 1, retention_Rate: 50, premium_Expiring: 5500.5, premium_Renewed: 3000 },
});
const conversion = { from: '2026-09-01', to: '2026-11-30', months: [month('2026-11', { created: 8, won: 2, lost: 2, open: 4, conversion_Rate: 25, win_Rate: 50, premium_Won: 9000 })], total: { created: 8, won: 2, lost: 2, open: 4, conversion_Rate: 25, win_Rate: 50, premium_Won: 9000 } };

beforeEach(() => {
  scopes = ['policy-view', 'opportunity-view'];
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return session(scopes);
    if (path.startsWith('/v1/report/retention')) return retention(Number(new URL(path, 'http://x').searchParams.get('months')) === 3 ? 1 : 3);
    if (path.startsWith('/v1/report/conversion')) return conversion;
    if (path === '/v1/report/book-of-business') return { book: [{ line: 'General Liability', carrier: 'Travelers', policies: 3, premium: 4500.25 }] };
    if (path === '/v1/report/production') {
      return { from: '2025-07-01', to: '2026-06-30', producers: [
        { producer: 'Ada Admin', policies: 5, new_Business: 3, renewals: 2, premium: 12000, commission: 1200.5 },
        { producer: null, policies: 1, new_Business: 1, renewals: 0, premium: 500, commission: 50 },
      ] };
    }
    return expiring(new URL(path, 'http://x').searchParams.get('days')!);
  });
});

describe('the reports page', () => {
  it('shows the book of business and the expiring policies, each with its CSV export; another window asks again', async () => {
    renderReports();
    const book = await screen.findByRole('region', { name: 'Book of business' });
    expect(await within(book).findByRole('row', { name: 'General Liability Travelers 3 $4,500.25' })).toBeTruthy();
    expect(within(book).getByRole('link', { name: 'Export Book of business as CSV' }).getAttribute('href')).toBe('/v1/report/book-of-business/csv');
    const soon = screen.getByRole('region', { name: 'Expiring policies' });
    expect((await within(soon).findByRole('link', { name: 'EXP-30' })).getAttribute('href')).toBe('/policy/p1');
    expect(within(soon).getByRole('row', { name: /EXP-30 Anvil Co Travelers General Liability 01\/05\/2026 01\/05\/2027 \$1,234\.50/ })).toBeTruthy();
    await userEvent.click(within(soon).getByRole('radio', { name: '90 days' }));
    expect(await within(soon).findByRole('link', { name: 'EXP-90' })).toBeTruthy();
    expect(within(soon).getByRole('link', { name: 'Export Expiring policies as CSV' }).getAttribute('href')).toBe('/v1/report/expiring/csv?days=90');
  });

  it('shows production by producer with its CSV and PDF exports, and the book of business as PDF', async () => {
    renderReports();
    const production = await screen.findByRole('region', { name: 'Production by Producer' });
    expect(await within(production).findByRole('row', { name: 'Ada Admin 5 3 2 $12,000.00 $1,200.50' })).toBeTruthy();
    expect(within(production).getByRole('row', { name: 'No producer 1 1 0 $500.00 $50.00' })).toBeTruthy();
    expect(within(production).getByRole('link', { name: 'Export Production by Producer as CSV' }).getAttribute('href')).toBe('/v1/report/production/csv');
    expect(within(production).getByRole('link', { name: 'Export Production by Producer as PDF' }).getAttribute('href')).toBe('/v1/report/production/pdf');
    expect(within(screen.getByRole('region', { name: 'Book of business' })).getByRole('link', { name: 'Export Book of business as PDF' }).getAttribute('href')).toBe('/v1/report/book-of-business/pdf');
  });

  it("says a failed report with Retry, and an empty one with the list's empty text", async () => {
    vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
      if (path === '/v1/auth/session') return session(scopes);
      if (path.startsWith('/v1/report/retention')) return retention(3);
      if (path.startsWith('/v1/report/conversion')) return conversion;
      if (path === '/v1/report/book-of-business') throw new ApiError(500, 'down');
      return { policies: [], count: 0, current_Page: 1, last_Page: 1 };
    });
    renderReports();
    const book = await screen.findByRole('region', { name: 'Book of business' });
    expect((await within(book).findByRole('alert')).textContent).toContain('This report could not be loaded.');
    expect(await within(screen.getByRole('region', { name: 'Expiring policies' })).findByText('No records available')).toBeTruthy();
    vi.mocked(fetchResolved).mockResolvedValue({ book: [{ line: 'Cyber', carrier: 'Chubb', policies: 1, premium: 10 }] });
    await userEvent.click(within(book).getByRole('button', { name: 'Retry' }));
    expect(await within(book).findByRole('row', { name: 'Cyber Chubb 1 $10.00' })).toBeTruthy();
  });

  it('shows renewals and retention by month with its total, a chart of the rate with its text alternative; the filters ask again and follow into the exports', async () => {
    renderReports();
    const report = await screen.findByRole('region', { name: 'Renewals and Retention' });
    expect(await within(report).findByRole('row', { name: 'Sep 2026 4 3 0 1 0 75.0 $4,000.00 $3,000.00' })).toBeTruthy();
    expect(within(report).getByRole('row', { name: 'Oct 2026 0 0 0 0 0 $0.00 $0.00' })).toBeTruthy();
    expect(within(report).getByRole('row', { name: 'Total 6 3 1 1 1 50.0 $5,500.50 $3,000.00' })).toBeTruthy();
    expect(within(report).getByRole('img').getAttribute('aria-label')).toBe('Retention % by month: Sep 2026 75.0 %, Oct 2026 none, Nov 2026 0.0 %.');
    expect(within(report).getByRole('link', { name: 'Export Renewals and Retention as CSV' }).getAttribute('href')).toBe('/v1/report/retention/csv?months=12');
    await userEvent.click(within(report).getByRole('radio', { name: 'Last 3 months' }));
    await userEvent.selectOptions(within(report).getByRole('combobox', { name: 'Business' }), 'Renewals');
    expect(vi.mocked(fetchResolved)).toHaveBeenCalledWith('/v1/report/retention?months=3&business=renewal');
    await waitFor(() => expect(within(report).queryByRole('row', { name: /^Sep 2026/ })).toBeNull());
    expect(within(report).getByRole('link', { name: 'Export Renewals and Retention as PDF' }).getAttribute('href')).toBe('/v1/report/retention/pdf?months=3&business=renewal');
  });

  it('shows pipeline conversion to those who may view opportunities, and not to others', async () => {
    renderReports();
    const report = await screen.findByRole('region', { name: 'Pipeline Conversion' });
    expect(await within(report).findByRole('row', { name: 'Nov 2026 8 2 2 4 25.0 50.0 $9,000.00' })).toBeTruthy();
    cleanup();
    scopes = ['policy-view'];
    renderReports();
    await screen.findByRole('region', { name: 'Renewals and Retention' });
    expect(screen.queryByRole('region', { name: 'Pipeline Conversion' })).toBeNull();
  });

  it('keeps a window chosen while the expiring policies first load, whichever answer comes last', async () => {
    let answerFirst: (v: unknown) => void = () => {};
    const base = vi.mocked(fetchResolved).getMockImplementation()!;
    vi.mocked(fetchResolved).mockImplementation((path: string, ...rest) => (path.startsWith('/v1/report/expiring?days=30') ? new Promise((resolve) => { answerFirst = resolve; }) : base(path, ...rest)));
    renderReports();
    const soon = await screen.findByRole('region', { name: 'Expiring policies' });
    await userEvent.click(within(soon).getByRole('radio', { name: '120 days' }));
    expect(await within(soon).findByRole('link', { name: 'EXP-120' })).toBeTruthy();
    answerFirst(expiring('30'));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(soon).queryByRole('link', { name: 'EXP-30' })).toBeNull();
    expect(within(soon).getByRole('link', { name: 'EXP-120' })).toBeTruthy();
    expect((within(soon).getByRole('radio', { name: '120 days' }) as HTMLInputElement).checked).toBe(true);
  });
});
