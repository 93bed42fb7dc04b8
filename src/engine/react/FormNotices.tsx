import { useState } from 'react';
import { conditionHolds } from '../core/conditions';
import type { FormNotice } from '../core/manifests';
import { getAt } from '../core/pointer';
import { fillTemplate } from '../core/template';

interface FormNoticesProps {
  notices: FormNotice[] | undefined;
  mode: string;
  /** the stored record the form was loaded from; none for a new one */
  stored: Record<string, unknown> | undefined;
  texts: { dismiss: string };
}

/** The form's notices for this mode whose condition holds over the stored record, each until dismissed. */
export function FormNotices({ notices, mode, stored, texts }: FormNoticesProps) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = (notices ?? []).filter(
    (n) => (!n.modes || n.modes.includes(mode)) && stored && conditionHolds(n.when, (path) => getAt(stored, path)) && !dismissed.includes(n.text),
  );
  return shown.map((notice) => (
    <div key={notice.text} role="note" className="mb-4 flex items-start gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex-1">{fillTemplate(notice.text, stored!)}</p>
      <button type="button" onClick={() => setDismissed((d) => [...d, notice.text])} className="rounded px-2 text-amber-900 underline">
        {texts.dismiss}
      </button>
    </div>
  ));
}
