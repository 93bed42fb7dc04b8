import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * A widget whose button opens a list under it (several choices, lines of business): the list closes
 * when the focus leaves the widget, which is then its blur, and with Escape, the focus going back to
 * the button (the list's inputs leave the page).
 */
export function useDropdown(onBlur: () => void) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const containerProps = {
    onBlur(e: FocusEvent<HTMLElement>) {
      if (e.currentTarget.contains(e.relatedTarget)) return;
      setOpen(false);
      onBlur();
    },
    onKeyDown(e: KeyboardEvent<HTMLElement>) {
      if (e.key !== 'Escape' || !open) return;
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    },
  };
  return { open, setOpen, button, containerProps };
}
