import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { today } from '../../../engine/core/clock.ts';
import { addDays } from '../../../engine/core/dates.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { linesOfBusiness, policies } from '../../db/schema.ts';
import { pageInfo } from '../../records/paging.ts';
import { activePolicy } from '../policies/declarations.ts';
import { answered } from '../insuredLines/money.ts';
import { exportBatch } from './csv.ts';


const columns = {
  policy_Reference_Id: policies.id,
  carrier_Issued_Policy_Id: policies.carrierPolicyNumber,
  insured_Name: policies.insuredName,
  market_Name: policies.marketName,
  lines: sql<string>`(select string_agg(${linesOfBusiness.name}, ', ' order by ${linesOfBusiness.name}) from ${linesOfBusiness}
    where ${linesOfBusiness.id}::text in (select l->>'line_Of_Business_Id' from jsonb_array_elements(${policies.lines}) l))`,
  effective_Date: policies.effectiveDate,
  expiration_Date: policies.expirationDate,
  actual_Premium: policies.actualPremium,
};

/** The tenant's policies in force (latest versions) expiring within `days` of the clock's today. */
const expiringWithin = (auth: AuthContext, days: number): SQL => and(
  eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, activePolicy(),
  sql`${policies.expirationDate} <= ${addDays(today(), days)}`,
)!;

const shaped = <R extends { actual_Premium: string }>(rows: R[]) => rows.map((r) => ({ ...r, actual_Premium: answered(r.actual_Premium)! }) as Omit<R, 'actual_Premium'> & { actual_Premium: number });

/** A page of the expiring policies, soonest first, with the count of all. */
export async function expiringPage(db: Db, auth: AuthContext, q: { days: number; limit: number; page: number }) {
  const where = expiringWithin(auth, q.days);
  const [rows, [{ n }]] = await Promise.all([
    db.select(columns).from(policies).where(where).orderBy(asc(policies.expirationDate), asc(policies.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(policies).where(where),
  ]);
  return { policies: shaped(rows), ...pageInfo(n, q.limit, q.page) };
}

/** Every expiring policy, soonest first, a batch at a time (keyset: after the last expiration date and id read). */
export async function* expiringBatches(db: Db, auth: AuthContext, days: number) {
  let after: { expiration: string; id: string } | undefined;
  for (;;) {
    const next = after ? sql`(${policies.expirationDate}, ${policies.id}) > (${after.expiration}::date, ${after.id}::uuid)` : sql`true`;
    const rows = await db.select(columns).from(policies).where(and(expiringWithin(auth, days), next))
      .orderBy(asc(policies.expirationDate), asc(policies.id)).limit(exportBatch);
    if (rows.length) yield shaped(rows);
    if (rows.length < exportBatch) return;
    const last = rows[rows.length - 1];
    after = { expiration: last.expiration_Date, id: last.policy_Reference_Id };
  }
}
