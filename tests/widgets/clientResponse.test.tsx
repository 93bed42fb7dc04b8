import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fetchResolved } from '../../src/app/api/client';
import ClientResponse from '../../src/app/opportunities/detail/ClientResponse';
import { ToastProvider } from '../../src/engine/react/Toasts';
import { opportunityProposals } from './fixtures/answers/get-opportunity-proposal';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), api: vi.fn(), fetchResolved: vi.fn() }));

const line = (id: string, name: string) => ({ line_Of_Business_Id: id, name, market_Reference_Id: null, selected_Premium: null, client_Response_Status: null, client_Decline_Reason: null });
const opportunity = { opportunity_Reference_Id: 'o1', line_Of_Business: [line('auto', 'Personal Auto'), line('home', 'Homeowners')] };
const [delivered] = opportunityProposals([{
  id: 'p1', version: 2, name: 'Best options', status: 'delivered', statusLabel: 'Delivered',
  quotes: [{ id: 'a2', market: 'm1', marketName: 'Keystone', version: 'v2', code: '2', versionName: 'Option B', line: 'auto', premium: 900 }],
}]).proposal;

beforeEach(() => {
  vi.mocked(fetchResolved).mockImplementation(async (path: string) => {
    if (path.startsWith('/v1/opportunity/proposal?opportunity_Reference_Id=o1')) return { proposal: [delivered] };
    throw new Error(`unexpected ${path}`);
  });
  vi.mocked(api).mockReset();
  vi.mocked(api).mockResolvedValue({ responseCode: 200, responseMessage: 'Client response saved', resolved: {} });
});

function renderIt() {
  const onChanged = vi.fn();
  render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}><ToastProvider><ClientResponse opportunity={opportunity} onChanged={onChanged} /></ToastProvider></SWRConfig>);
  return { onChanged };
}

describe("the client's response per line", () => {
  it('accepts a line at its delivered quote\'s premium and declines another with a reason', async () => {
    const { onChanged } = renderIt();
    const auto = screen.getByRole('group', { name: 'Personal Auto' });
    await userEvent.click(within(auto).getByRole('radio', { name: 'Accepted' }));
    expect((within(auto).getByRole('textbox', { name: 'Premium chosen' }) as HTMLInputElement).value).toBe('900');
    const home = screen.getByRole('group', { name: 'Homeowners' });
    await userEvent.click(within(home).getByRole('radio', { name: 'Declined' }));
    await userEvent.selectOptions(within(home).getByRole('combobox', { name: 'Decline reason' }), 'Bad timing (Not Ready to Buy)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Client Response' }));
    expect(api).toHaveBeenCalledWith('/v1/opportunity/clientresponse/lob/update', { method: 'POST', body: { opportunity_Reference_Id: 'o1', lob: [
      { lob_Reference_Id: 'auto', client_Response_Status: 'accepted', selected_Premium: '900', market_Reference_Id: 'm1' },
      { lob_Reference_Id: 'home', client_Response_Status: 'declined', client_Decline_Reason: 'bad_Timing' },
    ] } });
    expect(await screen.findByText('Client response saved')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it("shows the server's reasons when it refuses", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(400, 'Invalid', [{ field: '/lob/0/client_Decline_Reason', message: 'Choose a decline reason' }]));
    renderIt();
    await userEvent.click(within(screen.getByRole('group', { name: 'Homeowners' })).getByRole('radio', { name: 'Declined' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Client Response' }));
    expect(await screen.findByText('Choose a decline reason')).toBeTruthy();
  });
});
