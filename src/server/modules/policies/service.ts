import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import replies from '../../../../schemas/policy/policy.replies.json';
import type { Fields } from '../../../generated/types/policy-add.ts';
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
import { policies } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { createRecords } from '../../records/record.ts';
import { createSearch, type ListQuery } from '../../records/search.ts';
import type { ServiceDeps } from '../../composition/deps.ts';
import type { LobService } from '../linesOfBusiness/service.ts';
import type { MarketService } from '../markets/service.ts';
import { createInsuredCounters } from '../insuredLines/counters.ts';
import { clientOf, participantsFrom, participantsRead } from '../insuredLines/participants.ts';
import { activePolicy, policyRecords, policySearch } from './declarations.ts';
import { answered, fromStored, proRataChange, proRataReturn, stored } from '../insuredLines/money.ts';
import { assertRequirements, assertTransition } from './moves.ts';
import { effectiveStatus, initialStatuses, isFreelyEditable, labelOf, requirableColumns } from '../../../domain/policyTransitions.ts';
import { today } from '../../../engine/core/clock.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createPolicyColumns, fail, searchNameOf, type Row } from './columns.ts';
import type { InsuredFilter } from './insuredFilter.ts';
import { createPolicyReads } from './reads.ts';

type Kind = 'human' | 'entity';

/** Policies: create, free edits, endorsements (versions), the status moves of the transitions table, taxes and fees, participants. */
export function createPolicyService({ db, cipher }: ServiceDeps, markets: MarketService, lob: LobService) {
  const life = createRecords(db, cipher, policyRecords);
  const list = createSearch(db, policySearch);
  const { columnsFrom } = createPolicyColumns(markets, lob);
  const { read, listRow, linesRead, statusRead, feeRead, taxRead, changeSummary } = createPolicyReads(markets, lob, life);
  /** a policy list's answer (the list's, an insured's): lines named, status as of today (kept while no policy changes, for the day) */
  const listAnswer = list.answers(async (_auth, { rows, ...page }) => ({ policies: await Promise.all(rows.map(listRow)), ...page }));

  /** The insured's standing (active policies and premium on the human's or entity's row) from its policies in force. */
  const refreshInsured = createInsuredCounters(db, cipher, (kind, id, tenantId) => {
    const column = kind === 'human' ? policies.insuredHumanId : policies.insuredEntityId;
    const mine = sql`from ${policies} where ${policies.tenantId} = ${tenantId} and ${column} = ${id} and ${policies.retiredAt} is null and ${policies.isLatest} and ${activePolicy()}`;
    return { activePolicies: sql`(select count(*) ${mine})`, activePremium: sql`(select coalesce(sum(${policies.actualPremium}), 0) ${mine})` };
  });

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
      return listAnswer(auth, query);
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
      return listAnswer(auth, q);
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
      return { policy_Reference_Id: row.id, ...(await participantsRead(db, auth, row.participants)) };
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
export type PolicyService = ReturnType<typeof createPolicyService>;
