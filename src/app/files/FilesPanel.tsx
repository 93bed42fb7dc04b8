import { useSearchParams } from 'react-router-dom';
import type { FileSource } from './fileSources';
import { FilesTable } from './FilesTable';
import RecordFiles from './RecordFiles';
import { UploadFileButton } from './UploadFileButton';

/** The tenant's files on the Files page, searched for what its address names (?search=), a file's details open over them (?file=: the top bar's search). */
function FilesPage() {
  const [params] = useSearchParams();
  const search = params.get('search')?.trim();
  return <FilesTable key={params.get('file') ?? ''} toolbar={<UploadFileButton />} initial={search ? { search } : undefined} opened={params.get('file') ?? undefined} />;
}

/** The files panel ("panel": "files"): a record's files on its detail tab, or the tenant's on the Files page (20 a page) with Upload. */
export default function FilesPanel({ source }: { source?: { kind: string; id: string } }) {
  return source ? <RecordFiles source={source as FileSource} /> : <FilesPage />;
}
