import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { fillTemplate } from '../../../engine/core/template';
import { Pager } from '../../../engine/react/Pager';
import { Spinner } from '../../../engine/react/Spinner';
import { texts } from '../../texts';
import { pdfOptions } from './pdfAssets';
import { PdfThumbnails } from './PdfThumbnails';

// set where <Document> renders (react-pdf's advice): the worker is a file of ours, so worker-src 'self' allows it
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF by its URL, or its bytes (a certificate not kept yet). */
export type PdfSource = string | { data: Uint8Array };

interface PdfViewProps {
  file: PdfSource;
  zoom: number;
  thumbnails: boolean;
  onError(): void;
}

/** A PDF's pages one at a time at the chosen zoom, with the thumbnails sidebar and page paging (react-pdf: its own chunk). */
export default function PdfView({ file, zoom, thumbnails, onError }: PdfViewProps) {
  const [pages, setPages] = useState<number>();
  const [page, setPage] = useState(1);
  const spinner = <Spinner label={texts.fileViewer.loading} />;
  return (
    <Document
      file={file}
      options={pdfOptions}
      loading={spinner}
      error={null}
      onLoadSuccess={(pdf) => setPages(pdf.numPages)}
      onLoadError={onError}
      className="flex min-h-0 flex-1"
    >
      {thumbnails && pages !== undefined && <PdfThumbnails pages={pages} current={page} onPick={setPage} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <div tabIndex={0} role="region" aria-label={fillTemplate(texts.pager, { page, pages: pages ?? '' })} className="min-h-0 flex-1 overflow-auto bg-slate-200 p-4">
          <Page pageNumber={page} scale={zoom} loading={spinner} className="mx-auto w-fit shadow" />
        </div>
        <div className="px-4">
          <Pager page={page} lastPage={pages} texts={{ pager: texts.pager, loading: texts.loading, previous: texts.fileViewer.previousPage, next: texts.fileViewer.nextPage, pages: texts.pages }} onPage={setPage} />
        </div>
      </div>
    </Document>
  );
}
