import { texts } from '../texts';
import { FileCards } from './FileCards';
import { uploadedOnField, type FileSource } from './fileSources';
import { FilesTable } from './FilesTable';
import { UploadFileButton } from './UploadFileButton';

export interface RecordFilesProps {
  source: FileSource;
  /** the spec's by default: 10 for a human's or an entity's files, 15 for a case's */
  pageSize?: number;
  /** cards (the case card, the side panel) instead of the table */
  compact?: boolean;
}

/**
 * A record's files: as cards when compact, else the files table with its filters and an Upload
 * button (with file-edit) that attaches a file to the record ('No Files yet' when it has none).
 */
export default function RecordFiles({ source, pageSize, compact }: RecordFilesProps) {
  if (compact) return <FileCards source={source} pageSize={pageSize} />;
  return <FilesTable source={source} pageSize={pageSize} empty={texts.files.noFilesYet} toolbar={uploadOn(source)} />;
}

/** Upload File on a record: on a case, relating the file to a human or entity, or naming the policy or market in the upload. */
function uploadOn({ kind, id }: FileSource) {
  if (kind === 'case') return <UploadFileButton caseReferenceId={id} />;
  if (kind === 'human' || kind === 'entity') return <UploadFileButton related={{ kind, id }} />;
  return <UploadFileButton uploadedOn={{ field: uploadedOnField(kind), id }} />;
}
