import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import { RecordFormDialog } from '../../src/app/forms/RecordFormDialog';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const answers: Record<string, unknown> = {
  '/v1/auth/session': sessionWith(['entity-admin']),
  '/v1/configuration/details?configuration_Key=entity_Config': { configurationDetails: { can_Be_Added_As_Agency_Participant: true } },
};

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => answers[path] ?? { enterpriseDetails: [] });
  vi.mocked(api).mockReset();
});

/** An opener of the quick-add: the dialog until the entity is saved, then the id it was given. */
function Opener() {
  const [added, setAdded] = useState<string>();
  return added ? <p>Added {added}</p> : <RecordFormDialog form="entity" mode="quick-add" onSaved={setAdded} onCancelled={() => setAdded('nothing')} />;
}

function renderOpener() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <Opener />
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
}

async function addHarbor() {
  const dialog = await screen.findByRole('dialog', { name: 'Add Entity' });
  await userEvent.type(await within(dialog).findByLabelText('Business Name'), 'Harbor Marine');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  return dialog;
}

describe('the quick-add of an entity, in a dialog', () => {
  it("shows the entity's own fields only, creates it, says 'Entity successfully added' and hands the id over", async () => {
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Entity successfully added', resolved: { entity_Reference_Id: 'e9' } });
    renderOpener();
    const dialog = await screen.findByRole('dialog', { name: 'Add Entity' });
    await within(dialog).findByLabelText('Business Name');
    expect(within(dialog).queryByRole('heading', { name: 'Mailing Address' })).toBeNull();
    expect(within(dialog).queryByLabelText('Business is Closed')).toBeNull();
    const participant = within(dialog).getByRole('radiogroup', { name: 'Can this Entity be selected as an Agency Participant?' });
    expect(within(participant).getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('true');
    await addHarbor();
    expect(await screen.findByText('Added e9')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Entity successfully added');
    const [path, init] = vi.mocked(api).mock.calls[0];
    expect(path).toBe('/v1/entities/upsert');
    expect((init!.body as { entity: object }).entity).toMatchObject({ name: 'Harbor Marine', is_Agency_Participant: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Error adding entity' when the entity cannot be added, and stays open", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    renderOpener();
    const dialog = await addHarbor();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Error adding entity'));
    expect(dialog.isConnected).toBe(true);
  });
});
