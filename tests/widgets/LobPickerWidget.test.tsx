import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LobPickerWidget } from '../../src/widgets/LobPickerWidget';
import type { LineOfBusiness } from '../../src/widgets/types';
import { renderWidget } from './renderWidget';

const line = (id: string, code: string, name: string, icon: string): LineOfBusiness => ({
  line_Of_Business_Id: id, line_Of_Business_Reference_Code: code, line_Of_Business_Name: name, category: 'commercial', icon,
});
const lines = [
  line('l-1', 'general_liability', 'General Liability', 'shield'),
  line('l-2', 'commercial_property', 'Commercial Property', 'building'),
  line('l-3', 'workers_compensation', 'Workers Compensation', 'hard-hat'),
  line('l-4', 'commercial_auto', 'Commercial Auto', 'truck'),
  line('l-5', 'cyber', 'Cyber Liability', 'lock'),
];

/** The text of the elements an element is described by (its field message, then any other). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();

function renderPicker(value?: (string | Record<string, unknown>)[], options = {}, required = false) {
  const linesOfBusiness = vi.fn(async () => lines);
  return { ...renderWidget(LobPickerWidget, 'Lines of Business', { value, options, required, services: { linesOfBusiness } }), linesOfBusiness };
}

describe('LobPickerWidget', () => {
  it('searches the lines of business by name or code and chooses several: the value is their ids in the order chosen', async () => {
    const { onChange, linesOfBusiness } = renderPicker();
    const button = screen.getByRole('button', { name: 'Lines of Business' });
    await userEvent.click(button);
    await screen.findByRole('checkbox', { name: 'General Liability' });
    expect(linesOfBusiness).toHaveBeenCalledOnce();
    const search = screen.getByRole('searchbox', { name: 'Search lines of business' });
    await userEvent.type(search, 'liab');
    const group = screen.getByRole('group', { name: 'Lines of Business' });
    expect(within(group).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['General Liability', 'Cyber Liability']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Cyber Liability' }));
    await userEvent.clear(search);
    await userEvent.type(search, 'commercial_a');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commercial Auto' }));
    expect(onChange).toHaveBeenLastCalledWith(['l-5', 'l-4']);
    await userEvent.clear(search);
    await userEvent.type(search, 'marine');
    expect(screen.getByRole('status').textContent).toBe('No lines of business found');
  });

  it('shows the first 3 chosen as chips with their names, then +N naming the rest; unticking removes one', async () => {
    const { onChange } = renderPicker(['l-1', 'l-2', 'l-3', 'l-4', 'l-5']);
    const button = screen.getByRole('button', { name: 'Lines of Business' });
    await waitFor(() => expect(button.textContent).toBe('General LiabilityCommercial PropertyWorkers Compensation+2'));
    expect(within(button).getByTitle('Commercial Auto, Cyber Liability')).toBeTruthy();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Commercial Property' }));
    expect(onChange).toHaveBeenLastCalledWith(['l-1', 'l-3', 'l-4', 'l-5']);
  });

  it('while the lines load, chosen lines say so instead of Select, then show as chips', async () => {
    let answer: (all: LineOfBusiness[]) => void = () => undefined;
    const linesOfBusiness = () => new Promise<LineOfBusiness[]>((resolve) => { answer = resolve; });
    renderWidget(LobPickerWidget, 'Lines of Business', { value: ['l-1'], services: { linesOfBusiness } });
    const button = screen.getByRole('button', { name: 'Lines of Business' });
    expect(button.textContent).toBe('Loading lines of business...');
    answer(lines);
    await waitFor(() => expect(button.textContent).toBe('General Liability'));
  });

  it('with nothing chosen says Select while the lines load', () => {
    renderWidget(LobPickerWidget, 'Lines of Business', { services: { linesOfBusiness: () => new Promise<LineOfBusiness[]>(() => undefined) } });
    expect(screen.getByRole('button', { name: 'Lines of Business' }).textContent).toBe('Select');
  });

  it('with options.itemKey keeps a chosen row whole (its premium) and adds a row for a new line; the last one unticked leaves no value', async () => {
    const { onChange } = renderPicker([{ line_Of_Business_Id: 'l-2', selected_Premium: 1200 }], { itemKey: 'line_Of_Business_Id' });
    await userEvent.click(screen.getByRole('button', { name: 'Lines of Business' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Cyber Liability' }));
    expect(onChange).toHaveBeenLastCalledWith([{ line_Of_Business_Id: 'l-2', selected_Premium: 1200 }, { line_Of_Business_Id: 'l-5' }]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Commercial Property' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cyber Liability' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('closes with Escape and blurs once the focus leaves it', async () => {
    const { onBlur } = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: 'Lines of Business' }));
    await screen.findByRole('searchbox', { name: 'Search lines of business' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('a required picker is described as Required (a button takes no aria-required); an optional one is not', () => {
    renderPicker(undefined, {}, true);
    const button = screen.getByRole('button', { name: 'Lines of Business' });
    expect(button.getAttribute('aria-required')).toBeNull();
    expect(descriptionOf(button)).toBe('Required');
  });

  it('an optional picker says nothing of it', () => {
    renderPicker();
    expect(descriptionOf(screen.getByRole('button', { name: 'Lines of Business' }))).toBe('');
  });
});
