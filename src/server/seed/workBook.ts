import { randomUUID } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cases, entities, humans, memberships, taskAssignees, taskRelations, tasks, tenants, users } from '../db/schema.ts';
import { seedWorkFiles, type WorkRecord } from './workFiles.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { createLocalFileStore } from '../storage/localFileStore.ts';
import * as clock from '../../engine/core/clock.ts';

/** A kind of general request and the tasks it brings. */
interface CaseTheme {
  description: string;
  /** the request type (the Open Case form's Case Type) */
  type: string;
  tasks: string[];
  on: 'human' | 'entity' | 'either';
}

const themes: CaseTheme[] = [
  { description: 'Commercial package renewal', type: 'renewal_Review', on: 'entity', tasks: ['Request updated loss runs', 'Confirm building values with the insured', 'Send the renewal questionnaire', 'Review the renewal quote'] },
  { description: 'Add a vehicle to the auto policy', type: 'policy_Change', on: 'either', tasks: ['Get the VIN and garaging address', 'Send the endorsement request to the carrier', 'Send new ID cards'] },
  { description: 'Certificate of insurance request', type: 'certificate_Request', on: 'entity', tasks: ['Verify the additional insured wording', 'Issue the certificate to the holder'] },
  { description: 'Water damage claim follow-up', type: 'claim', on: 'either', tasks: ['Call the adjuster for a claim status', 'Collect the repair estimates', 'Update the insured on the claim'] },
  { description: 'Workers compensation audit', type: 'audit', on: 'entity', tasks: ['Collect payroll records', 'Schedule the audit call', 'Review the audit findings'] },
  { description: 'New business quote: general liability', type: 'new_Business', on: 'entity', tasks: ['Complete the ACORD 125 application', 'Submit to three markets', 'Compare the quotes', 'Present the proposal'] },
  { description: 'Homeowners remarketing', type: 'renewal_Review', on: 'human', tasks: ['Request a replacement cost estimate', 'Quote with two carriers', 'Call the client with options'] },
  { description: 'Past-due premium notice', type: 'billing', on: 'either', tasks: ['Call the insured about the past-due premium', 'Confirm the payment with the carrier'] },
  { description: 'Umbrella coverage review', type: 'coverage_Review', on: 'human', tasks: ['List the underlying policies', 'Quote a 2M umbrella'] },
  { description: 'Young driver added to the household', type: 'policy_Change', on: 'human', tasks: ['Order the MVR', 'Add the driver and rerate', 'Explain the good student discount'] },
  { description: 'Cyber liability inquiry', type: 'new_Business', on: 'entity', tasks: ['Send the cyber application', 'Review the security controls answers'] },
  { description: 'Change of mailing address', type: 'policy_Change', on: 'human', tasks: ['Update the address on every policy'] },
];

const looseTasks = [
  'Return the voicemail', 'Annual account review', 'Send the welcome packet', 'Ask for a referral', 'Birthday call',
  'Offer an umbrella quote', 'Confirm the lienholder', 'Send the payment plan options', 'Follow up on the signed application',
  'Check the flood zone', 'Review the fleet list', 'Schedule the renewal meeting',
];
const sources = ['phone', 'client_Portal', 'email', 'text', 'webform', 'walk_In', 'other'];
/** Days from today an open task falls due: overdue, today, this week, later. */
const dueOffsets = [-9, -4, -2, -1, 0, 0, 1, 2, 3, 4, 6, 9, 14, 21, 30];

const day = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Due at a business hour (US time, kept in UTC) `days` from today. */
function dueAt(now: Date, days: number) {
  const at = new Date(now.getTime() + days * day);
  at.setUTCHours(faker.helpers.arrayElement([14, 15, 16, 18, 19, 20, 21]), faker.helpers.arrayElement([0, 15, 30, 45]), 0, 0);
  return at;
}

/** The tenant's humans and entities the work is about, by name. */
async function workRecords(db: Db, tenantId: string): Promise<{ human: WorkRecord[]; entity: WorkRecord[] }> {
  const [people, businesses] = await Promise.all([
    db.select({ id: humans.id, name: sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` }).from(humans)
      .where(and(eq(humans.tenantId, tenantId), isNull(humans.retiredAt))).orderBy(asc(humans.createdAt), asc(humans.id)),
    db.select({ id: entities.id, name: entities.name }).from(entities)
      .where(and(eq(entities.tenantId, tenantId), isNull(entities.retiredAt))).orderBy(asc(entities.createdAt), asc(entities.id)),
  ]);
  return { human: people.map((p) => ({ ...p, kind: 'human' })), entity: businesses.map((b) => ({ ...b, kind: 'entity' })) };
}

/**
 * The demo book's daily work for a tenant: general-request cases on its humans and entities, their
 * tasks and tasks on no case (every source; some closed, some overdue, due today and this week),
 * assigned to the staff given, and files with real content (workFiles.ts). Dates are relative to
 * now, so a new install always has something overdue and something due today.
 */
export async function seedWorkBook(db: Db, filesDir: string, store: FileStore, tenant: { id: string; name: string }, staff: string[], counts: { cases: number; looseTasks: number; files: number }, seed: number) {
  faker.seed(seed);
  const tenantId = tenant.id;
  const now = clock.now();
  const records = await workRecords(db, tenantId);
  const pick = (on: CaseTheme['on']) => faker.helpers.arrayElement(records[on === 'either' ? faker.helpers.arrayElement(['human', 'entity'] as const) : on]);
  const caseRows: (typeof cases.$inferInsert)[] = [];
  const taskRows: (typeof tasks.$inferInsert)[] = [];
  const assigneeRows: (typeof taskAssignees.$inferInsert)[] = [];
  const relationRows: (typeof taskRelations.$inferInsert)[] = [];
  const opened: { id: string; record: WorkRecord }[] = [];
  let n = 0;

  const addTask = (name: string, record: WorkRecord, caseId: string | null, closed: boolean) => {
    const id = randomUUID();
    const owner = staff[n % staff.length];
    const follows = closed || n % 7 !== 6;
    taskRows.push({
      id, tenantId, ownerUserId: owner, caseId, taskName: name, searchName: name.toLowerCase(),
      taskDescription: faker.helpers.maybe(() => `${name} for ${record.name}.`, { probability: 0.5 }) ?? null,
      status: closed ? 'closed' : 'open', dueAt: follows ? dueAt(now, closed ? -faker.number.int({ min: 1, max: 30 }) : dueOffsets[n % dueOffsets.length]) : null, priority: n % 5 === 0 ? 1 : 0,
      source: sources[n % sources.length], metadata: { follow_Up_Required: follows },
      createdAt: new Date(now.getTime() - faker.number.int({ min: 1, max: 40 }) * day), createdBy: owner, updatedBy: owner,
    });
    if (follows) {
      assigneeRows.push({ tenantId, taskId: id, userId: owner });
      if (n % 11 === 0 && staff.length > 1) assigneeRows.push({ tenantId, taskId: id, userId: staff[(n + 1) % staff.length] });
    }
    relationRows.push({ tenantId, taskId: id, relatedToWho: record.kind.toUpperCase(), relatedToWhoReferenceId: record.id });
    n += 1;
  };

  for (let i = 0; i < counts.cases; i += 1) {
    const theme = themes[i % themes.length];
    const record = pick(theme.on);
    const id = randomUUID();
    const closedCase = i % 12 === 11;
    const owner = staff[i % staff.length];
    caseRows.push({
      id, tenantId, ownerUserId: owner, caseType: 'GENERAL_REQUEST', caseStatus: closedCase ? 'closed' : i % 3 === 1 ? 'in_Process' : 'new',
      requestType: theme.type, description: theme.description, searchName: theme.description.toLowerCase(), isPriority: i % 4 === 0,
      dueDate: i % 6 === 5 ? null : dayOf(new Date(now.getTime() + [-6, -1, 0, 3, 8, 15][i % 6] * day)),
      moduleType: record.kind, moduleReferenceId: record.id,
      createdAt: new Date(now.getTime() - faker.number.int({ min: 10, max: 60 }) * day), createdBy: owner, updatedBy: owner,
    });
    opened.push({ id, record });
    theme.tasks.forEach((name, t) => addTask(name, record, id, closedCase || (t === 0 && i % 3 === 0)));
  }
  for (let i = 0; i < counts.looseTasks; i += 1) {
    addTask(looseTasks[i % looseTasks.length], pick('either'), null, i % 4 === 3);
  }
  await db.insert(cases).values(caseRows);
  for (let i = 0; i < taskRows.length; i += 500) await db.insert(tasks).values(taskRows.slice(i, i + 500));
  await db.insert(taskAssignees).values(assigneeRows);
  await db.insert(taskRelations).values(relationRows);
  await seedWorkFiles(db, filesDir, store, tenant, staff, opened, [...records.human, ...records.entity], counts.files, now);
}

/** The tenant an account works in by default, and its staff: who the demo work is assigned to. */
async function workplaceOf(db: Db, email: string, staffEmails: string[]) {
  const [home] = await db.select({ id: tenants.id, name: tenants.name }).from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId)).innerJoin(tenants, eq(tenants.id, memberships.tenantId))
    .where(and(eq(users.email, email), eq(memberships.isDefault, true)));
  const staff = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, staffEmails));
  return { tenant: home, staff: staffEmails.map((e) => staff.find((s) => s.email === e)!.id) };
}

/** The demo book's work (after seedDemo): Harbor's for its admin and CSR, a little of Summit's. */
export async function seedDemoWork(db: Db, filesDir: string, store: FileStore = createLocalFileStore(filesDir)) {
  const harbor = await workplaceOf(db, 'admin@harbor.test', ['admin@harbor.test', 'csr@harbor.test']);
  await seedWorkBook(db, filesDir, store, harbor.tenant, harbor.staff, { cases: 25, looseTasks: 18, files: 30 }, 29);
  const summit = await workplaceOf(db, 'admin@summit.test', ['admin@summit.test']);
  await seedWorkBook(db, filesDir, store, summit.tenant, summit.staff, { cases: 3, looseTasks: 3, files: 4 }, 31);
}
