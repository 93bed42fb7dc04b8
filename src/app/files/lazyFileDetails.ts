import { lazy } from 'react';

/** A file's details dialog (with its edit form and the dialog library), loaded when a file is first opened, not with the page listing files. */
export const FileDetailsDialog = lazy(() => import('./FileDetailsDialog').then((m) => ({ default: m.FileDetailsDialog })));
