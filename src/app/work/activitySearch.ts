import type { FileItem as ListedFile } from '../files/fileApi';
import type { TaskRead } from './work';

export type SearchTab = 'open' | 'closed' | 'all';

/** What the search needs of a file of a record's list (GET /v1/files/human, /v1/files/entity). */
export type FileItem = Pick<ListedFile, 'file_Reference_Id' | 'name' | 'description' | 'uploaded_Date'>;

export type Found = { kind: 'task'; task: TaskRead } | { kind: 'file'; file: FileItem };

const matches = (text: string | null, search: string) => (text ?? '').toLowerCase().includes(search);

/**
 * What 'Search Activities and Files' shows for a tab and a search: tasks open, closed or all whose
 * name or description holds the text, and under All the files found (files are neither open nor closed).
 */
export function foundFor(tab: SearchTab, search: string, tasks: TaskRead[], files: FileItem[]): Found[] {
  const text = search.trim().toLowerCase();
  const shown = tasks
    .filter((t) => tab === 'all' || t.status === tab)
    .filter((t) => !text || matches(t.task_Name, text) || matches(t.task_Description, text))
    .map((task): Found => ({ kind: 'task', task }));
  return tab === 'all' ? [...shown, ...files.map((file): Found => ({ kind: 'file', file }))] : shown;
}
