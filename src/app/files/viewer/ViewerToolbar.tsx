import { fillTemplate } from '../../../engine/core/template';
import { lazy, Suspense, useState } from 'react';
import { texts } from '../../texts';
import { useFileDownload } from '../useFileDownload';
import type { FileVersionRef } from './fileLink';
import { stepZoom, zoomLimits } from './zoom';

interface ViewerToolbarProps {
  file: FileVersionRef & { file_Name: string };
  zoom: number;
  onZoom(zoom: number): void;
  thumbnails: boolean;
  onThumbnails(shown: boolean): void;
  onClose(): void;
}

const NewMailDialog = lazy(() => import('../../email/NewMailDialog'));

const button = 'h-8 rounded border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The viewer's tools: thumbnails, zoom out and in, Download (the file's download link), Send (the New Mail composer with the file attached), Close. */
export function ViewerToolbar({ file, zoom, onZoom, thumbnails, onThumbnails, onClose }: ViewerToolbarProps) {
  const [mailing, setMailing] = useState(false);
  const { download } = useFileDownload();
  const t = texts.fileViewer;

  return (
    <div role="toolbar" aria-label={t.toolbar} className="flex items-center gap-2">
      <button type="button" className={`${button} aria-pressed:border-blue-600 aria-pressed:bg-blue-50`} aria-pressed={thumbnails} onClick={() => onThumbnails(!thumbnails)}>{t.thumbnails}</button>
      <button type="button" className={button} aria-label={t.zoomOut} disabled={zoom <= zoomLimits.min} onClick={() => onZoom(stepZoom(zoom, -1))}>−</button>
      <span aria-live="polite" className="w-12 text-center text-sm tabular-nums text-slate-700">{fillTemplate(t.zoomLevel, { percent: Math.round(zoom * 100) })}</span>
      <button type="button" className={button} aria-label={t.zoomIn} disabled={zoom >= zoomLimits.max} onClick={() => onZoom(stepZoom(zoom, 1))}>+</button>
      <button type="button" className={button} onClick={() => void download({ file_Reference_Id: file.file_Reference_Id, latest_Version: file.version, name: file.file_Name })}>{t.download}</button>
      <button type="button" className={button} onClick={() => setMailing(true)}>{t.send}</button>
      <button type="button" className={button} onClick={onClose}>{texts.close}</button>
      <Suspense>
        {mailing && <NewMailDialog attach={[{ file_Reference_Id: file.file_Reference_Id, name: file.file_Name }]} onClose={() => setMailing(false)} />}
      </Suspense>
    </div>
  );
}
