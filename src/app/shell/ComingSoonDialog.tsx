import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { texts } from '../texts';

/** A navigation entry that opens a dialog whose module has not landed yet. */
export default function ComingSoonDialog({ title, onClose }: { title: string; onClose(): void }) {
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-96 rounded-lg bg-white p-6 text-slate-800 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <p className="mt-2 text-slate-600">{texts.comingSoon}</p>
          <button type="button" onClick={onClose} className="mt-4 h-9 rounded border border-slate-300 px-4 text-sm">{texts.close}</button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
