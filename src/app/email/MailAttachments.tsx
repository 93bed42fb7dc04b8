import { lazy, Suspense, useId, useState } from 'react';
import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { fetchResolved } from '../api/client';
import { filesOf, type FileSource } from '../files/fileSources';
import { texts } from '../texts';
import { cutName, type Attached } from './mailTypes';

const AttachFileDialog = lazy(() => import('../files/AttachFileDialog'));
const t = texts.email;

interface MailAttachmentsProps {
  attached: Attached[];
  onAttach(file: Attached): void;
  onRemove(file: Attached): void;
  /** the record whose files may be attached, and on which an upload is filed */
  source?: FileSource;
}

/** The mail's attachments: chips to remove, a file of the record chosen from its files, or one uploaded (names cut at 15). */
export function MailAttachments({ attached, onAttach, onRemove, source }: MailAttachmentsProps) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const list = source && filesOf(source, 50);
  const { data } = useSWR<{ file_Data: Attached[] }>(list && `${list.manifest.api}?${new URLSearchParams({ ...list.query, limit: '50', page: '1' })}`, fetchResolved);
  const choosable = (data?.file_Data ?? []).filter((f) => !attached.some((a) => a.file_Reference_Id === f.file_Reference_Id));

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-700">{t.attachments}</legend>
      <div className="flex flex-wrap gap-1">
        {attached.map((f) => (
          <span key={f.file_Reference_Id} title={f.name} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-sm">
            {cutName(f.name, 15)}
            <button type="button" aria-label={fillTemplate(t.remove, { name: f.name })} onClick={() => onRemove(f)}>×</button>
          </span>
        ))}
      </div>
      <div className="flex items-center gap-2">
        {source && (
          <>
            <label htmlFor={id} className="sr-only">{t.attachRecordFile}</label>
            <select
              id={id}
              value=""
              onChange={(e) => {
                const file = choosable.find((f) => f.file_Reference_Id === e.target.value);
                if (file) onAttach({ file_Reference_Id: file.file_Reference_Id, name: file.name });
              }}
              className="h-8 rounded border border-slate-300 text-sm"
            >
              <option value="">{t.chooseFile}</option>
              {choosable.map((f) => <option key={f.file_Reference_Id} value={f.file_Reference_Id}>{f.name}</option>)}
            </select>
          </>
        )}
        <button type="button" onClick={() => setUploading(true)} className="h-8 rounded border border-slate-300 px-3 text-sm">{t.upload}</button>
      </div>
      <Suspense>
        {uploading && (
          <AttachFileDialog
            open
            related={source?.kind === 'human' || source?.kind === 'entity' ? { kind: source.kind, id: source.id } : undefined}
            onClose={() => setUploading(false)}
            onAttached={(fileId) => {
              fetchResolved<{ name: string }>(`/v1/metadata/files?file_Reference_Id=${fileId}`)
                .then((file) => onAttach({ file_Reference_Id: fileId, name: file.name }), (error: unknown) => console.warn('File details not read:', error));
            }}
          />
        )}
      </Suspense>
    </fieldset>
  );
}
