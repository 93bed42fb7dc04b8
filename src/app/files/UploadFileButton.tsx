import { lazy, Suspense, useState } from 'react';
import { useSession } from '../session/session';
import { texts } from '../texts';
import type { AttachFileDialogProps } from './AttachFileDialog';
import { refreshFileLists } from './refreshFileLists';

// the dialog (and the dialog library) comes with the first press, not with the page showing the button
const AttachFileDialog = lazy(() => import('./AttachFileDialog'));

/** 'Upload File' (with file-edit): opens the attachment dialog; the file lists on screen are read again as files are attached. */
export function UploadFileButton({ related, caseReferenceId, uploadedOn }: Pick<AttachFileDialogProps, 'related' | 'caseReferenceId' | 'uploadedOn'>) {
  const { allowed } = useSession();
  const [attaching, setAttaching] = useState(false);
  if (!allowed('file-edit')) return null;
  const refresh = () => void refreshFileLists();
  return (
    <>
      <button type="button" onClick={() => setAttaching(true)} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white">{texts.files.upload}</button>
      {attaching && (
        <Suspense>
          <AttachFileDialog
            open
            onClose={() => {
              setAttaching(false);
              refresh();
            }}
            related={related}
            caseReferenceId={caseReferenceId}
            uploadedOn={uploadedOn}
            onAttached={refresh}
          />
        </Suspense>
      )}
    </>
  );
}
