import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiField } from '../../src/engine/core/manifests';
import { Field } from '../../src/engine/react/Field';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import { widgetRegistry } from '../../src/widgets/registry';
import type { RelatedToWho, WidgetServices } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';

const field: UiField = {
  path: '/related_To', widget: 'relatedToWho', label: 'Related to (Who)',
  options: { kinds: ['Entity', 'Human'], emptyText: 'Not Selected', noResultsText: 'No results found' },
};
const found: Record<string, RelatedToWho[]> = {
  Entity: [{ type: 'Entity', reference_Id: 'e-1', first_Name: 'Harbor Marine', last_Name: '' }],
  Human: [{ type: 'Human', reference_Id: 'h-1', first_Name: 'Tasha', last_Name: 'Doyle' }],
};

function renderRelated(related_To?: RelatedToWho) {
  const store = createFormStore<unknown>({ related_To });
  const searchRelatedToWho = vi.fn(async (type: string) => found[type]);
  const services: WidgetServices = { uploadPicture: async () => '', searchRelatedToWho };
  render(<Field store={store} field={field} widget={widgetRegistry.relatedToWho} required={false} options={field.options!} services={services} texts={texts} validateField={() => {}} />);
  return { store, searchRelatedToWho, input: screen.getByRole('combobox', { name: 'Related to (Who)' }) as HTMLInputElement };
}

const { user, wait } = onFakeClock();

describe('RelatedToWhoWidget', () => {
  it('chooses one record of the kind toggled by searching its name; switching the kind or typing again clears the choice', async () => {
    const { input, store, searchRelatedToWho } = renderRelated();
    const u = user();
    expect(input.placeholder).toBe('Not Selected');
    await u.click(screen.getByRole('radio', { name: 'Human' }));
    await u.type(input, 'Tas');
    await wait(typeaheadDelayMs);
    expect(searchRelatedToWho).toHaveBeenCalledExactlyOnceWith('Human', 'Tas');
    await u.click(screen.getByRole('option', { name: 'Tasha Doyle' }));
    expect(store.value('/related_To')).toEqual({ type: 'Human', reference_Id: 'h-1', first_Name: 'Tasha', last_Name: 'Doyle' });
    expect(input.value).toBe('Tasha Doyle');

    await u.click(screen.getByRole('radio', { name: 'Entity' }));
    expect(store.value('/related_To')).toBeNull();
    await u.type(input, 'Har');
    await wait(typeaheadDelayMs);
    await u.click(screen.getByRole('option', { name: 'Harbor Marine' }));
    expect(store.value('/related_To')).toMatchObject({ type: 'Entity', reference_Id: 'e-1' });
    await u.type(input, 'x');
    expect(store.value('/related_To')).toBeNull();
  });

  it('shows the kind of the record it was loaded with', () => {
    renderRelated({ type: 'Human', reference_Id: 'h-1', first_Name: 'Tasha', last_Name: 'Doyle' });
    expect(screen.getByRole('radio', { name: 'Human' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Related to (Who)' }) as HTMLInputElement).value).toBe('Tasha Doyle');
  });
});
