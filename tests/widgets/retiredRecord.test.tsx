import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import human from '../../screens/details/human.detail.json';
import texts from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { DetailManifest } from '../../src/engine/core/screenManifests';
import { DetailScreen } from '../../src/engine/react/DetailScreen';

const manifest = human as DetailManifest;
const lin = { reference_Id: 'h1', version: 7, first_Name: 'Lin', last_Name: 'Becker', is_Retired: true, retired_At: '2026-11-20T10:00:00.000Z', contact_Details: [{ contact_Type: 'personal', email_Address: 'lin@example.com' }] };

function renderHuman(options: { record?: object; scopes?: string[]; call?: () => Promise<{ responseMessage?: string }> } = {}) {
  localStorage.clear();
  let record = options.record ?? lin;
  const fetcher = vi.fn(async () => record);
  const call = vi.fn(options.call ?? (async () => {
    record = { ...lin, version: 8, is_Retired: false, retired_At: null };
    return { responseMessage: 'Human successfully restored' };
  }));
  const toast = { success: vi.fn(), error: vi.fn() };
  const scopes = options.scopes ?? ['human-view', 'human-edit', 'human-admin'];
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DetailScreen manifest={manifest} id="h1" fetcher={fetcher} allowed={(s) => scopes.includes(s)} navigate={vi.fn()} displays={displayRegistry} texts={texts}
        itemForms={{ Dialog: () => null, call, toast }} actions={{ quickOpportunity: () => <button type="button">Quick Opportunity</button> }} />
    </SWRConfig>,
  );
  return { call, toast };
}

describe("a retired client's page", () => {
  it('shows the record read-only: the notice, no Edit, no moves, no contact changes', async () => {
    renderHuman();
    expect(await screen.findByText('This human is retired: it is shown read-only and is in no list but the Retired filter.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lin Becker' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quick Opportunity' })).toBeNull();
    await userEvent.click(await screen.findByRole('tab', { name: 'Contact Information' }));
    expect(await screen.findByText('lin@example.com')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Contact Information' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('Restore, for an admin: puts it back at its version, says so, and the page is editable again', async () => {
    const { call, toast } = renderHuman();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(call).toHaveBeenCalledWith('PUT', '/v1/humans/restore', { human_Reference_Id: 'h1', version: 7 });
    expect(toast.success).toHaveBeenCalledWith('Human successfully restored');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
    expect(screen.queryByText(/This human is retired/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Quick Opportunity' })).toBeTruthy();
  });

  it('offers no Restore without human-admin', async () => {
    renderHuman({ scopes: ['human-view', 'human-edit'] });
    await screen.findByText(/This human is retired/);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it("says the server's sentence when the restore is refused", async () => {
    const { toast } = renderHuman({ call: async () => { throw Object.assign(new Error('This human was changed by someone else since you opened it. Reload to see the latest details.'), { status: 412 }); } });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This human was changed by someone else since you opened it. Reload to see the latest details.'));
  });
});
