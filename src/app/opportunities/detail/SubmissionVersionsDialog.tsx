import { lazy, Suspense, useCallback, useState } from 'react';
import useSWR from 'swr';
import { displayMoney } from '../../../engine/core/format';
import type { ItemValues } from '../../../engine/core/itemForms';
import { fillTemplate } from '../../../engine/core/template';
import { ModalDialog } from '../../../engine/react/ModalDialog';
import { Spinner } from '../../../engine/react/Spinner';
import { useToast } from '../../../engine/react/Toasts';
import type { WidgetServices } from '../../../widgets/types';
import { fetchResolved } from '../../api/client';
import { texts } from '../../texts';
import { ItemFormDialog } from '../../work/lazyParts';
import { lineStatusLabel } from '../submissions/lineStatus';
import { versionCalls, type VersionDialog } from '../submissions/submissionCalls';
import type { SubmissionRead, VersionRead } from '../submissions/submissionRead';
import { buttonClass, primaryClass } from './buttonClasses';

// Enter Quotes comes with the first one opened
const SubmissionQuotesDialog = lazy(() => import('./SubmissionQuotesDialog'));

interface SubmissionVersionsDialogProps {
  /** the submission table's request: this dialog reads the same answer */
  listKey: string;
  submissionId: string;
  canEdit: boolean;
  /** the lines-of-business service narrowed to the opportunity's */
  services: Partial<WidgetServices>;
  /** a version or quote was saved: the table and this dialog read again */
  onChanged(): void;
  onClose(): void;
}

/** The form open over the versions, one dialog at a time: a version added or edited, or a version's quotes entered. */
type OpenForm = { kind: VersionDialog; values: ItemValues } | { kind: 'quotes'; version: VersionRead };

const said = texts.submissions;

/**
 * A submission's versions and quotes: each version with its lines (status with the market, quoted
 * premium); Add Version (starting from the latest version's lines), Edit Version (name, type, lines
 * and their status) and Enter Quotes (a premium per line), each a form of its own in place of this
 * dialog, which comes back when it is saved or cancelled.
 */
export default function SubmissionVersionsDialog({ listKey, submissionId, canEdit, services, onChanged, onClose }: SubmissionVersionsDialogProps) {
  const toast = useToast();
  const { data, error } = useSWR<{ submissionList: SubmissionRead[] }>(listKey, fetchResolved);
  const [form, setForm] = useState<OpenForm>();
  const back = useCallback(() => setForm(undefined), []);
  const saved = useCallback((message?: string) => {
    setForm(undefined);
    if (message) toast.success(message);
    onChanged();
  }, [toast, onChanged]);
  const submission = data?.submissionList.find((s) => s.submission_Reference_Id === submissionId);

  if (form?.kind === 'quotes') return <Suspense><SubmissionQuotesDialog version={form.version} onSaved={saved} onSome={onChanged} onCancelled={back} /></Suspense>;
  if (form) {
    const { form: name, mode, call } = versionCalls[form.kind];
    return <Suspense><ItemFormDialog form={name} mode={mode} call={call} values={form.values} services={services} onSaved={saved} onCancelled={back} /></Suspense>;
  }
  const latest = submission?.versions.at(-1);
  return (
    <ModalDialog title={fillTemplate(said.versionsOf, { name: submission?.submissionName ?? '' })} description={submission?.submissionMarket} width="max-w-3xl" onClose={onClose}>
      <div className="mt-4 flex flex-col gap-4">
        {error ? <p role="alert" className="text-sm text-red-700">{(error as Error).message}</p>
          : !data ? <Spinner label={texts.loading} />
          : !submission ? <p role="status" className="text-sm text-slate-700">{said.gone}</p>
          : (
            <>
              {canEdit && (
                <div>
                  <button type="button" className={primaryClass} onClick={() => setForm({ kind: 'add', values: { id: submissionId, item: { submission_Reference_Id: submissionId, line_Of_Business: latest?.line_Of_Business.map((l) => ({ line_Of_Business_Id: l.line_Of_Business_Id })) ?? [] } } })}>
                    {said.addVersion}
                  </button>
                </div>
              )}
              {submission.versions.map((version) => (
                <Version key={version.version_Reference_Id} version={version} canEdit={canEdit} onEdit={() => setForm({ kind: 'edit', values: { id: submissionId, item: { ...version } } })} onQuotes={() => setForm({ kind: 'quotes', version })} />
              ))}
            </>
          )}
        <div className="flex justify-end">
          <button type="button" className={buttonClass} onClick={onClose}>{said.close}</button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** A version: its name and type, a row per line (status, quoted premium), Edit Version and Enter Quotes. */
function Version({ version, canEdit, onEdit, onQuotes }: { version: VersionRead; canEdit: boolean; onEdit(): void; onQuotes(): void }) {
  const title = fillTemplate(said.version, { code: version.version_Code, name: version.version_Name });
  const headingId = `version-${version.version_Reference_Id}`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-slate-200 p-3">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-800">{title}</h3>
        {version.version_Type && <span className="text-xs text-slate-600">{fillTemplate(said.versionType, { type: version.version_Type })}</span>}
        {canEdit && (
          <span className="ml-auto flex gap-2">
            <button type="button" className={buttonClass} aria-label={fillTemplate(said.editVersionOf, { version: title })} onClick={onEdit}>{said.editVersion}</button>
            <button type="button" className={buttonClass} aria-label={fillTemplate(said.enterQuotesOf, { version: title })} onClick={onQuotes}>{said.enterQuotes}</button>
          </span>
        )}
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">{said.line}</th>
            <th scope="col" className="py-1 pr-4 font-medium">{said.status}</th>
            <th scope="col" className="py-1 pr-4 font-medium">{said.quotedPremium}</th>
          </tr>
        </thead>
        <tbody>
          {version.line_Of_Business.map((line) => {
            const premium = version.quotes.find((q) => q.line_Of_Business_Reference_Id === line.line_Of_Business_Id)?.quoted_Premium;
            return (
              <tr key={line.line_Of_Business_Id} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">{line.line_Of_Business_Name}</th>
                <td className="py-1 pr-4">{lineStatusLabel(line.status)}</td>
                <td className="py-1 pr-4">{premium == null ? said.notQuoted : displayMoney(premium)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
