import useSWR from 'swr';
import { fillTemplate } from '../../engine/core/template';
import { Spinner } from '../../engine/react/Spinner';
import { fetchResolved } from '../api/client';
import { texts } from '../texts';
import type { GetEmailOutboxAnswer, GetEmailRecordAnswer } from '../../generated';

/** A record's mails and the outbox answer the same rows (answer-parts emails). */
type Mails = GetEmailRecordAnswer | GetEmailOutboxAnswer;
type SentMail = Mails['emails'][number];
type MailRecipient = SentMail['to'][number];

const t = texts.email;
const names = (people: MailRecipient[]) => people.map((p) => (p.full_Name ? `${p.full_Name} <${p.emailId}>` : p.emailId)).join(', ');
const statusColours: Record<string, string> = { sent: 'bg-green-100 text-green-800', failed: 'bg-red-100 text-red-800', queued: 'bg-slate-100 text-slate-700', sending: 'bg-blue-100 text-blue-800' };

/**
 * Sent mail with its status, recipients, rendered body and attachments: the tenant's outbox (the
 * Outbox page), or the mail a record concerns (its Emails tab, `source`).
 */
export default function EmailsPanel({ source }: { source?: { kind: string; id: string } }) {
  const url = source ? `/v1/email/record?type=${source.kind}&reference_Id=${source.id}&limit=50` : '/v1/email/outbox?limit=50';
  const { data, error, isLoading, mutate } = useSWR<Mails>(url, fetchResolved, { refreshInterval: (latest) => (latest?.emails.some((m) => m.status === 'queued' || m.status === 'sending') ? 2000 : 0) });
  if (isLoading) return <Spinner label={texts.loading} />;
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t.loadFailed} <button type="button" onClick={() => void mutate()} className="underline">{t.retry}</button>
      </p>
    );
  }
  const emails = data?.emails ?? [];
  return (
    <section aria-label={source ? texts.work.email : t.outbox} className="flex flex-col gap-3 p-1">
      {!source && <h1 className="text-xl font-semibold text-slate-900">{t.outbox}</h1>}
      {!emails.length && <p className="text-sm text-slate-600">{source ? t.recordEmpty : t.outboxEmpty}</p>}
      <ul className="flex flex-col gap-3">
        {emails.map((m) => (
          <li key={m.outbound_Data_Log_Id}>
            <article aria-label={m.subject} className="rounded border border-slate-200 bg-white p-3 text-sm">
              <header className="flex items-center gap-2">
                <h2 className="font-semibold text-slate-900">{m.subject}</h2>
                <span aria-label={t.statusLabel} className={`ml-auto rounded px-2 py-0.5 text-xs ${statusColours[m.status]}`}>{t[`status_${m.status}`]}</span>
              </header>
              <dl className="mt-1 grid grid-cols-[max-content_1fr] gap-x-2 text-slate-600">
                <dt>{t.from}</dt><dd>{m.fromEmail}</dd>
                <dt>{t.to}</dt><dd>{names(m.to)}</dd>
                {m.cc.length > 0 && <><dt>{t.cc}</dt><dd>{names(m.cc)}</dd></>}
                {m.bcc.length > 0 && <><dt>{t.bcc}</dt><dd>{names(m.bcc)}</dd></>}
              </dl>
              {m.reason && <p className="mt-1 text-red-700">{fillTemplate(t.reason, { reason: m.reason })}</p>}
              {/* the server's HTML of its allowlist, rebuilt on every read (DECISIONS 300) */}
              <div className="mt-2 rounded bg-slate-50 p-2 text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-2 [&_ul]:list-disc [&_ul]:pl-6" dangerouslySetInnerHTML={{ __html: m.emailMessage }} />
              {m.attachments.length > 0 && (
                <ul aria-label={t.attachments} className="mt-2 flex flex-wrap gap-1">
                  {m.attachments.map((a) => <li key={a.file_Reference_Id} className="rounded bg-slate-100 px-2 py-0.5">{a.name}</li>)}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
