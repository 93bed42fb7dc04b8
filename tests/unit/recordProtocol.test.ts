import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import { recordProtocol } from '../../src/app/forms/recordProtocol';
import { SaveRefused } from '../../src/engine/core/formProtocol';
import type { UiSchema } from '../../src/engine/core/manifests';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

/** A small record form, not one of the app's. */
const ui: UiSchema = {
  form: 'company',
  modes: { add: { title: 'Add' }, edit: { title: 'Edit' } },
  api: { create: '/v1/companies/upsert', update: '/v1/companies/update', load: '/v1/companies', idKey: 'company_Id', afterSave: '/company/{id}' },
  initial: { company: {}, dates: [{ type: 'founded' }] },
  dropItemsWithout: { '/dates': 'value' },
  sections: [
    {
      title: 'Company',
      fields: [{ path: '/company/size', widget: 'select', label: 'Size', modes: ['add'], default: { configuration: 'company_Config', key: 'size', otherwise: 10 } }],
    },
  ],
  messages: { saveFailed: 'Form Submission failed. Please try again later.' },
  cancelConfirm: { title: 'Leave?' },
};

const onSaved = vi.fn();
beforeEach(() => vi.clearAllMocks());

describe('a page’s record protocol', () => {
  it('a new record starts from the ui schema and its configured defaults, and is created', async () => {
    vi.mocked(fetchResolved).mockResolvedValueOnce({ configurationDetails: { size: 50 } });
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Company successfully added', resolved: { company_Id: 'c9' } });
    const protocol = recordProtocol({ ui, mode: 'add', allowed: () => true, onSaved });
    const loaded = await protocol.load();
    expect(loaded).toEqual({ model: { company: { size: 50 }, dates: [{ type: 'founded' }] } });
    expect(fetchResolved).toHaveBeenCalledWith('/v1/configuration/details?configuration_Key=company_Config');
    await protocol.save({ company: { size: 50, name: 'Acme' }, dates: undefined, notes: {} }, loaded);
    expect(api).toHaveBeenCalledWith('/v1/companies/upsert', { method: 'POST', body: { company: { size: 50, name: 'Acme' } } });
    expect(onSaved).toHaveBeenCalledWith('Company successfully added', 'c9');
  });

  it('a stored record is read with its version; only the changed groups are sent, with that version', async () => {
    vi.mocked(fetchResolved).mockResolvedValueOnce({ model: { company: { name: 'Acme' }, dates: [{ type: 'founded', value: '2001-02-03' }] }, version: 7 });
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Company successfully updated', resolved: {} });
    const protocol = recordProtocol({ ui, mode: 'edit', id: 'c/1', allowed: () => true, onSaved });
    const loaded = await protocol.load();
    expect(fetchResolved).toHaveBeenCalledWith('/v1/companies?company_Id=c%2F1');
    expect(loaded).toEqual({ model: { company: { name: 'Acme' }, dates: [{ type: 'founded', value: '2001-02-03' }] }, version: 7 });
    await protocol.save({ company: { name: 'Acme Ltd' }, dates: [{ type: 'founded', value: '2001-02-03' }] }, loaded);
    expect(api).toHaveBeenCalledWith('/v1/companies/update', { method: 'POST', body: { company_Id: 'c/1', version: 7, to_Update: { company: { name: 'Acme Ltd' } } } });
    expect(onSaved).toHaveBeenCalledWith('Company successfully updated', 'c/1');
  });

  it("someone else's save first (412) is refused with the server's sentence", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(412, 'This company was changed by someone else since you opened it.'));
    const protocol = recordProtocol({ ui, mode: 'edit', id: 'c1', allowed: () => true, onSaved });
    const refused = protocol.save({ company: { name: 'B' } }, { model: { company: { name: 'A' } }, version: 1 });
    await expect(refused).rejects.toEqual(new SaveRefused('This company was changed by someone else since you opened it.'));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("fields the server refuses are marked where the form has them (without the update's /to_Update)", async () => {
    vi.mocked(api).mockRejectedValueOnce(new ApiError(400, 'Some fields are not valid.', [{ field: '/to_Update/company/name', message: 'Minimum length is 2' }]));
    const protocol = recordProtocol({ ui, mode: 'edit', id: 'c1', allowed: () => true, onSaved });
    const error = await protocol.save({ company: { name: 'B' } }, { model: { company: {} }, version: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveRefused);
    expect(error).toMatchObject({ message: 'Form Submission failed. Please try again later.', fields: { '/company/name': 'Minimum length is 2' } });
  });
});
