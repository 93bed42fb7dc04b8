import { Suspense, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** A menu button's look and name (class, label, content): the plain button's before its menu loads, the menu's after (a popover's says `'aria-haspopup': undefined`). */
export type MenuButtonLook = Pick<ComponentPropsWithoutRef<'button'>, 'className' | 'aria-label' | 'aria-haspopup' | 'title' | 'children'>;

interface MenuOnFirstUseProps {
  button: MenuButtonLook;
  /** starts loading the menu's code (the same import its lazy component makes) */
  preload(): unknown;
  /** the loaded menu, a lazy component: it opens itself when it mounts (useOpenedAtOnce) */
  children: ReactNode;
}

/**
 * A menu (or a popover) whose code (the menu library's) loads on first use, not with the page: until then its button
 * alone, a plain one looking as the menu's will; pressed, the menu takes its place and opens. Pointing
 * at the button or focusing it starts the loading, so a press usually finds it there.
 */
export function MenuOnFirstUse({ button, preload, children }: MenuOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  const plain = (extra: ComponentPropsWithoutRef<'button'>) => <button type="button" aria-haspopup="menu" aria-expanded={false} {...button} {...extra} />;
  if (!used) return plain({ onPointerEnter: preload, onFocus: preload, onClick: () => setUsed(true) });
  return <Suspense fallback={plain({})}>{children}</Suspense>;
}

/**
 * The ref for the menu button of a menu MenuOnFirstUse loads: as it mounts (after a press on the plain
 * button) the button takes the focus and is pressed once, so the menu opens.
 */
export function useOpenedAtOnce() {
  const ref = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !ref.current) return;
    opened.current = true;
    ref.current.focus();
    ref.current.click();
  }, []);
  return ref;
}
