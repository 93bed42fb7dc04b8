import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import texts from '../../screens/messages.json';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiField } from '../../src/engine/core/manifests';
import { Field } from '../../src/engine/react/Field';
import { widgetRegistry } from '../../src/widgets/registry';

const tags = ['Application', 'Auto ID Card', 'Binder', 'Certificate', 'Claim', 'Endorsement', 'Invoice', 'Loss Run', 'Policy', 'Proposal'];

function renderTags(labels: string[]) {
  const field: UiField = { path: '/tags', widget: 'multiSelect', label: 'Tags', options: { items: labels.map((label) => ({ value: label.toLowerCase().replace(/ /g, '_'), label })) } };
  const store = createFormStore<unknown>({});
  render(<Field store={store} field={field} widget={widgetRegistry.multiSelect} required={false} options={field.options!} services={{ uploadPicture: async () => '' }} texts={texts} validateField={() => {}} />);
  return { store };
}

describe('MultiSelectWidget (a file\'s tags)', () => {
  it('filters a long list of checkboxes as one types, keeping what was chosen', async () => {
    const { store } = renderTags(tags);
    await userEvent.click(screen.getByRole('button', { name: /Tags/ }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Binder' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Tags' }), 'cl');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Claim']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Claim' }));
    expect(store.value('/tags')).toEqual(['binder', 'claim']);
  });

  it('a short list has no filter', async () => {
    renderTags(tags.slice(0, 3));
    await userEvent.click(screen.getByRole('button', { name: /Tags/ }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
