import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import { files, fileVersions } from '../db/schema.ts';
import { checkFormat } from '../modules/files/checkFormat.ts';
import { downloadName } from '../modules/files/names.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { spool } from '../storage/spool.ts';
import { textDocx, textPdf } from './documents.ts';
import * as clock from '../../engine/core/clock.ts';

/** A human or an entity the demo work is about. */
export interface WorkRecord {
  id: string;
  name: string;
  kind: 'human' | 'entity';
}

/** A kind of document an agency keeps: its name, tags, description and the text of each version (two make a comparison). */
interface Document {
  name: string;
  extension: 'pdf' | 'docx' | 'csv' | 'txt';
  tags: string[];
  description: string;
  versions(record: WorkRecord, agency: string): Buffer[];
}

const money = (min: number, max: number) => faker.number.int({ min, max }).toLocaleString('en-US');
const csv = (rows: string[][]) => Buffer.from(`${rows.map((r) => r.join(',')).join('\n')}\n`);
const text = (lines: string[]) => Buffer.from(`${lines.join('\n')}\n`);
const vin = () => faker.vehicle.vin();

function vehicleSchedule(record: WorkRecord): Buffer[] {
  const vehicles = Array.from({ length: 4 }, () => [faker.date.past({ years: 12 }).getFullYear().toString(), faker.vehicle.manufacturer(), faker.vehicle.model(), vin(), money(8000, 60000).replace(/,/g, '')]);
  const header = ['Year', 'Make', 'Model', 'VIN', 'Stated value'];
  const later = vehicles.map((v, i) => (i === 1 ? [...v.slice(0, 4), money(8000, 60000).replace(/,/g, '')] : v));
  return [csv([[`Vehicle schedule: ${record.name}`], header, ...vehicles]), csv([[`Vehicle schedule: ${record.name}`], header, ...later, [String(clock.now().getUTCFullYear()), faker.vehicle.manufacturer(), faker.vehicle.model(), vin(), money(20000, 70000).replace(/,/g, '')]])];
}

function renewalProposal(record: WorkRecord, agency: string): Buffer[] {
  const premium = money(2000, 40000);
  const lines = (limit: string, deductible: string, total: string) => [
    `Renewal proposal for ${record.name}`, `Prepared by ${agency}`,
    `General liability: ${limit} each occurrence, 2,000,000 aggregate`, `Property deductible: ${deductible}`,
    `Estimated annual premium: ${total}`, 'Coverage is subject to the terms of the policies as issued.',
  ];
  return [textDocx(lines('1,000,000', '2,500', premium)), textDocx(lines('2,000,000', '5,000', money(2500, 45000)))];
}

const documents: Document[] = [
  {
    name: 'Certificate of insurance', extension: 'pdf', tags: ['certificate_of_insurance'], description: 'Certificate issued to the landlord',
    versions: (r, agency) => [textPdf([['CERTIFICATE OF LIABILITY INSURANCE', `Insured: ${r.name}`, `Producer: ${agency}`, `Policy number: GL-${faker.string.numeric(7)}`, 'Each occurrence: 1,000,000', 'General aggregate: 2,000,000', `Certificate holder: ${faker.company.name()}`]])],
  },
  {
    name: 'Loss runs 2021-2024', extension: 'pdf', tags: ['loss_run', 'claim'], description: 'Five-year loss history from the carrier',
    versions: (r) => [textPdf([[`Loss run report: ${r.name}`, 'Valued as of this month', ...Array.from({ length: 4 }, (_, i) => `${2021 + i}: ${faker.number.int({ min: 0, max: 3 })} claims, incurred ${money(0, 90000)}`)]])],
  },
  { name: 'Vehicle schedule', extension: 'csv', tags: ['schedule'], description: 'Vehicles on the auto policy, with the latest addition', versions: vehicleSchedule },
  { name: 'Renewal proposal', extension: 'docx', tags: ['proposal', 'policy'], description: 'Renewal options, revised after the carrier quote', versions: renewalProposal },
  {
    name: 'Signed application', extension: 'pdf', tags: ['application', 'underwrting_information'], description: 'ACORD application signed by the insured',
    versions: (r) => [textPdf([['COMMERCIAL INSURANCE APPLICATION', `Applicant: ${r.name}`, `Mailing address: ${faker.location.streetAddress()}`, `Years in business: ${faker.number.int({ min: 1, max: 60 })}`, 'Signed by the applicant'], ['Prior carrier and loss history attached.']])],
  },
  {
    name: 'Statement of values', extension: 'csv', tags: ['statement_of_values'], description: 'Buildings and contents by location',
    versions: (r) => [csv([['Location', 'Address', 'Building', 'Contents', 'Business income'], ...Array.from({ length: 3 }, (_, i) => [String(i + 1), faker.location.streetAddress().replace(/,/g, ''), money(300000, 4000000).replace(/,/g, ''), money(50000, 900000).replace(/,/g, ''), money(0, 500000).replace(/,/g, '')]), [`Prepared for ${r.name}`]])],
  },
  {
    name: 'Call notes', extension: 'txt', tags: [], description: 'Notes from the last call',
    versions: (r) => [text([`Call with ${r.name}`, faker.lorem.sentence(), 'Asked for a quote on higher limits.', 'Next step: send the renewal questionnaire.'])],
  },
  {
    name: 'Engagement letter', extension: 'docx', tags: ['contract'], description: 'Broker of record engagement, countersigned',
    versions: (r, agency) => [textDocx([`Dear ${r.name},`, `Thank you for choosing ${agency} as your broker of record.`, 'This letter sets out the services we provide and how we are paid.', `Sincerely, ${agency}`])],
  },
  {
    name: 'Auto ID cards', extension: 'pdf', tags: ['auto_id_card'], description: 'Proof of insurance cards for every vehicle',
    versions: (r) => [textPdf([['AUTOMOBILE INSURANCE IDENTIFICATION CARD', `Named insured: ${r.name}`, `Policy number: PA-${faker.string.numeric(8)}`, `Vehicle: ${faker.vehicle.vehicle()}`, `VIN: ${vin()}`]])],
  },
  {
    name: 'Invoice', extension: 'pdf', tags: ['invoice', 'billing'], description: 'Agency bill invoice for the renewal premium',
    versions: (r) => [textPdf([['INVOICE', `Bill to: ${r.name}`, `Invoice number: ${faker.string.numeric(6)}`, `Premium: ${money(800, 30000)}`, 'Policy fee: 150', 'Due within 30 days']])],
  },
  {
    name: 'Inspection report', extension: 'txt', tags: ['inspection'], description: 'Loss control visit, two recommendations',
    versions: (r) => [text([`Loss control inspection: ${r.name}`, 'Recommendation 1: service the fire extinguishers yearly.', 'Recommendation 2: repair the loading dock railing.'])],
  },
  {
    name: 'Motor vehicle report', extension: 'txt', tags: ['mvr'], description: 'MVR for the household drivers',
    versions: (r) => [text([`Motor vehicle report for ${r.name}`, `Licence status: valid`, `Violations in 3 years: ${faker.number.int({ min: 0, max: 2 })}`])],
  },
];

/**
 * Files with real content, kept as an upload keeps them: spooled, checked by content, then put in the
 * file store by content address (DATA_DIR/files). Half are on the cases given (related to the case's
 * record), the rest on the tenant's humans and entities; the schedules and proposals have two versions.
 */
export async function seedWorkFiles(db: Db, filesDir: string, store: FileStore, tenant: { id: string; name: string }, staff: string[], onCases: { id: string; record: WorkRecord }[], records: WorkRecord[], count: number, now: Date) {
  const spoolDir = join(filesDir, 'incoming');
  const fileRows: (typeof files.$inferInsert)[] = [];
  const versionRows: (typeof fileVersions.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const document = documents[i % documents.length];
    const onCase = i % 2 === 0 && onCases.length ? onCases[(i / 2) % onCases.length] : undefined;
    const record = onCase?.record ?? faker.helpers.arrayElement(records);
    const { extension } = document;
    const name = `${document.name} - ${record.name}.${extension}`;
    const id = randomUUID();
    const owner = staff[i % staff.length];
    const uploaded = new Date(now.getTime() - faker.number.int({ min: 2, max: 90 }) * 86_400_000);
    const bodies = document.versions(record, tenant.name);
    let kind = '';
    for (const [v, bytes] of bodies.entries()) {
      const spooled = await spool(Readable.from([bytes]), spoolDir);
      const format = await checkFormat(name, extension, spooled);
      await store.put(spooled.sha256, spooled.path);
      kind = format.kind;
      versionRows.push({
        tenantId: tenant.id, fileId: id, version: v + 1, sha256: spooled.sha256, size: spooled.size, mimeType: format.mime, extension,
        fileName: downloadName(name, extension), createdAt: new Date(uploaded.getTime() + v * 86_400_000), createdBy: owner,
      });
    }
    fileRows.push({
      id, tenantId: tenant.id, name, searchName: name.toLowerCase(), description: document.description, fileType: kind, tags: document.tags,
      caseId: onCase?.id ?? null, relatedHumanId: record.kind === 'human' ? record.id : null, relatedEntityId: record.kind === 'entity' ? record.id : null,
      latestVersion: bodies.length, version: bodies.length, createdAt: uploaded, updatedAt: new Date(uploaded.getTime() + (bodies.length - 1) * 86_400_000),
      createdBy: owner, updatedBy: owner,
    });
  }
  await db.insert(files).values(fileRows);
  await db.insert(fileVersions).values(versionRows);
}
