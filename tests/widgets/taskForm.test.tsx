import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { typeaheadDelayMs } from '../../src/widgets/Typeahead';
import type { WidgetServices } from '../../src/widgets/types';
import { onFakeClock } from './fakeClock';
import { renderForm } from './renderForm';

/** The Add New Task dialog's form as its hosts load it: the case card's variant and the side panel's. */
const task = await loadForm('task');
const services: Partial<WidgetServices> = {
  searchAssignees: vi.fn(async () => [{ value: '7d0c3a52-4a8e-4d55-9a52-4e9f8b8a2f10', label: 'Carlos Reyes' }]),
  searchRelatedToWho: vi.fn(async (type: string) =>
    type === 'Human' ? [{ type: 'Human', reference_Id: '5b0c3a52-4a8e-4d55-9a52-4e9f8b8a2f11', first_Name: 'Tasha', last_Name: 'Doyle' }] : []),
};
const renderTask = (mode = 'add-case') => renderForm(task, { mode, services });
const { user, wait } = onFakeClock();
const save = () => user().click(screen.getByRole('button', { name: 'Save' }));
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')!;
  return document.getElementById(id)?.textContent;
};

describe('the Add New Task form', () => {
  it("says 'Task name is required' and saves nothing without a name", async () => {
    const { onSubmit } = renderTask();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Task Name')).toBe('Task name is required');
    await user().type(screen.getByLabelText('Task Name'), '   ');
    await save();
    expect(errorOf('Task Name')).toBe('Task name is required');
  });

  it("reveals Due Date, Time, Assignee and 'Mark as Priority Case' with Follow up required, each then required", async () => {
    const { onSubmit } = renderTask();
    expect(screen.queryByLabelText('Due Date')).toBeNull();
    expect(screen.queryByLabelText('Assignee')).toBeNull();
    await user().type(screen.getByLabelText('Task Name'), 'Call the carrier');
    await user().click(screen.getByLabelText('Follow up required'));
    expect(screen.getByLabelText('Time')).toBeTruthy();
    expect(screen.getByLabelText('Mark as Priority Case')).toBeTruthy();
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('Due Date')).toBe('Due date is required');
    expect(errorOf('Assignee')).toBe('Assignee is required');
  });

  it('calls the side-panel variant’s box Mark as Priority Task', async () => {
    renderTask('add-record');
    await user().click(screen.getByLabelText('Follow up required'));
    expect(screen.getByLabelText('Mark as Priority Task')).toBeTruthy();
    expect(screen.queryByLabelText('Mark as Priority Case')).toBeNull();
  });

  it('sends the task with its source, relations, assignee, priority and a due time with a +00:00 offset', async () => {
    const { onSubmit, store } = renderTask();
    const u = user();
    await u.type(screen.getByLabelText('Task Name'), 'Call the carrier');
    await u.selectOptions(screen.getByLabelText('Source'), 'Client Portal');
    expect(screen.getByText('Not Selected')).toBeTruthy();
    await u.click(screen.getByRole('radio', { name: 'Human' }));
    await u.type(screen.getByRole('combobox', { name: 'Related to (Who)' }), 'Tas');
    await wait(typeaheadDelayMs);
    expect(services.searchRelatedToWho).toHaveBeenLastCalledWith('Human', 'Tas');
    await u.click(screen.getByRole('option', { name: 'Tasha Doyle' }));
    expect(screen.queryByText('Not Selected')).toBeNull();

    await u.click(screen.getByLabelText('Follow up required'));
    await u.type(screen.getByLabelText('Due Date'), '11302026');
    await u.type(screen.getByLabelText('Time'), '0330pm');
    await u.type(screen.getByRole('combobox', { name: 'Assignee' }), 'Rey');
    await wait(typeaheadDelayMs);
    await u.click(screen.getByRole('option', { name: 'Carlos Reyes' }));
    await u.click(screen.getByLabelText('Mark as Priority Case'));
    await save();

    const due = new Date(2026, 10, 30, 15, 30).toISOString().replace('Z', '+00:00');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      irys_Task: {
        task_Name: 'Call the carrier', source: 'client_Portal', task_Type: 'DEFAULT', status: 'open', is_Read: false, priority: 1,
        metadata: { follow_Up_Required: true }, due_Date: due, assignee: ['7d0c3a52-4a8e-4d55-9a52-4e9f8b8a2f10'],
      },
      data: [{ related_To_Who: 'HUMAN', related_To_Who_Reference_Id: '5b0c3a52-4a8e-4d55-9a52-4e9f8b8a2f11', related_To_Who_Name: 'Tasha Doyle' }],
    });
    expect(store.value('/irys_Task/due_Date')).toMatch(/\+00:00$/);
  });

  it('empties the due time, assignee and priority when Follow up required is turned off', async () => {
    const { store } = renderTask();
    const u = user();
    await u.click(screen.getByLabelText('Follow up required'));
    await u.type(screen.getByLabelText('Due Date'), '12012026');
    await u.click(screen.getByLabelText('Mark as Priority Case'));
    await u.click(screen.getByLabelText('Follow up required'));
    expect(screen.queryByLabelText('Due Date')).toBeNull();
    expect(store.value('/irys_Task/due_Date')).toBeUndefined();
    expect(store.value('/irys_Task/priority')).toBe(0);
    await act(async () => {});
    expect(within(document.body).queryByText('Due date is required')).toBeNull();
  });
});
