/**
 * Certificates and mail, alone: `npx tsx tests/bench/mail.ts [holders] [mails]`.
 * - one certificate: our certificate PDF rendered with a full sheet (12 coverage rows, 6 insurers), median of 20;
 * - a mass reissue's rendering: that many certificates (200 holders) one after another, as the reissue renders them;
 * - mail throughput: that many mails (200, a 50 KB attachment each) through nodemailer to an in-process SMTP server.
 * It measures the rendering and the delivery, not the API and database around them.
 */
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { renderCertificatePdf } from '../../src/server/modules/certificates/pdf.ts';
import { rowFields } from '../../src/server/modules/certificates/sheet.ts';

const holders = Number(process.argv[2] ?? 200);
const mails = Number(process.argv[3] ?? 200);

function sheet(holder: number): Record<string, string> {
  const fields: Record<string, string> = {
    date: '06/15/2031', producer: 'Harbor Insurance Agency\n1 Dock St\nSeattle, WA 98101\nadmin@harbor.test', insured: 'Acme Marine LLC\n200 Pier Rd\nTacoma, WA 98402',
    forms: 'Forms: ACORD 137 NY, ACORD 138 NY', description: 'Certificate holder is additional insured as required by written contract.',
    holder: `Holder ${holder}\n${holder} Main St\nSpringfield, IL 62701`, authorized_representative: 'Ada Admin',
  };
  for (const letter of 'ABCDEF') fields[`insurer_${letter}`] = `Carrier ${letter} Mutual`;
  for (let n = 1; n <= 12; n++) {
    const f = rowFields(n);
    Object.assign(fields, { [f.letter]: 'ABCDEF'[n % 6], [f.line]: 'General Liability (General section)', [f.policyNumber]: `GL-${100000 + n}`, [f.effective]: '01/01/2031', [f.expiration]: '01/01/2032', [f.limit]: '$1,000,000.00' });
  }
  return fields;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function certificates() {
  await renderCertificatePdf(sheet(0)); // warm-up: fonts, pdf-lib's modules
  const one: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    bytes = (await renderCertificatePdf(sheet(i))).length;
    one.push(performance.now() - started);
  }
  const started = performance.now();
  for (let i = 0; i < holders; i++) await renderCertificatePdf(sheet(i));
  const mass = performance.now() - started;
  return { oneMs: median(one), bytes, holders, massMs: mass, perHolderMs: mass / holders };
}

async function mailThroughput() {
  let received = 0;
  const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData(stream, _session, done) { stream.on('data', () => undefined); stream.on('end', () => { received++; done(); }); } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: 1 });
  const attachment = Buffer.alloc(50 * 1024, 'x');
  const started = performance.now();
  for (let i = 0; i < mails; i++) {
    await transport.sendMail({ from: 'admin@harbor.test', to: `client${i}@example.com`, subject: `Renewal ${i}`, text: 'Your renewal is attached.', html: '<p>Your renewal is <b>attached</b>.</p>', attachments: [{ filename: 'renewal.pdf', content: attachment }] });
  }
  const ms = performance.now() - started;
  transport.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return { mails, received, ms, perSecond: (mails / ms) * 1000 };
}

const c = await certificates();
const m = await mailThroughput();
console.log(`certificate: one in ${c.oneMs.toFixed(1)} ms (median of 20, ${Math.round(c.bytes / 1024)} KB); mass reissue rendering of ${c.holders} holders in ${(c.massMs / 1000).toFixed(2)} s (${c.perHolderMs.toFixed(1)} ms a holder)`);
console.log(`mail: ${m.received}/${m.mails} mails with a 50 KB attachment through the in-process SMTP server in ${(m.ms / 1000).toFixed(2)} s (${m.perSecond.toFixed(0)} mails/s, one connection)`);
