import { Page } from 'react-pdf';
import { fillTemplate } from '../../../engine/core/template';
import { texts } from '../../texts';

interface PdfThumbnailsProps {
  pages: number;
  current: number;
  onPick(page: number): void;
}

/** The thumbnails sidebar: one button per page (inside the viewer's Document), the shown page marked. */
export function PdfThumbnails({ pages, current, onPick }: PdfThumbnailsProps) {
  return (
    <nav aria-label={texts.fileViewer.thumbnails} className="w-52 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-100 p-3">
      <ol className="flex flex-col items-center gap-3">
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-current={page === current ? 'page' : undefined}
              aria-label={fillTemplate(texts.fileViewer.thumbnail, { page })}
              onClick={() => onPick(page)}
              className={`rounded border-2 bg-white p-1 ${page === current ? 'border-blue-600' : 'border-transparent hover:border-slate-300'}`}
            >
              <Page pageNumber={page} width={150} renderTextLayer={false} renderAnnotationLayer={false} />
              <span aria-hidden="true" className="block text-center text-xs text-slate-600">{page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
