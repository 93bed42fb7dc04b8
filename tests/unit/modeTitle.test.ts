import { describe, expect, it } from 'vitest';
import type { UiSchema } from '../../src/engine/core/manifests';
import { modeTitle, titlePaths } from '../../src/engine/core/modeTitle';
import { getAt } from '../../src/engine/core/pointer';

const ui: Pick<UiSchema, 'modes' | 'sections'> = {
  modes: { add: { title: 'Add {/thing/kind} Thing' }, fixed: { title: 'Add Business Thing' } },
  sections: [
    {
      title: 'Thing',
      fields: [{ path: '/thing/kind', widget: 'select', label: 'Kind', options: { items: [{ value: 'business', label: 'Business' }] } }],
    },
  ],
};
const read = (model: object) => (path: string) => getAt(model, path);

describe("a mode's title", () => {
  it('names the values it holds by their choice labels', () => {
    expect(titlePaths(ui.modes.add.title)).toEqual(['/thing/kind']);
    expect(modeTitle(ui, 'add', read({ thing: { kind: 'business' } }))).toBe('Add Business Thing');
    expect(modeTitle(ui, 'add', read({ thing: { kind: 'other' } }))).toBe('Add other Thing');
    expect(modeTitle(ui, 'add', read({ thing: {} }))).toBe('Add Thing');
  });

  it('is the title as written when it names no value', () => {
    expect(titlePaths(ui.modes.fixed.title)).toEqual([]);
    expect(modeTitle(ui, 'fixed', read({}))).toBe('Add Business Thing');
  });
});
