import { describe, expect, it } from 'vitest';
import { hasScope } from '../../src/engine/core/scopes';
import { displayDate } from '../../src/engine/core/dates';
import { truncate } from '../../src/engine/core/format';
import { chosenTab, hashIsTabs } from '../../src/engine/core/tabs';
import { matchesGuardedPath, visibleFields } from '../../src/engine/core/manifests';
import type { UiField } from '../../src/engine/core/manifests';

describe('scopes', () => {
  it('passes for the exact scope or the admin scope of its prefix', () => {
    expect(hasScope(['human-view'], 'human-view')).toBe(true);
    expect(hasScope(['human-admin'], 'human-delete')).toBe(true);
    expect(hasScope(['entity-admin'], 'human-delete')).toBe(false);
    expect(hasScope(['human-view'], 'human-edit')).toBe(false);
  });
});

describe('formatting', () => {
  it('shows dates as MM/dd/yyyy', () => expect(displayDate('1990-07-04')).toBe('07/04/1990'));
  it('truncates names at the given length', () => expect(truncate('a'.repeat(30), 25)).toBe(`${'a'.repeat(25)}...`));
});

describe('tabs and navigation', () => {
  it('takes the tab from the hash, then the remembered one, then the first', () => {
    expect(chosenTab(['general', 'files'], '#files', 'general')).toBe('files');
    expect(chosenTab(['general', 'files'], '', 'files')).toBe('files');
    expect(chosenTab(['general', 'files'], '#nope', null)).toBe('general');
  });
  it("writes the chosen tab into the hash only when the hash is empty or a tab's (an opportunity's step stays)", () => {
    expect(hashIsTabs(['general', 'files'], '')).toBe(true);
    expect(hashIsTabs(['general', 'files'], '#files')).toBe(true);
    expect(hashIsTabs(['general', 'files'], '#step-gathering-info=proposed')).toBe(false);
  });
  it('guards the add and edit pages', () => {
    const guarded = ['/human/add', '/human/:id/edit'];
    expect(matchesGuardedPath('/human/add', guarded)).toBe(true);
    expect(matchesGuardedPath('/human/0b9f/edit', guarded)).toBe(true);
    expect(matchesGuardedPath('/human', guarded)).toBe(false);
  });
  it('shows a field in the modes it names, and only with its scope', () => {
    const fields: UiField[] = [
      { path: '/a/closed', widget: 'checkbox', label: 'Closed', modes: ['edit'] },
      { path: '/a/participant', widget: 'toggle', label: 'Participant', modes: ['add', 'quick-add'], scope: 'thing-admin' },
      { path: '/a/name', widget: 'text', label: 'Name' },
    ];
    const paths = (mode: string, scopes: string[]) => visibleFields(fields, mode, (s) => hasScope(scopes, s)).map((f) => f.path);
    expect(paths('edit', ['thing-admin'])).toEqual(['/a/closed', '/a/name']);
    expect(paths('quick-add', ['thing-admin'])).toEqual(['/a/participant', '/a/name']);
    expect(paths('add', ['thing-edit'])).toEqual(['/a/name']);
  });
});
