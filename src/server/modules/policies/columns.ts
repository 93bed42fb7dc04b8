import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/policy/policy.replies.json';
import policySchema from '../../../../schemas/policy/policy.schema.json';
import type { Fee, Fields, Tax } from '../../../generated/types/policy-add.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { opportunities, policies, type PolicyFee, type PolicyLine, type PolicyTax } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { clientOf, kindOf } from '../insuredLines/participants.ts';
import { amountOf, stored, totalsOf } from '../insuredLines/money.ts';
import { createInsuredLines } from '../insuredLines/lines.ts';

export type Row = typeof policies.$inferSelect;
export type Columns = Partial<typeof policies.$inferInsert>;
export type PolicyFields = Fields;
type Kind = 'human' | 'entity';

export const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
export const policyTypeOf = (type: string) => (type.toLowerCase() === 'new' ? 'New' : 'renewal');

/** What the policy search matches: its number, insured and market. */
export const searchNameOf = (number: string | null, insured: string, market: string) => [number, insured, market].filter(Boolean).join(' ').toLowerCase();

/** The text an edit sends for an optional field: null when blank, undefined when not sent. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** A policy's columns from a body: market, insured, opportunity, lines, fees and taxes checked; totals computed. */
export function createPolicyColumns(markets: MarketService, lob: LobService) {
  const checkLines = createInsuredLines(markets, lob);
  /** Lines as stored: known lines of business, each once, amounts exact; their status the policy's. */
  async function linesOf(tx: Db, auth: AuthContext, sent: NonNullable<Fields['line_Of_Business']>, status: string): Promise<PolicyLine[]> {
    const ids = await checkLines(tx, auth, sent, '/line_Of_Business', replies);
    const lines: PolicyLine[] = [];
    for (const [i, line] of sent.entries()) {
      const id = ids[i];
      lines.push({
        line_Of_Business_Id: id,
        selected_Premium: stored(amountOf(line.selected_Premium, `/line_Of_Business/${i}/selected_Premium`)),
        selected_Commission: stored(amountOf(line.selected_Commission, `/line_Of_Business/${i}/selected_Commission`)),
        entity_Reference_Id: line.entity_Reference_Id ?? null,
        status,
      });
    }
    return lines;
  }

  /** Fees and taxes: the editor's rows, or (when the body has none) the FEE and TAX records of data[]. */
  function feesAndTaxes(body: Fields): { fees?: PolicyFee[]; taxes?: PolicyTax[] } {
    const records = (code: string) => (body.data ?? []).map((d, i) => ({ d, i })).filter(({ d }) => d.relationship_Code === code);
    const fee: Fee[] | undefined = body.fee ?? (body.data ? records('FEE').map(({ d }) => ({ type: d.payload.value_Type as Fee['type'], fee: d.payload.fiat_Value })) : undefined);
    const tax: Tax[] | undefined = body.tax ?? (body.data ? records('TAX').map(({ d }) => ({ type: d.payload.value_Type as Tax['type'], tax: d.payload.fiat_Value, responsible_For_Filing: 'agency' })) : undefined);
    const where = body.fee ? '/fee' : '/data';
    const twice = (list: { type: string }[]) => list.findIndex((x, i) => list.findIndex((y) => y.type === x.type) !== i);
    if (fee && twice(fee) >= 0) throw fail(where, policySchema.$defs.feeList.errorMessage.maxItems);
    if (tax && twice(tax) >= 0) throw fail(body.tax ? '/tax' : '/data', policySchema.$defs.taxList.errorMessage.maxItems);
    return {
      fees: fee?.map((f, i) => ({
        id: String(f.id ?? randomUUID()),
        type: f.type,
        fee: stored(amountOf(f.fee, `${where}/${i}/fee`)),
        is_Fee_Commissionable: Boolean(f.is_Fee_Commissionable),
        percent: f.is_Fee_Commissionable && f.percent !== null && f.percent !== undefined && f.percent !== '' ? amountOf(f.percent, `${where}/${i}/percent`).toString() : null,
        description: f.description?.trim() || null,
      })),
      taxes: tax?.map((t, i) => ({
        id: String(t.id ?? randomUUID()),
        type: t.type,
        tax: stored(amountOf(t.tax, `/tax/${i}/tax`)),
        responsible_For_Filing: t.responsible_For_Filing,
        state: t.state ?? null,
        description: t.description?.trim() || null,
      })),
    };
  }

  /** 400 unless the opportunity is the tenant's, on the books (kept there, FOR SHARE, until `tx` ends) and the insured's. */
  async function assertOpportunityOf(tx: Db, auth: AuthContext, id: string, insuredId: string) {
    const [found] = await tx.select({ human: opportunities.insuredHumanId, entity: opportunities.insuredEntityId }).from(opportunities)
      .where(and(eq(opportunities.id, id), eq(opportunities.tenantId, auth.tenantId), isNull(opportunities.retiredAt))).for('share');
    if (!found) throw fail('/opportunity_Reference_Id', replies.opportunityNotFound);
    if ((found.human ?? found.entity) !== insuredId) throw fail('/opportunity_Reference_Id', replies.opportunityOtherInsured);
  }

  /**
   * The columns of a policy from the fields sent over what it has (`current`, none for a new one):
   * market, insured, lines, fees, taxes checked; totals and the search text computed.
   */
  async function columnsFrom(tx: Db, auth: AuthContext, body: Fields & { to_Retire?: string[] }, current: Row | undefined, status: string): Promise<Columns> {
    const marketId = body.market_Reference_Id ?? current!.marketId;
    const market = await markets.forPolicy(auth, marketId, tx);
    if (!market) throw fail('/market_Reference_Id', replies.marketNotFound);
    const insuredKind = body.first_Name_Insured_Type ? kindOf(body.first_Name_Insured_Type) : (current!.insuredType as Kind);
    const insuredId = body.first_Name_Insured_Reference_Id ?? current!.insuredHumanId ?? current!.insuredEntityId!;
    const insured = await clientOf(tx, auth, insuredKind, insuredId, '/first_Name_Insured_Reference_Id');
    if (body.opportunity_Reference_Id) await assertOpportunityOf(tx, auth, body.opportunity_Reference_Id.toLowerCase(), insured.id);
    const effectiveDate = body.effective_Date ?? current!.effectiveDate;
    const expirationDate = body.expiration_Date ?? current!.expirationDate;
    if (expirationDate <= effectiveDate) throw fail('/expiration_Date', replies.datesOrder);
    let lines = body.line_Of_Business ? await linesOf(tx, auth, body.line_Of_Business, status) : current!.lines.map((l) => ({ ...l, status }));
    if (body.to_Retire) lines = lines.filter((l) => !body.to_Retire!.map((id) => id.toLowerCase()).includes(l.line_Of_Business_Id));
    const { fees = current?.fees ?? [], taxes = current?.taxes ?? [] } = feesAndTaxes(body);
    const totals = totalsOf(lines, fees, taxes);
    const number = body.carrier_Issued_Policy_Id === undefined ? current?.carrierPolicyNumber ?? null : optional(body.carrier_Issued_Policy_Id)!;
    const minimum = body.minimum_Earned_Premium === undefined ? undefined : body.minimum_Earned_Premium === null || body.minimum_Earned_Premium === '' ? null : stored(amountOf(body.minimum_Earned_Premium, '/minimum_Earned_Premium'));
    const columns: Columns = {
      marketId: market.id,
      marketType: market.type,
      marketName: market.name,
      insuredType: insuredKind,
      insuredHumanId: insuredKind === 'human' ? insured.id : null,
      insuredEntityId: insuredKind === 'entity' ? insured.id : null,
      insuredName: insured.name,
      carrierPolicyNumber: number,
      effectiveDate,
      expirationDate,
      status,
      lines,
      lobIds: lines.map((l) => l.line_Of_Business_Id),
      fees,
      taxes,
      actualPremium: stored(totals.actualPremium),
      actualCommission: stored(totals.actualCommission),
      totalTaxes: stored(totals.totalTaxes),
      totalFees: stored(totals.totalFees),
      searchName: searchNameOf(number, insured.name, market.name),
    };
    const set = <K extends keyof Columns>(key: K, value: Columns[K] | undefined) => { if (value !== undefined) columns[key] = value; };
    set('opportunityId', body.opportunity_Reference_Id);
    set('insuredContactId', body.first_Name_Insured_Contact_Ref_Id);
    set('policyType', body.policy_Type && policyTypeOf(body.policy_Type));
    set('versionTitle', optional(body.version_Title));
    set('billingType', body.billing_Type);
    set('isFinanced', body.is_Financed);
    set('installmentType', body.installment_Type);
    set('description', optional(body.policy_Description));
    set('descriptionOfOperations', optional(body.description_Of_Operations));
    set('minimumEarnedPremium', minimum);
    set('minimumEarnedPremiumType', body.minimum_Earned_Premium_Type);
    return columns;
  }


  return { columnsFrom, linesOf };
}
