import { Suspense, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { mutate } from 'swr';
import { ConfirmDialog } from '../../engine/react/ConfirmDialog';
import { ModalDialog } from '../../engine/react/ModalDialog';
import { useToast } from '../../engine/react/Toasts';
import { ApiError } from '../api/client';
import type { FileSource } from '../files/fileSources';
import { RichTextEditor } from '../../widgets/RichTextEditor';
import { texts } from '../texts';
import { MailAttachments } from './MailAttachments';
import { MailClientActions } from './MailClientActions';
import type { Attached, MailAbout, MailClient, Recipient, RecipientKind } from './mailTypes';
import { RecipientField } from './RecipientField';
import { useMailDraft } from './useMailDraft';

export interface NewMailDialogProps {
  /** the record the mail is written from: its files may be attached, and the mail is kept on it */
  about?: MailAbout;
  /** whose files may be attached when not the record's own (an opportunity's or a policy's page: its insured's) */
  filesOf?: FileSource;
  /** the human or entity it is written for: the composer offers its quick opportunity and 'Add Contact Information' */
  client?: MailClient;
  /** files attached from the start (the PDF viewer's Send) */
  attach?: Attached[];
  onClose(): void;
}

const t = texts.email;
const more = texts.mailMore;
/** spec 02 section 5: the banner disappears after 3 seconds */
const bannerMs = 3000;
const fileSourceKinds = ['human', 'entity', 'case', 'policy'];

/**
 * The New Mail composer: Send To (chips, Business or Human), Add CC, Add BCC, Subject, Email
 * Message (rich text), attachments, Cancel and Send Email. The draft is saved on the first change,
 * on blur of the subject or the message, and on each recipient or attachment change; Send Email is
 * disabled only while a save runs, and names what is missing in a banner (DECISIONS 6). Cancel
 * discards the draft after asking (DECISIONS 301).
 */
export default function NewMailDialog({ about, filesOf, client, attach = [], onClose }: NewMailDialogProps) {
  const toast = useToast();
  const ids = { subject: useId(), message: useId() };
  const draft = useMailDraft(about);
  const [recipients, setRecipients] = useState<Record<RecipientKind, Recipient[]>>({ to: [], cc: [], bcc: [] });
  const [shown, setShown] = useState({ cc: false, bcc: false });
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState({ html: '', blank: true });
  const [asking, setAsking] = useState(false);
  const [attached, setAttached] = useState<Attached[]>(attach);
  const [banner, setBanner] = useState<string>();
  const sendButton = useRef<HTMLButtonElement>(null);
  /** blur saves, but not on the way to Send Email, which sends the texts itself: the save would disable the button under the click */
  const saveOnBlur = (changes: Record<string, string>) => (e: FocusEvent) => {
    if (e.relatedTarget !== sendButton.current) draft.save(changes);
  };

  useEffect(() => {
    if (attach.length) draft.save({ attachments: attach.map((a) => a.file_Reference_Id) });
    // once, for the files the composer opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(undefined), bannerMs);
    return () => clearTimeout(timer);
  }, [banner]);

  const addRecipient = (kind: RecipientKind) => (r: Recipient) => {
    if (recipients[kind].some((x) => x.emailId.toLowerCase() === r.emailId.toLowerCase())) return;
    setRecipients((all) => ({ ...all, [kind]: [...all[kind], r] }));
    draft.save({ toEmailAdd: [{ type: kind, emailId: r.emailId, full_Name: r.full_Name, reference_Id: r.reference_Id, humanOrEntity: r.humanOrEntity, contact_Reference_Id: r.contact_Reference_Id }] });
  };
  const removeRecipient = (kind: RecipientKind) => (r: Recipient) => {
    setRecipients((all) => ({ ...all, [kind]: all[kind].filter((x) => x.emailId !== r.emailId) }));
    draft.save({ toEmailRemove: [{ type: kind, emailId: r.emailId }] });
  };
  const attachFile = (file: Attached) => {
    if (attached.some((a) => a.file_Reference_Id === file.file_Reference_Id)) return;
    setAttached((all) => [...all, file]);
    draft.save({ attachments: [file.file_Reference_Id] });
  };
  const removeFile = (file: Attached) => {
    setAttached((all) => all.filter((a) => a.file_Reference_Id !== file.file_Reference_Id));
    draft.save({ removeAttachment: [file.file_Reference_Id] });
  };

  async function send() {
    const missing = !recipients.to.length ? t.noRecipient : !subject.trim() ? t.noSubject : message.blank ? t.noMessage : undefined;
    if (missing) {
      setBanner(missing);
      return;
    }
    try {
      await draft.send({ subject, emailMessage: message.html });
      toast.success(t.queued);
      // the outbox and the mail of the records it concerns show it
      void mutate((key) => typeof key === 'string' && key.startsWith('/v1/email/'));
      onClose();
    } catch (error) {
      setBanner(error instanceof ApiError ? error.errors[0]?.message ?? error.message : String(error));
    }
  }

  const cancel = () => (draft.started() ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    draft.discard().catch((error: unknown) => console.warn('Draft not discarded:', error));
    onClose();
  };

  const source = filesOf ?? (about && fileSourceKinds.includes(about.kind) ? (about as FileSource) : undefined);
  const input = 'w-full rounded border border-slate-300 p-2 text-sm';
  return (
    <ModalDialog title={t.newMail} width="max-w-2xl" onClose={cancel}>
      <div className="mt-4 flex flex-col gap-3">
        {banner && <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">{banner}</p>}
        <RecipientField label={t.sendTo} recipients={recipients.to} onAdd={addRecipient('to')} onRemove={removeRecipient('to')} filterable />
        <div className="flex gap-3 text-sm">
          {!shown.cc && <button type="button" onClick={() => setShown((s) => ({ ...s, cc: true }))} className="text-blue-700 hover:underline">{t.addCc}</button>}
          {!shown.bcc && <button type="button" onClick={() => setShown((s) => ({ ...s, bcc: true }))} className="text-blue-700 hover:underline">{t.addBcc}</button>}
        </div>
        {shown.cc && <RecipientField label={t.cc} recipients={recipients.cc} onAdd={addRecipient('cc')} onRemove={removeRecipient('cc')} />}
        {shown.bcc && <RecipientField label={t.bcc} recipients={recipients.bcc} onAdd={addRecipient('bcc')} onRemove={removeRecipient('bcc')} />}
        <label htmlFor={ids.subject} className="text-sm font-medium text-slate-700">{t.subject}</label>
        <input id={ids.subject} value={subject} onChange={(e) => { setSubject(e.target.value); draft.begin({ subject: e.target.value }); }} onBlur={saveOnBlur({ subject })} className={input} maxLength={255} />
        <span id={`${ids.message}-label`} className="text-sm font-medium text-slate-700">{t.message}</span>
        <RichTextEditor
          id={ids.message}
          labelledBy={`${ids.message}-label`}
          texts={more}
          onChange={(html, blank) => { setMessage({ html, blank }); draft.begin({ emailMessage: html }); }}
          onBlur={saveOnBlur({ emailMessage: message.html })}
        />
        <MailAttachments attached={attached} onAttach={attachFile} onRemove={removeFile} source={source} />
        {draft.saving && <p role="status" className="text-xs text-slate-500">{t.saving}</p>}
        <div className="flex items-center justify-end gap-2">
          {client && <span className="mr-auto flex gap-3"><Suspense><MailClientActions client={client} onContactAdded={addRecipient('to')} /></Suspense></span>}
          <button type="button" onClick={cancel} className="h-9 rounded border border-slate-300 px-4 text-sm">{t.cancel}</button>
          <button ref={sendButton} type="button" disabled={draft.saving} onClick={() => void send()} className="h-9 rounded bg-blue-600 px-4 text-sm text-white disabled:opacity-50">{t.send}</button>
        </div>
      </div>
      <ConfirmDialog open={asking} title={more.discardTitle} message={more.discardMessage} texts={texts} onYes={discard} onNo={() => setAsking(false)} />
    </ModalDialog>
  );
}
