import { lazy, Suspense, useCallback, useState } from 'react';
import { useToast } from '../../engine/react/Toasts';
import { texts } from '../texts';
import { fileLink } from './viewer/fileLink';

const FileViewerDialog = lazy(() => import('./viewer/FileViewerDialog'));

/** A file to open: its reference, latest version, name and (when read) extension. */
export interface OpenedFile {
  file_Reference_Id: string;
  latest_Version?: number;
  name: string;
  file_Extension?: string | null;
}

/** Follows a signed link without leaving the page: its Content-Disposition makes it a download. */
function follow(link: string) {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Download and Preview through the spec's magic link: a PDF opens in the PDF viewer, any other
 * file in a new tab (the tab is opened at the click, so no pop-up blocker stops it); a link that
 * cannot be had says 'File Preview/download is not available ...'. `viewer` renders the open viewer.
 */
export function useFileActions() {
  const toast = useToast();
  const [viewing, setViewing] = useState<OpenedFile>();
  const unavailable = useCallback(() => toast.error(texts.fileViewer.unavailable), [toast]);
  const download = useCallback(
    (file: OpenedFile) => fileLink({ file_Reference_Id: file.file_Reference_Id, version: file.latest_Version }, 'download').then(follow, unavailable),
    [unavailable],
  );
  const preview = useCallback(
    async (file: OpenedFile) => {
      if (file.file_Extension?.toLowerCase() === 'pdf') return setViewing(file);
      const tab = window.open('', '_blank');
      try {
        const link = await fileLink({ file_Reference_Id: file.file_Reference_Id, version: file.latest_Version }, 'preview');
        if (!tab) return follow(link);
        tab.opener = null;
        tab.location.href = link;
      } catch {
        tab?.close();
        unavailable();
      }
    },
    [unavailable],
  );
  const viewer = viewing && (
    <Suspense>
      <FileViewerDialog file={{ file_Reference_Id: viewing.file_Reference_Id, version: viewing.latest_Version, file_Name: viewing.name }} onClose={() => setViewing(undefined)} />
    </Suspense>
  );
  return { download, preview, viewer };
}
