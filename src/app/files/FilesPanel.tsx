import type { FileSource } from './fileSources';
import { FilesTable } from './FilesTable';
import RecordFiles from './RecordFiles';
import { UploadFileButton } from './UploadFileButton';

/** The files panel ("panel": "files"): a record's files on its detail tab, or the tenant's on the Files page (20 a page) with Upload. */
export default function FilesPanel({ source }: { source?: { kind: string; id: string } }) {
  return source ? <RecordFiles source={source as FileSource} /> : <FilesTable toolbar={<UploadFileButton />} />;
}
