import { useEffect, useRef, useState, type DragEvent } from 'react';
import { fillTemplate } from '../../engine/core/template';
import { ApiError, api } from '../api/client';
import { texts } from '../texts';
import { acceptedExtensions, acceptList, chooseFile, type Chosen } from './chooseFile';
import { truncate } from '../../engine/core/format';
import { UploadAborted, uploadFile, type UploadRequest } from './upload';

interface FileUploadStepProps {
  related?: { kind: 'human' | 'entity'; id: string };
  caseReferenceId?: string;
  uploadedOn?: UploadRequest['uploadedOn'];
  initialFile?: File;
  /** Attach was pressed with the upload at 100 */
  onAttach(fileReferenceId: string): void;
  onCancel(): void;
}

interface Upload {
  name: string;
  percent: number;
  fileReferenceId?: string;
  failed?: string;
}

const allowedTypes = fillTemplate(texts.firstDay.allowedTypes, { types: acceptedExtensions.join(', ') });
const problems: Record<NonNullable<Chosen['problem']>, string> = {
  // the spec's sentences, then what would be taken
  unsupported: `${texts.files.unsupportedFormats} ${allowedTypes}`,
  noneValid: `${texts.files.noValidFile} ${allowedTypes}`,
  several: texts.files.oneAtATime,
};

/** The file attachment's step 1: one file chosen or dropped, checked by extension, uploaded with its progress; Attach enabled at 100. */
export function FileUploadStep({ related, caseReferenceId, uploadedOn, initialFile, onAttach, onCancel }: FileUploadStepProps) {
  const [upload, setUpload] = useState<Upload>();
  const [message, setMessage] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const running = useRef<AbortController>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = (files: readonly File[]) => {
    const chosen = chooseFile(files);
    setMessage(chosen.problem && problems[chosen.problem]);
    if (!chosen.file) return;
    const file = chosen.file;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setUpload({ name: file.name, percent: 0 });
    const progress = (percent: number) => !controller.signal.aborted && setUpload((u) => u && { ...u, percent: Math.min(percent, 99) });
    uploadFile({ file, caseReferenceId, uploadedOn, onProgress: progress, signal: controller.signal })
      .then(async ({ file_Reference_Id }) => {
        if (related) {
          const type = related.kind === 'human' ? 'Human' : 'Entity';
          await api('/v1/metadata/file/update', { method: 'PUT', body: { file_Reference_Id, related_To: { type, reference_Id: related.id } } });
        }
        if (!controller.signal.aborted) setUpload({ name: file.name, percent: 100, fileReferenceId: file_Reference_Id });
      })
      .catch((error: unknown) => {
        if (error instanceof UploadAborted || controller.signal.aborted) return;
        const failed = error instanceof ApiError && error.message ? error.message : texts.files.uploadFailed;
        setUpload({ name: file.name, percent: 0, failed });
      });
  };

  // a file dropped on the opener is uploaded as the step opens
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !initialFile) return;
    opened.current = true;
    start([initialFile]);
  });

  const uploading = upload !== undefined && !upload.failed && upload.percent < 100;
  const attach = () => {
    if (upload?.fileReferenceId) onAttach(upload.fileReferenceId);
    else setMessage(texts.files.noFiles);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      className="flex flex-col gap-4"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setDragging(false)}
      onDrop={drop}
    >
      <div className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-8 text-sm ${dragging ? 'border-blue-500 bg-blue-50' : 'border-slate-300 bg-white'}`}>
        <p className="text-slate-600">
          {texts.files.dropHint}{' '}
          <button type="button" onClick={() => input.current?.click()} className="font-medium text-blue-700 underline">{texts.files.browse}</button>
        </p>
        <input
          ref={input}
          type="file"
          aria-label={texts.files.chooseFile}
          accept={acceptList}
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            start(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </div>
      {message && <p role="alert" className="text-sm text-red-700">{message}</p>}
      {upload && (
        <div className="flex flex-col gap-1">
          <div className="flex justify-between text-sm text-slate-700">
            <span title={upload.name}>{truncate(upload.name, 15)}</span>
            <span aria-hidden="true">{upload.percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={fillTemplate(texts.files.progress, { name: upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-2 w-full overflow-hidden rounded bg-slate-200"
          >
            <div className={`h-full ${upload.failed ? 'bg-red-500' : 'bg-blue-600'}`} style={{ width: `${upload.percent}%` }} />
          </div>
          <p aria-live="polite" className="text-xs text-slate-600">
            {upload.failed ? '' : upload.percent === 100 ? fillTemplate(texts.files.uploaded, { name: upload.name }) : ''}
          </p>
          {upload.failed && <p role="alert" className="text-sm text-red-700">{upload.failed}</p>}
        </div>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.cancel}</button>
        <button type="button" disabled={uploading} onClick={attach} className="h-9 rounded bg-blue-600 px-5 text-sm font-medium text-white disabled:opacity-50">
          {texts.files.attach}
        </button>
      </div>
    </div>
  );
}
