import { sql } from 'drizzle-orm';
import { today } from '../../../engine/core/clock.ts';
import { addDays } from '../../../engine/core/dates.ts';
import { closedStages } from '../../../domain/opportunityStages.ts';
import { inForceStatuses } from '../../../domain/policyTransitions.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { dashboardTotals as t, markets } from '../../db/schema.ts';
import { unwrittenStatus } from '../policies/declarations.ts';
import type { Month } from './period.ts';
import { answered, fromStored, zero, type Amount } from '../insuredLines/money.ts';

/**
 * One part of the totals read (DECISIONS 363): 'stage' (key: the stage; `mine`: the user's), 'month' (key: the
 * month's first day, label: the policy type), 'market' (key: its id, label: its name), 'expiring' (key: the
 * expiration date), 'work' (count: the work version).
 */
export interface Total {
  part: 'stage' | 'month' | 'market' | 'expiring' | 'work';
  key: string | null;
  label: string | null;
  count: number;
  premium: string;
  mine: number;
  minePremium: string;
}

/** Kept rows read per tenant after its last fold (on this instance): a read of more than twice as many (and 100) folds them. */
const settled = new Map<string, number>();

/**
 * Folds a tenant's rows into one per key (a zero sum goes): one statement, so rows written meanwhile
 * stay as they are, and a second fold at once finds the rows the first deleted gone and adds nothing.
 */
async function fold(db: Db, tenantId: string) {
  await db.execute(sql`with gone as (delete from ${t} where ${t.tenantId} = ${tenantId} returning *)
    insert into ${t} (tenant_id, figure, user_id, market_id, subject, kind, day, until, count, premium)
    select tenant_id, figure, user_id, market_id, subject, kind, day, until, sum(count), sum(premium) from gone
    group by tenant_id, figure, user_id, market_id, subject, kind, day, until having sum(count) <> 0 or sum(premium) <> 0`);
}

const list = (values: string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * The tenant's figures in one statement, each part summed by the database from the kept rows: open
 * opportunities by stage (all and the user's), policies written by month and type and by market in the
 * months, policies in force expiring from today to `days` ahead by day (not cancelled by today), and the
 * work version; with how many kept rows were read (a fold when they grow).
 */
export async function readTotals(db: Db, auth: AuthContext, months: Month[], days: number): Promise<Total[]> {
  const day = today();
  const of = (figure: string) => sql`${t.tenantId} = ${auth.tenantId} and ${t.figure} = ${figure}`;
  const inMonths = sql`${t.day} between ${months[0].from} and ${months[months.length - 1].to} and ${t.subject} <> ${unwrittenStatus}`;
  const sums = sql`sum(${t.count}) as count, sum(${t.premium}) as premium`;
  const none = sql`0 as mine, 0 as mine_premium, count(*) as rows`;
  const { rows } = await db.execute(sql`
    select 'stage' as part, ${t.subject} as key, null as label, ${sums}, coalesce(sum(${t.count}) filter (where ${t.userId} = ${auth.userId}), 0) as mine,
      coalesce(sum(${t.premium}) filter (where ${t.userId} = ${auth.userId}), 0) as mine_premium, count(*) as rows
      from ${t} where ${of('opportunities')} and ${t.subject} not in (${list(closedStages)}) group by ${t.subject}
    union all select 'month', ${t.day}::text, ${t.kind}, ${sums}, ${none} from ${t} where ${of('written_month')} and ${inMonths} group by ${t.day}, ${t.kind}
    union all select 'market', m.id::text, m.name, x.count, x.premium, 0, 0, x.rows from (select ${t.marketId} as market_id, ${sums}, count(*) as rows
      from ${t} where ${of('written_market')} and ${inMonths} group by ${t.marketId}) x join ${markets} m on m.id = x.market_id
    union all select 'expiring', ${t.day}::text, null, ${sums}, ${none} from ${t} where ${of('expiring')} and ${t.day} between ${day} and ${addDays(day, days)}
      and ${t.subject} in (${list(inForceStatuses)}) and (${t.until} is null or ${t.until} > ${day}) group by ${t.day}
    union all select 'work', null, null, coalesce(sum(${t.count}), 0), 0, ${none} from ${t} where ${of('work')}`) as unknown as { rows: Record<string, string | number | null>[] };
  const totals = rows.map((r) => ({
    part: r.part, key: r.key, label: r.label, count: Number(r.count), premium: String(r.premium), mine: Number(r.mine), minePremium: String(r.mine_premium), rows: Number(r.rows),
  }) as Total & { rows: number });
  const kept = totals.reduce((n, r) => n + r.rows, 0);
  const base = settled.get(auth.tenantId);
  if (base === undefined) settled.set(auth.tenantId, kept);
  else if (kept > 2 * base + 100) {
    await fold(db, auth.tenantId);
    settled.delete(auth.tenantId);
  }
  return totals;
}

/** The work version in the totals read (0 before any write). */
export const workVersion = (totals: Total[]) => totals.find((r) => r.part === 'work')?.count ?? 0;

/** A part's rows added up by `keyOf` (rows it answers undefined for are left out). */
export function addUp(totals: Total[], part: Total['part'], keyOf: (r: Total) => string | undefined = (r) => r.key ?? '') {
  const found = new Map<string, { count: number; premium: Amount; mine: number; minePremium: Amount; label: string | null }>();
  for (const r of totals.filter((x) => x.part === part)) {
    const key = keyOf(r);
    if (key === undefined) continue;
    const was = found.get(key) ?? { count: 0, premium: zero, mine: 0, minePremium: zero, label: r.label };
    found.set(key, { count: was.count + r.count, premium: was.premium.plus(fromStored(r.premium)), mine: was.mine + r.mine, minePremium: was.minePremium.plus(fromStored(r.minePremium)), label: was.label });
  }
  return found;
}

/** An added-up premium as the API answers it. */
export const money = (amount: Amount | undefined) => answered((amount ?? zero).toFixed(2))!;
