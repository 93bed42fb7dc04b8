import type { ListColumn, ListManifest } from '../../engine/core/screenManifests';
import fileList from '../../../screens/lists/file.list.json';

/** The files table's manifest (screens/lists/file.list.json). */
export const fileListManifest = fileList as ListManifest;

const column = (key: string) => fileListManifest.columns.find((c) => c.key === key)!;

/** How the files table shows a file's kind (an icon: Mail, Document, Folder, Image) and its tags: cards and dialogs show them alike. */
export const kindField: ListColumn = column('file_Type');
export const tagsField: ListColumn = column('tags');

/** A stored kind's name ('Email' is 'Mail'). */
export const kindLabel = (kind: string) => kindField.labels?.[kind] ?? kind;
