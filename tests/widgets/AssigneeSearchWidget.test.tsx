import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { createFormStore } from '../../src/engine/core/formStore';
import type { UiField } from '../../src/engine/core/manifests';
import { Field } from '../../src/engine/react/Field';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import { widgetRegistry } from '../../src/widgets/registry';
import type { WidgetServices } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';

const field: UiField = { path: '/irys_Task/assignee', widget: 'assigneeSearch', label: 'Assignee', options: { noResultsText: 'No results found' } };
const staff = [{ value: 'u-1', label: 'Carlos Reyes' }, { value: 'u-2', label: 'Carla Reyna' }];

function renderAssignee(searchAssignees: WidgetServices['searchAssignees'] = vi.fn(async () => staff)) {
  const store = createFormStore<unknown>({ irys_Task: {} });
  const services: WidgetServices = { uploadPicture: async () => '', searchAssignees };
  render(<Field store={store} field={field} widget={widgetRegistry.assigneeSearch} required={false} options={field.options!} services={services} texts={texts} validateField={() => {}} />);
  return { store, searchAssignees, input: screen.getByRole('combobox', { name: 'Assignee' }) as HTMLInputElement };
}

const { user, wait } = onFakeClock();

describe('AssigneeSearchWidget', () => {
  it('searches staff by first or last name from 3 characters after 500 ms; the value is the list of ids', async () => {
    const { input, store, searchAssignees } = renderAssignee();
    const u = user();
    await u.type(input, 'Re');
    await wait(typeaheadDelayMs);
    expect(searchAssignees).not.toHaveBeenCalled();
    await u.type(input, 'y');
    await wait(typeaheadDelayMs);
    expect(searchAssignees).toHaveBeenCalledExactlyOnceWith('Rey');
    await u.click(screen.getByRole('option', { name: 'Carla Reyna' }));
    expect(store.value('/irys_Task/assignee')).toEqual(['u-2']);
    expect(input.value).toBe('Carla Reyna');
    await u.type(input, '{Backspace}');
    expect(store.value('/irys_Task/assignee')).toBeUndefined();
  });

  it("says 'No results found', and only logs a failed search", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const search = vi.fn<NonNullable<WidgetServices['searchAssignees']>>(async () => []);
    const { input } = renderAssignee(search);
    await user().type(input, 'Zed');
    await wait(typeaheadDelayMs);
    expect(screen.getByText('No results found')).toBeTruthy();
    search.mockRejectedValueOnce(new Error('offline'));
    await user().type(input, 'd');
    await wait(typeaheadDelayMs);
    expect(error).toHaveBeenCalledWith('Assignee search failed', expect.any(Error));
    error.mockRestore();
  });
});
