import { useState } from 'react';
import { failureText } from '../core/errors';
import type { ReadOnlyRecord } from '../core/screenManifests';
import { fillBody, fillTemplate } from '../core/template';
import type { ItemFormHost } from './ItemForms';

interface ReadOnlyNoticeProps {
  readOnly: ReadOnlyRecord;
  record: Record<string, unknown>;
  id: string;
  allowed(scope: string): boolean;
  /** calls the api and says how it went */
  host?: Pick<ItemFormHost, 'call' | 'toast'>;
  onRestored(): void;
}

/** Why a record's page only shows it (a retired client), and its way back for whoever may restore it. */
export function ReadOnlyNotice({ readOnly, record, id, allowed, host, onRestored }: ReadOnlyNoticeProps) {
  const [busy, setBusy] = useState(false);
  const { restore } = readOnly;
  const restoreIt = async () => {
    setBusy(true);
    try {
      await host!.call(restore!.api.method, restore!.api.path, fillBody(restore!.api.body, { ...record, id }));
      host!.toast.success(restore!.success);
      onRestored();
    } catch (error) {
      host!.toast.error(failureText(error, restore!.failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="status" className="mb-5 flex items-center gap-4 rounded border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>{fillTemplate(readOnly.notice, record)}</p>
      {restore && host && allowed(restore.scope) && (
        <button type="button" disabled={busy} onClick={() => void restoreIt()} className="ml-auto h-9 rounded bg-blue-600 px-4 font-medium text-white disabled:opacity-50">
          {restore.label}
        </button>
      )}
    </div>
  );
}
