import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToggleWidget } from '../../src/widgets/ToggleWidget';
import { renderWidget } from './renderWidget';

const label = 'Can this Human be selected as an Agency Participant?';
const confirmOff = {
  title: 'Are you sure you want to remove this Human as an Agency Participant?',
  message: 'This human will no longer be available for selection as an Agency participant.',
};

describe('ToggleWidget', () => {
  it('is a Yes/No radio group named by its question', () => {
    renderWidget(ToggleWidget, label, { value: false, label: 'group' });
    const group = screen.getByRole('radiogroup', { name: label });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches to Yes at once', async () => {
    const { onChange } = renderWidget(ToggleWidget, label, { value: false, options: { confirmOff }, label: 'group' });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('asks before switching to No, and keeps Yes when the answer is No', async () => {
    const { onChange } = renderWidget(ToggleWidget, label, { value: true, options: { confirmOff }, label: 'group' });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(await screen.findByRole('dialog', { name: confirmOff.title })).toBeTruthy();
    expect(screen.getByText(confirmOff.message)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
