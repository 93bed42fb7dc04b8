import { Suspense, useState } from 'react';
import useSWR from 'swr';
import { toSearchParams, initialListQuery } from '../../engine/core/listQuery';
import { Spinner } from '../../engine/react/Spinner';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import { FileCard } from './FileCard';
import type { FileItem } from './fileApi';
import { FileDetailsDialog } from './lazyFileDetails';
import { filesOf, type FileSource } from './fileSources';
import { useFileActions } from './useFileActions';

/** A record's newest files as cards (the case card, the side panel): each opens its details; 'No Files yet' when there are none. */
export function FileCards({ source, pageSize }: { source: FileSource; pageSize?: number }) {
  const { manifest, query } = filesOf(source, pageSize);
  const { sortKey, sort } = manifest.defaultSort!;
  const key = `${manifest.api}?${toSearchParams(initialListQuery(manifest.pageSize, sortKey, sort), query)}`;
  const { data, isLoading } = useSWR<Record<string, unknown>>(key, fetchResolved, { dedupingInterval: 0 });
  const [open, setOpen] = useState<string>();
  const actions = useFileActions();
  const files = (data?.[manifest.itemsKey] as FileItem[] | undefined) ?? [];
  if (isLoading && !data) return <Spinner label={texts.loading} />;
  return (
    <>
      {files.length ? (
        <ul className="flex flex-col gap-2">
          {files.map((file) => (
            <li key={file.file_Reference_Id}><FileCard file={file} onOpen={(f) => setOpen(f.file_Reference_Id)} /></li>
          ))}
        </ul>
      ) : (
        <p className="p-4 text-center text-sm text-slate-500">{texts.files.noFilesYet}</p>
      )}
      {open && <Suspense><FileDetailsDialog fileReferenceId={open} onClose={() => setOpen(undefined)} onPreview={actions.preview} /></Suspense>}
      {actions.viewer}
    </>
  );
}
