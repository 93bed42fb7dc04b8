import { randomUUID } from 'node:crypto';
import { faker } from '@faker-js/faker';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { entities, humans, linesOfBusiness, markets, policies, type PolicyFee, type PolicyLine, type PolicyTax } from '../db/schema.ts';
import { activePolicy } from '../modules/policies/declarations.ts';
import { stored, totalsOf } from '../modules/insuredLines/money.ts';
import * as clock from '../../engine/core/clock.ts';

/** Fictional markets an agency places business with: name, type, NAIC code. */
const carriers: [string, string, string | null][] = [
  ['Granite Mutual Insurance Company', 'carrier', '21034'],
  ['Bluewater Specialty Insurance', 'carrier', '38817'],
  ['Keystone Casualty Group', 'carrier', '12946'],
  ['Northgate Indemnity', 'carrier', '40211'],
  ['Evergreen Assurance Company', 'carrier', '27755'],
  ['Atlas Fidelity and Guaranty', 'carrier', '19368'],
  ['Harborline Property & Casualty', 'carrier', '33409'],
  ['Pioneer Surplus Lines', 'wholesaler', null],
  ['Lakeshore Wholesale Brokerage', 'wholesaler', null],
  ['Cedar Ridge Underwriters', 'mga', null],
  ['Meridian Program Managers', 'mga', null],
];

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/**
 * A drawn status the policy's dates allow: one not yet in force is not cancelled nor reinstated
 * (bound instead); a cancellation on its 120th day is Cancelled only once that day is past, else
 * Pending Cancel 20 days ahead, which needs the term to last that long (else Issued).
 */
function consistentStatus(drawn: string, effective: Date, expiration: Date, now: Date): string {
  if (effective > now) return ['cancelled', 'pending_Cancel', 'reinstated'].includes(drawn) ? 'bound' : drawn;
  const status = drawn === 'cancelled' && addDays(effective, 120) >= now ? 'pending_Cancel' : drawn;
  return status === 'pending_Cancel' && addDays(now, 20) >= expiration ? 'issued' : status;
}

/**
 * The demo book's markets and policies: across the tenant's humans (personal lines) and entities
 * (commercial lines), in every status, a share of them expiring within 90 days; the insureds'
 * active policies and premium recomputed from them.
 */
export async function seedPolicyBook(db: Db, tenantId: string, ownerIds: string[], count: number, seed: number, marketCount = carriers.length) {
  faker.seed(seed);
  const madeMarkets = await db.insert(markets).values(carriers.slice(0, marketCount).map(([name, marketType, naicCode]) => ({
    tenantId, name, marketType, naicCode, searchName: name.toLowerCase(), isActive: true, ownerUserId: ownerIds[0],
    description: `${name}: ${marketType === 'carrier' ? 'admitted carrier' : marketType === 'wholesaler' ? 'wholesale broker for excess and surplus lines' : 'managing general agent for program business'}`,
  }))).returning();
  const lobs = await db.select().from(linesOfBusiness);
  const personal = lobs.filter((l) => l.category === 'personal');
  const commercial = lobs.filter((l) => l.category === 'commercial');
  const people = await db.select({ id: humans.id, name: sql<string>`${humans.firstName} || ' ' || ${humans.lastName}` }).from(humans).where(and(eq(humans.tenantId, tenantId), isNull(humans.retiredAt)));
  const businesses = await db.select({ id: entities.id, name: entities.name }).from(entities).where(and(eq(entities.tenantId, tenantId), isNull(entities.retiredAt)));
  const now = clock.now();
  const rows: (typeof policies.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const isEntity = businesses.length > 0 && (people.length === 0 || faker.datatype.boolean({ probability: 0.55 }));
    const insured = faker.helpers.arrayElement(isEntity ? businesses : people);
    const market = faker.helpers.arrayElement(madeMarkets);
    // a fifth expire within 90 days; the rest from two years ago to starting within the next 60 days
    const effective = i % 5 === 0 ? addDays(now, faker.number.int({ min: 5, max: 89 }) - 365) : addDays(now, faker.number.int({ min: -700, max: 60 }));
    const expiration = addDays(effective, 365);
    const drawn = faker.helpers.weightedArrayElement([
      { value: 'issued', weight: 45 }, { value: 'bound', weight: 15 }, { value: 'pre_Bind', weight: 15 },
      { value: 'pending_Cancel', weight: 5 }, { value: 'cancelled', weight: 10 }, { value: 'reinstated', weight: 10 },
    ]);
    const status = consistentStatus(drawn, effective, expiration, now);
    const lines: PolicyLine[] = faker.helpers.arrayElements(isEntity ? commercial : personal, { min: 1, max: 3 }).map((l) => {
      const premium = faker.number.int({ min: isEntity ? 1500 : 400, max: isEntity ? 60000 : 4000 }) + faker.number.int({ min: 0, max: 99 }) / 100;
      return { line_Of_Business_Id: l.id, selected_Premium: premium.toFixed(2), selected_Commission: (premium * faker.helpers.arrayElement([0.1, 0.12, 0.15])).toFixed(2), entity_Reference_Id: null, status };
    });
    const fees: PolicyFee[] = faker.datatype.boolean({ probability: 0.4 })
      ? [{ id: randomUUID(), type: 'policy_fee', fee: String(faker.helpers.arrayElement([50, 100, 150, 250])), is_Fee_Commissionable: false, percent: null, description: null }]
      : [];
    const taxes: PolicyTax[] = market.marketType !== 'carrier' && isEntity
      ? [{ id: randomUUID(), type: 'surplus_lines_tax', tax: (Number(lines[0].selected_Premium) * 0.036).toFixed(2), responsible_For_Filing: 'broker', state: faker.location.state({ abbreviated: true }), description: null }]
      : [];
    const totals = totalsOf(lines, fees, taxes);
    const cancelDate = status === 'cancelled' ? day(addDays(effective, 120)) : status === 'pending_Cancel' ? day(addDays(now, 20)) : null;
    const id = randomUUID();
    const number = `${market.name.slice(0, 3).toUpperCase()}-${faker.string.numeric(7)}`;
    rows.push({
      id, tenantId, ownerUserId: faker.helpers.arrayElement(ownerIds), masterPolicyId: id, marketId: market.id, marketType: market.marketType, marketName: market.name,
      carrierPolicyNumber: status === 'pre_Bind' ? null : number, insuredType: isEntity ? 'entity' : 'human',
      insuredHumanId: isEntity ? null : insured.id, insuredEntityId: isEntity ? insured.id : null, insuredName: insured.name,
      policyType: faker.datatype.boolean({ probability: 0.6 }) ? 'renewal' : 'New', effectiveDate: day(effective), expirationDate: day(expiration), status,
      billingType: faker.helpers.arrayElement(['agency_Bill', 'direct_Bill']), isFinanced: faker.datatype.boolean({ probability: 0.2 }),
      installmentType: faker.helpers.arrayElement(['annual', 'quarterly', 'monthly']), lines, lobIds: lines.map((l) => l.line_Of_Business_Id), fees, taxes, participants: [],
      actualPremium: stored(totals.actualPremium), actualCommission: stored(totals.actualCommission), totalTaxes: stored(totals.totalTaxes), totalFees: stored(totals.totalFees),
      cancelDate, cancelReason: cancelDate ? faker.helpers.arrayElement(['Insured request', 'Non-payment of premium', 'Replaced by another policy']) : null,
      returnPremium: status === 'cancelled' ? stored(totals.actualPremium.times(245).dividedBy(365).toDecimalPlaces(2)) : null,
      searchName: [status === 'pre_Bind' ? null : number, insured.name, market.name].filter(Boolean).join(' ').toLowerCase(),
      createdBy: ownerIds[0], updatedBy: ownerIds[0],
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(policies).values(rows.slice(i, i + 500));
  await refreshStandings(db, tenantId);
}

/** Every insured's active policies and premium, from its policies in force: set from one grouped read per kind of insured (a join, not a count per row). */
export async function refreshStandings(db: Db, tenantId: string) {
  for (const [table, column] of [[humans, policies.insuredHumanId], [entities, policies.insuredEntityId]] as const) {
    await db.update(table).set({ activePolicies: 0, activePremium: '0' })
      .where(and(eq(table.tenantId, tenantId), sql`(${table.activePolicies} <> 0 or ${table.activePremium} <> 0)`));
    const standing = db.select({ id: sql<string>`${column}`.as('insured_id'), count: sql<number>`count(*)`.as('active_count'), premium: sql<string>`sum(${policies.actualPremium})`.as('premium_in_force') })
      .from(policies)
      .where(and(eq(policies.tenantId, tenantId), isNull(policies.retiredAt), policies.isLatest, activePolicy(), sql`${column} is not null`))
      .groupBy(column)
      .as('standing');
    await db.update(table).set({ activePolicies: sql`${standing.count}`, activePremium: sql`${standing.premium}` })
      .from(standing).where(eq(table.id, standing.id));
  }
}
