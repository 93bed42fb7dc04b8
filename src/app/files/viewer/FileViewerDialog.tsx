import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fillTemplate } from '../../../engine/core/template';
import { Spinner } from '../../../engine/react/Spinner';
import { texts } from '../../texts';
import { fileLink, type FileVersionRef } from './fileLink';
import { ViewerToolbar } from './ViewerToolbar';

const PdfView = lazy(() => import('./PdfView'));

interface FileViewerDialogProps {
  file: FileVersionRef & { file_Name: string };
  onClose(): void;
}

/**
 * The PDF viewer (spec 01 section 2, File screens): 720 px wide, 1250 with the thumbnails sidebar,
 * 710 high. The file comes through a preview magic link; react-pdf loads with the first viewer.
 */
export default function FileViewerDialog({ file, onClose }: FileViewerDialogProps) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [thumbnails, setThumbnails] = useState(false);
  const { file_Reference_Id: id, version } = file;

  useEffect(() => {
    let current = true;
    fileLink({ file_Reference_Id: id, version }, 'preview').then(
      (link) => current && setUrl(link),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [id, version]);

  const spinner = <Spinner label={texts.fileViewer.loading} />;
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          style={{ width: thumbnails ? 1250 : 720, height: 710 }}
          className="flex max-h-full max-w-full flex-col overflow-hidden rounded-lg bg-white shadow-xl"
        >
          <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-2">
            <DialogTitle className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900" title={file.file_Name}>
              <span className="sr-only">{fillTemplate(texts.fileViewer.label, { name: file.file_Name })}</span>
              <span aria-hidden="true">{file.file_Name}</span>
            </DialogTitle>
            <ViewerToolbar file={file} zoom={zoom} onZoom={setZoom} thumbnails={thumbnails} onThumbnails={setThumbnails} onClose={onClose} />
          </header>
          {failed ? (
            <p role="alert" className="m-6 rounded bg-red-50 p-4 text-sm text-red-800">{texts.fileViewer.unavailable}</p>
          ) : url ? (
            <Suspense fallback={spinner}>
              <PdfView file={url} zoom={zoom} thumbnails={thumbnails} onError={() => setFailed(true)} />
            </Suspense>
          ) : (
            spinner
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
