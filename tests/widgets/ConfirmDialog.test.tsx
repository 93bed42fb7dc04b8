import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import texts from '../../screens/messages.json';
import { ConfirmDialog } from '../../src/engine/react/ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with a title and message and answers Yes or No', async () => {
    const onYes = vi.fn();
    const onNo = vi.fn();
    render(<ConfirmDialog open title="Are you sure you want to cancel?" message="Any information you have entered will be lost" texts={texts} onYes={onYes} onNo={onNo} />);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to cancel?' });
    expect(dialog.textContent).toContain('Any information you have entered will be lost');
    expect(document.activeElement?.textContent).toBe('No');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<ConfirmDialog open={false} title="Are you sure you want to log out?" texts={texts} onYes={() => {}} onNo={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
