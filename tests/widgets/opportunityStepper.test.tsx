import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import OpportunityStepper from '../../src/app/opportunities/detail/OpportunityStepper';
import { SessionProvider } from '../../src/app/session/session';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { sessionWith } from './fixtures/answers/get-auth-session';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const gl = '11111111-1111-4111-8111-111111111111';
const opportunity = (extra: Record<string, unknown> = {}) => ({
  opportunity_Reference_Id: 'o1', version: 3, irys_Case_Reference_Id: 'c1', opportunity_Stage: 'out_To_Market', case_Status: 'in_Process',
  has_Delivered_Proposal: false, open_Tasks: 0, line_Of_Business: [{ line_Of_Business_Id: gl, name: 'General Liability', market_Reference_Id: null, market_Name: null, selected_Premium: null }],
  ...extra,
});

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path === '/v1/auth/session') return sessionWith(['opportunity-edit', 'opportunity-view']);
    if (path.startsWith('/v1/oportunity/submission/quotes')) return { quote: [] };
    if (path.startsWith('/v1/opportunity?')) return { opportunity: [opportunity()] };
    if (path.startsWith('/v1/opportunity/proposal?')) return { proposal: [] };
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
});

/** how many times the route's content rendered: every address change the router hears renders it */
let whereRenders = 0;
function Where() {
  const { pathname, hash } = useLocation();
  whereRenders += 1;
  return <><p data-testid="where">{hash}</p><p data-testid="page">{pathname}</p></>;
}

function renderStepper(record: Record<string, unknown>, hash = '') {
  const onChanged = vi.fn();
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[`/opportunity/o1${hash}`]}>
        <ToastProvider>
          <SessionProvider fallback={null}>
            <Routes>
              <Route path="*" element={<><OpportunityStepper record={record} onChanged={onChanged} /><Where /></>} />
            </Routes>
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </SWRConfig>,
  );
  return { onChanged };
}

const step = (name: RegExp) => screen.getByRole('button', { name });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the opportunity stepper', () => {
  it('numbers the stage table\'s steps with their titles, ticks those before the saved stage, and opens at the saved stage', async () => {
    renderStepper(opportunity());
    await screen.findByRole('region', { name: 'Opportunity steps' });
    const titles = within(screen.getByRole('list')).getAllByRole('button').map((b) => b.textContent);
    expect(titles).toEqual([
      '✓Step 1: Suspect(completed)', '✓Step 2: Prospect(completed)', '✓Step 3: Lines Of Business(completed)', '4Step 4: Out to Market',
      '5Step 5: Proposed', '6Step 6: Client Response', '7Step 7: Closed',
    ]);
    expect(step(/Step 4/).getAttribute('aria-current')).toBe('step');
    expect(step(/Step 1/).querySelector('svg')).toBeTruthy();
  });

  it('opened without its step, writes it into the address in place of the entry without rendering the route again', async () => {
    window.history.replaceState(null, '', '/opportunity/o1');
    whereRenders = 0;
    renderStepper(opportunity());
    await screen.findByRole('region', { name: 'Opportunity steps' });
    await waitFor(() => expect(window.location.hash).toBe('#step-gathering-info=out-to-market'));
    // whatever React still has queued from the opening runs before counting
    await act(async () => {});
    expect(window.location.pathname).toBe('/opportunity/o1');
    expect(step(/Step 4/).getAttribute('aria-current')).toBe('step');
    // one render for the page, none for the address's new hash (issue 24: the route tree rendered twice on opening)
    expect(whereRenders).toBe(1);
  });

  it('keeps the step in the hash; Back and Next walk it; Mark as Current Stage is off on the saved stage and persists another', async () => {
    vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Opportunity is now at Prospect', resolved: {} });
    const { onChanged } = renderStepper(opportunity());
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(button('Mark as Current Stage').disabled).toBe(true);
    await userEvent.click(button('Back'));
    expect(screen.getByTestId('where').textContent).toBe('#step-gathering-info=lines-of-business');
    await userEvent.click(step(/Step 2/));
    expect(screen.getByTestId('where').textContent).toBe('#step-gathering-info=prospect');
    expect(step(/Step 2/).getAttribute('aria-current')).toBe('step');
    await userEvent.click(button('Mark as Current Stage'));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: 'o1', stage: 'prospect', version: 3 } });
    expect(await screen.findByText('Opportunity is now at Prospect')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    await userEvent.click(button('Next'));
    expect(screen.getByTestId('where').textContent).toBe('#step-gathering-info=lines-of-business');
  });

  it('Save or Exit persists the step shown and leaves for the list', async () => {
    vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Opportunity is now at Proposed', resolved: {} });
    renderStepper(opportunity(), '#step-gathering-info=proposed');
    await userEvent.click(await screen.findByRole('button', { name: 'Save or Exit' }));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/stage/update', { method: 'PUT', body: { opportunity_Reference_Id: 'o1', stage: 'proposed', version: 3 } });
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('/opportunity'));
  });

  it('Cancel leaves for the list without saving', async () => {
    renderStepper(opportunity(), '#step-gathering-info=proposed');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('page').textContent).toBe('/opportunity');
    expect(api).not.toHaveBeenCalled();
  });

  it("shows the server's sentence when it refuses the stage", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(412, 'This opportunity was changed by someone else since you opened it. Reload to see the latest details.'));
    renderStepper(opportunity(), '#step-gathering-info=proposed');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Current Stage' }));
    expect(await screen.findByText('This opportunity was changed by someone else since you opened it. Reload to see the latest details.')).toBeTruthy();
  });

  it('neither enters client response nor takes Next from proposed without a delivered proposal', async () => {
    renderStepper(opportunity({ opportunity_Stage: 'proposed' }), '#step-gathering-info=client-response');
    await screen.findByRole('region', { name: 'Opportunity steps' });
    // the address cannot enter it either: the saved stage's step is shown
    expect(step(/Step 5/).getAttribute('aria-current')).toBe('step');
    expect((step(/Step 6/) as HTMLButtonElement).disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Client Response needs a delivered proposal: mark a proposal as delivered first.');
  });

  it("with a delivered proposal the second-to-last Next reads 'Close Opportunity'", async () => {
    renderStepper(opportunity({ opportunity_Stage: 'client_Response', has_Delivered_Proposal: true }));
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(step(/Step 6/).getAttribute('aria-current')).toBe('step');
    await userEvent.click(button('Close Opportunity'));
    expect(screen.getByTestId('where').textContent).toBe('#step-gathering-info=closed');
  });

  it('warns on the Closed step while tasks are open', async () => {
    renderStepper(opportunity({ open_Tasks: 2 }), '#step-gathering-info=closed');
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(screen.getByRole('status').textContent).toBe('Please complete Open Tasks before closing the Opportunity');
    expect(screen.queryByText('Are you sure you want to close this Opportunity?')).toBeNull();
    expect(button('Mark as Current Stage').disabled).toBe(true);
  });

  it('asks before closing; Yes opens the early close dialog', async () => {
    renderStepper(opportunity(), '#step-gathering-info=closed');
    expect(await screen.findByText('Are you sure you want to close this Opportunity?')).toBeTruthy();
    await userEvent.click(button('Yes'));
    expect(await screen.findByRole('dialog', { name: 'What are the results of the Opportunity?' })).toBeTruthy();
  });

  it('a closed opportunity (or case) disables step navigation and Back', async () => {
    renderStepper(opportunity({ opportunity_Stage: 'closed_Won', case_Status: 'closed' }), '#step-gathering-info=prospect');
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(step(/Step 7/).getAttribute('aria-current')).toBe('step');
    for (const b of within(screen.getByRole('list')).getAllByRole('button')) {
      if (b.getAttribute('aria-current') !== 'step') expect((b as HTMLButtonElement).disabled).toBe(true);
    }
    expect(button('Back').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('This Opportunity is closed.');
    await waitFor(() => expect(button('Mark as Current Stage').disabled).toBe(true));
  });

  it('a won opportunity ticks every step; a lost one ticks none and marks its Closed step lost', async () => {
    const titles = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.textContent);
    renderStepper(opportunity({ opportunity_Stage: 'closed_Won', case_Status: 'closed' }));
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(titles().every((t) => t?.startsWith('✓'))).toBe(true);
    cleanup();
    renderStepper(opportunity({ opportunity_Stage: 'closed_Lost', case_Status: 'closed' }));
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(titles()).toEqual([
      '1Step 1: Suspect', '2Step 2: Prospect', '3Step 3: Lines Of Business', '4Step 4: Out to Market', '5Step 5: Proposed', '6Step 6: Client Response', '✕Step 7: Closed(lost)',
    ]);
  });

  it('a lost opportunity shows the stage it was lost at: the steps before it ticked, that one marked lost', async () => {
    const titles = () => within(screen.getByRole('list')).getAllByRole('button').map((b) => b.textContent);
    renderStepper(opportunity({ opportunity_Stage: 'closed_Lost', case_Status: 'closed', lost_At_Stage: 'out_To_Market', lost_At_Stage_Label: 'Out to Market' }));
    await screen.findByRole('region', { name: 'Opportunity steps' });
    expect(titles()).toEqual([
      '✓Step 1: Suspect(completed)', '✓Step 2: Prospect(completed)', '✓Step 3: Lines Of Business(completed)', '✕Step 4: Out to Market(lost)', '5Step 5: Proposed', '6Step 6: Client Response', '7Step 7: Closed',
    ]);
    expect(screen.getByText('Lost at Out to Market')).toBeTruthy();
  });
});
