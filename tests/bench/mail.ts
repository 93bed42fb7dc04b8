/**
 * Certificates and mail, each beside a baseline; in npm run bench, alone: `npx tsx tests/bench/mail.ts [holders] [mails]`.
 * - one certificate: our certificate PDF with a full sheet (12 coverage rows, 6 insurers), median of 20, beside
 *   pdf-lib's floor (a blank Letter page with the same fillable fields, filled and saved: no layout, no labels);
 * - a mass reissue's rendering: that many certificates (200 holders) one after another, as the reissue renders
 *   them, beside the floor for as many;
 * - mail throughput: that many mails (200, a 50 KB attachment each) to an in-process SMTP server, ours (the
 *   app's SMTP transport, pooled as SMTP_URL is by default, the message's HTML made safe and its text made from
 *   it, the attachment streamed from a file as the file store's are) beside nodemailer's pool sending the same
 *   mail from memory.
 * It measures the rendering and the delivery, not the API and database around them.
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PageSizes, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { SMTPServer } from 'smtp-server';
import { certificateFieldNames, coverageRows, insurerLetters } from '../../src/domain/certificateFields.ts';
import { htmlText, sanitizeHtml } from '../../src/server/mail/html.ts';
import { createMailTransport } from '../../src/server/mail/transport.ts';
import { renderCertificatePdf } from '../../src/server/modules/certificates/pdf.ts';
import { rowFields } from '../../src/server/modules/certificates/sheet.ts';
import { median, round } from './stats';

/** One of the part's figures: ours or its baseline. */
export interface MailBenchRow {
  what: 'one certificate' | 'mass reissue' | 'mail';
  target: string;
  /** how many were made or sent */
  count: number;
  /** one certificate: the median; a mass reissue and mail: the whole run */
  ms: number;
  /** per certificate, per holder, or per mail */
  msEach: number;
  /** mail only: mails per second */
  perSecond?: number;
  /** certificates: one PDF's size */
  kb?: number;
}

function sheet(holder: number): Record<string, string> {
  const fields: Record<string, string> = {
    date: '06/15/2031', producer: 'Harbor Insurance Agency\n1 Dock St\nSeattle, WA 98101\nadmin@harbor.test', insured: 'Acme Marine LLC\n200 Pier Rd\nTacoma, WA 98402',
    forms: 'Forms: ACORD 137 NY, ACORD 138 NY', description: 'Certificate holder is additional insured as required by written contract.',
    holder: `Holder ${holder}\n${holder} Main St\nSpringfield, IL 62701`, authorized_representative: 'Ada Admin',
  };
  for (const letter of insurerLetters) Object.assign(fields, { [`insurer_${letter}`]: `Carrier ${letter} Mutual`, [`insurer_${letter}_naic`]: '12345' });
  for (let n = 1; n <= coverageRows; n++) {
    const f = rowFields(n);
    Object.assign(fields, { [f.letter]: insurerLetters[n % 6], [f.line]: 'General Liability (General section)', [f.policyNumber]: `GL-${100000 + n}`, [f.effective]: '01/01/2031', [f.expiration]: '01/01/2032', [f.limit]: '$1,000,000.00' });
  }
  return fields;
}

/** pdf-lib's floor: a Letter page with our certificate's fields stacked, filled with the same values. */
async function floorPdf(values: Record<string, string>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage(PageSizes.Letter);
  const form = doc.getForm();
  certificateFieldNames.forEach((name, i) => {
    const field = form.createTextField(name);
    field.setText(values[name]?.replace(/\n/g, ', ') ?? '');
    field.addToPage(page, { x: 20 + (i % 3) * 190, y: 760 - Math.floor(i / 3) * 24, width: 180, height: 18 });
  });
  form.updateFieldAppearances(await doc.embedFont(StandardFonts.Helvetica));
  return doc.save();
}

async function certificates(target: string, render: (values: Record<string, string>) => Promise<Uint8Array>, holders: number): Promise<MailBenchRow[]> {
  await render(sheet(0)); // warm-up: fonts, pdf-lib's modules
  const one: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    bytes = (await render(sheet(i))).length;
    one.push(performance.now() - started);
  }
  const started = performance.now();
  for (let i = 0; i < holders; i++) await render(sheet(i));
  const mass = performance.now() - started;
  const oneMs = round(median(one));
  return [
    { what: 'one certificate', target, count: 1, ms: oneMs, msEach: oneMs, kb: round(bytes / 1024) },
    { what: 'mass reissue', target, count: holders, ms: round(mass), msEach: round(mass / holders) },
  ];
}

const message = '<p>Dear client,</p><p>Your <b>renewal</b> is attached:</p><ul><li>the declarations</li><li>the <a href="https://harbor.test/pay">invoice</a></li></ul>';

async function mailThroughput(target: string, mails: number, send: (i: number) => Promise<unknown>, close: () => void): Promise<MailBenchRow> {
  await send(-1); // warm-up: the connection, nodemailer's modules
  const started = performance.now();
  for (let i = 0; i < mails; i++) await send(i);
  const ms = performance.now() - started;
  close();
  return { what: 'mail', target, count: mails, ms: round(ms), msEach: round(ms / mails), perSecond: round((mails / ms) * 1000) };
}

/** The certificate and mail figures, each beside its baseline. */
export async function measureMail(holders = 200, mails = 200): Promise<MailBenchRow[]> {
  const rows = [...await certificates('our certificate', renderCertificatePdf, holders), ...await certificates('pdf-lib alone (baseline)', floorPdf, holders)];
  let received = 0;
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData(stream, _session, done) { stream.resume(); stream.on('end', () => { received++; done(); }); } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const work = mkdtempSync(join(tmpdir(), 'bench-mail-'));
  try {
    const file = join(work, 'renewal.pdf');
    writeFileSync(file, Buffer.alloc(50 * 1024, 'x'));
    const mail = (i: number): Mail.Options => ({ from: 'Ada Admin <admin@harbor.test>', to: `Client ${i} <client${i}@example.com>`, subject: `Renewal ${i}` });
    const ours = createMailTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`, work);
    rows.push(await mailThroughput('our SMTP transport', mails, (i) => ours.send({
      ...mail(i), text: htmlText(message), html: sanitizeHtml(message),
      attachments: [{ filename: 'renewal.pdf', contentType: 'application/pdf', content: createReadStream(file) }],
    }), () => ours.close()));
    const bare = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true });
    const content = Buffer.alloc(50 * 1024, 'x');
    const text = htmlText(message);
    rows.push(await mailThroughput('nodemailer from memory (baseline)', mails, (i) => bare.sendMail({
      ...mail(i), text, html: message, attachments: [{ filename: 'renewal.pdf', contentType: 'application/pdf', content }],
    }), () => bare.close()));
    if (received !== 2 * (mails + 1)) throw new Error(`The SMTP server received ${received} mails of ${2 * (mails + 1)}`);
    return rows;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mailLines } = await import('./report');
  const { describeScore, machineScore } = await import('./machine');
  const rows = await measureMail(Number(process.argv[2] ?? 200), Number(process.argv[3] ?? 200));
  console.log(mailLines(rows, describeScore(machineScore('mail'))).join('\n'));
}
