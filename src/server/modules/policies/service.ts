import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import common from '../../../../schemas/common/common.replies.json';
import replies from '../../../../schemas/policy/policy.replies.json';
import policySchema from '../../../../schemas/policy/policy.schema.json';
import type { Fee, Fields, Tax } from '../../../generated/types/policy-add.ts';
import type { PolicyCancelBody } from '../../../generated/types/policy-cancel.ts';
import type { PolicyChangeBody } from '../../../generated/types/policy-change.ts';
import type { PolicyEditBody } from '../../../generated/types/policy-edit.ts';
import type { PolicyNumberBody } from '../../../generated/types/policy-number.ts';
import type { PolicyParticipantActionBody } from '../../../generated/types/policy-participant-action.ts';
import type { PolicyStatusBody } from '../../../generated/types/policy-status.ts';
import { displayDate } from '../../../engine/core/dates.ts';
import { fillTemplate } from '../../../engine/core/template.ts';
import type { AuthContext } from '../../auth/context.ts';
import type { Db } from '../../db/client.ts';
import { linesOfBusiness, opportunities, policies, type PolicyFee, type PolicyLine, type PolicyTax } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../services/index.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { createInsuredCounters } from '../../services/insuredCounters.ts';
import { clientOf, kindOf, participantsFrom, participantsRead } from '../../services/participants.ts';
import { activePolicy, policyRecords, policySearch } from './declarations.ts';
import { amountOf, answered, fromStored, proRataChange, proRataReturn, stored, totalsOf } from '../../services/policyMoney.ts';
import { assertRequirements, assertTransition } from './moves.ts';
import { actionsFrom, effectiveStatus, initialStatuses, isFreelyEditable, labelOf, requirableColumns } from '../../../domain/policyTransitions.ts';
import { today } from '../../../engine/core/clock.ts';
import { inTransaction } from '../../db/transaction.ts';

type Row = typeof policies.$inferSelect;
type Columns = Partial<typeof policies.$inferInsert>;
export type PolicyFields = Fields;
type Kind = 'human' | 'entity';

const fail = (field: string, message: string) => new HttpError(400, common.invalidFields, [{ field, message }]);
const policyTypeOf = (type: string) => (type.toLowerCase() === 'new' ? 'New' : 'renewal');

/** What the policy search matches: its number, insured and market. */
const searchNameOf = (number: string | null, insured: string, market: string) => [number, insured, market].filter(Boolean).join(' ').toLowerCase();

/** The text an edit sends for an optional field: null when blank, undefined when not sent. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/** Policies: create, free edits, endorsements (versions), the status moves of the transitions table, taxes and fees, participants. */
export function createPolicyService({ db, cipher }: ServiceDeps, markets: MarketService, lob: LobService) {
  const life = createRecords(db, cipher, policyRecords);
  const list = createSearch(db, policySearch);

  /** Lines as stored: known lines of business, each once, amounts exact; their status the policy's. */
  async function linesOf(tx: Db, auth: AuthContext, sent: NonNullable<Fields['line_Of_Business']>, status: string): Promise<PolicyLine[]> {
    const known = await lob.byId();
    const seen = new Set<string>();
    const lines: PolicyLine[] = [];
    for (const [i, line] of sent.entries()) {
      const id = line.line_Of_Business_Id.toLowerCase();
      if (!known.has(id)) throw fail(`/line_Of_Business/${i}/line_Of_Business_Id`, replies.lobNotFound);
      if (seen.has(id)) throw fail(`/line_Of_Business/${i}/line_Of_Business_Id`, replies.lobTwice);
      seen.add(id);
      if (line.entity_Reference_Id && !(await markets.forPolicy(auth, line.entity_Reference_Id, tx))) throw fail(`/line_Of_Business/${i}/entity_Reference_Id`, replies.marketNotFound);
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

  /** The insured's standing (active policies and premium on the human's or entity's row) from its policies in force. */
  const refreshInsured = createInsuredCounters(db, cipher, (kind, id, tenantId) => {
    const column = kind === 'human' ? policies.insuredHumanId : policies.insuredEntityId;
    const mine = sql`from ${policies} where ${policies.tenantId} = ${tenantId} and ${column} = ${id} and ${policies.retiredAt} is null and ${policies.isLatest} and ${activePolicy()}`;
    return { activePolicies: sql`(select count(*) ${mine})`, activePremium: sql`(select coalesce(sum(${policies.actualPremium}), 0) ${mine})` };
  });

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

  /**
   * A cancellation on the date, by the one rule the cancel and its preview share: the latest version
   * only, as the transitions table allows, within the term; pending while the date is ahead; the
   * pro-rata return premium (stored text).
   */
  function cancellationOf(current: Row, cancelDate: string) {
    if (!current.isLatest) throw new HttpError(409, replies.notLatest);
    const status = cancelDate > today() ? 'pending_Cancel' : 'cancelled';
    assertTransition('cancel', effectiveStatus(current), status);
    if (cancelDate < current.effectiveDate || cancelDate > current.expirationDate) throw fail('/cancel_Date', replies.cancelOutsideTerm);
    const returned = proRataReturn(fromStored(current.actualPremium), current, cancelDate, { amount: current.minimumEarnedPremium, type: current.minimumEarnedPremiumType });
    return { status, returnPremium: stored(returned) };
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
    const { lines, status, cancelDate, actual_Premium, actual_Commission, owner_User_Id: _owner, ...rest } = row as Record<string, unknown> & { lines: PolicyLine[]; status: string; cancelDate: string | null; expiration_Date: string };
    const lobData = await linesRead(lines);
    return {
      ...rest,
      ...statusRead({ status, expirationDate: rest.expiration_Date as string, cancelDate }),
      actual_Premium: answered(actual_Premium as string),
      actual_Commission: answered(actual_Commission as string),
      line_Of_Business: lobData,
      lob_Data: lobData,
    };
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

  return {
    life,

    /** POST /v1/policy/add (also the drafts' save, inside its transaction: `within`). */
    async create(auth: AuthContext, body: Fields, within?: Db) {
      const status = body.policy_Status ?? 'pre_Bind';
      if (!initialStatuses.includes(status)) throw fail('/policy_Status', fillTemplate(replies.illegalTransition, { from: labelOf('pre_Bind'), to: labelOf(status) }));
      // a policy added as issued carries the number issuing would have asked for
      if (status === 'issued') assertRequirements('issue', 'bound', 'issued', () => Boolean(body.carrier_Issued_Policy_Id?.trim()));
      await lob.byId();
      const id = randomUUID();
      // the market, insured and opportunity are read in the transaction that writes: a retire meanwhile waits, then sees the policy
      const saved = await inTransaction(db, within, async (tx) => {
        const columns = await columnsFrom(tx, auth, body, undefined, status);
        return life.create(auth, { ...columns, id, masterPolicyId: id, fees: columns.fees ?? [], taxes: columns.taxes ?? [], participants: [] } as typeof policies.$inferInsert,
          (t) => refreshInsured(t, auth, { insuredHumanId: columns.insuredHumanId ?? null, insuredEntityId: columns.insuredEntityId ?? null }), tx);
      });
      return { policy_Reference_Id: saved.id, version: saved.version };
    },

    /** PUT /v1/policy/edit: only while the policy is freely editable (409: endorse instead); a status change follows the table. */
    async edit(auth: AuthContext, body: PolicyEditBody) {
      const { policy_Reference_Id: id, version, to_Archive, ...fields } = body;
      if (to_Archive) return this.retire(auth, id!, version);
      await lob.byId();
      let before: Row | undefined;
      const saved = await life.update(auth, id!, version, async (current, tx) => {
        if (!current.isLatest) throw new HttpError(409, replies.notLatest);
        before = current;
        const from = effectiveStatus(current);
        if (!isFreelyEditable(from, current.lines.map((l) => l.status))) throw new HttpError(409, fillTemplate(replies.endorseInstead, { status: labelOf(from) }));
        const to = fields.policy_Status ?? from;
        if (to !== from) assertTransition('bind', from, to);
        return columnsFrom(tx, auth, fields, current, to);
      }, async (tx, _current, columns) => {
        await refreshInsured(tx, auth, before!);
        await refreshInsured(tx, auth, { insuredHumanId: columns.insuredHumanId ?? null, insuredEntityId: columns.insuredEntityId ?? null });
      });
      return { policy_Reference_Id: saved.id, version: saved.version };
    },

    /** PUT /v1/policy/status: bind or issue (a cancellation and a reinstatement have their own calls). */
    async setStatus(auth: AuthContext, body: PolicyStatusBody) {
      const saved = await life.update(auth, body.policy_Reference_Id, body.version, (current) => {
        if (!current.isLatest) throw new HttpError(409, replies.notLatest);
        const from = effectiveStatus(current);
        const action = body.policy_Status === 'bound' ? 'bind' : 'issue';
        assertTransition(action, from, body.policy_Status);
        const given = {
          carrierPolicyNumber: body.carrier_Issued_Policy_Id?.trim() || current.carrierPolicyNumber,
          binderNumber: body.binder_Number?.trim() || current.binderNumber,
          bindDate: body.bind_Date ?? current.bindDate,
        };
        assertRequirements(action, from, body.policy_Status, (field) => Boolean(given[requirableColumns[field]]));
        return {
          status: body.policy_Status, lines: current.lines.map((l) => ({ ...l, status: body.policy_Status })), ...given,
          searchName: searchNameOf(given.carrierPolicyNumber, current.insuredName, current.marketName),
        };
      }, (tx, current) => refreshInsured(tx, auth, current));
      return { policy_Reference_Id: saved.id, version: saved.version, policy_Status: body.policy_Status, policy_Status_Label: labelOf(body.policy_Status) };
    },

    /** PUT /v1/policy/number: corrects the carrier's policy number of the latest version once the policy is bound or later (audited by the lifecycle). */
    async correctNumber(auth: AuthContext, body: PolicyNumberBody) {
      const saved = await life.update(auth, body.policy_Reference_Id, body.version, (current) => {
        if (!current.isLatest) throw new HttpError(409, replies.notLatest);
        if (current.status === 'pre_Bind') throw new HttpError(409, replies.numberBeforeBind);
        return { carrierPolicyNumber: body.carrier_Issued_Policy_Id.trim(), searchName: searchNameOf(body.carrier_Issued_Policy_Id.trim(), current.insuredName, current.marketName) };
      });
      return { policy_Reference_Id: saved.id, version: saved.version, carrier_Issued_Policy_Id: body.carrier_Issued_Policy_Id.trim() };
    },

    /**
     * POST /v1/policy/change: an endorsement. The version read is superseded and a new version,
     * with the changes and their effective date, becomes the latest; the summary says what changed.
     */
    async change(auth: AuthContext, body: PolicyChangeBody) {
      const { policy_Reference_Id: id, version, change_Effective_Date: sentOn, ...fields } = body;
      const on = sentOn!;
      await lob.byId();
      let created = { id: '', version: 1, policyVersion: 1 };
      await life.update(auth, id!, version, (current) => {
        if (!current.isLatest) throw new HttpError(409, replies.notLatest);
        const from = effectiveStatus(current);
        assertTransition('change', from, fields.policy_Status ?? from);
        if (on < current.effectiveDate || on > current.expirationDate) {
          throw fail('/change_Effective_Date', fillTemplate(replies.changeOutsideTerm, { from: displayDate(current.effectiveDate), to: displayDate(current.expirationDate) }));
        }
        return { isLatest: false };
      }, async (tx, current) => {
        const columns = await columnsFrom(tx, auth, fields, current, current.status);
        const summary = {
          ...(await changeSummary(current, columns)),
          change_Premium: answered(stored(proRataChange(fromStored(current.actualPremium), fromStored(columns.actualPremium ?? current.actualPremium), current, on))),
        };
        const { id: _id, version: _v, createdAt: _c, updatedAt: _u, retiredAt: _r, ...kept } = current;
        const policyVersion = current.policyVersion + 1;
        const row = await life.create(auth, { ...kept, ...columns, isLatest: true, policyVersion, changeEffectiveDate: on, changeSummary: summary }, undefined, tx,
          { action: 'change', changes: { change_Effective_Date: on, ...summary, from_Policy_Reference_Id: current.id } });
        created = { ...row, policyVersion };
        await refreshInsured(tx, auth, current);
        await refreshInsured(tx, auth, { insuredHumanId: columns.insuredHumanId ?? null, insuredEntityId: columns.insuredEntityId ?? null });
      });
      return { policy_Reference_Id: created.id, version: created.version, policy_Version: created.policyVersion };
    },

    /** POST /v1/policy/cancel: cancelled on the date (pending while it is ahead), with the pro-rata return premium. */
    async cancel(auth: AuthContext, body: PolicyCancelBody) {
      let outcome = { status: '', returnPremium: '' };
      const saved = await life.update(auth, body.policy_Reference_Id, body.version, (current) => {
        outcome = cancellationOf(current, body.cancel_Date);
        const { status, returnPremium } = outcome;
        return { status, lines: current.lines.map((l) => ({ ...l, status })), cancelDate: body.cancel_Date, cancelReason: body.cancel_Reason.trim(), returnPremium };
      }, (tx, current) => refreshInsured(tx, auth, current));
      return { policy_Reference_Id: saved.id, version: saved.version, policy_Status: outcome.status, policy_Status_Label: labelOf(outcome.status), return_Premium: answered(outcome.returnPremium) };
    },

    /** GET /v1/policy/cancel/preview: what cancelling on the date would make of the policy (its status, the return premium), nothing saved. */
    async cancelPreview(auth: AuthContext, id: string, cancelDate: string) {
      const { status, returnPremium } = cancellationOf(await life.row(auth, id), cancelDate);
      return { policy_Reference_Id: id, cancel_Date: cancelDate, policy_Status: status, policy_Status_Label: labelOf(status), return_Premium: answered(returnPremium) };
    },

    /** POST /v1/policy/reinstate: undoes a cancellation; the return premium goes with it. */
    async reinstate(auth: AuthContext, body: { policy_Reference_Id: string; version?: number }) {
      const saved = await life.update(auth, body.policy_Reference_Id, body.version, (current) => {
        if (!current.isLatest) throw new HttpError(409, replies.notLatest);
        assertTransition('reinstate', effectiveStatus(current), 'reinstated');
        return { status: 'reinstated', lines: current.lines.map((l) => ({ ...l, status: 'reinstated' })), cancelDate: null, cancelReason: null, returnPremium: null };
      }, (tx, current) => refreshInsured(tx, auth, current));
      return { policy_Reference_Id: saved.id, version: saved.version, policy_Status: 'reinstated', policy_Status_Label: labelOf('reinstated') };
    },

    /** PUT /v1/policy/retire: every version leaves the books, in one transaction, audited. */
    async retire(auth: AuthContext, id: string, version?: number) {
      await life.retire(auth, id, version, {
        cascade: async (tx, current) => {
          await life.retireWhere(auth, tx, eq(policies.masterPolicyId, current.masterPolicyId), { with: id });
          await refreshInsured(tx, auth, current);
        },
      });
      return { policy_Reference_Id: id };
    },

    async fetch(auth: AuthContext, id: string) {
      return read(await life.row(auth, id));
    },

    /** GET /v1/policy/list */
    async list(auth: AuthContext, q: ListQuery & { term_Premium_Min?: number; term_Premium_Max?: number }) {
      const query = { ...q };
      // the list's defaults send 0 for both bounds: no bound
      if (!query.term_Premium_Min) delete query.term_Premium_Min;
      if (!query.term_Premium_Max) delete query.term_Premium_Max;
      const { rows, ...page } = await list.page(auth, query);
      return { policies: await Promise.all(rows.map(listRow)), ...page };
    },

    /** GET /v1/policies/entity, /v1/policies/human (and their filter bodies): the insured's policies, latest versions. */
    async ofInsured(auth: AuthContext, kind: Kind, id: string, filter: InsuredFilter) {
      await clientOf(db, auth, kind, id, `/${kind}_Reference_Id`);
      const q: Record<string, unknown> = { limit: filter.limit ?? 100, page: filter.page ?? 1, sort: filter.sort ?? 'desc', sortKey: filter.sortKey ?? 'effective_Date', search: filter.search, [`${kind}_Reference_Id`]: id };
      if (filter.policies === 'active') q.is_Active = true;
      if (filter.policies === 'inactive') q.is_Active = false;
      if (filter.market_Type && filter.market_Type !== 'all') q.market_Type = filter.market_Type;
      if (filter.bill_Type && filter.bill_Type !== 'all') q.bill_Type = filter.bill_Type;
      if (filter.line_Of_Business?.length) q.lob_Reference_Ids = filter.line_Of_Business.join(',');
      Object.assign(q, Object.fromEntries(Object.entries({
        effective_Date_From: filter.effective_From, effective_Date_To: filter.effective_To, expiration_Date_From: filter.expiration_From, expiration_Date_To: filter.expiration_To,
        term_Premium_Min: filter.premium_Min || undefined, term_Premium_Max: filter.premium_Max || undefined,
      }).filter(([, v]) => v !== undefined && v !== null)));
      if (!filter.show_Deleted_Policies) q.is_Cancelled = false;
      const { rows, ...page } = await list.page(auth, q);
      return { policies: await Promise.all(rows.map(listRow)), ...page };
    },

    /** GET /v1/policy/version: every version of the policy, first to latest. */
    async versions(auth: AuthContext, anyId: string) {
      const named = await db.select({ master: policies.masterPolicyId }).from(policies)
        .where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), sql`(${policies.id} = ${anyId} or ${policies.masterPolicyId} = ${anyId})`)).limit(1);
      if (!named.length) throw notFound(policyRecords.noun);
      const rows = await db.select().from(policies)
        .where(and(eq(policies.tenantId, auth.tenantId), isNull(policies.retiredAt), eq(policies.masterPolicyId, named[0].master))).orderBy(asc(policies.policyVersion));
      return Promise.all(rows.map(async (r) => ({
        policy_Reference_Id: r.id,
        policy_Version: r.policyVersion,
        title: r.versionTitle || `Version ${r.policyVersion}`,
        lobs: (await linesRead(r.lines)).map((l) => ({ ...l, status_Label: labelOf(l.status) })),
        created_At: r.createdAt,
        change_Effective_Date: r.changeEffectiveDate,
        is_New: r.isLatest,
        ...statusRead(r),
      })));
    },

    /** The history of a policy: every audited change of every version, oldest first. */
    async history(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      const versions = await db.select({ id: policies.id, policyVersion: policies.policyVersion }).from(policies)
        .where(and(eq(policies.tenantId, auth.tenantId), eq(policies.masterPolicyId, row.masterPolicyId)));
      const versionOf = new Map(versions.map((v) => [v.id, v.policyVersion]));
      return (await life.history(auth, [...versionOf.keys()])).map((r) => ({
        policy_Reference_Id: r.recordId, policy_Version: versionOf.get(r.recordId), action: r.action, at: r.at,
        changes: Object.keys(r.changes ?? {}).length ? r.changes : null,
        by: r.by,
      }));
    },

    /** GET /v1/policy/taxes-fees */
    async taxesAndFees(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      return { fee: row.fees.map(feeRead), tax: row.taxes.map(taxRead), total_Fees: answered(row.totalFees), total_Taxes: answered(row.totalTaxes) };
    },

    /** GET /v1/policy/participant/fetch: the participants with their names. */
    async participants(auth: AuthContext, id: string) {
      const row = await life.row(auth, id);
      return { policy_Reference_Id: row.id, ...(await participantsRead(db, row.participants)) };
    },

    /** POST /v1/policy/participant/action: replaces the groups sent; agency participants must be marked so, their splits add up to 100. */
    async saveParticipants(auth: AuthContext, body: PolicyParticipantActionBody) {
      const saved = await life.update(auth, body.policy_Reference_Id, body.version, async (current, tx) => ({ participants: await participantsFrom(tx, auth, body, current.participants) }));
      return { policy_Reference_Id: saved.id, version: saved.version };
    },

    /** Reads the reference data a save needs before a transaction opens (PGlite has one connection). */
    warm: () => lob.byId(),
    read,
  };
}

/** The renewal filter's parts, from the query or the filter body. */
export interface InsuredFilter {
  limit?: number;
  page?: number;
  sort?: 'asc' | 'desc';
  sortKey?: string;
  search?: string;
  policies?: string;
  market_Type?: string;
  bill_Type?: string;
  line_Of_Business?: string[];
  effective_From?: string | null;
  effective_To?: string | null;
  expiration_From?: string | null;
  expiration_To?: string | null;
  premium_Min?: number;
  premium_Max?: number;
  show_Deleted_Policies?: boolean;
}

export type PolicyService = ReturnType<typeof createPolicyService>;

/** Ids of lines of business that exist (for prior carriers). */
export async function knownLobIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: linesOfBusiness.id }).from(linesOfBusiness).where(inArray(linesOfBusiness.id, ids));
  return new Set(rows.map((r) => r.id));
}
