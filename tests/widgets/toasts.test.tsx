import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from '../../src/engine/react/Toasts';

function Saver() {
  const toast = useToast();
  return <button type="button" onClick={() => toast.success('Saved')}>Save</button>;
}

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows a toast as a status for 3 seconds', () => {
    vi.useFakeTimers();
    render(<ToastProvider><Saver /></ToastProvider>);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('status').textContent).toBe('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves no timer behind once its provider is gone (nothing is set after the page, or a test, has ended)', () => {
    vi.useFakeTimers();
    const { unmount } = render(<ToastProvider><Saver /></ToastProvider>);
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
