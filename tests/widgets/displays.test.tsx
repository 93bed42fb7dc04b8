import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import texts from '../../screens/messages.json';
import { personDisplayName } from '../../src/engine/core/format';
import { displayRegistry } from '../../src/displays/registry';
import type { DisplayField } from '../../src/engine/core/screenManifests';
import { DisplayValue } from '../../src/engine/react/DisplayValue';

const show = (field: DisplayField, record: Record<string, unknown>) =>
  render(<DisplayValue field={field} record={record} displays={displayRegistry} texts={texts} />).container;

describe('displays', () => {
  it("a human's name with the preferred name in brackets and the pronoun, cut with the whole in the tooltip", () => {
    expect(personDisplayName({ first_Name: 'Robert', last_Name: 'Smith', preferred_Name: 'Bob', pronoun: 'He/Him' })).toBe('Robert Smith (Bob) He/Him');
    show({ key: 'name', display: 'personName', truncate: 10 }, { first_Name: 'Robert', last_Name: 'Smith', preferred_Name: 'Bob' });
    expect(screen.getByTitle('Robert Smith (Bob)').textContent).toBe('Robert Smi...');
  });

  it("a picture named by the field's alt, its initials without one", () => {
    show({ key: 'profile_Image', display: 'avatar', alt: '{first_Name} {last_Name}' }, { first_Name: 'Ada', last_Name: 'Byron', profile_Image: null });
    expect(screen.getByRole('img', { name: 'Ada Byron' }).textContent).toBe('AB');
  });

  it('text, its code’s label, or the empty text', () => {
    expect(show({ key: 'm', labels: { fax: 'Fax' } }, { m: 'fax' }).textContent).toBe('Fax');
    expect(show({ key: 'm' }, { m: '' }).textContent).toBe('—');
    expect(show({ key: 'n', display: 'yesNo' }, { n: true }).textContent).toBe('Yes');
    expect(show({ key: 'd', display: 'date' }, {}).textContent).toBe('—');
  });

  it("only for the records its 'when' holds for (a list of rows of two kinds), and a due day alone as MM/dd/yyyy", () => {
    const source: DisplayField = { key: 'source', empty: 'Other', when: { path: '/activity_Type', equals: 'task' } };
    expect(show(source, { activity_Type: 'task', source: null }).textContent).toBe('Other');
    expect(show(source, { activity_Type: 'case', source: null }).textContent).toBe('');
    expect(show({ key: 'due_Date', display: 'dueTime' }, { due_Date: '2026-01-22' }).textContent).toBe('01/22/2026');
  });

  it('says so when a field names a display nobody registered', () => {
    show({ key: 'x', display: 'sparkles' }, {});
    expect(screen.getByRole('alert').textContent).toBe("Unknown display 'sparkles' for x");
  });
});
