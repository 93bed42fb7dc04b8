import type { FileItem } from '../fileApi';

/** A file version chosen to compare; `key` tells two versions of one file apart. */
export interface SelectedFile {
  key: string;
  file: FileItem;
  version: number;
}

let made = 0;
export const selectedFile = (file: FileItem, version = file.latest_Version): SelectedFile => ({ key: `${file.file_Reference_Id}#${(made += 1)}`, file, version });

/** The selection with `file` (its latest version) in or out. */
export const toggled = (selection: SelectedFile[], file: FileItem) =>
  selection.some((s) => s.file.file_Reference_Id === file.file_Reference_Id)
    ? selection.filter((s) => s.file.file_Reference_Id !== file.file_Reference_Id)
    : [...selection, selectedFile(file)];

/** The selection as the last two versions of one file, older first. */
export const lastTwoVersions = (file: FileItem) => [selectedFile(file, file.latest_Version - 1), selectedFile(file)];

/** The selection with the item at `from` moved to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
