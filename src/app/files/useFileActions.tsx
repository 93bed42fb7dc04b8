import { lazy, Suspense, useCallback, useState } from 'react';
import { follow, useFileDownload, type OpenedFile } from './useFileDownload';
import { fileLink } from './viewer/fileLink';

const FileViewerDialog = lazy(() => import('./viewer/FileViewerDialog'));

/**
 * Download and Preview through the spec's magic link: a PDF opens in the PDF viewer, any other
 * file in a new tab (the tab is opened at the click, so no pop-up blocker stops it); a link that
 * cannot be had says 'File Preview/download is not available ...'. `viewer` renders the open viewer.
 */
export function useFileActions() {
  const [viewing, setViewing] = useState<OpenedFile>();
  const { download, unavailable } = useFileDownload();
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
