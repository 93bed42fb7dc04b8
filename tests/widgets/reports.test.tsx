import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchResolved } from '../../src/app/api/client';
import ReportsPage from '../../src/app/reports/ReportsPage';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), fetchResolved: vi.fn() }));

const expiring = (days: string) => ({
  policies: [{ policy_Reference_Id: 'p1', carrier_Issued_Policy_Id: `EXP-${days}`, insured_Name: 'Anvil Co', market_Name: 'Travelers', lines: 'General Liability', effective_Date: '2026-01-05', expiration_Date: '2027-01-05', actual_Premium: 1234.5 }],
  count: 1, current_Page: 1, last_Page: 1,
});

function renderReports() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/report']}><ReportsPage /></MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
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
});
