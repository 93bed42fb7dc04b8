import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/lists/human.list.json';
import messages from '../../screens/messages.json';
import type { ListManifest } from '../../src/engine/core/screenManifests';
import { displayRegistry } from '../../src/displays/registry';
import { ListScreen } from '../../src/engine/react/ListScreen';

const ada = { reference_Id: 'a1', version: 3, first_Name: 'Augusta', last_Name: 'Byron-King-Noel-Lovelace', preferred_Name: 'Ada', pronoun: 'She/Her', dob: '1815-12-10', profile_Image: null };

function page(rows: unknown[], lastPage = 1) {
  return { humans: rows, count: rows.length, current_Page: 1, last_Page: lastPage };
}

type Call = (method: string, path: string, body: unknown) => Promise<{ responseMessage?: string }>;

function renderList(options: { rows?: unknown[]; lastPage?: number; scopes?: string[]; call?: Call } = {}) {
  const fetcher = vi.fn(async () => page(options.rows ?? [ada], options.lastPage ?? 1));
  const call = vi.fn<Call>(options.call ?? (async () => ({ responseMessage: 'Human successfully removed' })));
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const scopes = options.scopes ?? ['human-admin'];
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={manifest as ListManifest} texts={messages} displays={displayRegistry} allowed={(s) => scopes.includes(s) || scopes.includes(`${s.split('-')[0]}-admin`)} fetcher={fetcher} call={call} navigate={navigate} toast={toast} />
    </SWRConfig>,
  );
  return { fetcher, call, navigate, toast };
}

describe('ListScreen (human list manifest)', () => {
  it('shows the name with preferred name and pronoun truncated at 25, and the date of birth', async () => {
    renderList();
    const cell = await screen.findByTitle('Augusta Byron-King-Noel-Lovelace (Ada) She/Her');
    expect(cell.textContent).toBe('Augusta Byron-King-Noel-L...');
    expect(screen.getByText('12/10/1815')).toBeTruthy();
  });

  it("shows 'No records available' for an empty page and the pager text", async () => {
    renderList({ rows: [] });
    expect(await screen.findByText('No records available')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for page 2 with Next and sends the sort chosen from a header menu', async () => {
    const { fetcher } = renderList({ lastPage: 3 });
    await screen.findByText('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringContaining('page=2')));
    const header = screen.getByRole('button', { name: 'Date of Birth: sort' });
    // its menu's code loads with the first press: until then a plain button, not the menu library's (which marks its own)
    expect(header.hasAttribute('data-headlessui-state')).toBe(false);
    await userEvent.click(header);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringMatching(/page=1.*sort=desc&sortKey=dob/)));
    await userEvent.click(screen.getByRole('button', { name: 'Date of Birth: sort' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sort ascending' }));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith(expect.stringMatching(/page=1.*sort=asc&sortKey=dob/)));
  });

  it('exports the list as it is asked now: Export CSV links to the export of its search, sort and filters', async () => {
    renderList();
    const exportLink = () => screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    await screen.findByText('12/10/1815');
    expect(exportLink()).toBe('/v1/export/human?page=1&limit=15&sort=asc&sortKey=name');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Date of Birth: sort' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() => expect(exportLink()).toBe('/v1/export/human?page=1&limit=15&sort=desc&sortKey=dob&search=ada'));
    expect(screen.getByRole('link', { name: 'Export CSV' }).hasAttribute('download')).toBe(true);
  });

  it('opens the row with the view scope; without it rows are not clickable', async () => {
    const { navigate } = renderList();
    await userEvent.click(await screen.findByText('12/10/1815'));
    expect(navigate).toHaveBeenCalledWith('/human/a1');
  });

  it('links the name to the detail page for keyboards and new tabs, only with the view scope', async () => {
    const { navigate } = renderList();
    const link = await screen.findByRole('link', { name: 'Augusta Byron-King-Noel-L...' });
    expect(link.getAttribute('href')).toBe('/human/a1');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/human/a1');
  });

  it('without the view scope rows are neither links nor clickable', async () => {
    const { navigate } = renderList({ scopes: ['human-edit'] });
    await userEvent.click(await screen.findByText('12/10/1815'));
    expect(screen.queryByRole('link')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('dims edit and delete without permission, with the tooltip', async () => {
    const { navigate } = renderList({ scopes: ['human-view'] });
    const row = (await screen.findByText('12/10/1815')).closest('tr')!;
    const edit = within(row).getByRole('button', { name: 'Edit' });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.getAttribute('title')).toBe("You don't have permission to perform this action");
    await userEvent.click(edit);
    expect(navigate).not.toHaveBeenCalledWith('/human/a1/edit');
  });

  it('a retired row offers no Edit or Delete: Open, and Restore for an admin only', async () => {
    const retired = { ...ada, is_Retired: true };
    const { call, navigate, toast } = renderList({ rows: [retired] });
    const row = (await screen.findByText('12/10/1815')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Open Augusta Byron-King-Noel-Lovelace' }));
    expect(navigate).toHaveBeenCalledWith('/human/a1');
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Augusta Byron-King-Noel-Lovelace' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('PUT', '/v1/humans/restore', { human_Reference_Id: 'a1', version: 3 }));
    expect(toast.success).toHaveBeenCalledWith('Human successfully restored');
  });

  it('a retired row offers a viewer or a CSR only to open it', async () => {
    renderList({ rows: [{ ...ada, is_Retired: true }], scopes: ['human-edit', 'human-delete'] });
    const row = (await screen.findByText('12/10/1815')).closest('tr')!;
    expect(within(row).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open Augusta Byron-King-Noel-Lovelace']);
  });

  it('asks before deleting, retires with the version and toasts the result', async () => {
    const { call, toast } = renderList();
    const row = (await screen.findByText('12/10/1815')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Do you want to delete this Human?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('PUT', '/v1/humans/retire', { human_Reference_Id: 'a1', version: 3 }));
    expect(toast.success).toHaveBeenCalledWith('Human successfully removed');
  });

  it("says 'Failed to remove human. Please try again.' when the retire fails", async () => {
    const { toast } = renderList({
      call: async () => {
        throw new Error('boom');
      },
    });
    const row = (await screen.findByText('12/10/1815')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to remove human. Please try again.'));
  });
});
