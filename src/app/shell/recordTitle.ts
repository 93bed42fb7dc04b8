import { createContext, useContext, type ReactNode } from 'react';

/** The record's versions the top bar offers (a policy's): the call listing them, each item's id and label keys, its page, the menu's name, and the one shown. */
export interface VersionsMenu {
  api: string;
  itemsKey: string;
  value: string;
  label: string;
  path: string;
  title: string;
  current: string;
}

/** What the top bar shows of the record a page shows, beside its title: a badge (a market's Active), its versions. */
export interface RecordHeading {
  badge?: ReactNode;
  versions?: VersionsMenu;
}

/** Sets the top bar's title to the record a page shows (a human's name) while the page is open. */
export const RecordTitleContext = createContext<(title: string, heading?: RecordHeading) => void>(() => {});

export const useRecordTitle = () => useContext(RecordTitleContext);
