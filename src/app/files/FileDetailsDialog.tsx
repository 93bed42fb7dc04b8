import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { BadgesDisplay } from '../../displays/BadgesDisplay';
import { DateDisplay } from '../../displays/DateDisplay';
import { joinPresent } from '../../engine/core/format';
import { Spinner } from '../../engine/react/Spinner';
import { useToast } from '../../engine/react/Toasts';
import { useSession } from '../session/session';
import { texts } from '../texts';
import { readFileDetails, type FileDetails } from './fileApi';
import { kindLabel, tagsField } from './fileKinds';
import { FileEditDialog } from './FileEditDialog';
import { refreshFileLists } from './refreshFileLists';
import type { OpenedFile } from './useFileDownload';

const detailsTags = 3;
const badge = 'rounded bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800';
const person = (p: { first_Name?: string | null; last_Name?: string | null } | null) => (p ? joinPresent([p.first_Name, p.last_Name], ' ') : '');

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Body({ details, onPreview }: { details: FileDetails; onPreview(file: OpenedFile): void }) {
  const record = details as unknown as Record<string, unknown>;
  const date = (key: 'uploaded_Date' | 'last_Updated_At') => <DateDisplay value={details[key]} record={record} field={{ key }} texts={texts} />;
  const f = texts.files;
  return (
    <>
      <div className="flex items-center gap-2">
        <span className={badge}>{f.fileBadge}</span>
        <span className={badge}>{kindLabel(details.file_Type)}</span>
      </div>
      <div className="flex items-center gap-3">
        <DialogTitle className="min-w-0 flex-1 break-words text-lg font-semibold text-slate-900">{details.name}</DialogTitle>
        <button type="button" onClick={() => onPreview(details)} className="h-8 rounded border border-slate-300 px-3 text-sm">{f.preview}</button>
      </div>
      <section aria-label={f.details}>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{f.details}</h3>
        <dl className="grid grid-cols-1 gap-3">
          <Item label={f.description}>{details.description || texts.none}</Item>
          <Item label={f.relatedTo}>{details.related_To ? joinPresent([person(details.related_To), details.related_To.type], ' · ') : texts.none}</Item>
          <Item label={f.tags}><BadgesDisplay value={details.tags} record={record} field={{ ...tagsField, shown: detailsTags }} texts={texts} /></Item>
        </dl>
      </section>
      <section aria-label={f.properties}>
        <h3 className="mb-2 text-sm font-semibold text-slate-800">{f.properties}</h3>
        <dl className="grid grid-cols-2 gap-3">
          <Item label={f.uploadDate}>{date('uploaded_Date')}</Item>
          <Item label={f.createdBy}>{person(details.created_By) || texts.none}</Item>
          <Item label={f.lastUpdated}>{date('last_Updated_At')}</Item>
          <Item label={f.updatedBy}>{person(details.updated_By) || texts.none}</Item>
        </dl>
      </section>
    </>
  );
}

interface FileDetailsDialogProps {
  fileReferenceId: string;
  onClose(): void;
  onPreview(file: OpenedFile): void;
}

/** The File details dialog: File and kind badges, name, Preview, Details (description, Related To, first 3 tags) and Properties; Close and Edit (with file-edit). */
export function FileDetailsDialog({ fileReferenceId, onClose, onPreview }: FileDetailsDialogProps) {
  const toast = useToast();
  const { allowed } = useSession();
  const [editing, setEditing] = useState(false);
  const { data: details, error, mutate } = useSWR(['file-details', fileReferenceId], () => readFileDetails(fileReferenceId), { dedupingInterval: 0 });
  const saved = (message: string) => {
    toast.success(message);
    setEditing(false);
    void mutate();
    void refreshFileLists();
  };
  if (editing) return <FileEditDialog fileReferenceId={fileReferenceId} onSaved={saved} onCancelled={() => setEditing(false)} />;
  return (
    <Dialog open onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel aria-busy={!details} className="flex w-full max-w-lg flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          {error ? (
            <p role="alert" className="text-red-700">{(error as Error).message}</p>
          ) : details ? (
            <Body details={details} onPreview={onPreview} />
          ) : (
            <Spinner label={texts.loading} />
          )}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={onClose} className="h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
            {details && allowed('file-edit') && (
              <button type="button" onClick={() => setEditing(true)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{texts.edit}</button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
