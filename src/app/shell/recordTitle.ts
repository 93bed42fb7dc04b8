import { createContext, useContext } from 'react';

/** Sets the top bar's title to the record a page shows (a human's name) while the page is open. */
export const RecordTitleContext = createContext<(title: string) => void>(() => {});

export const useRecordTitle = () => useContext(RecordTitleContext);
