import { describe, expect, it } from 'vitest';
import { resolveIncludes } from '../../src/engine/core/formIncludes';
import type { UiSchemaFile } from '../../src/engine/core/manifests';

const texts = { messages: { saveFailed: 'Failed' }, cancelConfirm: { title: 'Leave?' } };

/** A shared address block with two modes of its own. */
const address: UiSchemaFile = {
  form: 'address',
  modes: { full: { title: 'Address' }, short: { title: 'Street only' } },
  initial: { street: '', kind: 'home' },
  dropItemsWithout: { '/lines': 'text' },
  rules: { resetWhenEmptied: [{ path: '/street', reset: ['/city'] }] },
  sections: [
    {
      title: 'Address',
      fields: [
        { path: '/street', widget: 'text', label: 'Street' },
        { path: '/city', widget: 'text', label: 'City', modes: ['full'], rule: { effect: 'enable', condition: { path: '/street', notEmpty: true } } },
      ],
    },
    { title: 'Notes', modes: ['full'], fields: [{ path: '/note', widget: 'text', label: 'Note' }] },
  ],
  ...texts,
};

const person: UiSchemaFile = {
  form: 'person',
  modes: { add: { title: 'Add' }, edit: { title: 'Edit' }, quick: { title: 'Quick' } },
  initial: { name: {}, home: { kind: 'own' } },
  sections: [
    { title: 'Person', fields: [{ path: '/name/first', widget: 'text', label: 'First' }] },
    { include: 'address', at: '/home', modes: { add: 'full', quick: 'short' } },
  ],
  ...texts,
};

const named = (name: string) => ({ address, person })[name];

describe('ui schema includes', () => {
  const ui = resolveIncludes(person, named);

  it("places the included sections, in this form's modes mapped to the included form's", () => {
    expect(ui.sections.map((s) => [s.title, s.modes])).toEqual([['Person', undefined], ['Address', ['add', 'quick']], ['Notes', ['add']]]);
    expect(ui.sections[1].fields.map((f) => [f.path, f.modes])).toEqual([['/home/street', undefined], ['/home/city', ['add']]]);
  });

  it('moves pointers, rule conditions, rules and dropped rows under `at`', () => {
    expect(ui.sections[1].fields[1].rule).toEqual({ effect: 'enable', condition: { path: '/home/street', notEmpty: true } });
    expect(ui.rules).toEqual({ resetWhenEmptied: [{ path: '/home/street', reset: ['/home/city'] }], mirror: [], setWhenChanged: [] });
    expect(ui.dropItemsWithout).toEqual({ '/home/lines': 'text' });
  });

  it("merges starting values, the including form's own winning", () => {
    expect(ui.initial).toEqual({ name: {}, home: { kind: 'own', street: '' } });
    expect(address.initial).toEqual({ street: '', kind: 'home' });
  });

  it('includes at the root when no `at` is given', () => {
    const root = resolveIncludes({ ...person, sections: [{ include: 'address', modes: { edit: 'short' } }] }, named);
    expect(root.sections.map((s) => [s.title, s.modes, s.fields.map((f) => f.path)])).toEqual([['Address', ['edit'], ['/street']]]);
    expect(root.initial).toEqual({ name: {}, home: { kind: 'own' }, street: '', kind: 'home' });
  });

  it('leaves out the included fields this form asks itself', () => {
    const own = resolveIncludes({ ...person, sections: [{ include: 'address', modes: { add: 'full' }, omit: ['/city'] }] }, named);
    expect(own.sections.map((s) => s.fields.map((f) => f.path))).toEqual([['/street'], ['/note']]);
  });

  it('says which include is missing', () => {
    expect(() => resolveIncludes({ ...person, sections: [{ include: 'nothing', modes: { add: 'x' } }] }, named)).toThrow(/includes 'nothing'/);
  });
});
