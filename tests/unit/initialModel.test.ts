import { describe, expect, it, vi } from 'vitest';
import { modelInMode, newRecordModel, queryModel, readBackModel, storedRecordModel } from '../../src/engine/core/initialModel';
import type { UiSchema } from '../../src/engine/core/manifests';

const ui: UiSchema = {
  form: 'thing',
  modes: { add: { title: 'Add' }, edit: { title: 'Edit' } },
  initial: { thing: {}, phones: [{ kind: 'main' }] },
  sections: [
    {
      title: 'Thing',
      fields: [
        { path: '/phones/0/code', widget: 'select', label: 'Code', default: { configuration: 'phone_Config', key: 'code', otherwise: '+1' } },
        { path: '/thing/shared', widget: 'toggle', label: 'Shared', modes: ['add'], scope: 'thing-admin', default: { configuration: 'thing_Config', key: 'shared', otherwise: false } },
        { path: '/thing/closed', widget: 'checkbox', label: 'Closed', modes: ['edit'], default: { configuration: 'thing_Config', key: 'closed', otherwise: false } },
      ],
    },
  ],
  messages: { saveFailed: 'Failed' },
  cancelConfirm: { title: 'Leave?' },
};

describe('initial model', () => {
  it("a new record starts from the ui schema, with each shown field's configured default or its 'otherwise'", async () => {
    const readConfiguration = vi.fn(async (key: string) => (key === 'phone_Config' ? { code: '+44' } : {}));
    const model = await newRecordModel(ui, 'add', () => true, readConfiguration);
    expect(model).toEqual({ thing: { shared: false }, phones: [{ kind: 'main', code: '+44' }] });
    expect(readConfiguration.mock.calls.map(([key]) => key).sort()).toEqual(['phone_Config', 'thing_Config']);
    expect(ui.initial).toEqual({ thing: {}, phones: [{ kind: 'main' }] });
  });

  it('leaves out the defaults of fields the mode or the scopes hide', async () => {
    const model = await newRecordModel(ui, 'add', () => false, async () => ({ code: '+52', shared: true }));
    expect(model).toEqual({ thing: {}, phones: [{ kind: 'main', code: '+52' }] });
  });

  it('a stored record keeps its groups and gains the starting ones it lacks', () => {
    const stored = { thing: { name: 'Kept' } };
    const model = storedRecordModel(ui, stored);
    expect(model).toEqual({ thing: { name: 'Kept' }, phones: [{ kind: 'main' }] });
    (model.phones as object[]).push({});
    expect(ui.initial.phones).toEqual([{ kind: 'main' }]);
  });

  it('a stored flat read fills the fields its readBack names, leaving the rest as they start', () => {
    const readBack = { '/thing/name': 'name', '/phones/0/code': 'phone_Code', '/phones/0/number': 'phone' };
    const model = readBackModel({ readBack }, { thing: {}, phones: [{ kind: 'main', code: '+1' }] }, { name: 'Kept', phone_Code: null, phone: '555-0100', other: 'x' });
    expect(model).toEqual({ thing: { name: 'Kept' }, phones: [{ kind: 'main', code: '+1', number: '555-0100' }] });
  });

  it('a mode sets its values on whatever the form loads, null removing one', () => {
    const modes = { add: { title: 'Add' }, edit: { title: 'Edit', values: { '/thing/kind': null, '/thing/open': true } } };
    expect(modelInMode({ modes }, 'edit', { thing: { kind: 'business', name: 'Kept' } })).toEqual({ thing: { name: 'Kept', open: true } });
    expect(modelInMode({ modes }, 'add', { thing: { kind: 'business' } })).toEqual({ thing: { kind: 'business' } });
  });

  it('a new record takes the values its address gives for the fields fromQuery names, each by its last key; others are ignored', () => {
    const fromQuery = ['/insured/type', '/insured/id'];
    const query = new URLSearchParams('type=human&id=h-1&colour=teal');
    expect(queryModel({ fromQuery }, { insured: {}, kept: 1 }, query)).toEqual({ insured: { type: 'human', id: 'h-1' }, kept: 1 });
    expect(queryModel({ fromQuery }, { kept: 1 }, new URLSearchParams())).toEqual({ kept: 1 });
    expect(queryModel({}, { kept: 1 }, query)).toEqual({ kept: 1 });
  });
});
