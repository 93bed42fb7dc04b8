import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';
import type { ItemDialogProps, ItemFormHost } from '../../src/engine/react/ItemForms';

/** A small detail manifest whose People tab a form adds to, edits and removes from; not one of the app's. */
const call = (method: 'POST' | 'PUT', path: string, body: Record<string, string>) => ({ method, path, body });
const manifest: DetailManifest = {
  detail: 'company',
  api: '/v1/companies/details?id={id}',
  title: '{name}',
  tabKey: 'company-items-test',
  tabs: [
    {
      key: 'people',
      label: 'People',
      itemsKey: 'people',
      itemTitle: { key: 'kind', labels: { owner: 'Owner', clerk: 'Clerk' } },
      fields: [{ key: 'name', label: 'Person' }],
      itemForm: {
        form: 'person',
        scope: 'company-edit',
        add: { label: 'Add Person', mode: 'add', call: call('POST', '/v1/person', { id: '{id}' }) },
        edit: {
          label: 'Edit',
          mode: 'edit',
          modes: [{ when: { path: '/kind', equals: 'owner' }, mode: 'edit-owner' }],
          call: call('PUT', '/v1/edit/person', { id: '{id}', person_Id: '{/item/person_Id}', version: '{/item/version}' }),
        },
        remove: {
          label: 'Delete',
          rule: { effect: 'hide', condition: { path: '/kind', equals: 'owner' } },
          confirm: { title: 'Do you want to delete this Person?', message: 'Any information you have entered will be lost' },
          call: call('PUT', '/v1/retire/person', { person_Id: '{/item/person_Id}', version: '{/item/version}', id: '{id}' }),
          failure: 'The Person could not be removed.',
        },
      },
    },
  ],
};
const acme = {
  name: 'Acme',
  people: [
    { kind: 'owner', name: 'Ada', person_Id: 'p-1', version: 3 },
    { kind: 'clerk', name: 'Bob', person_Id: 'p-2', version: 1 },
  ],
};

/** The host's dialog, standing in for a form: it shows what it was opened with and saves or cancels. */
function Dialog({ mode, call, values, onSaved, onCancelled }: ItemDialogProps) {
  return (
    <div role="dialog" aria-label={`Form in ${mode}`}>
      <p>{`${call.method} ${call.path} for ${values.id} ${values.item ? String(values.item.name) : 'new'}`}</p>
      <button type="button" onClick={() => onSaved('Person successfully saved')}>Save</button>
      <button type="button" onClick={onCancelled}>Cancel</button>
    </div>
  );
}

function renderItems({ scopes = ['company-edit'], refuse }: { scopes?: string[]; refuse?: { status: number; message: string } } = {}) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const fetcher = vi.fn(async () => acme);
  const host: ItemFormHost = {
    Dialog,
    call: vi.fn(async () => {
      if (refuse) throw Object.assign(new Error(refuse.message), { status: refuse.status });
      return { responseMessage: 'Person successfully removed' };
    }),
    toast: { success: vi.fn(), error: vi.fn() },
  };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest} id="c-1" fetcher={fetcher} allowed={(s) => scopes.includes(s)} navigate={() => {}} displays={displayRegistry} texts={texts} itemForms={host} />
    </SWRConfig>,
  );
  return { fetcher, host };
}
const card = (name: string) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;

describe('a detail tab whose items a form adds, edits and removes', () => {
  it('adds through the form in its add mode, then says the server’s sentence and reads the record again', async () => {
    const { fetcher, host } = renderItems();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Person' }));
    const dialog = screen.getByRole('dialog', { name: 'Form in add' });
    expect(dialog.textContent).toContain('POST /v1/person for c-1 new');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(host.toast.success).toHaveBeenCalledWith('Person successfully saved');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('edits an item in the mode the item calls for, its Edit named after its card', async () => {
    renderItems();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Owner' }));
    expect(screen.getByRole('dialog', { name: 'Form in edit-owner' }).textContent).toContain('PUT /v1/edit/person for c-1 Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(card('Bob')).getByRole('button', { name: 'Edit Clerk' }));
    expect(screen.getByRole('dialog', { name: 'Form in edit' }).textContent).toContain('Bob');
  });

  it('removes an item after asking, where its rule allows', async () => {
    const { fetcher, host } = renderItems();
    await screen.findByRole('button', { name: 'Edit Owner' });
    expect(within(card('Ada')).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(card('Bob')).getByRole('button', { name: 'Delete Clerk' }));
    const question = await screen.findByRole('dialog', { name: 'Do you want to delete this Person?' });
    expect(question.textContent).toContain('Any information you have entered will be lost');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(host.call).toHaveBeenCalledExactlyOnceWith('PUT', '/v1/retire/person', { person_Id: 'p-2', version: 1, id: 'c-1' });
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('Person successfully removed'));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('a refused removal says the server’s reason; a failed one says the manifest’s', async () => {
    const { host } = renderItems({ refuse: { status: 412, message: 'This person was changed by someone else.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Clerk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(host.toast.error).toHaveBeenCalledWith('This person was changed by someone else.'));
    document.body.innerHTML = '';
    const failed = renderItems({ refuse: { status: 500, message: 'Internal Server Error' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Clerk' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(failed.host.toast.error).toHaveBeenCalledWith('The Person could not be removed.'));
  });

  it('offers nothing without the scope', async () => {
    renderItems({ scopes: [] });
    await screen.findByText('Ada');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
