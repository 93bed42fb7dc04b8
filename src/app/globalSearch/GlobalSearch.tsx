import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';

const GlobalSearchResults = lazy(() => import('./GlobalSearchResults'));

const said = texts.dashboard;
const delayMs = 300;
/** The server's shortest search. */
const minimum = 2;

/** Whether a key press goes to something the person is typing in (then '/' is theirs). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The top bar's one search box (its shortcut '/'): results grouped by kind under it as you type
 * (after a pause, from 2 characters), each opening its record; Escape closes them, the arrows walk them.
 */
/** memo: the top bar renders again when a page names its record; the search box has nothing to change then */
export const GlobalSearch = memo(function GlobalSearch() {
  const navigate = useGuardedNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const opening = (path: string) => {
    setOpen(false);
    setText('');
    navigate(path);
  };
  const shown = open && asked.length >= minimum;
  return (
    <div
      role="search"
      className="relative ml-auto"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // back to the box (whose focus opens the results), then closed
          input.current?.focus();
          setOpen(false);
        } else if (e.key === 'ArrowDown' && e.target === input.current) {
          e.preventDefault();
          document.getElementById(id)?.querySelector('a')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <input
        ref={input}
        // a text box in the search landmark: the lists' own search boxes stay the page's one searchbox
        type="text"
        enterKeyHint="search"
        aria-label={said.globalSearch}
        aria-keyshortcuts="/"
        placeholder={said.globalSearchPlaceholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        className="h-9 w-64 rounded border border-slate-300 px-3 text-sm"
      />
      {shown && (
        <Suspense fallback={null}>
          <GlobalSearchResults id={id} search={asked} onOpen={opening} />
        </Suspense>
      )}
    </div>
  );
});
