import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import { SessionProvider } from '../../src/app/session/session';
import { CaseCard } from '../../src/app/work/CaseCard';
import type { CaseRead } from '../../src/app/work/work';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';
import { caseRead } from './fixtures/answers/get-case';
import { caseTasks } from './fixtures/answers/get-tasks-case';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));
vi.mock('../../src/app/files/RecordFiles', () => ({ default: () => null }));

const kase = caseRead();
const caseId = kase.irys_Case_Reference_Id;
const entityId = kase.case_Module_Reference_Id;
let tasks = caseTasks([]);
const caseMail = [{
  outbound_Data_Log_Id: 'l-1', status: 'sent', reason: null, fromEmail: 'a@b.c', subject: 'Your certificate', emailMessage: '<p>Attached, <b>as asked</b>.</p>',
  to: [{ emailId: 'x@y.z', full_Name: null }], cc: [], bcc: [], attachments: [], queued_At: '2030-01-01T00:00:00Z', sent_At: null,
}];
let tenantKind = 'agency';
beforeEach(() => {
  tasks = caseTasks([]);
  tenantKind = 'agency';
  vi.mocked(api).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') {
      return sessionWith(['case-admin', 'task-admin', 'file-admin', 'email-admin'], { current_Tenant_Kind: tenantKind });
    }
    if (path.startsWith('/v1/tasks/case?')) return tasks;
    if (path.startsWith('/v1/email/record?type=case&')) return { emails: caseMail };
    throw new Error(`unexpected ${path}`);
  });
});

function renderCase(shown: Partial<CaseRead> = {}, generalRequest = false) {
  render(
    <MemoryRouter>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <CaseCard kase={{ ...kase, ...shown }} generalRequest={generalRequest} allowed={() => true} />
          </SessionProvider>
        </ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}
const expand = async () => userEvent.click(await screen.findByRole('button', { name: 'Show the details of this case' }));

describe('the case card', () => {
  it("shows due date, overdue mark, 'Case' badge, priority, entity, type, open tasks, 2 avatars then '+N' and 'New'", async () => {
    renderCase();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('01/15/2026')).toBeTruthy();
    expect(within(card).getByText('Overdue')).toBeTruthy();
    expect(within(card).getByText('Case')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Priority' })).toBeTruthy();
    expect(within(card).getByText('Harbor Marine')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Open General Request' }).textContent).toBe('General Request');
    expect(within(card).getByText('2 Open Task(s)')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Carlos Reyes' })).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Ada Stone' })).toBeTruthy();
    expect(within(card).queryByRole('img', { name: 'Bo Lane' })).toBeNull();
    expect(within(card).getByText('+1').getAttribute('title')).toBe('Bo Lane');
    expect(within(card).getByText('New')).toBeTruthy();
  });

  it('says what the case is about: its type by label and its description', async () => {
    renderCase({ request_Type: 'renewal_Review', description: 'Auto renewal review – driver added' });
    const card = await screen.findByRole('article', { name: 'Case Renewal Review' });
    expect(within(card).getByRole('button', { name: 'Open Renewal Review' }).textContent).toBe('Renewal Review');
    expect(within(card).getByText('Auto renewal review – driver added')).toBeTruthy();
  });

  it('opens a case by its type in a new tab, and says which type it cannot open', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderCase();
    await userEvent.click(await screen.findByRole('button', { name: 'Open General Request' }));
    expect(open).toHaveBeenLastCalledWith(`/general-request/${entityId}/${caseId}`, '_blank', 'noopener');
    renderCase({ case_Type: 'OPPORTUNITY', case_Module_Reference_Id: 'opp-1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Opportunity' }));
    expect(open).toHaveBeenLastCalledWith('/opportunity/opp-1', '_blank', 'noopener');
    renderCase({ case_Type: 'RENEWAL' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Renewal' }));
    expect(await screen.findByText('Unhandled Redirection for type: RENEWAL')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
  });

  it("expands to 'Mark as Priority Case', its details, the drop target and 'No activities found for this case.'", async () => {
    renderCase();
    await expand();
    expect(screen.getByRole('button', { name: 'Show the details of this case' }).getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByLabelText('Mark as Priority Case') as HTMLInputElement).checked).toBe(true);
    const details = screen.getByRole('region', { name: 'Case Details' });
    expect(within(details).getByText('Carlos Reyes, Ada Stone, Bo Lane')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Drop files on this case' }).textContent).toBe('Drag and drop files to add.');
    expect(await screen.findByText('No activities found for this case.')).toBeTruthy();
    // the menu loads on first use (MenuOnFirstUse) and opens once it is there
    await userEvent.click(screen.getByRole('button', { name: 'Add to this case' }));
    expect(await screen.findByRole('menuitem', { name: 'Task' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'File' })).toBeTruthy();
  });

  it("shows the mail the case concerns, and its add menu's Email writes one about the case", async () => {
    vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Draft saved', resolved: { outbound_Draft_Reference_Id: 'd-1', outbound_Data_Log_Id: null } });
    renderCase();
    await expand();
    const mail = await screen.findByRole('article', { name: 'Your certificate' });
    expect(within(mail).getByText('as asked').tagName).toBe('B');
    expect(vi.mocked(fetchResolved).mock.calls.map(([path]) => path)).toContain(`/v1/email/record?type=case&reference_Id=${kase.irys_Case_Reference_Id}&limit=50`);
    await userEvent.click(screen.getByRole('button', { name: 'Add to this case' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Email' }));
    const composer = await screen.findByRole('dialog', { name: 'New Mail' });
    await userEvent.type(within(composer).getByLabelText('Subject'), 'H');
    expect(vi.mocked(api).mock.calls[0]).toEqual(['/v1/email', { method: 'POST', body: { related_To: { type: 'case', reference_Id: kase.irys_Case_Reference_Id }, request_Data: { subject: 'H' } } }]);
  });

  it("starts a task added on a human's case related to that human, as on an entity's case to the entity", async () => {
    renderCase({ module_Type: 'human', case_Module_Reference_Id: entityId, entity_Name: null, human_Name: 'Tasha Stone' });
    await expand();
    await userEvent.click(screen.getByRole('button', { name: 'Add to this case' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Task' });
    expect(await within(dialog).findByRole('button', { name: 'Remove Tasha Stone' })).toBeTruthy();
  });

  it('marks the case as priority or not at its version, with the spec’s toasts', async () => {
    vi.mocked(api).mockResolvedValueOnce({ responseCode: 200, responseMessage: 'Success', resolved: {} });
    renderCase();
    await expand();
    await userEvent.click(screen.getByLabelText('Mark as Priority Case'));
    expect(api).toHaveBeenCalledWith('/v1/case/priority', { method: 'PUT', body: { irys_Case_Reference_Id: caseId, is_Priority: 0, version: 3 } });
    expect(await screen.findByText('Case priority updated successfully.')).toBeTruthy();
    vi.mocked(api).mockRejectedValueOnce(new ApiError(500, 'boom'));
    await userEvent.click(screen.getByLabelText('Mark as Priority Case'));
    expect(await screen.findByText('Error in updating case priority.')).toBeTruthy();
  });

  it('shows its tasks two a page in the carousel, with paging dots', async () => {
    tasks = caseTasks([{}, {}, {}]);
    renderCase();
    await expand();
    const carousel = await screen.findByRole('region', { name: 'Tasks of this case' });
    expect(within(carousel).getAllByRole('button', { name: /^Page \d of 2$/ })).toHaveLength(2);
    const first = within(carousel).getByRole('group', { name: 'Page 1 of 2' });
    expect(within(first).getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(first).getByText('Task 1')).toBeTruthy();
    expect(within(carousel).getByRole('group', { name: 'Page 2 of 2' }).hasAttribute('inert')).toBe(true);
  });
});

describe('the task card', () => {
  const card = async (name: string) => (await screen.findByText(name)).closest('article')!;

  it('shows its badges, due time in the user’s time with the overdue mark, assignee, and its View dialog', async () => {
    tasks = caseTasks([{ source: null }]);
    renderCase();
    await expand();
    const shown = await card('Task 1');
    expect(within(shown).getByText('Task')).toBeTruthy();
    expect(within(shown).getByText('Other')).toBeTruthy();
    expect(within(shown).getByText('Overdue')).toBeTruthy();
    expect(within(shown).getByText(/^01\/10\/2026 \d\d:30 [AP]M/)).toBeTruthy();
    expect(within(shown).getByRole('img', { name: 'Carlos Reyes' })).toBeTruthy();
    // the dialog loads when a task is first viewed
    await userEvent.click(within(shown).getByRole('button', { name: 'View the task Task 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' });
    expect(within(dialog).getByText('About task 1')).toBeTruthy();
    expect(within(dialog).getByText('Not Selected')).toBeTruthy();
  });

  it('closes and reopens a task with the spec’s toasts, sending the whole task at its version', async () => {
    tasks = caseTasks([{}, { status: 'closed' }]);
    vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Success', resolved: {} });
    renderCase();
    await expand();
    await userEvent.click(within(await card('Task 1')).getByRole('checkbox', { name: 'Close the task Task 1' }));
    expect(await screen.findByText('Task was successfully closed.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith('/v1/edit/task', {
      method: 'POST',
      body: {
        irys_Task: {
          task_Reference_Id: tasks.taskForCase[0].task_Reference_Id, version: 1, task_Name: 'Task 1', task_Description: 'About task 1', task_Type: 'DEFAULT',
          status: 'closed', assignee: ['u1'], due_Date: tasks.taskForCase[0].due_Date, is_Read: false, priority: 0, source: 'phone', metadata: null, case_Reference_Id: caseId,
        },
        data: [],
      },
    });
    await userEvent.click(within(await card('Task 2')).getByRole('checkbox', { name: 'Reopen the task Task 2' }));
    expect(await screen.findByText('Task was successfully opened.')).toBeTruthy();
  });

  it('says when a status or priority change fails, and a stale one in the server’s words', async () => {
    tasks = caseTasks();
    renderCase();
    await expand();
    vi.mocked(api).mockRejectedValueOnce(new ApiError(500, 'boom'));
    await userEvent.click(within(await card('Task 1')).getByRole('checkbox', { name: 'Close the task Task 1' }));
    expect(await screen.findByText('Error in updating Task Status.')).toBeTruthy();
    vi.mocked(api).mockRejectedValueOnce(new ApiError(500, 'boom'));
    const flag = within(await card('Task 1')).getByRole('button', { name: 'Priority task: Task 1' });
    expect(flag.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(flag);
    expect(await screen.findByText('Error in updating Task priority status.')).toBeTruthy();
    expect(vi.mocked(api).mock.calls.at(-1)![1]).toMatchObject({ body: { irys_Task: { priority: 1 } } });
    vi.mocked(api).mockRejectedValueOnce(new ApiError(412, 'This task was changed by someone else since you opened it. Reload to see the latest details.'));
    await userEvent.click(within(await card('Task 1')).getByRole('checkbox', { name: 'Close the task Task 1' }));
    expect(await screen.findByText('This task was changed by someone else since you opened it. Reload to see the latest details.')).toBeTruthy();
  });

  it("for the general-request tenant kind: the 'General Request' badge, a generic avatar, no entity name", async () => {
    tenantKind = 'general_request';
    tasks = caseTasks();
    renderCase({}, true);
    expect(screen.queryByText('Harbor Marine')).toBeNull();
    await expand();
    const shown = await card('Task 1');
    expect(within(shown).getByText('General Request')).toBeTruthy();
    expect(within(shown).queryByText('Phone')).toBeNull();
    expect(within(shown).getByRole('img', { name: 'Assignee' })).toBeTruthy();
    expect(within(shown).queryByRole('img', { name: 'Carlos Reyes' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Assignee' }).length).toBeGreaterThanOrEqual(2));
  });
});
