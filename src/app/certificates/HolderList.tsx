import { useState } from 'react';
import { failureText } from '../../engine/core/errors';
import { displayDate } from '../../engine/core/dates';
import { fillTemplate } from '../../engine/core/template';
import { useToast } from '../../engine/react/Toasts';
import { texts } from '../texts';
import { reissueCertificate, type Issued, type KeptHolder } from './certificateCalls';

const said = texts.certificates;
const button = 'h-8 rounded border border-slate-300 px-3 text-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

interface HolderListProps {
  holders: KeptHolder[];
  /** a certificate was reissued (show it); `last` after the last of a Reissue All */
  onReissued(issued: Issued, last: boolean): void;
}

/** The insured's holders: Reissue one in one click, or Reissue All in turn with its progress. */
export function HolderList({ holders, onReissued }: HolderListProps) {
  const toast = useToast();
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const reissue = async (holder: KeptHolder) => {
    try {
      const issued = await reissueCertificate(holder.certificate_Holder_Reference_Id);
      return issued;
    } catch (error) {
      toast.error(fillTemplate(said.reissueFailed, { holder: holder.name, reason: failureText(error, said.issueFailed) }));
      return undefined;
    }
  };
  const one = async (holder: KeptHolder) => {
    const issued = await reissue(holder);
    if (!issued) return;
    toast.success(fillTemplate(said.reissued, { holder: holder.name }));
    onReissued(issued, true);
  };
  const all = async () => {
    let done = 0;
    let last: Issued | undefined;
    setProgress({ done, total: holders.length });
    for (const holder of holders) {
      const issued = await reissue(holder);
      if (issued) {
        done += 1;
        last = issued;
      }
      setProgress({ done, total: holders.length });
    }
    toast.success(fillTemplate(said.reissueAllDone, { done, total: holders.length }));
    setProgress(undefined);
    if (last) onReissued(last, false);
  };
  return (
    <section aria-label={said.holders} className="mt-4">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium">{said.holders}</h3>
        <button type="button" className={button} disabled={!holders.length || Boolean(progress)} onClick={() => void all()}>{said.reissueAll}</button>
      </div>
      {progress && (
        <div className="mt-2">
          <progress className="w-full" max={progress.total} value={progress.done} aria-label={said.reissueAll} />
          <p aria-live="polite" className="text-xs text-slate-600">{fillTemplate(said.reissueProgress, progress)}</p>
        </div>
      )}
      {!holders.length && <p className="text-sm text-slate-500">{said.noHolders}</p>}
      <ul className="mt-1 space-y-1">
        {holders.map((h) => (
          <li key={h.certificate_Holder_Reference_Id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-medium">{h.name}</span>
              {h.last_Issued_At && <span className="block text-xs text-slate-500">{fillTemplate(said.lastIssued, { date: displayDate(h.last_Issued_At.slice(0, 10)), name: h.last_Issued_By ?? '' })}</span>}
            </span>
            <button type="button" className={button} aria-label={fillTemplate(said.reissueTo, { holder: h.name })} disabled={Boolean(progress) || !h.certificates_Count} onClick={() => void one(h)}>{said.reissue}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
