import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';

/** A small detail manifest, not one of the app's. */
const manifest: DetailManifest = {
  detail: 'company',
  api: '/v1/companies/details?id={id}',
  title: '{name}',
  editLink: { label: 'Edit', path: '/company/{id}/edit', scope: 'company-edit' },
  tabKey: 'company-detail-test',
  tabs: [
    {
      key: 'general',
      label: 'General',
      fields: [
        { key: 'name', label: 'Name' },
        { key: 'since', label: 'Since', display: 'date' },
        { key: 'active', label: 'Active', display: 'yesNo' },
        { key: 'closed', label: 'Closed', display: 'yesNo' },
        { key: 'method', label: 'Preferred Method', labels: { phone: 'Phone' } },
        { key: 'note', label: 'Note' },
      ],
    },
    { key: 'people', label: 'People', itemsKey: 'people', itemTitle: { key: 'kind', labels: { owner: 'Owner' } }, fields: [{ key: 'name', label: 'Person' }] },
    { key: 'files', label: 'Files', comingSoon: true },
  ],
};

const acme = { name: 'Acme', since: '2001-02-03', active: true, closed: false, method: 'phone', note: null, people: [{ kind: 'owner', name: 'Ada' }] };

function renderDetail(options: { record?: object; fail?: boolean; scopes?: string[] } = {}) {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const fetcher = vi.fn(async () => {
    if (options.fail) throw new Error('Company was not found.');
    return options.record ?? acme;
  });
  const navigate = vi.fn();
  const onTitle = vi.fn();
  const scopes = options.scopes ?? ['company-edit'];
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest} id="c/1" fetcher={fetcher} allowed={(s) => scopes.includes(s)} navigate={navigate} displays={displayRegistry} texts={texts} onTitle={onTitle} />
    </SWRConfig>,
  );
  return { fetcher, navigate, onTitle };
}

/** The value shown beside a label. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('DetailScreen', () => {
  it('reads the record and shows each field by its display', async () => {
    const { fetcher, onTitle } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
    expect(fetcher).toHaveBeenCalledWith('/v1/companies/details?id=c%2F1');
    expect(onTitle).toHaveBeenCalledWith('Acme', expect.objectContaining({ name: 'Acme' }));
    // the tabs follow the header, in a render of their own
    await screen.findByRole('tablist');
    expect(shown('Since')).toBe('02/03/2001');
    expect(shown('Active')).toBe('Yes');
    expect(shown('Closed')).toBe('No');
    expect(shown('Preferred Method')).toBe('Phone');
    expect(shown('Note')).toBe('—');
  });

  it('offers Edit with the scope only', async () => {
    const { navigate } = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(navigate).toHaveBeenCalledWith('/company/c%2F1/edit');
  });

  it('without the edit scope there is no Edit', async () => {
    renderDetail({ scopes: [] });
    await screen.findByRole('heading', { name: 'Acme' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lists the items of a tab as cards with their titles; a tab still to come says so', async () => {
    renderDetail();
    await userEvent.click(await screen.findByRole('tab', { name: 'People' }));
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Owner' })).toBeTruthy();
    expect(within(card).getByText('Ada')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByText('Coming Soon')).toBeTruthy();
  });

  it('a record without items says there are none', async () => {
    renderDetail({ record: { ...acme, people: [] } });
    await userEvent.click(await screen.findByRole('tab', { name: 'People' }));
    expect(screen.getByText('No records available')).toBeTruthy();
  });

  it("shows the server's sentence when the record cannot be read", async () => {
    renderDetail({ fail: true });
    expect((await screen.findByRole('alert')).textContent).toBe('Company was not found.');
  });
});
