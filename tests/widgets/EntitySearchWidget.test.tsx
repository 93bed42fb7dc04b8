import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiField } from '../../src/engine/core/manifests';
import { Field } from '../../src/engine/react/Field';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import { widgetRegistry } from '../../src/widgets/registry';
import type { ChoiceItem, RecordDialogProps, WidgetServices } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';

const entityField: UiField = {
  path: '/contact/entity_Related_To', widget: 'entitySearch', label: 'Associated Entity', options: { pageSize: 8, noResultsText: 'No results found' },
};
const acme: ChoiceItem[] = [{ value: 'e-1', label: 'Acme Holdings' }, { value: 'e-2', label: 'Acme Marine' }];

function renderEntitySearch(services: Partial<WidgetServices> = {}, value?: string, field = entityField) {
  const store = createFormStore<unknown>({ contact: { type: 'business', entity_Related_To: value } });
  const all: WidgetServices = { uploadPicture: async () => '', searchEntities: vi.fn(async () => acme), ...services };
  render(<Field store={store} field={field} widget={widgetRegistry.entitySearch} required={false} options={field.options!} services={all} texts={texts} validateField={() => {}} />);
  return { store, services: all, input: screen.getByRole('combobox', { name: 'Associated Entity' }) as HTMLInputElement };
}

const { user, wait } = onFakeClock();
const listbox = () => screen.queryByRole('listbox', { name: 'Associated Entity' });

describe('EntitySearchWidget', () => {
  it('searches nothing under 3 characters, then a page of 8 once, 500 ms after the last keystroke', async () => {
    const { input, services } = renderEntitySearch();
    const u = user();
    await u.type(input, 'Ac');
    await wait(2000);
    expect(services.searchEntities).not.toHaveBeenCalled();
    await u.type(input, 'me');
    await wait(typeaheadDelayMs - 1);
    expect(services.searchEntities).not.toHaveBeenCalled();
    await wait(1);
    expect(services.searchEntities).toHaveBeenCalledExactlyOnceWith('Acme', 8);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(listbox()!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Acme Holdings', 'Acme Marine']);
  });

  it('chooses with the keyboard: the value is the entity’s id, its name shows; typing again clears it', async () => {
    const { input, store } = renderEntitySearch();
    const u = user();
    await u.type(input, 'Acme');
    await wait(typeaheadDelayMs);
    await u.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Acme Marine' }).id);
    await u.keyboard('{Enter}');
    expect(store.value('/contact/entity_Related_To')).toBe('e-2');
    expect(input.value).toBe('Acme Marine');
    expect(listbox()).toBeNull();
    await u.type(input, '{Backspace}');
    expect(store.value('/contact/entity_Related_To')).toBeUndefined();
    expect(input.value).toBe('Acme Marin');
  });

  it("says 'No results found' when nothing matches, and only logs a failed search", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const searchEntities = vi.fn<NonNullable<WidgetServices['searchEntities']>>(async () => []);
    const { input } = renderEntitySearch({ searchEntities });
    const u = user();
    await u.type(input, 'Zzz');
    await wait(typeaheadDelayMs);
    expect(screen.getByText('No results found')).toBeTruthy();
    searchEntities.mockRejectedValueOnce(new Error('offline'));
    await u.type(input, 'z');
    await wait(typeaheadDelayMs);
    expect(error).toHaveBeenCalledWith('Entity search failed', expect.any(Error));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(listbox()).toBeNull();
    expect(screen.getByText('No results found')).toBeTruthy();
    error.mockRestore();
  });

  it('shows the name of the entity it was loaded with', async () => {
    const entityName = vi.fn(async (id: string) => (id === 'e-1' ? 'Acme Holdings' : undefined));
    const { input } = renderEntitySearch({ entityName }, 'e-1');
    await wait(0);
    expect(entityName).toHaveBeenCalledExactlyOnceWith('e-1');
    expect(input.value).toBe('Acme Holdings');
  });

  describe('with a quick add', () => {
    const quickAdd = { label: 'Add Entity', form: 'entity', mode: 'quick-add', scope: 'entity-edit' };
    const field = { ...entityField, options: { ...entityField.options, quickAdd } };
    /** The host's dialog: says which form and mode it was opened with, and saves or cancels. */
    const RecordDialog = ({ form, mode, onSaved, onCancelled }: RecordDialogProps) => (
      <div role="dialog" aria-label={`${form} ${mode}`}>
        <button type="button" onClick={() => onSaved('e-9')}>Saved</button>
        <button type="button" onClick={onCancelled}>Cancelled</button>
      </div>
    );

    it('offers Add Entity under the results (and when nothing matches); the entity saved in its dialog becomes the choice', async () => {
      const entityName = vi.fn(async () => 'Harbor Salvage LLC');
      const { input, store } = renderEntitySearch({ RecordDialog, allowed: () => true, entityName, searchEntities: vi.fn(async () => []) }, undefined, field);
      const u = user();
      await u.type(input, 'Harbor');
      await wait(typeaheadDelayMs);
      expect(screen.getByText('No results found')).toBeTruthy();
      expect(within(listbox()!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Add Entity']);
      await u.click(screen.getByRole('option', { name: 'Add Entity' }));
      await u.click(within(screen.getByRole('dialog', { name: 'entity quick-add' })).getByRole('button', { name: 'Saved' }));
      await wait(0);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(store.value('/contact/entity_Related_To')).toBe('e-9');
      expect(input.value).toBe('Harbor Salvage LLC');
    });

    it('leaves the field as it was when the dialog is cancelled', async () => {
      const { input, store } = renderEntitySearch({ RecordDialog, allowed: () => true }, undefined, field);
      const u = user();
      await u.type(input, 'Acme');
      await wait(typeaheadDelayMs);
      expect(within(listbox()!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Acme Holdings', 'Acme Marine', 'Add Entity']);
      await u.click(screen.getByRole('option', { name: 'Add Entity' }));
      await u.click(screen.getByRole('button', { name: 'Cancelled' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(store.value('/contact/entity_Related_To')).toBeUndefined();
      expect(input.value).toBe('Acme');
    });

    it('is not offered to a user who may not add entities', async () => {
      const allowed = vi.fn(() => false);
      const { input } = renderEntitySearch({ RecordDialog, allowed }, undefined, field);
      const u = user();
      await u.type(input, 'Acme');
      await wait(typeaheadDelayMs);
      expect(allowed).toHaveBeenCalledWith('entity-edit');
      expect(within(listbox()!).getAllByRole('option').map((o) => o.textContent)).toEqual(['Acme Holdings', 'Acme Marine']);
    });
  });
});
