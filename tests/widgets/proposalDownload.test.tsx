import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchResolved } from '../../src/app/api/client';
import { download } from '../../src/app/api/download';
import Proposals from '../../src/app/opportunities/detail/Proposals';
import { ToastProvider } from '../../src/engine/react/Toasts';

vi.mock('../../src/app/api/client', async (original) => ({ ...(await original<object>()), fetchResolved: vi.fn() }));
vi.mock('../../src/app/api/download', async (original) => ({ ...(await original<object>()), download: vi.fn() }));

const proposals = [{ proposal_Reference_Id: 'p1', version: 1, name: 'Best options', status: 'delivered', status_Label: 'Delivered', quote_Reference_Id: [] }];

beforeEach(() => {
  vi.mocked(fetchResolved).mockResolvedValue({ proposal: proposals });
  vi.mocked(download).mockReset();
});

const wrap = (canEdit: boolean) => render(
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <ToastProvider><Proposals opportunityId="o1" canEdit={canEdit} onChanged={vi.fn()} /></ToastProvider>
  </SWRConfig>,
);

describe("a proposal's Download PDF", () => {
  it('downloads the PDF of the proposal from the keyboard, also for those who may only view; says so while it is made', async () => {
    let finish = () => {};
    vi.mocked(download).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    wrap(false);
    const button = await screen.findByRole('button', { name: 'Download PDF Best options' });
    expect(screen.queryByRole('button', { name: 'Edit Best options' })).toBeNull();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(download).toHaveBeenCalledWith('/v1/opportunity/proposal/pdf?proposal_Reference_Id=p1');
    const busy = screen.getByRole('button', { name: 'Preparing PDF... Best options' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish();
    expect(await screen.findByRole('button', { name: 'Download PDF Best options' })).toBeTruthy();
  });

  it("says the server's sentence when it refuses, and its own when the server fails", async () => {
    vi.mocked(download).mockRejectedValueOnce(new ApiError(404, 'Proposal was not found.')).mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    wrap(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF Best options' }));
    expect(await screen.findByText('Proposal was not found.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF Best options' }));
    expect(await screen.findByText("The proposal PDF couldn't be made. Please try again.")).toBeTruthy();
  });
});
