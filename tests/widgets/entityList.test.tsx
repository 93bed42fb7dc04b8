import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/lists/entity.list.json';
import messages from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { ListManifest } from '../../src/engine/core/screenManifests';
import { ListScreen } from '../../src/engine/react/ListScreen';

const keyHuman = (first_Name: string, last_Name: string) => ({ reference_Id: first_Name, first_Name, last_Name, relationship_Label: 'CSR' });
const harbor = {
  reference_Id: 'e1', version: 2, name: 'Harbor Marine Supply and Salvage Company', dba: 'Harbor Marine', legal_Entity_Type: 'Limited Liability Company',
  entity_Description: 'Boat parts', open_Opportunities: 3, active_Policies: 0, profile_Image: null,
  key_Humans: [keyHuman('Ada', 'Byron'), keyHuman('Alan', 'Turing'), keyHuman('Grace', 'Hopper')],
};
const quiet = { ...harbor, reference_Id: 'e2', name: 'Quiet Trust', dba: null, legal_Entity_Type: 'Trust', key_Humans: [] };

type Call = (method: string, path: string, body: unknown) => Promise<{ responseMessage?: string }>;

function renderList(options: { scopes?: string[]; call?: Call } = {}) {
  const fetcher = vi.fn(async () => ({ entities: [harbor, quiet], count: 2, current_Page: 1, last_Page: 1 }));
  const call = vi.fn<Call>(options.call ?? (async () => ({})));
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const scopes = options.scopes ?? ['entity-admin'];
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={manifest as ListManifest} texts={messages} displays={displayRegistry} allowed={(s) => scopes.includes(s) || scopes.includes(`${s.split('-')[0]}-admin`)} fetcher={fetcher} call={call} navigate={navigate} toast={toast} />
    </SWRConfig>,
  );
  return { fetcher, call, navigate, toast };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the entity list', () => {
  it('asks for the first page by name and shows name and info cut at 30, the counts and up to two key humans', async () => {
    const { fetcher } = renderList();
    const row = await rowOf('Harbor Marine Supply and Salva...');
    expect(fetcher).toHaveBeenCalledWith('/v1/entities/search?page=1&limit=15&sort=asc&sortKey=name');
    expect(within(row).getByText('Harbor Marine · Limited Liabil...')).toBeTruthy();
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(2, 6)).toEqual(['Boat parts', '3', '0', 'Ada ByronAlan Turing+1']);
    expect(within(await rowOf('Quiet Trust')).getByText('No key humans')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('reads the list afresh each time it opens: an entity may have just been edited', async () => {
    const list = (fetcher?: () => Promise<unknown>) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        {fetcher && <ListScreen manifest={manifest as ListManifest} texts={messages} displays={displayRegistry} allowed={() => true} fetcher={fetcher} call={vi.fn()} navigate={vi.fn()} toast={{ success: vi.fn(), error: vi.fn(), warning: vi.fn() }} />}
      </SWRConfig>
    );
    const { rerender } = render(list(async () => ({ entities: [quiet], count: 1, last_Page: 1 })));
    await rowOf('Quiet Trust');
    rerender(list());
    const after = vi.fn(async () => ({ entities: [{ ...quiet, name: 'Quiet Trust II' }], count: 1, last_Page: 1 }));
    rerender(list(after));
    expect(await rowOf('Quiet Trust II')).toBeTruthy();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('opens an entity from its row only for those who may view entities', async () => {
    const { navigate } = renderList();
    await userEvent.click(within(await rowOf('Quiet Trust')).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/entity/e2');
    cleanup();
    renderList({ scopes: ['human-view'] });
    expect(within(await rowOf('Quiet Trust')).queryByRole('link')).toBeNull();
  });

  it('dims edit and delete without the permission, with the tooltip', async () => {
    const { navigate } = renderList({ scopes: ['entity-view'] });
    const row = await rowOf('Quiet Trust');
    for (const name of ['Edit', 'Delete']) {
      const button = within(row).getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('title')).toBe("You don't have permission to perform this action");
      await userEvent.click(button);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Entity' })).toBeNull();
  });

  it("asks 'Do you want to delete this Entity?', retires it with its version and says 'Entity successfully removed' when the server says nothing", async () => {
    const { call, toast } = renderList();
    await userEvent.click(within(await rowOf('Quiet Trust')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Do you want to delete this Entity?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('PUT', '/v1/entity/retire', { entity_Reference_Id: 'e2', version: 2 }));
    expect(toast.success).toHaveBeenCalledWith('Entity successfully removed');
  });

  it("says the server's sentence after removing, and 'Failed to remove entity. Please try again.' when it fails", async () => {
    const { toast } = renderList({ call: async () => ({ responseMessage: 'Entity retired' }) });
    await userEvent.click(within(await rowOf('Quiet Trust')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Entity retired'));
    cleanup();
    const failing = renderList({ call: async () => Promise.reject(new Error('boom')) });
    await userEvent.click(within(await rowOf('Quiet Trust')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(failing.toast.error).toHaveBeenCalledWith('Failed to remove entity. Please try again.'));
  });
});
