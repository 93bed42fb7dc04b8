import { texts } from '../texts';
import { FileCards } from './FileCards';
import type { FileSource } from './fileSources';
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
  const upload = source.kind === 'case' ? <UploadFileButton caseReferenceId={source.id} /> : <UploadFileButton related={{ kind: source.kind, id: source.id }} />;
  return <FilesTable source={source} pageSize={pageSize} empty={texts.files.noFilesYet} toolbar={upload} />;
}
