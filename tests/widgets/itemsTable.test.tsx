import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';
import type { ItemDialogProps, ItemFormHost } from '../../src/engine/react/ItemForms';

/** A detail tab read from its own call, shown as a table, whose rows a form adds and Delete removes; not one of the app's manifests. */
const manifest: DetailManifest = {
  detail: 'company',
  api: '/v1/companies/details?id={id}',
  title: '{name}',
  tabKey: 'company-items-table-test',
  tabs: [
    {
      key: 'claims',
      label: 'Claims',
      from: '/v1/company/claims?id={id}',
      itemsKey: 'claims',
      table: true,
      fields: [
        { key: 'reported', label: 'Reported', display: 'date' },
        { key: 'amount.value', label: 'Amount', display: 'money' },
        { key: 'open', label: 'Open', display: 'yesNo' },
      ],
      itemForm: {
        form: 'claim',
        scope: 'company-edit',
        when: { path: '/status', equals: 'open' },
        add: { label: 'Add Claim', mode: 'add', call: { method: 'POST', path: '/v1/company/add/claim', body: { company_Id: '{id}' } } },
        remove: {
          label: 'Delete',
          confirm: { title: 'Do you want to delete this Claim?' },
          call: { method: 'PUT', path: '/v1/company/delete/claim', body: { claim_Id: '{/item/claim_Id}', version: '{/item/version}' } },
          failure: 'The Claim could not be deleted.',
        },
      },
    },
  ],
};
const claims = [
  { claim_Id: 'k-1', version: 2, reported: '2025-02-01', amount: { value: 1250.5 }, open: true },
  { claim_Id: 'k-2', version: 1, reported: '2024-06-30', amount: { value: 0 }, open: false },
];

function Dialog({ mode, call, values, onSaved }: ItemDialogProps) {
  return (
    <div role="dialog" aria-label={`Form in ${mode}`}>
      <p>{`${call.method} ${call.path} for ${values.id}`}</p>
      <button type="button" onClick={() => onSaved('Claim added')}>Save</button>
    </div>
  );
}

function renderTable({ scopes = ['company-edit'], rows = claims, status = 'open' } = {}) {
  localStorage.clear();
  const fetcher = vi.fn(async (path: string) => (path.startsWith('/v1/company/claims') ? { claims: rows } : { name: 'Acme', status }));
  const host: ItemFormHost = { Dialog, call: vi.fn(async () => ({ responseMessage: 'Claim deleted' })), toast: { success: vi.fn(), error: vi.fn() } };
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest} id="c-1" fetcher={fetcher} allowed={(s) => scopes.includes(s)} navigate={() => {}} displays={displayRegistry} texts={texts} itemForms={host} />
    </SWRConfig>,
  );
  const claimsRead = () => fetcher.mock.calls.filter(([path]) => path === '/v1/company/claims?id=c-1').length;
  return { host, claimsRead };
}
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('a detail tab of items as a table, which a form adds to and Delete removes from', () => {
  it('shows a row per item with its values (a dotted key reads into the item) and a Delete named after the row', async () => {
    renderTable();
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reported', 'Amount', 'Open', 'Delete']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first)).toEqual(['02/01/2025', '$1,250.50', 'Yes', 'Delete']);
    expect(cells(second)).toEqual(['06/30/2024', '$0.00', 'No', 'Delete']);
    expect(within(second).getByRole('button', { name: 'Delete 06/30/2024' })).toBeTruthy();
  });

  it('deletes a row after its question, with the row’s id and version, says the server’s sentence and reads the tab again', async () => {
    const { host, claimsRead } = renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 02/01/2025' }));
    const question = await screen.findByRole('dialog', { name: 'Do you want to delete this Claim?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(host.call).toHaveBeenCalledExactlyOnceWith('PUT', '/v1/company/delete/claim', { claim_Id: 'k-1', version: 2 });
    await waitFor(() => expect(host.toast.success).toHaveBeenCalledWith('Claim deleted'));
    await waitFor(() => expect(claimsRead()).toBe(2));
  });

  it('No keeps the row', async () => {
    const { host } = renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 02/01/2025' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(host.call).not.toHaveBeenCalled();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('adds through the form, then reads the tab again', async () => {
    const { host, claimsRead } = renderTable();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Claim' }));
    const dialog = screen.getByRole('dialog', { name: 'Form in add' });
    expect(dialog.textContent).toBe('POST /v1/company/add/claim for c-1Save');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(host.toast.success).toHaveBeenCalledWith('Claim added');
    await waitFor(() => expect(claimsRead()).toBe(2));
  });

  it('without the scope: the rows alone, no Add, no Delete, no column for them', async () => {
    renderTable({ scopes: [] });
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reported', 'Amount', 'Open']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it("while the record's state does not meet the form's 'when' (closed): the rows alone, no Add, no Delete", async () => {
    renderTable({ status: 'closed' });
    const table = await screen.findByRole('table', { name: 'Claims' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Reported', 'Amount', 'Open']);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('with no items: the screen’s empty text under Add', async () => {
    renderTable({ rows: [] });
    expect(await screen.findByText('No records available')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Claim' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
