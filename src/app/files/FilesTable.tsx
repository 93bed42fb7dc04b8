import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { displayRegistry } from '../../displays/registry';
import { ListScreen, type ListStart } from '../../engine/react/ListScreen';
import { useToast } from '../../engine/react/Toasts';
import { call, fetchResolved } from '../api/client';
import { useSession } from '../session/session';
import { useGuardedNavigate } from '../shell/LeaveGuard';
import { texts } from '../texts';
import type { FileItem } from './fileApi';
import { FileDetailsDialog } from './lazyFileDetails';
import { filesOf, type FileSource } from './fileSources';
import { useFileActions } from './useFileActions';

interface FilesTableProps {
  /** a record's files; the tenant's without one */
  source?: FileSource;
  pageSize?: number;
  /** shown when there are none, instead of 'No records available' */
  empty?: string;
  toolbar?: ReactNode;
  /** the search it opens with */
  initial?: ListStart;
  /** the file whose details are open when it opens */
  opened?: string;
}

/** The files table (screens/lists/file.list.json): kind icon, File Name, Tags, Uploaded Date; download, view details and delete. */
export function FilesTable({ source, pageSize, empty, toolbar, initial, opened }: FilesTableProps) {
  const { allowed } = useSession();
  const navigate = useGuardedNavigate();
  const toast = useToast();
  const actions = useFileActions();
  const [open, setOpen] = useState<string | undefined>(opened);
  const kind = source?.kind;
  const id = source?.id;
  const { manifest, query } = useMemo(() => filesOf(kind && id !== undefined ? { kind, id } : undefined, pageSize), [kind, id, pageSize]);
  const shownTexts = useMemo(() => (empty ? { ...texts, empty } : texts), [empty]);
  const { download } = actions;
  const onAction = useCallback(
    (key: string, row: Record<string, unknown>) => {
      const file = row as unknown as FileItem;
      if (key === 'download') void download(file);
      else setOpen(file.file_Reference_Id);
    },
    [download],
  );
  return (
    <>
      <ListScreen
        manifest={manifest}
        query={query}
        texts={shownTexts}
        displays={displayRegistry}
        allowed={allowed}
        fetcher={fetchResolved}
        call={call}
        navigate={navigate}
        toast={toast}
        onAction={onAction}
        toolbar={toolbar}
        initial={initial}
      />
      {open && <Suspense><FileDetailsDialog fileReferenceId={open} onClose={() => setOpen(undefined)} onPreview={actions.preview} /></Suspense>}
      {actions.viewer}
    </>
  );
}
