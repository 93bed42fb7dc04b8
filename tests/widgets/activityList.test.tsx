import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import manifest from '../../screens/lists/activity.list.json';
import messages from '../../screens/messages.json';
import { displayRegistry } from '../../src/displays/registry';
import type { ListManifest } from '../../src/engine/core/screenManifests';
import { ListScreen } from '../../src/engine/react/ListScreen';

const due = (local: [number, number, number, number, number]) => new Date(...local).toISOString().replace('Z', '+00:00');
const activities = [
  {
    activity_Type: 'task', activity_Reference_Id: 't1', version: 4, record_Type: 'entity', record_Reference_Id: 'e1', name: 'Call the carrier', due_Date: due([2026, 0, 20, 9, 30]), is_Overdue: true, source: 'phone', priority: 1,
    data: [{ related_To_Who_Name: 'Lighthouse Freight' }], assignees: [{ assignee_First_Name: 'Hannah', assignee_Last_Name: 'Harbor' }],
  },
  { activity_Type: 'task', activity_Reference_Id: 't2', name: 'Send the forms', due_Date: null, is_Overdue: false, source: null, priority: 0, data: [], assignees: [] },
  {
    activity_Type: 'case', activity_Reference_Id: 'c1', version: 2, record_Type: 'human', record_Reference_Id: 'h1', name: 'Renewal paperwork', due_Date: '2026-01-22', is_Overdue: true, source: null, priority: 1,
    data: [{ related_To_Who_Name: 'Tasha Stone' }], assignees: [{ assignee_First_Name: 'Carlos', assignee_Last_Name: 'Reyes' }],
  },
];

type Call = (method: string, path: string, body: unknown) => Promise<{ responseMessage?: string }>;

function renderActivity(options: { call?: Call; scopes?: string[] } = {}) {
  const fetcher = vi.fn(async (_path: string) => ({ activities, count: 3, current_Page: 1, last_Page: 1 }));
  const call = vi.fn<Call>(options.call ?? (async () => ({ responseMessage: 'Success' })));
  const navigate = vi.fn();
  const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
  const scopes = options.scopes ?? ['task-view', 'task-edit'];
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListScreen manifest={manifest as ListManifest} texts={messages} displays={displayRegistry} allowed={(s) => scopes.includes(s)} fetcher={fetcher} call={call} navigate={navigate} toast={toast} />
    </SWRConfig>,
  );
  return { fetcher, call, navigate, toast };
}

describe('the Activities list (screens/lists/activity.list.json)', () => {
  it('asks for the user’s open tasks and cases soonest due first and shows each one’s due time in the user’s time, overdue marked', async () => {
    const { fetcher } = renderActivity();
    const call = (await screen.findByText('Call the carrier')).closest('tr')!;
    expect(fetcher.mock.calls[0][0]).toBe('/v1/work-assigned?page=1&limit=15&sort=asc&sortKey=due_Date');
    expect(within(call).getByText('Task')).toBeTruthy();
    expect(within(call).getByText('01/20/2026 09:30 AM')).toBeTruthy();
    expect(within(call).getByText('Overdue')).toBeTruthy();
    expect(within(call).getByText('Phone')).toBeTruthy();
    expect(within(call).getByText('Priority')).toBeTruthy();
    expect(within(call).getByText('Lighthouse Freight')).toBeTruthy();
    expect(within(call).getByText('Hannah Harbor')).toBeTruthy();
    const send = screen.getByText('Send the forms').closest('tr')!;
    expect(within(send).getByText('Other')).toBeTruthy();
    expect(within(send).getByText('Not Selected')).toBeTruthy();
    expect(within(send).queryByText('Overdue')).toBeNull();
    const renewal = screen.getByText('Renewal paperwork').closest('tr')!;
    expect(within(renewal).getByText('Case')).toBeTruthy();
    expect(within(renewal).getByText('01/22/2026')).toBeTruthy();
    expect(within(renewal).getByText('Overdue')).toBeTruthy();
    expect(within(renewal).getByText('Priority')).toBeTruthy();
    expect(within(renewal).getByText('Tasha Stone')).toBeTruthy();
    expect(within(renewal).queryByText('Other')).toBeNull();
  });

  it('filters by source, priority, due range and a related record’s name', async () => {
    const { fetcher } = renderActivity();
    await screen.findByText('Call the carrier');
    // the filters' popover loads with its first opening: until then a plain button, not the menu library's (which marks its own)
    expect(screen.getByRole('button', { name: 'Filters' }).hasAttribute('data-headlessui-state')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.selectOptions(await screen.findByLabelText('Source'), 'Email');
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'Priority');
    await userEvent.type(screen.getByLabelText('Due from'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Due to'), '2026-01-31');
    await userEvent.type(screen.getByLabelText('Related to (Who)'), 'light');
    expect(fetcher.mock.calls.at(-1)![0]).toBe(
      '/v1/work-assigned?page=1&limit=15&sort=asc&sortKey=due_Date&source=email&priority=1&due_Date_From=2026-01-01&due_Date_To=2026-01-31&related_To=light',
    );
  });

  it('a row opens the record its work is on: the name is its link; a task related to nothing opens nothing', async () => {
    const { navigate } = renderActivity();
    expect((await screen.findByRole('link', { name: 'Call the carrier' })).getAttribute('href')).toBe('/entity/e1');
    expect(screen.getByRole('link', { name: 'Renewal paperwork' }).getAttribute('href')).toBe('/human/h1');
    await userEvent.click(screen.getByText('Tasha Stone'));
    expect(navigate).toHaveBeenCalledWith('/human/h1');
    navigate.mockClear();
    expect(screen.queryByRole('link', { name: 'Send the forms' })).toBeNull();
    await userEvent.click(screen.getByText('Send the forms'));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes a task in place at the version read, says so and reads the list again; a case has no Close', async () => {
    const { call, toast, fetcher } = renderActivity();
    const row = (await screen.findByText('Call the carrier')).closest('tr')!;
    expect(within(screen.getByText('Renewal paperwork').closest('tr')!).queryByRole('button', { name: /^Close the task/ })).toBeNull();
    const reads = fetcher.mock.calls.length;
    await userEvent.click(within(row).getByRole('button', { name: 'Close the task Call the carrier' }));
    expect(call).toHaveBeenCalledWith('PUT', '/v1/task/close', { task_Reference_Id: 't1', version: 4 });
    expect(toast.success).toHaveBeenCalledWith('Task was successfully closed.');
    expect(fetcher.mock.calls.length).toBeGreaterThan(reads);
  });

  it("says the server's sentence when the task changed meanwhile", async () => {
    const stale = renderActivity({ call: async () => { throw Object.assign(new Error('This task was changed by someone else since you opened it. Reload to see the latest details.'), { status: 412 }); } });
    await userEvent.click(within((await screen.findByText('Call the carrier')).closest('tr')!).getByRole('button', { name: 'Close the task Call the carrier' }));
    expect(stale.toast.error).toHaveBeenCalledWith('This task was changed by someone else since you opened it. Reload to see the latest details.');
  });
});

