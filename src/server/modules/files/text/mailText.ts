import MsgReader from '@kenjiuno/msgreader';
import { simpleParser } from 'mailparser';

// a CommonJS module whose class is its `default` when Node imports it (and the module itself under some bundlers)
const Reader = (MsgReader as unknown as { default?: typeof MsgReader }).default ?? MsgReader;

const lines = (fields: [string, string | undefined][], body: string | undefined) =>
  [...fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`), '', body ?? ''].join('\n');

/** An email file's headers a person reads (From, To, Cc, Date, Subject) and its plain-text body. */
export async function emlText(bytes: Uint8Array): Promise<string> {
  const mail = await simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { skipHtmlToText: false, skipImageLinks: true });
  const names = (value: typeof mail.to) => (Array.isArray(value) ? value.map((v) => v.text).join(', ') : value?.text);
  return lines([['From', mail.from?.text], ['To', names(mail.to)], ['Cc', names(mail.cc)], ['Date', mail.date?.toISOString()], ['Subject', mail.subject]], mail.text);
}

/** An Outlook message's (.msg) sender, recipients, subject and plain-text body. */
export function msgText(bytes: Uint8Array): string {
  const reader = new Reader(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const mail = reader.getFileData();
  if (mail.error) throw new Error(mail.error);
  const to = mail.recipients?.map((r) => r.email ? `${r.name ?? ''} <${r.email}>`.trim() : r.name).filter(Boolean).join(', ');
  const from = mail.senderEmail ? `${mail.senderName ?? ''} <${mail.senderEmail}>`.trim() : mail.senderName;
  return lines([['From', from], ['To', to], ['Subject', mail.subject]], mail.body);
}
