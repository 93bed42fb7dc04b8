import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/opportunity/opportunity.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { memberships, opportunities as opportunityTable, policies, policyRenewals } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { countWhere, readPage } from '../../records/paging.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { OpportunityService } from './service.ts';
import { fail } from './fields.ts';
import { activePolicy } from '../policies/declarations.ts';
import { answered, fromStored, stored, sum } from '../insuredLines/money.ts';
import { today } from '../../../engine/core/clock.ts';
import { addDays } from '../../../engine/core/dates.ts';

type PolicyRow = typeof policies.$inferSelect;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * No renewal opportunity on the books names the policy (its master id) yet: read from the live
 * renewals' table by its unique index (an anti-join), not by searching every opportunity's array per policy.
 */
const notRenewed = sql`not exists (select 1 from ${policyRenewals} where ${policyRenewals.tenantId} = ${policies.tenantId}
  and ${policyRenewals.masterPolicyId} = ${policies.masterPolicyId} and ${policyRenewals.retiredAt} is null)`;

/** The policies due for renewal within `days`: in force, expiring from today, with no renewal opportunity yet (the renewals view and the dashboard). */
export const dueWithin = (auth: AuthContext, days: number) => and(
  eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, activePolicy(),
  sql`${policies.expirationDate} <= ${addDays(today(), days)}`, notRenewed,
);

/**
 * Renewals: an opportunity from policies of one insured (their lines with market and premium, the
 * agency participants, the term rolled forward), and the policies coming up for renewal.
 */
export function createRenewalService({ db }: ServiceDeps, opportunities: OpportunityService, lob: LobService) {
  /** The renewal opportunity's body from the policies: dates a term later, figures from the policies' premium and commission. */
  function renewalBody(rows: PolicyRow[], assignee: string | undefined) {
    const effective = rows.map((p) => p.expirationDate).sort()[0];
    const term = daysBetween(rows[0].effectiveDate, rows[0].expirationDate);
    const expiration = addDays(effective, term);
    const seen = new Set<string>();
    const lines = rows.flatMap((p) => p.lines.filter((l) => !seen.has(l.line_Of_Business_Id) && seen.add(l.line_Of_Business_Id)).map((l) => ({
      line_Of_Business_Id: l.line_Of_Business_Id, market_Reference_Id: p.marketId, entity_Reference_Id: l.entity_Reference_Id,
      selected_Premium: l.selected_Premium, selected_Commission: l.selected_Commission, effective_Date: effective, expiration_Date: expiration,
    })));
    const participants = (kind: string) => rows[0].participants.filter((p) => p.kind === kind).map((p) => ({ reference_Id: p.reference_Id, type: p.type, split: p.split ?? undefined, role: p.role }));
    return {
      opportunity_Type: 'renewal' as const,
      first_Name_Insured_Reference_Id: (rows[0].insuredHumanId ?? rows[0].insuredEntityId)!,
      first_Name_Insured_Type: rows[0].insuredType as 'human' | 'entity',
      ...(rows[0].insuredContactId ? { first_Name_Insured_Contact_Ref_Id: rows[0].insuredContactId } : {}),
      opportunity_Description: fillTemplate(replies.renewalDescription, { policies: rows.map((p) => p.carrierPolicyNumber ?? p.marketName).join(', ') }),
      effective_Date: effective, expiration_Date: expiration, expected_Close_Date: addDays(effective, -1),
      expected_Premium: stored(sum(rows.map((p) => fromStored(p.actualPremium)))),
      expected_Revenue: stored(sum(rows.map((p) => fromStored(p.actualCommission)))),
      line_Of_Business: lines,
      agency_Participants: participants('agency'),
      additional_Named_Insureds: participants('additional_Named_Insured'),
      additional_Participants: participants('additional'),
      ...(assignee ? { assignee } : {}),
      renewalOfPolicyIds: rows.map((p) => p.masterPolicyId),
    };
  }

  /** The latest versions of the policies named (any version's id), the tenant's and on the books: 400 naming one that is not. */
  async function policiesNamed(tx: Db, auth: AuthContext, ids: string[], field: string): Promise<PolicyRow[]> {
    const named = ids.map((id) => id.toLowerCase());
    const masters = await tx.select({ id: policies.id, master: policies.masterPolicyId }).from(policies)
      .where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), inArray(policies.id, named)));
    const masterOf = new Map(masters.map((m) => [m.id, m.master]));
    const missing = named.findIndex((id) => !masterOf.has(id));
    if (missing >= 0) throw fail(`${field}/${missing}`, replies.renewalPolicyNotFound);
    const latest = await tx.select().from(policies).where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), policies.isLatest, inArray(policies.masterPolicyId, [...new Set(masterOf.values())])));
    return [...new Set(named.map((id) => masterOf.get(id)!))].map((master) => latest.find((p) => p.masterPolicyId === master)!);
  }

  const renewalExists = (p: PolicyRow) => new HttpError(409, fillTemplate(replies.renewalExists, { number: p.carrierPolicyNumber ?? p.marketName }));

  /** 409 when a policy already has a renewal opportunity. */
  async function assertNotRenewed(tx: Db, auth: AuthContext, rows: PolicyRow[]) {
    const renewed = await tx.select({ ids: opportunityTable.renewalOfPolicyIds }).from(opportunityTable)
      .where(and(eq(opportunityTable.tenantId, auth.tenantId), isNull(opportunityTable.retiredAt),
        sql`${opportunityTable.renewalOfPolicyIds} && string_to_array(${rows.map((p) => p.masterPolicyId).join(',')}, ',')`));
    const taken = rows.find((p) => renewed.some((o) => o.ids.includes(p.masterPolicyId)));
    if (taken) throw renewalExists(taken);
  }

  /**
   * Creates the renewal opportunity and records the policies it renews: the unique index refuses a
   * second live renewal of a policy, so a renewal started meanwhile (after the check above) waits
   * for that one's transaction and then answers the same 409.
   */
  async function startRenewal(tx: Db, auth: AuthContext, rows: PolicyRow[], assignee: string | undefined) {
    const started = await opportunities.create(auth, renewalBody(rows, assignee), tx);
    const claimed = await tx.insert(policyRenewals)
      .values(rows.map((p) => ({ tenantId: auth.tenantId, masterPolicyId: p.masterPolicyId, opportunityId: started.opportunity_Reference_Id })))
      .onConflictDoNothing().returning({ master: policyRenewals.masterPolicyId });
    const taken = rows.find((p) => !claimed.some((c) => c.master === p.masterPolicyId));
    if (taken) throw renewalExists(taken);
    return started;
  }

  /** The staff member a bulk renewal is assigned to: the policy's owner while a member of the agency, else the caller. */
  async function assigneeFor(tx: Db, auth: AuthContext, owner: string | null) {
    if (!owner) return auth.userId;
    const [member] = await tx.select({ id: memberships.userId }).from(memberships).where(and(eq(memberships.tenantId, auth.tenantId), eq(memberships.userId, owner)));
    return member ? owner : auth.userId;
  }

  return {
    /** POST /v1/opportunity/renewal: one renewal opportunity from policies of one insured. */
    async renew(auth: AuthContext, ids: string[]) {
      await lob.byId();
      return db.transaction(async (t) => {
        const tx = t as Db;
        const rows = await policiesNamed(tx, auth, ids, '/policy_Reference_Id');
        const insured = (p: PolicyRow) => p.insuredHumanId ?? p.insuredEntityId;
        if (rows.some((p) => insured(p) !== insured(rows[0]))) throw fail('/policy_Reference_Id', replies.renewalOneInsured);
        await assertNotRenewed(tx, auth, rows);
        return startRenewal(tx, auth, rows, undefined);
      });
    },

    /** GET /v1/opportunity/renewals: the policies to renew within the days asked, soonest expiring first. */
    async due(auth: AuthContext, q: { days?: number; limit?: number; page?: number }) {
      const where = dueWithin(auth, q.days ?? 30);
      const { rows, ...page } = await readPage(q, (limit, offset) => db.select().from(policies).where(where).orderBy(asc(policies.expirationDate), asc(policies.id)).limit(limit).offset(offset),
        () => countWhere(db, policies, where));
      const known = await lob.byId();
      return {
        renewals: rows.map((p) => ({
          policy_Reference_Id: p.id, master_Policy_Id: p.masterPolicyId, carrier_Issued_Policy_Id: p.carrierPolicyNumber, market_Reference_Id: p.marketId, market_Name: p.marketName,
          first_Name_Insured_Reference_Id: p.insuredHumanId ?? p.insuredEntityId, first_Name_Insured_Type: p.insuredType, insured_Name: p.insuredName,
          effective_Date: p.effectiveDate, expiration_Date: p.expirationDate, days_Left: daysBetween(today(), p.expirationDate), actual_Premium: answered(p.actualPremium),
          owner_User_Id: p.ownerUserId, agency_Participants: p.participants.filter((x) => x.kind === 'agency').map((x) => x.reference_Id),
          lob_Data: p.lines.map((l) => ({ line_Of_Business_Id: l.line_Of_Business_Id, line_Of_Business_Name: known.get(l.line_Of_Business_Id)?.line_Of_Business_Name ?? null, icon: known.get(l.line_Of_Business_Id)?.icon ?? null })),
        })),
        ...page,
      };
    },

    /**
     * POST /v1/opportunity/renewals/start: one renewal opportunity per policy (those named, or all due
     * within the days), in one transaction: all start or none. Each is assigned to its policy's owner
     * and carries its agency participants.
     */
    async startAll(auth: AuthContext, body: { policy_Reference_Ids?: string[]; days?: number }) {
      await lob.byId();
      return db.transaction(async (t) => {
        const tx = t as Db;
        const rows = body.policy_Reference_Ids
          ? await policiesNamed(tx, auth, body.policy_Reference_Ids, '/policy_Reference_Ids')
          : await tx.select().from(policies).where(dueWithin(auth, body.days!)).orderBy(asc(policies.expirationDate), asc(policies.id)).limit(500);
        await assertNotRenewed(tx, auth, rows);
        const started: string[] = [];
        for (const p of rows) started.push((await startRenewal(tx, auth, [p], await assigneeFor(tx, auth, p.ownerUserId))).opportunity_Reference_Id);
        return { opportunity_Reference_Ids: started, count: started.length, message: fillTemplate(replies.renewalsStarted, { count: String(started.length) }) };
      });
    },
  };
}
