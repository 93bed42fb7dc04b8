import { useCallback } from 'react';
import { useToast } from '../../engine/react/Toasts';
import { texts } from '../texts';
import { fileLink } from './viewer/fileLink';

/** A file to open: its reference, latest version, name and (when read) extension. */
export interface OpenedFile {
  file_Reference_Id: string;
  latest_Version?: number;
  name: string;
  file_Extension?: string | null;
}

/** Follows a signed link without leaving the page: its Content-Disposition makes it a download. */
export function follow(link: string) {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Download through the spec's magic link (the file list's, the PDF viewer's); a link that cannot be
 * had says 'File Preview/download is not available ...' (`unavailable`).
 */
export function useFileDownload() {
  const toast = useToast();
  const unavailable = useCallback(() => toast.error(texts.fileViewer.unavailable), [toast]);
  const download = useCallback(
    (file: OpenedFile) => fileLink({ file_Reference_Id: file.file_Reference_Id, version: file.latest_Version }, 'download').then(follow, unavailable),
    [unavailable],
  );
  return { download, unavailable };
}
