import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { texts } from '../../texts';
import type { FileSource } from '../fileSources';
import type { FileVersion } from './compareApi';
import { ComparisonView } from './ComparisonView';
import { FileChoices } from './FileChoices';
import { Hint } from './Hint';
import { lastTwoVersions, toggled, type SelectedFile } from './selection';
import { SelectedFilesTable } from './SelectedFilesTable';

const t = texts.compareFiles;
const button = 'h-9 rounded border border-slate-300 px-4 text-sm hover:bg-slate-50';

interface CompareFilesDialogProps {
  open: boolean;
  onClose(): void;
  source: FileSource;
}

/**
 * Compare Files (spec 01 section 2): choose two files of a human, an entity or a case (or two
 * versions of one), order them in 'Selected Files', and compare their texts side by side here.
 */
export default function CompareFilesDialog({ open, onClose, source }: CompareFilesDialogProps) {
  const [selection, setSelection] = useState<SelectedFile[]>([]);
  const [comparing, setComparing] = useState<[FileVersion, FileVersion]>();
  const ready = selection.length === 2;

  const close = () => {
    setSelection([]);
    setComparing(undefined);
    onClose();
  };
  const compare = () => {
    if (ready) setComparing([selection[0], selection[1]].map((s) => ({ file_Reference_Id: s.file.file_Reference_Id, version: s.version })) as [FileVersion, FileVersion]);
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-40">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel style={{ width: 1211, height: 700 }} className="flex max-h-full max-w-full flex-col gap-3 rounded-lg bg-white p-5 shadow-xl">
          <header>
            <DialogTitle className="text-lg font-semibold text-slate-900">{t.title}</DialogTitle>
            <Description className="text-sm text-slate-600">{t.subtitle}</Description>
          </header>
          {comparing ? (
            <ComparisonView files={comparing} />
          ) : (
            <>
              <SelectedFilesTable selection={selection} onChange={setSelection} />
              <FileChoices source={source} selection={selection} onToggle={(file) => setSelection((s) => toggled(s, file))} onVersions={(file) => setSelection(lastTwoVersions(file))} />
            </>
          )}
          <footer className="flex justify-end gap-3">
            {comparing ? (
              <button type="button" className={button} onClick={() => setComparing(undefined)}>{t.back}</button>
            ) : (
              <Hint text={ready ? null : t.selectTwo}>
                {(describedBy) => (
                  <button type="button" aria-disabled={!ready} aria-describedby={describedBy} onClick={compare} className="h-9 rounded bg-blue-600 px-4 text-sm font-medium text-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50">
                    {t.compare}
                  </button>
                )}
              </Hint>
            )}
            <button type="button" className={button} onClick={close}>{texts.close}</button>
          </footer>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
