import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * The WAI-ARIA Tabs pattern in two parts, for a tab list that sits apart from its panels (beside
 * buttons, say): a tab list of tabs, the chosen one the only tab stop; arrow keys move to the next
 * or previous tab and choose it (round from the last to the first), Home / PageUp and End / PageDown
 * go to the ends; a tab names its panel (`aria-controls`) and the panel its tab (`aria-labelledby`).
 * Both parts take the same `idBase` (one `useId()`); only the chosen panel's content is rendered,
 * the others are empty hidden panels. A tab carries `data-selected` while chosen, for its styling.
 */
export interface TabItem {
  key: string;
  label: string;
}

interface TabListProps {
  idBase: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  /** false when the tabs choose what a list shows instead of panels of their own (no `aria-controls`) */
  panels?: boolean;
  label?: string;
  className?: string;
  tabClassName?: string;
}

// by place, not by key: a key may hold a space, which an id reference cannot
const tabId = (idBase: string, at: number) => `${idBase}-tab-${at}`;
const panelId = (idBase: string, at: number) => `${idBase}-panel-${at}`;

/** the index a key moves to from `at` among `count` tabs, or undefined for a key the tabs do not handle */
function movedTo(key: string, at: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home' || key === 'PageUp') return 0;
  if (key === 'End' || key === 'PageDown') return count - 1;
  return undefined;
}

export function TabList({ idBase, tabs, selected, onSelect, panels = true, label, className, tabClassName }: TabListProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, at: number) => {
    const next = movedTo(event.key, at, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    onSelect(tabs[next].key);
  };
  return (
    <div role="tablist" aria-orientation="horizontal" aria-label={label} className={className}>
      {tabs.map((tab, at) => {
        const chosen = tab.key === selected;
        return (
          <button
            key={tab.key}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, at)}
            aria-controls={panels ? panelId(idBase, at) : undefined}
            aria-selected={chosen}
            tabIndex={chosen ? 0 : -1}
            data-selected={chosen ? '' : undefined}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => onKeyDown(event, at)}
            className={tabClassName}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelsProps {
  idBase: string;
  tabs: (TabItem & { content: ReactNode })[];
  selected: string;
  className?: string;
}

export function TabPanels({ idBase, tabs, selected, className }: TabPanelsProps) {
  return (
    <div className={className}>
      {tabs.map((tab, at) => {
        const chosen = tab.key === selected;
        return (
          <div key={tab.key} role="tabpanel" id={panelId(idBase, at)} aria-labelledby={tabId(idBase, at)} tabIndex={chosen ? 0 : -1} hidden={!chosen}>
            {chosen && tab.content}
          </div>
        );
      })}
    </div>
  );
}
