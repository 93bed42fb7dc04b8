import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/policy/policy.replies.json';
import type { PolicyDraft } from '../../../generated/types/policy-draft.ts';
import validatePolicyAdd from '../../../generated/validators/policy-add.js';
import { fieldErrors } from '../../../engine/core/errors.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { policyDrafts } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { PolicyService } from './service.ts';
import { policyDraftRecords } from './declarations.ts';

const blank = (v: unknown) => v === null || v === undefined || v === '';
const given = <T extends Record<string, unknown>>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => !blank(v))) as Partial<T>;

/** A draft policy (the panel's model) as a policy create payload; what it lacks the payload's schema names. */
export function draftToPolicy(d: PolicyDraft): Record<string, unknown> {
  return given({
    market_Reference_Id: d.marketId,
    opportunity_Reference_Id: d.opportunity?.opportunity_Reference_Id,
    carrier_Issued_Policy_Id: d.policyNumber,
    first_Name_Insured_Reference_Id: d.first_Name_Insured_Reference_Id,
    first_Name_Insured_Type: d.first_Name_Insured_Type,
    first_Name_Insured_Contact_Ref_Id: d.first_Name_Insured_Contact_Ref_Id,
    policy_Type: d.policyType,
    effective_Date: d.effectiveDate,
    expiration_Date: d.expirationDate,
    policy_Status: d.isThePolicyBound ? 'bound' : 'pre_Bind',
    billing_Type: d.billingType,
    is_Financed: d.isThePolicyFinanced ?? undefined,
    installment_Type: d.installmentType,
    policy_Description: d.description,
    line_Of_Business: (d.lineOfBusinessInfo ?? []).map((l) => given({
      line_Of_Business_Id: l.reference_Id, selected_Premium: l.premium ?? 0, selected_Commission: l.commissionDollars ?? 0, entity_Reference_Id: l.issuingCompanyId,
    })),
    fee: (d.feeInfo ?? []).map((f) => given({ type: f.type, fee: f.fee as string, description: f.description, is_Fee_Commissionable: f.isTheFeeCommissionable ?? false, percent: f.isTheFeeCommissionable ? (f.percentage as string) : undefined })),
    tax: (d.taxInfo ?? []).map((t) => given({ type: t.type, tax: t.tax as string, responsible_For_Filing: t.whoIsResponsibleForFiling?.toLowerCase(), state: typeof t.state === 'object' && t.state ? (t.state as { key?: string }).key : (t.state as string), description: t.description })),
    minimum_Earned_Premium: d.doesMinimumPremiumApply ? (d.appliedMinimumPremium as string) : undefined,
    minimum_Earned_Premium_Type: d.doesMinimumPremiumApply ? d.appliedMinimumPremiumType : undefined,
  });
}

/** Draft policies kept on the server for the staff member who made them; saved all at once or none. */
export function createPolicyDraftService({ db, cipher }: ServiceDeps, policies: PolicyService) {
  const life = createRecords(db, cipher, policyDraftRecords);

  /** The caller's own draft (another staff member's answers 404 like a missing one). */
  async function own(auth: AuthContext, id: string) {
    const row = await life.row(auth, id);
    if (row.ownerUserId !== auth.userId) throw notFound(policyDraftRecords.noun);
    return row;
  }

  const read = (row: typeof policyDrafts.$inferSelect) => ({ policy_Draft_Reference_Id: row.id, version: row.version, draft: row.draft, created_At: row.createdAt });

  async function mine(auth: AuthContext) {
    return db.select().from(policyDrafts)
      .where(and(eq(policyDrafts.tenantId, auth.tenantId), eq(policyDrafts.ownerUserId, auth.userId), isNull(policyDrafts.retiredAt)))
      .orderBy(asc(policyDrafts.createdAt), asc(policyDrafts.id));
  }

  return {
    async list(auth: AuthContext) {
      return { drafts: (await mine(auth)).map(read) };
    },
    /** The caller's drafts written from an opportunity (its Policy tab), as policy rows: number, market, dates, premium. */
    async ofOpportunity(auth: AuthContext, opportunityId: string, marketNames: (ids: string[]) => Promise<Map<string, { name: string }>>) {
      const from = (await mine(auth)).filter((row) => (row.draft as PolicyDraft).opportunity?.opportunity_Reference_Id === opportunityId);
      const names = await marketNames(from.map((row) => (row.draft as PolicyDraft).marketId).filter((id): id is string => Boolean(id)));
      return from.map((row) => {
        const d = row.draft as PolicyDraft;
        return {
          policy_Draft_Reference_Id: row.id, carrier_Issued_Policy_Id: d.policyNumber || null, market_Name: (d.marketId && names.get(d.marketId)?.name) || null,
          effective_Date: d.effectiveDate ?? null, expiration_Date: d.expirationDate ?? null, actual_Premium: d.totalActualPremium === undefined || d.totalActualPremium === null ? null : Number(d.totalActualPremium),
        };
      });
    },
    /** `within`: a transaction already open (an opportunity closed as won adds its drafts with its close) */
    async add(auth: AuthContext, draft: PolicyDraft, within?: Db) {
      const saved = await life.create(auth, { draft: draft as Record<string, unknown> }, undefined, within);
      return { policy_Draft_Reference_Id: saved.id, version: saved.version };
    },
    async edit(auth: AuthContext, id: string, version: number | undefined, draft: PolicyDraft) {
      await own(auth, id);
      const saved = await life.update(auth, id, version, () => ({ draft: draft as Record<string, unknown> }));
      return { policy_Draft_Reference_Id: saved.id, version: saved.version };
    },
    async remove(auth: AuthContext, id: string, version?: number) {
      await own(auth, id);
      await life.retire(auth, id, version);
      return { policy_Draft_Reference_Id: id };
    },

    /**
     * POST /v1/policy/draft/save: every draft of the caller becomes a policy in one transaction. The
     * first draft that fails names itself (its number, or its place) and why; then nothing is saved.
     */
    async saveAll(auth: AuthContext) {
      const drafts = await mine(auth);
      if (!drafts.length) throw new HttpError(400, replies.noDrafts);
      const failed = (i: number, reason: string, errors: { field: string; message: string }[]) => new HttpError(400,
        fillTemplate(replies.draftFailed, { number: String((drafts[i].draft as PolicyDraft).policyNumber || `#${i + 1}`), reason }),
        errors.map((e) => ({ field: `/drafts/${i}${e.field}`, message: e.message })));
      const bodies = drafts.map((d, i) => {
        const body = draftToPolicy(d.draft as PolicyDraft);
        if (!validatePolicyAdd(body)) {
          const errors = fieldErrors(validatePolicyAdd.errors);
          throw failed(i, errors[0]?.message ?? replies.stale, errors);
        }
        return body;
      });
      await policies.warm();
      const draftIds = drafts.map((d) => d.id);
      const saved = await db.transaction(async (t) => {
        const tx = t as Db;
        // a save sent twice at once: the second waits here for the first and then finds its drafts gone
        const locked = await tx.select({ id: policyDrafts.id }).from(policyDrafts)
          .where(and(eq(policyDrafts.tenantId, auth.tenantId), inArray(policyDrafts.id, draftIds), isNull(policyDrafts.retiredAt))).orderBy(asc(policyDrafts.id)).for('update');
        if (locked.length !== draftIds.length) throw new HttpError(409, replies.draftsGone);
        const ids: string[] = [];
        for (const [i, body] of bodies.entries()) {
          try {
            ids.push((await policies.create(auth, body as never, tx)).policy_Reference_Id);
          } catch (error) {
            if (error instanceof HttpError) throw failed(i, error.errors[0]?.message ?? error.message, error.errors);
            throw error;
          }
        }
        await life.retireWhere(auth, tx, inArray(policyDrafts.id, draftIds), { saved: true });
        return ids;
      });
      return { policy_Reference_Ids: saved, count: saved.length, message: saved.length === 1 ? replies.oneDraftSaved : fillTemplate(replies.draftsSaved, { count: String(saved.length) }) };
    },
  };
}

export type PolicyDraftService = ReturnType<typeof createPolicyDraftService>;
