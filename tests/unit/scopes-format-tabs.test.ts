import { describe, expect, it } from 'vitest';
import { hasScope } from '../../src/engine/core/scopes';
import { displayDate } from '../../src/engine/core/dates';
import { humanDisplayName, truncate } from '../../src/engine/core/format';
import { chosenTab } from '../../src/engine/core/tabs';
import { matchesGuardedPath, visibleFields } from '../../src/engine/core/manifests';
import ui from '../../schemas/human/human.ui.json';
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
  it('shows the preferred name in brackets and the pronoun', () => {
    expect(humanDisplayName({ first_Name: 'Robert', last_Name: 'Smith', preferred_Name: 'Bob', pronoun: 'He/Him' })).toBe('Robert Smith (Bob) He/Him');
  });
});

describe('tabs and navigation', () => {
  it('takes the tab from the hash, then the remembered one, then the first', () => {
    expect(chosenTab(['general', 'files'], '#files', 'general')).toBe('files');
    expect(chosenTab(['general', 'files'], '', 'files')).toBe('files');
    expect(chosenTab(['general', 'files'], '#nope', null)).toBe('general');
  });
  it('guards the add and edit pages', () => {
    const guarded = ['/human/add', '/human/:id/edit'];
    expect(matchesGuardedPath('/human/add', guarded)).toBe(true);
    expect(matchesGuardedPath('/human/0b9f/edit', guarded)).toBe(true);
    expect(matchesGuardedPath('/human', guarded)).toBe(false);
  });
  it('shows Deceased in edit only and the agency participant question in add for human-admin only', () => {
    const fields = ui.sections[0].fields as UiField[];
    const paths = (mode: 'add' | 'edit', scopes: string[]) => visibleFields(fields, mode, (s) => hasScope(scopes, s)).map((f) => f.path);
    expect(paths('edit', ['human-admin'])).toContain('/human/is_Deceased');
    expect(paths('add', ['human-admin'])).not.toContain('/human/is_Deceased');
    expect(paths('add', ['human-admin'])).toContain('/human/is_Agency_Participant');
    expect(paths('add', ['human-edit'])).not.toContain('/human/is_Agency_Participant');
    expect(paths('edit', ['human-admin'])).not.toContain('/human/is_Agency_Participant');
  });
});
