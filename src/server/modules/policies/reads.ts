import type { AuthContext } from '../../auth/context.ts';
import { policies, type PolicyFee, type PolicyLine, type PolicyTax } from '../../db/schema.ts';
import type { Records } from '../../records/record.ts';
import { without } from '../../records/rowCopy.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { answered, fromStored } from '../insuredLines/money.ts';
import { actionsFrom, effectiveStatus, isFreelyEditable, labelOf } from '../../../domain/policyTransitions.ts';

type Row = typeof policies.$inferSelect;
type Columns = Partial<typeof policies.$inferInsert>;
/** A list row's columns its shape replaces (lines named, status as of today, amounts in dollars) or leaves out (the owner). */
const shapedColumns = new Set(['lines', 'status', 'cancelDate', 'actual_Premium', 'actual_Commission', 'owner_User_Id'] as const);

/** A policy as the API answers it: whole, as a list row, its status today, and what an endorsement changed. */
export function createPolicyReads(markets: MarketService, lob: LobService, life: Records<typeof policies>) {
  async function lobNames() {
    return lob.byId();
  }

  /** A policy's lines in the spec's shape (names, codes and icons from the lines of business). */
  async function linesRead(lines: PolicyLine[]) {
    const known = await lobNames();
    return lines.map((l) => {
      const line = known.get(l.line_Of_Business_Id);
      return {
        line_Of_Business_Id: l.line_Of_Business_Id,
        line_Of_Business_Name: line?.line_Of_Business_Name ?? null,
        line_Of_Business_Reference_Code: line?.line_Of_Business_Reference_Code ?? null,
        icon: line?.icon ?? null,
        selected_Premium: answered(l.selected_Premium),
        selected_Commission: answered(l.selected_Commission),
        entity_Reference_Id: l.entity_Reference_Id,
        status: l.status,
      };
    });
  }

  const statusRead = (row: { status: string; expirationDate: string; cancelDate?: string | null }) => {
    const status = effectiveStatus(row);
    return { policy_Status: status, policy_Status_Label: labelOf(status) };
  };

  /** The spec's monetary records (data[]): totals, taxes and fees as fiat values. */
  function dataOf(row: Row) {
    const record = (code: string, valueType: string, value: string) => ({
      module: 'fiat_Values', parent: 'policy', relationship_Code: code, payload: { value_Type: valueType, fiat_Value: answered(value), currency_Type: 'USD' },
    });
    return [
      record('ACTUAL_PREMIUM', 'Premium', row.actualPremium),
      record('ACTUAL_COMMISSION', 'Commission', row.actualCommission),
      ...row.taxes.map((t) => record('TAX', t.type, t.tax)),
      ...row.fees.map((f) => record('FEE', f.type, f.fee)),
    ];
  }

  const feeRead = (f: PolicyFee) => ({ ...f, fee: answered(f.fee), percent: f.percent === null ? null : Number(f.percent) });
  const taxRead = (t: PolicyTax) => ({ ...t, tax: answered(t.tax) });

  /** GET /v1/policy/fetch: the policy (any version) whole, its status as it stands today and what may be done with it. */
  async function read(row: Row) {
    const market = await markets.forPolicy({ tenantId: row.tenantId } as AuthContext, row.marketId);
    const status = effectiveStatus(row);
    return {
      policy_Reference_Id: row.id,
      version: row.version,
      master_Policy_Id: row.masterPolicyId,
      policy_Version: row.policyVersion,
      is_Latest: row.isLatest,
      market_Reference_Id: row.marketId,
      market_Name: row.marketName,
      market_Type: row.marketType,
      market_Image: market?.image ?? null,
      opportunity_Reference_Id: row.opportunityId,
      carrier_Issued_Policy_Id: row.carrierPolicyNumber,
      binder_Number: row.binderNumber,
      bind_Date: row.bindDate,
      first_Name_Insured_Reference_Id: row.insuredHumanId ?? row.insuredEntityId,
      first_Name_Insured_Type: row.insuredType,
      first_Name_Insured_Contact_Ref_Id: row.insuredContactId,
      first_Name_Insured_Name: row.insuredName,
      policy_Type: row.policyType,
      effective_Date: row.effectiveDate,
      expiration_Date: row.expirationDate,
      ...statusRead(row),
      version_Title: row.versionTitle,
      billing_Type: row.billingType,
      is_Financed: row.isFinanced,
      installment_Type: row.installmentType,
      policy_Description: row.description,
      description_Of_Operations: row.descriptionOfOperations,
      minimum_Earned_Premium: answered(row.minimumEarnedPremium),
      minimum_Earned_Premium_Type: row.minimumEarnedPremiumType,
      line_Of_Business: await linesRead(row.lines),
      fee: row.fees.map(feeRead),
      tax: row.taxes.map(taxRead),
      data: dataOf(row),
      actual_Premium: answered(row.actualPremium),
      actual_Commission: answered(row.actualCommission),
      total_Taxes: answered(row.totalTaxes),
      total_Fees: answered(row.totalFees),
      total_Cost: answered(fromStored(row.actualPremium).plus(row.totalTaxes).plus(row.totalFees).toFixed(2)),
      cancel_Date: row.cancelDate,
      cancel_Reason: row.cancelReason,
      return_Premium: answered(row.returnPremium),
      change_Effective_Date: row.changeEffectiveDate,
      change_Premium: (row.changeSummary?.change_Premium as number | undefined) ?? null,
      change_Summary: row.changeSummary,
      is_Editable: row.isLatest && isFreelyEditable(status, row.lines.map((l) => l.status)),
      allowed_Actions: row.isLatest ? actionsFrom(status) : [],
      created_At: row.createdAt,
      updated_At: row.updatedAt,
    };
  }

  /** A list row: the policy for a list or an insured (lob_Data, status as it stands today). */
  async function listRow(row: Record<string, unknown>) {
    const { lines, status, cancelDate, actual_Premium, actual_Commission, expiration_Date } = row as Record<string, unknown> & { lines: PolicyLine[]; status: string; cancelDate: string | null; expiration_Date: string };
    const lobData = await linesRead(lines);
    return Object.assign(without(row, shapedColumns), statusRead({ status, expirationDate: expiration_Date, cancelDate }), {
      actual_Premium: answered(actual_Premium as string),
      actual_Commission: answered(actual_Commission as string),
      line_Of_Business: lobData,
      lob_Data: lobData,
    });
  }

  /** The changes an endorsement made, for the history: lines added, taken off, repriced; fields changed; totals. */
  async function changeSummary(before: Row, after: Columns) {
    const names = await lobNames();
    const name = (id: string) => names.get(id)?.line_Of_Business_Name ?? id;
    const was = new Map(before.lines.map((l) => [l.line_Of_Business_Id, l]));
    const now = new Map((after.lines ?? []).map((l) => [l.line_Of_Business_Id, l]));
    const repriced = [...now.values()].filter((l) => was.has(l.line_Of_Business_Id)).flatMap((l) => {
      const old = was.get(l.line_Of_Business_Id)!;
      return old.selected_Premium === l.selected_Premium && old.selected_Commission === l.selected_Commission ? [] : [{
        line_Of_Business_Name: name(l.line_Of_Business_Id),
        selected_Premium: { from: answered(old.selected_Premium), to: answered(l.selected_Premium) },
        selected_Commission: { from: answered(old.selected_Commission), to: answered(l.selected_Commission) },
      }];
    });
    const fields = life.changesBetween(before, after);
    for (const key of ['lines', 'fees', 'taxes', 'status', 'version', 'isLatest', 'policyVersion', 'changeEffectiveDate', 'changeSummary', 'masterPolicyId']) delete fields[key];
    return {
      lines_Added: [...now.keys()].filter((id) => !was.has(id)).map(name),
      lines_Removed: [...was.keys()].filter((id) => !now.has(id)).map(name),
      lines_Changed: repriced,
      fields_Changed: fields,
      actual_Premium: { from: answered(before.actualPremium), to: answered(after.actualPremium as string) },
    };
  }

  return { read, listRow, linesRead, statusRead, feeRead, taxRead, changeSummary };
}
