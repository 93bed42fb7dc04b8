import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MenuOnFirstUse, useOpenedAtOnce, type MenuButtonLook } from '../../src/engine/react/MenuOnFirstUse';

const look: MenuButtonLook = { 'aria-label': 'Workflows', className: 'menu-button', children: <span>W</span> };

function LoadedMenu({ button }: { button: MenuButtonLook }) {
  const ref = useOpenedAtOnce();
  return (
    <Menu>
      <MenuButton ref={ref} {...button} />
      <MenuItems>
        <MenuItem>
          <button type="button">General Request</button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** A menu whose module arrives when the test says so; asked again, the same module (as import() answers). */
function deferredMenu() {
  let arrive = () => {};
  const module = new Promise<{ default: typeof LoadedMenu }>((resolve) => (arrive = () => resolve({ default: LoadedMenu })));
  const load = vi.fn(() => module);
  return { load, Loaded: lazy(load), arrive: () => arrive() };
}

describe('MenuOnFirstUse', () => {
  it('shows the plain button until pressed, loads the menu on pointing at it, and one press opens the menu once loaded', async () => {
    const { load, Loaded, arrive } = deferredMenu();
    render(
      <MenuOnFirstUse button={look} preload={load}>
        <Loaded button={look} />
      </MenuOnFirstUse>,
    );
    const plain = screen.getByRole('button', { name: 'Workflows' });
    expect([plain.className, plain.getAttribute('aria-haspopup'), plain.getAttribute('aria-expanded')]).toEqual(['menu-button', 'menu', 'false']);
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(plain);
    expect(load).toHaveBeenCalled();
    await userEvent.click(plain);
    // still loading: the button stays, no menu yet
    expect(screen.getByRole('button', { name: 'Workflows' })).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    arrive();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['General Request']);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Workflows' }));
    // from then on it is the menu's own button
    await userEvent.click(screen.getByRole('button', { name: 'Workflows' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('opens from the keyboard: Tab to the button, Enter', async () => {
    const { load, Loaded, arrive } = deferredMenu();
    render(
      <MenuOnFirstUse button={look} preload={load}>
        <Loaded button={look} />
      </MenuOnFirstUse>,
    );
    await userEvent.tab();
    expect(load).toHaveBeenCalled();
    arrive();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
