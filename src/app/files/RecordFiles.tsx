import { useState } from 'react';
import { useSession } from '../session/session';
import { texts } from '../texts';
import AttachFileDialog from './AttachFileDialog';
import { FileCards } from './FileCards';
import type { FileSource } from './fileSources';
import { FilesTable } from './FilesTable';
import { refreshFileLists } from './refreshFileLists';

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
  const { allowed } = useSession();
  const [attaching, setAttaching] = useState(false);
  if (compact) return <FileCards source={source} pageSize={pageSize} />;
  const upload = allowed('file-edit') && (
    <button type="button" onClick={() => setAttaching(true)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{texts.files.upload}</button>
  );
  return (
    <>
      <FilesTable source={source} pageSize={pageSize} empty={texts.files.noFilesYet} toolbar={upload} />
      <AttachFileDialog
        open={attaching}
        onClose={() => {
          setAttaching(false);
          void refreshFileLists();
        }}
        related={source.kind === 'case' ? undefined : { kind: source.kind, id: source.id }}
        caseReferenceId={source.kind === 'case' ? source.id : undefined}
        onAttached={() => void refreshFileLists()}
      />
    </>
  );
}
