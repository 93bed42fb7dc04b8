import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchResolved } from '../../src/app/api/client';
import DashboardPage from '../../src/app/dashboard/DashboardPage';
import type { DashboardFigures } from '../../src/app/dashboard/figures';
import { day } from '../setup/days';
import { figures } from './fixtures/answers/get-knowi-dashboard-user';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), fetchResolved: vi.fn() }));

function renderDashboard() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <DashboardPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  vi.mocked(fetchResolved).mockReset();
});

describe('the dashboard', () => {
  it('shows a spinner while the figures load, then tiles linking to the lists they count', async () => {
    let answer!: (value: DashboardFigures) => void;
    vi.mocked(fetchResolved).mockReturnValue(new Promise((resolve) => { answer = resolve as typeof answer; }));
    renderDashboard();
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    answer(figures());
    const overdue = await screen.findByRole('link', { name: /Overdue tasks\s*3/ });
    expect(vi.mocked(fetchResolved)).toHaveBeenCalledWith('/v1/knowi/dashboard/user?dashboard_Code=main');
    expect(overdue.getAttribute('href')).toBe(`/activity?activity_Type=task&due_Date_To=${day(-1)}`);
    expect(screen.getByRole('link', { name: /Tasks due today\s*2/ }).getAttribute('href')).toBe(`/activity?activity_Type=task&due_Date_From=${day(0)}&due_Date_To=${day(0)}`);
    expect(screen.getByRole('link', { name: /Open cases\s*4/ }).getAttribute('href')).toBe('/activity?activity_Type=case');
    expect(screen.getByRole('link', { name: /Renewals due: Within 60 days\s*5\s*\$8,000\.50/ }).getAttribute('href')).toBe('/opportunity/renewals?days=60');
  });

  it('draws each chart with its title, a text alternative and its table, each row opening its filtered list', async () => {
    vi.mocked(fetchResolved).mockResolvedValue(figures());
    renderDashboard();
    const written = await screen.findByRole('region', { name: 'Written premium by month' });
    expect(within(written).getByRole('link', { name: 'Written premium by month' }).getAttribute('href')).toBe('/policy?is_Written=true&effective_Date_From=2026-01-01&effective_Date_To=2026-12-31');
    expect(within(written).getByRole('img').getAttribute('aria-label'))
      .toBe('Written premium by month, premium and count: Feb 2026 $2,500.00 (2), Mar 2026 $0.00 (0), Apr 2026 $1,000.25 (1).');
    const table = within(written).getByRole('table', { name: 'Written premium by month' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Count', 'Premium']);
    const april = within(table).getByRole('row', { name: /Apr 2026/ });
    expect(within(april).getByRole('link').getAttribute('href')).toBe('/policy?is_Written=true&effective_Date_From=2026-04-01&effective_Date_To=2026-04-28');
    expect(within(april).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '$1,000.25']);

    const business = screen.getByRole('region', { name: 'New business vs renewals' });
    expect(within(business).getByRole('link', { name: 'Renewals' }).getAttribute('href')).toBe('/policy?is_Written=true&is_Renewal=true&effective_Date_From=2026-01-01&effective_Date_To=2026-12-31');
    expect(within(screen.getByRole('region', { name: 'Pipeline by stage' })).getByRole('link', { name: 'Proposed' }).getAttribute('href')).toBe('/opportunity?stage=proposed');
    expect(within(screen.getByRole('region', { name: 'Top carriers' })).getByRole('link', { name: 'Travelers' }).getAttribute('href')).toBe('/market/m1');
  });

  it("says the list's empty text for a chart with nothing counted, and leaves out a tile the user may not view", async () => {
    vi.mocked(fetchResolved).mockResolvedValue({ ...figures(), my_Tasks: null, top_Carriers: null });
    renderDashboard();
    const mine = await screen.findByRole('region', { name: 'My opportunities by stage' });
    expect(within(mine).getByText('No records available')).toBeTruthy();
    expect(within(mine).queryByRole('table')).toBeNull();
    expect(within(mine).getByRole('link', { name: 'My opportunities by stage' }).getAttribute('href')).toBe('/opportunity?is_Mine=true');
    expect(screen.queryByRole('link', { name: /Overdue tasks/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Top carriers' })).toBeNull();
    expect(screen.getByRole('link', { name: /Open cases/ })).toBeTruthy();
  });

  it('says a failed load as such, and Retry asks again', async () => {
    vi.mocked(fetchResolved).mockRejectedValueOnce(new ApiError(500, 'Something went wrong')).mockResolvedValue(figures());
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The dashboard could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Open cases\s*4/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
