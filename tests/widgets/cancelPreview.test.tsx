import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadForm } from '../../src/app/forms/discovered';
import { ApiError } from '../../src/app/api/client';
import { renderForm } from './renderForm';

const cancelForm = await loadForm('policy-cancel');
const preview = () => document.querySelector('output')!.textContent;

/** Cancel Policy's return premium before Save: asked of the server for each date picked, never computed here. */
describe('the Cancel Policy form: its return premium', () => {
  it('asks the server for the date picked and shows its answer, or its refusal; no required mark', async () => {
    const cancellationPreview = vi.fn(async (_id: string, date: string) => {
      if (date === '2031-01-01') throw new ApiError(400, 'The request has invalid fields.', [{ field: '/cancel_Date', message: "The cancellation date must be between the policy's effective and expiration dates." }]);
      return { return_Premium: date === '2026-12-01' ? 1830 : 1530.5, policy_Status_Label: 'Pending Cancel' };
    });
    const { store } = renderForm(cancelForm, { mode: 'cancel', model: { policy_Reference_Id: 'p1', version: 2 }, services: { cancellationPreview } });
    expect(preview()).toBe('Pick the cancellation date to see the return premium.');
    // no required mark beside its label (the label stands alone, without a heading row)
    expect(screen.getByText('Return Premium').closest('div.flex-col')!.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(cancellationPreview).not.toHaveBeenCalled();

    act(() => store.setValue('/cancel_Date', '2026-12-01'));
    await vi.waitFor(() => expect(preview()).toBe('Return premium: $1,830.00 (the policy becomes Pending Cancel)'));
    expect(cancellationPreview).toHaveBeenLastCalledWith('p1', '2026-12-01');
    // typing the reason asks nothing again
    act(() => store.setValue('/cancel_Reason', 'Sold'));
    expect(cancellationPreview).toHaveBeenCalledTimes(1);

    act(() => store.setValue('/cancel_Date', '2026-12-31'));
    await vi.waitFor(() => expect(preview()).toBe('Return premium: $1,530.50 (the policy becomes Pending Cancel)'));
    act(() => store.setValue('/cancel_Date', '2031-01-01'));
    await vi.waitFor(() => expect(preview()).toBe("The cancellation date must be between the policy's effective and expiration dates."));
  });

  it("says the screen's sentence when the preview fails otherwise", async () => {
    const cancellationPreview = vi.fn(async () => {
      throw new ApiError(500, 'boom');
    });
    const { store } = renderForm(cancelForm, { mode: 'cancel', model: { policy_Reference_Id: 'p1' }, services: { cancellationPreview } });
    act(() => store.setValue('/cancel_Date', '2026-12-01'));
    await vi.waitFor(() => expect(preview()).toBe('The return premium could not be computed. Please try again.'));
  });
});
