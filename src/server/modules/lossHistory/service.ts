import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import replies from '../../../../schemas/policy/policy.replies.json';
import common from '../../../../schemas/common/common.replies.json';
import type { PolicyLossHistoryBody } from '../../../generated/types/policy-loss-history.ts';
import type { PolicyPriorCarrierBody } from '../../../generated/types/policy-prior-carrier.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { files, lossHistory, priorCarriers } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { knownLobIds } from '../linesOfBusiness/service.ts';
import type { PolicyService } from '../policies/service.ts';
import { fileRecords } from '../files/declarations.ts';
import { lossHistoryRecords, priorCarrierRecords } from './declarations.ts';
import { amountOf, answered, stored } from '../insuredLines/money.ts';

const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
/** The record loss history and prior carriers are on. */
export interface Parent { kind: 'policy' | 'opportunity'; id: string }
/** A parent an entry is added to: `check` refuses it (404, 409) in the transaction that adds, keeping it unchanged until that ends. */
export interface CheckedParent extends Parent { check(tx: Db): Promise<void> }
type LossHistoryFields = Omit<PolicyLossHistoryBody, 'policy_Reference_Id'>;
type PriorCarrierFields = Omit<PolicyPriorCarrierBody, 'policy_Reference_Id'>;

const money = (value: number | string | null | undefined, field: string) => (value === null || value === undefined || value === '' ? null : stored(amountOf(value, field)));

/** Loss history and prior carriers: records of their own, on a policy or an opportunity. */
export function createPolicyRecordsOn(deps: ServiceDeps, policies: PolicyService, markets: MarketService, lob: LobService) {
  const { db, cipher } = deps;
  const losses = createRecords(db, cipher, lossHistoryRecords);
  const carriers = createRecords(db, cipher, priorCarrierRecords);
  const fileLife = createRecords(db, cipher, fileRecords);

  /** The records on one parent: a policy's or an opportunity's. */
  const on = <T extends typeof lossHistory | typeof priorCarriers>(table: T, auth: AuthContext, parent: Parent) =>
    and(eq(table.tenantId, auth.tenantId), eq(parent.kind === 'policy' ? table.policyId : table.opportunityId, parent.id), isNull(table.retiredAt));
  const parentColumns = (parent: Parent) => (parent.kind === 'policy' ? { policyId: parent.id } : { opportunityId: parent.id });

  async function lossHistoryOn(auth: AuthContext, parent: Parent) {
    const rows = await db.select().from(lossHistory).where(on(lossHistory, auth, parent)).orderBy(asc(lossHistory.dateOfClaim), asc(lossHistory.id));
    return rows.map((r) => ({
      Loss_History_Info_Reference_Id: r.id, version: r.version, date_Reported: r.dateReported, date_Of_Claim: r.dateOfClaim,
      paid_Amount: answered(r.paidAmount), reserved_Amount: answered(r.reservedAmount), claim_Open: r.claimOpen, loss_History_Description: r.description,
    }));
  }

  async function addLossHistoryOn(auth: AuthContext, parent: CheckedParent, body: LossHistoryFields) {
    const columns = {
      ...parentColumns(parent), dateReported: body.date_Reported, dateOfClaim: body.date_Of_Claim,
      paidAmount: money(body.paid_Amount, '/paid_Amount'), reservedAmount: money(body.reserved_Amount, '/reserved_Amount'),
      claimOpen: body.claim_Open ?? false, description: body.loss_History_Description?.trim() || null,
    };
    const saved = await db.transaction(async (t) => {
      const tx = t as Db;
      await parent.check(tx);
      return losses.create(auth, columns, undefined, tx);
    });
    return { Loss_History_Info_Reference_Id: saved.id, version: saved.version };
  }

  async function priorCarriersOn(auth: AuthContext, parent: Parent) {
    const rows = await db.select().from(priorCarriers).where(on(priorCarriers, auth, parent)).orderBy(asc(priorCarriers.effectiveDate), asc(priorCarriers.id));
    const [lines, marketsById] = await Promise.all([lob.byId(), markets.byIds(auth, [...new Set(rows.flatMap((r) => (r.marketId ? [r.marketId] : [])))])]);
    return rows.map((r) => {
      const market = r.marketId ? marketsById.get(r.marketId) : undefined;
      return {
        prior_Carrier_Info_Reference_Id: r.id, version: r.version, market_Reference_Id: r.marketId, market_Name: market?.name ?? null,
        carrier_Issued_Policy_Id: r.carrierPolicyNumber, effective_Date: r.effectiveDate, expiration_Date: r.expirationDate,
        premium: { value_Type: 'Premium', fiat_Value: answered(r.premium), currency_Type: 'USD' }, lob_Reference_Ids: r.lobIds,
        // the lines' names and icons, as a policy's lob_Data shows them
        lob_Data: r.lobIds.flatMap((id) => {
          const line = lines.get(id);
          return line ? [{ line_Of_Business_Reference_Id: id, line_Of_Business_Name: line.line_Of_Business_Name, icon: line.icon }] : [];
        }),
      };
    });
  }

  async function addPriorCarrierOn(auth: AuthContext, parent: CheckedParent, body: PriorCarrierFields) {
    const retired = new Set((body.to_Retire_Lob_Reference_Ids ?? []).map((id) => id.toLowerCase()));
    const lobIds = [...new Set((body.lob_Reference_Ids ?? []).map((id) => id.toLowerCase()))].filter((id) => !retired.has(id));
    const known = await knownLobIds(db, lobIds);
    const unknown = lobIds.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw fail(`/lob_Reference_Ids/${unknown}`, replies.lobNotFound);
    const columns = {
      ...parentColumns(parent), marketId: body.market_Reference_Id, carrierPolicyNumber: body.carrier_Issued_Policy_Id?.trim() || null,
      effectiveDate: body.effective_Date, expirationDate: body.expiration_Date, premium: money(body.premium.fiat_Value, '/premium/fiat_Value'), lobIds,
    };
    // the parent and the market are read in the transaction that adds: a close, a delete or a market's retire meanwhile waits, then sees the entry
    const saved = await db.transaction(async (t) => {
      const tx = t as Db;
      await parent.check(tx);
      if (!(await markets.forPolicy(auth, body.market_Reference_Id, tx))) throw fail('/market_Reference_Id', replies.marketNotFound);
      return carriers.create(auth, columns, undefined, tx);
    });
    return { prior_Carrier_Info_Reference_Id: saved.id, version: saved.version };
  }

  /**
   * Retires an entry, which must be on a parent of that kind (404 otherwise, like a missing one);
   * `checkParent` refuses when its parent may not change.
   */
  async function removeOn<T extends typeof lossHistory | typeof priorCarriers>(auth: AuthContext, kind: Parent['kind'], table: T, id: string, version: number | undefined, checkParent: (parentId: string, tx: Db) => Promise<void>) {
    const life = table === lossHistory ? losses : carriers;
    await life.retire(auth, id, version, {
      guard: async (tx, row) => {
        const parentId = kind === 'policy' ? row.policyId : row.opportunityId;
        if (!parentId) throw notFound(life.declaration.noun);
        await checkParent(parentId, tx);
      },
    });
  }

  return {
    lossHistoryOn,
    addLossHistoryOn,
    priorCarriersOn,
    addPriorCarrierOn,
    removeOn,

    /** PUT /v1/policy/delete-files: retires the files, each of which must be on a policy of the tenant (on this one, when named). */
    async removeFiles(auth: AuthContext, policyId: string | undefined, ids: string[]) {
      if (policyId) await policies.life.row(auth, policyId);
      const found = await db.select({ id: files.id, policyId: files.policyId }).from(files)
        .where(and(eq(files.tenantId, auth.tenantId), inArray(files.id, ids), isNull(files.retiredAt)));
      const missing = ids.findIndex((id) => !found.some((f) => f.id === id.toLowerCase() && f.policyId && (!policyId || f.policyId === policyId)));
      if (missing >= 0) throw new HttpError(404, replies.fileNotOnPolicy);
      for (const id of ids) await fileLife.retire(auth, id.toLowerCase());
      return { file_Reference_Id: ids };
    },
  };
}
