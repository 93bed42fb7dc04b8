import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchResolved } from '../../src/app/api/client';
import { GlobalSearch } from '../../src/app/globalSearch/GlobalSearch';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), fetchResolved: vi.fn() }));

const results = [
  { kind: 'humans', count: 7, rows: [{ reference_Id: 'h1', first_Name: 'Ana', middle_Name: null, last_Name: 'Lopez' }] },
  { kind: 'entities', count: 0, rows: [] },
  { kind: 'opportunities', count: 1, rows: [{ opportunity_Reference_Id: 'o1', name: 'Anvil Co', stage_Label: 'Prospect', stage_Key: 'prospect', opportunity_Description: null }] },
  { kind: 'policies', count: 1, rows: [{ policy_Reference_Id: 'p1', carrier_Issued_Policy_Id: 'AN-100', insured_Name: 'Anvil Co', market_Name: 'Travelers' }] },
  { kind: 'files', count: 1, rows: [{ file_Reference_Id: 'f1', name: 'Anvil loss run.pdf', related_To_Name: 'Anvil Co' }] },
];

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search + location.hash}</output>;
}

function renderSearch() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <button type="button">elsewhere</button>
        <GlobalSearch />
        <Routes><Route path="*" element={<Where />} /></Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  vi.mocked(fetchResolved).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => ({ results: new URL(path, 'http://x').searchParams.get('search') === 'zz' ? results.map((r) => ({ ...r, count: 0, rows: [] })) : results }));
});

describe('the global search', () => {
  it("takes the focus on '/', searches after 2 characters and groups the results by kind, each opening its record", async () => {
    renderSearch();
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await userEvent.keyboard('/');
    const box = screen.getByRole('textbox', { name: 'Search everything' });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-keyshortcuts')).toBe('/');
    await userEvent.type(box, 'a');
    expect(box).toHaveProperty('value', 'a');
    await userEvent.type(box, 'n');
    const found = await screen.findByRole('region', { name: 'Search results' });
    expect(vi.mocked(fetchResolved)).toHaveBeenCalledWith('/v1/search?search=an');
    expect(within(found).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Humans (7)', 'Opportunities (1)', 'Policies (1)', 'Files (1)']);
    expect(within(found).getByRole('link', { name: /Ana Lopez/ }).getAttribute('href')).toBe('/human/h1');
    expect(within(found).getByRole('link', { name: 'See all 7 Humans' }).getAttribute('href')).toBe('/human?search=an');
    expect(within(found).getByRole('link', { name: /Anvil Co\s*Prospect/ }).getAttribute('href')).toBe('/opportunity/o1#step-gathering-info=prospect');
    expect(within(found).getByRole('link', { name: /Anvil loss run\.pdf/ }).getAttribute('href')).toBe('/files?search=an&file=f1');
    await userEvent.click(within(found).getByRole('link', { name: /AN-100\s*Anvil Co · Travelers/ }));
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/policy/p1');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
  });

  it("walks the results with the arrows, closes on Escape, and says 'No results found'", async () => {
    renderSearch();
    const box = screen.getByRole('textbox', { name: 'Search everything' });
    await userEvent.type(box, 'an');
    const found = await screen.findByRole('region', { name: 'Search results' });
    await within(found).findByRole('link', { name: /Ana Lopez/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Ana Lopez');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('See all 7 Humans');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    expect(document.activeElement).toBe(box);
    await userEvent.clear(box);
    await userEvent.type(box, 'zz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });
});
