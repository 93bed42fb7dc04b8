import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import humanList from '../../screens/lists/human.list.json';
import policyList from '../../screens/lists/policy.list.json';
import opportunityList from '../../screens/lists/opportunity.list.json';
import messages from '../../screens/messages.json';
import type { ListManifest } from '../../src/engine/core/screenManifests';
import { displayRegistry } from '../../src/displays/registry';
import { ListScreen } from '../../src/engine/react/ListScreen';

const ada = { reference_Id: 'a1', version: 1, first_Name: 'Ada', last_Name: 'Lovelace', dob: '1815-12-10', profile_Image: null };
const pageOf = (path: string) => (path.startsWith('/v1/humans') ? { humans: [ada], count: 1, current_Page: 1, last_Page: 6 } : { policies: [], opportunities: [], count: 0, current_Page: 1, last_Page: 21 });

function renderList(manifest: unknown, fetcher: (path: string) => Promise<unknown>) {
  const props = { texts: messages, displays: displayRegistry, allowed: () => true, fetcher, call: vi.fn(), navigate: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } };
  const ui = (m: unknown) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={m as ListManifest} {...props} />
    </SWRConfig>
  );
  const view = render(ui(manifest));
  return { show: (m: unknown) => view.rerender(ui(m)) };
}

describe('a list keeps its own page, search and sort', () => {
  it('opens the next list on page 1, in its own default sort, with no search, when the same screen shows another list', async () => {
    const fetcher = vi.fn(async (path: string) => pageOf(path));
    const list = renderList(policyList, fetcher);
    await screen.findByText('Page 1 of 21');
    await userEvent.type(screen.getByRole('searchbox'), 'Tidewater');
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringContaining('search=Tidewater')));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringContaining('page=2')));

    list.show(opportunityList);
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith('/v1/opportunity/search?page=1&limit=15&sort=desc&sortKey=created_At'));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('Page 1 of 21')).toBeTruthy();

    list.show(humanList);
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith('/v1/humans/search?page=1&limit=15&sort=asc&sortKey=name'));
    expect(await screen.findByText('Page 1 of 6')).toBeTruthy();
    expect(fetcher.mock.calls.some(([path]) => path.startsWith('/v1/opportunity') && path.includes('effective_Date'))).toBe(false);
  });
});

describe('a list that fails to load', () => {
  it('says that it failed and offers Retry, not an empty list; Retry shows the rows', async () => {
    let fail = true;
    const fetcher = vi.fn(async (path: string) => {
      if (fail) throw Object.assign(new Error('Invalid query parameters: sortKey'), { status: 400 });
      return pageOf(path);
    });
    renderList(humanList, fetcher);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(messages.firstDay.listFailed);
    expect(screen.queryByText('No records available')).toBeNull();
    expect(screen.queryByText(/Page \d+ of/)).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: messages.firstDay.retry }));
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Page 1 of 6')).toBeTruthy();
  });

  it('does not keep showing the rows of the last good load when a later load fails', async () => {
    const fetcher = vi.fn(async (path: string) => {
      if (path.includes('page=2')) throw Object.assign(new Error('down'), { status: 503 });
      return pageOf(path);
    });
    renderList(humanList, fetcher);
    await screen.findByText('Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.firstDay.listFailed);
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });
});
