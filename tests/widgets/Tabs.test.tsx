import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../src/engine/react/Tabs';

const tabs = ['General', 'Contacts', 'Files', 'History'].map((label) => ({ key: label.toLowerCase(), label, content: <p>{`${label} panel`}</p> }));

function renderTabs() {
  render(<Tabs storageKey="record" tabs={tabs} />);
  return { tab: (name: string) => screen.getByRole('tab', { name }) };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

/** The WAI-ARIA Tabs pattern: one tab stop, arrows move and choose, Home and End, each tab names its panel and the panel its tab. */
describe("the engine's tabs", () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('are a tab list of tabs; the chosen one is the tab stop, and only its panel is shown, named by it', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('horizontal');
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['General', 'true', 0],
      ['Contacts', 'false', -1],
      ['Files', 'false', -1],
      ['History', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'General' });
    expect(panel.textContent).toBe('General panel');
    expect(panel.id).toBe(tab('General').getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('General').id);
    expect(panel.tabIndex).toBe(0);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Contacts panel')).toBeNull();
    // every tab names a panel that is there, hidden while another is chosen
    for (const t of screen.getAllByRole('tab')) expect(document.getElementById(t.getAttribute('aria-controls')!)).not.toBeNull();
  });

  it('arrow keys move to the next or previous tab and choose it, round from the last to the first; Home and End go to the ends', async () => {
    const { tab } = renderTabs();
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('General'));
    const press = async (key: string, expected: string) => {
      await userEvent.keyboard(key);
      expect(document.activeElement).toBe(tab(expected));
      expect(selectedTab().textContent).toBe(expected);
      expect(screen.getByRole('tabpanel').textContent).toBe(`${expected} panel`);
    };
    await press('{ArrowRight}', 'Contacts');
    await press('{ArrowRight}', 'Files');
    await press('{End}', 'History');
    await press('{ArrowRight}', 'General');
    await press('{ArrowLeft}', 'History');
    await press('{Home}', 'General');
    await press('{ArrowLeft}', 'History');
    // Tab leaves the tab list for the chosen panel: the other tabs are not tab stops
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'History' }));
  });

  it('a click chooses a tab; the choice is remembered for the key and kept in the URL hash', async () => {
    const { tab } = renderTabs();
    await userEvent.click(tab('Files'));
    expect(selectedTab().textContent).toBe('Files');
    expect(localStorage.getItem('tab:record')).toBe('files');
    expect(window.location.hash).toBe('#files');
  });
});
