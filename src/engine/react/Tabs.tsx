import { useId, useState, type ReactNode } from 'react';
import { chosenTab, hashIsTabs } from '../core/tabs';
import { TabList, TabPanels } from './TabParts';

interface TabsProps {
  /** remembered per key in localStorage; the chosen tab is also kept in the URL hash unless the hash holds something else */
  storageKey: string;
  tabs: { key: string; label: string; content: ReactNode }[];
}

export function Tabs({ storageKey, tabs }: TabsProps) {
  const idBase = useId();
  const keys = tabs.map((t) => t.key);
  const [chosen, setSelected] = useState(() => chosenTab(keys, window.location.hash, localStorage.getItem(`tab:${storageKey}`)));
  // the first tab when the chosen one is no longer among them
  const selected = keys.includes(chosen) ? chosen : keys[0];
  const choose = (key: string) => {
    setSelected(key);
    localStorage.setItem(`tab:${storageKey}`, key);
    if (hashIsTabs(keys, window.location.hash)) window.history.replaceState(window.history.state, '', `#${key}`);
  };
  return (
    <div>
      <TabList
        idBase={idBase}
        tabs={tabs}
        selected={selected}
        onSelect={choose}
        className="flex flex-wrap gap-x-1 border-b border-slate-200"
        tabClassName="shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 data-selected:border-blue-600 data-selected:font-semibold data-selected:text-blue-700"
      />
      <TabPanels idBase={idBase} tabs={tabs} selected={selected} className="pt-4" />
    </div>
  );
}
