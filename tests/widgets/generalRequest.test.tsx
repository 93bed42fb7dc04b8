import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import GeneralRequestPage from '../../src/app/generalRequest/GeneralRequestPage';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';
import { caseRead } from './fixtures/answers/get-case';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const { irys_Case_Reference_Id: caseId, case_Module_Reference_Id: humanId } = caseRead();
let status = 'new';
let scopes = ['case-edit', 'case-view', 'task-view'];
const kase = () => caseRead({
  version: 2, module_Type: 'human', request_Type: 'billing', case_Status: status,
  description: 'Card declined', is_Priority: false, due_Date: null, is_Overdue: false, open_Tasks: 0, assignees: [], entity_Name: null, human_Name: 'Ada Byron',
});

beforeEach(() => {
  status = 'new';
  scopes = ['case-edit', 'case-view', 'task-view'];
  vi.mocked(api).mockReset();
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith(scopes);
    if (path === `/v1/case?irys_Case_Reference_Id=${caseId}`) return kase();
    throw new Error(`unexpected ${path}`);
  });
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/general-request/${humanId}/${caseId}`]}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <Routes><Route path="/general-request/:moduleId/:caseId" element={<GeneralRequestPage />} /></Routes>
          </SessionProvider>
        </ToastProvider>
      </SWRConfig>
    </MemoryRouter>,
  );
}

describe('the general request page', () => {
  it('shows the request, its client and its steps with the current one marked; moving a step saves it at the version read', async () => {
    vi.mocked(api).mockImplementation(async () => {
      status = 'in_Process';
      return { responseCode: 200, responseMessage: 'The request is now at In Process.', resolved: {} };
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeTruthy();
    expect(screen.getByText('For Ada Byron')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'General request steps' })).getAllByRole('listitem');
    expect(steps.map((s) => s.firstChild!.textContent)).toEqual(['Step 1: New (current)', 'Step 2: In Process', 'Step 3: Closed']);
    expect(steps[0].getAttribute('aria-current')).toBe('step');
    await userEvent.click(within(steps[1]).getByRole('button', { name: 'Mark as Current Step' }));
    expect(api).toHaveBeenCalledWith('/v1/case/status', { method: 'PUT', body: { irys_Case_Reference_Id: caseId, case_Status: 'in_Process', version: 2 } });
    expect(await screen.findByText('The request is now at In Process.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'General request steps' })).getAllByRole('listitem')[1].getAttribute('aria-current')).toBe('step'));
    expect(within(screen.getByRole('list', { name: 'General request steps' })).getAllByRole('listitem')[0].firstChild!.textContent).toBe('✓ Step 1: New (completed)');
  });

  it("says the server's sentence when a move is refused", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(409, "Close the request's 1 open tasks before closing it."));
    renderPage();
    const steps = within(await screen.findByRole('list', { name: 'General request steps' })).getAllByRole('listitem');
    await userEvent.click(within(steps[2]).getByRole('button', { name: 'Mark as Current Step' }));
    expect(await screen.findByText("Close the request's 1 open tasks before closing it.")).toBeTruthy();
  });

  it('offers no move without the case edit scope', async () => {
    scopes = ['case-view', 'task-view'];
    renderPage();
    await screen.findByRole('list', { name: 'General request steps' });
    expect(screen.queryByRole('button', { name: 'Mark as Current Step' })).toBeNull();
  });
});
