import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { chosenTab, hashIsTabs } from '../core/tabs';

interface TabsProps {
  /** remembered per key in localStorage; the chosen tab is also kept in the URL hash unless the hash holds something else */
  storageKey: string;
  tabs: { key: string; label: string; content: ReactNode }[];
}

export function Tabs({ storageKey, tabs }: TabsProps) {
  const keys = tabs.map((t) => t.key);
  const [selected, setSelected] = useState(() => chosenTab(keys, window.location.hash, localStorage.getItem(`tab:${storageKey}`)));
  const choose = (index: number) => {
    const key = keys[index];
    setSelected(key);
    localStorage.setItem(`tab:${storageKey}`, key);
    if (hashIsTabs(keys, window.location.hash)) window.history.replaceState(window.history.state, '', `#${key}`);
  };
  return (
    <TabGroup selectedIndex={keys.indexOf(selected)} onChange={choose}>
      <TabList className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {tabs.map((t) => (
          <Tab key={t.key} className="shrink-0 whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm text-slate-600 data-selected:border-blue-600 data-selected:font-semibold data-selected:text-blue-700">
            {t.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((t) => <TabPanel key={t.key}>{t.content}</TabPanel>)}
      </TabPanels>
    </TabGroup>
  );
}
