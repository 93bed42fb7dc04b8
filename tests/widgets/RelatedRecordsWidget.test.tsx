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
  path: '/data', widget: 'relatedRecords', label: 'Related to (Who)',
  options: {
    kinds: [{ value: 'ENTITY', label: 'Entity' }, { value: 'HUMAN', label: 'Human' }, { value: 'MARKET', label: 'Market' }],
    emptyText: 'Not Selected', noResultsText: 'No results found', removeLabel: 'Remove {name}',
  },
};
const found: Record<string, RelatedToWho[]> = {
  Entity: [{ type: 'Entity', reference_Id: 'e-1', first_Name: 'Harbor Marine', last_Name: '' }],
  Human: [{ type: 'Human', reference_Id: 'h-1', first_Name: 'Tasha', last_Name: 'Doyle' }, { type: 'Human', reference_Id: 'h-2', first_Name: 'Tasha', last_Name: 'Moor' }],
  Market: [],
};

function renderRelated(data?: unknown[]) {
  const store = createFormStore<unknown>({ data });
  const searchRelatedToWho = vi.fn(async (type: string) => found[type]);
  const services: WidgetServices = { uploadPicture: async () => '', searchRelatedToWho };
  render(<Field store={store} field={field} widget={widgetRegistry.relatedRecords} required={false} options={field.options!} services={services} texts={texts} validateField={() => {}} />);
  return { store, searchRelatedToWho, input: screen.getByRole('combobox', { name: 'Related to (Who)' }) as HTMLInputElement };
}

const { user, wait } = onFakeClock();

describe('RelatedRecordsWidget', () => {
  it("reads 'Not Selected' when empty, and adds records of the kind toggled, searched from 3 characters after 500 ms", async () => {
    const { input, store, searchRelatedToWho } = renderRelated();
    const u = user();
    expect(screen.getByText('Not Selected')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Entity' }).getAttribute('aria-checked')).toBe('true');
    await u.type(input, 'Ha');
    await wait(typeaheadDelayMs);
    expect(searchRelatedToWho).not.toHaveBeenCalled();
    await u.type(input, 'r');
    await wait(typeaheadDelayMs);
    expect(searchRelatedToWho).toHaveBeenCalledExactlyOnceWith('Entity', 'Har');
    await u.click(screen.getByRole('option', { name: 'Harbor Marine' }));
    expect(input.value).toBe('');

    await u.click(screen.getByRole('radio', { name: 'Human' }));
    await u.type(input, 'Tas');
    await wait(typeaheadDelayMs);
    await u.click(screen.getByRole('option', { name: 'Tasha Doyle' }));
    expect(store.value('/data')).toEqual([
      { related_To_Who: 'ENTITY', related_To_Who_Reference_Id: 'e-1', related_To_Who_Name: 'Harbor Marine' },
      { related_To_Who: 'HUMAN', related_To_Who_Reference_Id: 'h-1', related_To_Who_Name: 'Tasha Doyle' },
    ]);
    expect(screen.queryByText('Not Selected')).toBeNull();

    // one already chosen is not offered again
    await u.type(input, 'Tas');
    await wait(typeaheadDelayMs);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Tasha Moor']);
  });

  it('removes a chosen record by its button; none left reads Not Selected', async () => {
    const { store } = renderRelated([{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: 'e-1', related_To_Who_Name: 'Harbor Marine' }]);
    expect(screen.getByText('Harbor Marine')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Remove Harbor Marine' }));
    expect(store.value('/data')).toBeUndefined();
    expect(screen.getByText('Not Selected')).toBeTruthy();
  });

  it('opens on the kind of the record it starts with: a task added from a human shows Human', async () => {
    renderRelated([{ related_To_Who: 'HUMAN', related_To_Who_Reference_Id: 'h-1', related_To_Who_Name: 'Lin Becker' }]);
    expect(screen.getByRole('radio', { name: 'Human' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Entity' }).getAttribute('aria-checked')).toBe('false');
  });

  it("finds no markets yet: 'No results found'", async () => {
    const { input } = renderRelated();
    await user().click(screen.getByRole('radio', { name: 'Market' }));
    await user().type(input, 'Lloyd');
    await wait(typeaheadDelayMs);
    expect(screen.getByText('No results found')).toBeTruthy();
  });
});
