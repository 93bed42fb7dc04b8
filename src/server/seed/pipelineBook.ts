import { randomUUID } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  auditLog, cases, entities, humans, linesOfBusiness, markets, memberships, opportunities, proposals, quotes, submissions, submissionVersions, tenants, users,
  type OpportunityLine, type PolicyParticipant,
} from '../db/schema.ts';
import { pipelineStages } from '../../domain/opportunityStages.ts';
import { stored, sum, fromStored } from '../modules/insuredLines/money.ts';
import * as clock from '../../engine/core/clock.ts';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (at: Date, n: number) => new Date(at.getTime() + n * 86_400_000);
const descriptions = [
  'Commercial package for a new location', 'Workers compensation remarketing', 'Fleet auto for the delivery vans', 'Cyber liability for the clinic',
  'Builders risk for the warehouse expansion', 'Umbrella above the auto and home', 'Homeowners after the remodel', 'Professional liability for the consultants',
  'Inland marine for the contractor equipment', 'Bundled home and auto', 'General liability for the food truck', 'Property schedule review',
];
const reasons = ['not_Competitive', 'outsold', 'bad_Timing', 'customer_Not_Responsive', 'loss_History'];

/** The stages an opportunity went through to reach its own: in order; a lost one was lost after its lines were gathered. */
function stagesTo(stage: string, order: string[]): string[] {
  if (stage === 'closed_Lost') return [...order.slice(0, order.indexOf('lines_Of_Business') + 1), stage];
  return order.slice(0, order.indexOf(stage) + 1);
}

/** Its History: created at the first stage, then each move, spread evenly from its creation to `until`, by its owner. */
function historyOf(tenantId: string, id: string, owner: string, path: string[], createdAt: Date, until: Date): (typeof auditLog.$inferInsert)[] {
  const gap = Math.max(0, until.getTime() - createdAt.getTime()) / path.length;
  return path.map((stage, i) => ({
    tenantId, userId: owner, recordType: 'opportunity', recordId: id, at: new Date(createdAt.getTime() + i * gap),
    action: i === 0 ? 'create' : 'update', changes: { stage: i === 0 ? { to: stage } : { from: path[i - 1], to: stage } },
  }));
}

/** The agency's people on the i-th opportunity: one (100 %), or every third opportunity two (60/40); picked in turn, so the seed's random draws stay as they were. */
function agencyParticipants(agents: { id: string }[], i: number): PolicyParticipant[] {
  if (!agents.length) return [];
  const first = { kind: 'agency' as const, type: 'human' as const, reference_Id: agents[i % agents.length].id, role: null };
  if (i % 3 !== 0 || agents.length < 2) return [{ ...first, split: '100' }];
  return [{ ...first, split: '60' }, { ...first, reference_Id: agents[(i + 1) % agents.length].id, split: '40' }];
}

/**
 * The demo book's sales pipeline for a tenant: opportunities on its humans and entities in every
 * stage (each with its OPPORTUNITY case), lines with markets and premiums; from out to market on,
 * submissions with versions and quotes; from proposed on, a proposal (delivered from client response
 * on); a few closed won and lost. Inserted 500 rows a statement.
 */
export async function seedPipelineBook(db: Db, tenantId: string, staff: string[], count: number, seed: number) {
  faker.seed(seed);
  const now = clock.now();
  const [people, businesses, books, lobs, agents] = await Promise.all([
    db.select({ id: humans.id, name: sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` }).from(humans).where(and(eq(humans.tenantId, tenantId), isNull(humans.retiredAt))).orderBy(asc(humans.createdAt), asc(humans.id)),
    db.select({ id: entities.id, name: entities.name }).from(entities).where(and(eq(entities.tenantId, tenantId), isNull(entities.retiredAt))).orderBy(asc(entities.createdAt), asc(entities.id)),
    db.select({ id: markets.id, name: markets.name }).from(markets).where(and(eq(markets.tenantId, tenantId), isNull(markets.retiredAt))).orderBy(asc(markets.name)),
    db.select().from(linesOfBusiness).orderBy(asc(linesOfBusiness.sortOrder)),
    db.select({ id: humans.id }).from(humans).where(and(eq(humans.tenantId, tenantId), eq(humans.isAgencyParticipant, true), isNull(humans.retiredAt))).orderBy(asc(humans.createdAt), asc(humans.id)),
  ]);
  if (!books.length || (!people.length && !businesses.length)) return;
  const rows = { history: [] as (typeof auditLog.$inferInsert)[], cases: [] as (typeof cases.$inferInsert)[], opportunities: [] as (typeof opportunities.$inferInsert)[], submissions: [] as (typeof submissions.$inferInsert)[], versions: [] as (typeof submissionVersions.$inferInsert)[], quotes: [] as (typeof quotes.$inferInsert)[], proposals: [] as (typeof proposals.$inferInsert)[] };
  const stages = [...pipelineStages.map((s) => s.stage)];
  for (let i = 0; i < count; i += 1) {
    const stage = stages[i % stages.length];
    const closed = stage.startsWith('closed_');
    const isEntity = businesses.length > 0 && (people.length === 0 || i % 3 !== 0);
    const insured = faker.helpers.arrayElement(isEntity ? businesses : people);
    const owner = staff[i % staff.length];
    const effective = addDays(now, faker.number.int({ min: 15, max: 120 }));
    const expiration = addDays(effective, 365);
    const chosen = faker.helpers.arrayElements(lobs.filter((l) => l.category === (isEntity ? 'commercial' : 'personal')), { min: 1, max: 3 });
    const won = stage === 'closed_Won';
    const lines: OpportunityLine[] = chosen.map((l) => {
      const premium = faker.number.int({ min: isEntity ? 1500 : 400, max: isEntity ? 40000 : 3500 });
      return {
        reference_Id: randomUUID(), line_Of_Business_Id: l.id, description: null, market_Reference_Id: closed || stage === 'client_Response' ? faker.helpers.arrayElement(books).id : null,
        selected_Premium: won || stage === 'client_Response' ? premium.toFixed(2) : null, selected_Commission: won ? (premium * 0.12).toFixed(2) : null,
        client_Response_Status: won ? 'accepted' : stage === 'closed_Lost' ? 'declined' : null, client_Decline_Reason: stage === 'closed_Lost' ? faker.helpers.arrayElement(reasons) : null,
        entity_Reference_Id: null, coverage_Reference_Id: null, effective_Date: dayOf(effective), expiration_Date: dayOf(expiration),
      };
    });
    const expectedPremium = faker.number.int({ min: isEntity ? 3000 : 800, max: isEntity ? 90000 : 6000 });
    const actualPremium = won ? sum(lines.map((l) => fromStored(l.selected_Premium))) : fromStored(0);
    const status = closed ? 'closed' : stage === 'suspect' && i % 2 === 0 ? 'new' : 'in_Process';
    const description = descriptions[i % descriptions.length];
    const id = randomUUID();
    const caseId = randomUUID();
    const createdAt = addDays(now, -faker.number.int({ min: 3, max: 90 }));
    const closeDate = dayOf(closed ? addDays(now, -faker.number.int({ min: 1, max: 30 })) : addDays(effective, -7));
    rows.cases.push({
      id: caseId, tenantId, ownerUserId: owner, caseType: 'OPPORTUNITY', caseStatus: status, description, searchName: description.toLowerCase(),
      isPriority: i % 9 === 0, dueDate: closeDate, moduleType: 'opportunity', moduleReferenceId: id, createdAt, createdBy: owner, updatedBy: owner,
    });
    const path = stagesTo(stage, stages);
    const history = historyOf(tenantId, id, owner, path, createdAt, closed ? new Date(`${closeDate}T17:00:00Z`) : now);
    rows.opportunities.push({
      id, tenantId, ownerUserId: owner, caseId, opportunityType: i % 4 === 3 ? 'renewal' : 'new', stage, status, description, isPriority: i % 9 === 0,
      stageChangedAt: history[history.length - 1].at, lostAtStage: stage === 'closed_Lost' ? path[path.length - 2] : null,
      effectiveDate: dayOf(effective), expirationDate: dayOf(expiration), expectedCloseDate: closeDate, quoteNeededBy: dayOf(addDays(effective, -21)),
      expectedPremium: stored(fromStored(expectedPremium)), expectedRevenue: stored(fromStored(expectedPremium).times(0.12).toDecimalPlaces(2)),
      actualPremium: closed ? stored(actualPremium) : null, actualRevenue: closed ? stored(actualPremium.times(0.12).toDecimalPlaces(2)) : null,
      premium: stored(closed ? actualPremium : fromStored(expectedPremium)), revenue: stored((closed ? actualPremium : fromStored(expectedPremium)).times(0.12).toDecimalPlaces(2)),
      assigneeUserId: owner, source: faker.helpers.arrayElement(['referral', 'website', 'cold_Call', 'existing_Client', 'event', 'partner']),
      isWon: closed ? won : null, isFollowUpNextYear: stage === 'closed_Lost' && i % 2 === 0, closedAt: closed ? new Date(`${closeDate}T17:00:00Z`) : null,
      insuredType: isEntity ? 'entity' : 'human', insuredHumanId: isEntity ? null : insured.id, insuredEntityId: isEntity ? insured.id : null, insuredName: insured.name,
      lines, lobIds: lines.map((l) => l.line_Of_Business_Id), participants: agencyParticipants(agents, i), searchName: `${insured.name} ${description}`.toLowerCase(),
      createdAt, createdBy: owner, updatedBy: owner,
    });
    rows.history.push(...history);
    // marketed from out to market on: two markets, a version each, a quote per line
    const step = stages.indexOf(stage);
    if (step < stages.indexOf('out_To_Market') || stage === 'closed_Lost') continue;
    const quoteIds: string[] = [];
    for (const market of faker.helpers.arrayElements(books, 2)) {
      const submissionId = randomUUID();
      const versionId = randomUUID();
      rows.submissions.push({ id: submissionId, tenantId, opportunityId: id, marketId: market.id, name: `${insured.name} - ${market.name}`, createdBy: owner, updatedBy: owner });
      rows.versions.push({ id: versionId, tenantId, submissionId, versionNumber: 1, versionName: 'Version 1', lines: lines.map((l) => ({ line_Of_Business_Id: l.line_Of_Business_Id, stage: 'out_To_Market', status: 'quoted' })), createdBy: owner, updatedBy: owner });
      for (const line of lines) {
        const quoteId = randomUUID();
        rows.quotes.push({ id: quoteId, tenantId, opportunityId: id, submissionVersionId: versionId, marketId: market.id, lobId: line.line_Of_Business_Id, quotedPremium: stored(fromStored(faker.number.int({ min: 500, max: 30000 }))), createdBy: owner, updatedBy: owner });
        if (quoteIds.length < lines.length) quoteIds.push(quoteId);
      }
    }
    if (step >= stages.indexOf('proposed')) {
      rows.proposals.push({ id: randomUUID(), tenantId, opportunityId: id, name: `${insured.name} proposal`, status: step >= stages.indexOf('client_Response') ? 'delivered' : 'not_Delivered', deliveryMethod: 'email', quoteIds, createdBy: owner, updatedBy: owner });
    }
  }
  for (const [table, list] of [[cases, rows.cases], [opportunities, rows.opportunities], [submissions, rows.submissions], [submissionVersions, rows.versions], [quotes, rows.quotes], [proposals, rows.proposals], [auditLog, rows.history]] as const) {
    for (let i = 0; i < list.length; i += 500) await db.insert(table).values(list.slice(i, i + 500) as never[]);
  }
  for (const [table, column] of [[humans, opportunities.insuredHumanId], [entities, opportunities.insuredEntityId]] as const) {
    await db.update(table).set({
      openOpportunities: sql`(select count(*) from ${opportunities} where ${column} = ${table.id} and ${opportunities.retiredAt} is null and ${opportunities.status} <> 'closed')`,
    }).where(eq(table.tenantId, tenantId));
  }
}

/** The demo pipeline (after seedDemo): Harbor's for its admin and CSR, a little of Summit's. */
export async function seedDemoPipeline(db: Db) {
  const staffOf = async (tenantName: string) => {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, tenantName));
    const staff = await db.select({ id: users.id }).from(memberships).innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.tenantId, tenant.id), sql`(${memberships.scopes} ? 'opportunity-edit' or ${memberships.scopes} ? 'opportunity-admin')`)).orderBy(asc(users.email));
    return { tenantId: tenant.id, staff: staff.map((s) => s.id) };
  };
  const harbor = await staffOf('Harbor Insurance Agency');
  await seedPipelineBook(db, harbor.tenantId, harbor.staff, 60, 37);
  const summit = await staffOf('Summit Brokers');
  await seedPipelineBook(db, summit.tenantId, summit.staff, 6, 41);
}
