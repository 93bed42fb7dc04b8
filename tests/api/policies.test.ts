import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';


for (const backend of backends) {
  describe(`policies (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let marketId: string;
    let entityId: string;
    let humanId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and market_type = 'carrier' limit 1`);
      [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} limit 1`);
      [{ id: humanId }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} limit 1`);
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const payload = (extra: Record<string, unknown> = {}) => ({
      market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policy_Type: 'New',
      effective_Date: day(-100), expiration_Date: day(265), carrier_Issued_Policy_Id: uniqueName('P'),
      line_Of_Business: [
        { line_Of_Business_Id: lob('general_liability'), selected_Premium: '1,000.00', selected_Commission: 150 },
        { line_Of_Business_Id: lob('commercial_property'), selected_Premium: 2650.5, selected_Commission: '265.05' },
      ],
      fee: [{ type: 'policy_fee', fee: '100', is_Fee_Commissionable: true, percent: '010' }],
      tax: [{ type: 'surplus_lines_tax', tax: '1,234.56', responsible_For_Filing: 'broker', state: 'CA' }],
      ...extra,
    });
    const add = async (extra: Record<string, unknown> = {}) => {
      const response = await send(admin, 'POST', '/v1/policy/add', payload(extra));
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { policy_Reference_Id: string; version: number };
    };
    const fetch = async (id: string) => (await get(admin, `/v1/policy/fetch?policy_Reference_Id=${id}`)).json().resolved.policy;

    it('adds a policy with totals computed on the server, exact to the cent, and reads it back', async () => {
      const { policy_Reference_Id: id } = await add({ data: [{ module: 'fiat_Values', parent: 'policy', relationship_Code: 'ACTUAL_PREMIUM', payload: { value_Type: 'Premium', fiat_Value: 1, currency_Type: 'USD' } }] });
      const policy = await fetch(id);
      expect(policy).toMatchObject({
        policy_Status: 'pre_Bind', policy_Status_Label: 'Pre-bind', actual_Premium: 3650.5, actual_Commission: 425.05, total_Fees: 100, total_Taxes: 1234.56, total_Cost: 4985.06,
        is_Editable: true, master_Policy_Id: id, policy_Version: 1,
      });
      expect(policy.fee).toEqual([expect.objectContaining({ type: 'policy_fee', fee: 100, percent: 10, is_Fee_Commissionable: true })]);
      expect(policy.data).toContainEqual({ module: 'fiat_Values', parent: 'policy', relationship_Code: 'ACTUAL_PREMIUM', payload: { value_Type: 'Premium', fiat_Value: 3650.5, currency_Type: 'USD' } });
      expect(policy.line_Of_Business.map((l: { line_Of_Business_Name: string }) => l.line_Of_Business_Name)).toEqual(['General Liability', 'Commercial Property']);
      const taxesFees = (await get(admin, `/v1/policy/taxes-fees?policy_Reference_Id=${id}`)).json().resolved;
      expect(taxesFees).toMatchObject({ total_Fees: 100, total_Taxes: 1234.56, tax: [expect.objectContaining({ type: 'surplus_lines_tax', tax: 1234.56, responsible_For_Filing: 'broker', state: 'CA' })] });
    });

    it('refuses a fee type used twice, a percent on a non-commissionable fee and amounts over 999,999,999', async () => {
      const twice = await send(admin, 'POST', '/v1/policy/add', payload({ fee: [{ type: 'policy_fee', fee: 1 }, { type: 'policy_fee', fee: 2 }] }));
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toContainEqual({ field: '/fee', message: 'Each fee type may be used once' });
      const percent = await send(admin, 'POST', '/v1/policy/add', payload({ fee: [{ type: 'policy_fee', fee: 1, is_Fee_Commissionable: false, percent: 5 }] }));
      expect(percent.json().errors).toContainEqual({ field: '/fee/0/percent', message: 'A percent applies only to a commissionable fee' });
      const over = await send(admin, 'POST', '/v1/policy/add', payload({ tax: [{ type: 'surplus_lines_tax', tax: '1,000,000,000', responsible_For_Filing: 'agency' }] }));
      expect(over.json().errors).toContainEqual({ field: '/tax/0/tax', message: 'Enter an amount from 0 to 999,999,999, with at most 2 decimals' });
      const overPercent = await send(admin, 'POST', '/v1/policy/add', payload({ fee: [{ type: 'broker_fee', fee: 1, is_Fee_Commissionable: true, percent: 101 }] }));
      expect(overPercent.statusCode).toBe(400);
      const decimals = await send(admin, 'POST', '/v1/policy/add', payload({ fee: [{ type: 'broker_fee', fee: 1.005 }] }));
      expect(decimals.json().errors).toContainEqual({ field: '/fee/0/fee', message: 'At most 2 decimals' });
      const unknown = await send(admin, 'POST', '/v1/policy/add', payload({ colour: 'teal' }));
      expect(unknown.json().errors).toContainEqual({ field: '', message: 'Unknown field colour' });
    });

    it('edits freely while pre-bind; binds and issues by the table; then edits answer 409 telling to endorse; stale versions 412', async () => {
      const { policy_Reference_Id: id } = await add();
      const edited = await send(admin, 'PUT', '/v1/policy/edit', { policy_Reference_Id: id, version: 1, policy_Description: 'Main street store' });
      expect(edited.statusCode, edited.body).toBe(200);
      const stale = await send(admin, 'PUT', '/v1/policy/edit', { policy_Reference_Id: id, version: 1, policy_Description: 'late' });
      expect(stale.statusCode).toBe(412);
      expect(stale.json().responseMessage).toBe('This policy was changed by someone else since you opened it. Reload to see the latest details.');
      const issueTooSoon = await send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version: 2, policy_Status: 'issued' });
      expect(issueTooSoon.statusCode).toBe(409);
      expect(issueTooSoon.json().responseMessage).toBe('A policy that is Pre-bind cannot become Issued.');
      expect((await send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version: 2, policy_Status: 'bound', binder_Number: 'B-1', bind_Date: day(-1) })).statusCode).toBe(200);
      const bound = await send(admin, 'PUT', '/v1/policy/edit', { policy_Reference_Id: id, version: 3, policy_Description: 'x' });
      expect(bound.statusCode).toBe(409);
      expect(bound.json().responseMessage).toBe('This policy is Bound: it can no longer be edited freely. Make a policy change (endorsement) instead.');
      const issued = await send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version: 3, policy_Status: 'issued' });
      expect(issued.json().resolved).toMatchObject({ policy_Status: 'issued', policy_Status_Label: 'Issued' });
      const reinstate = await send(admin, 'POST', '/v1/policy/reinstate', { policy_Reference_Id: id, version: 4 });
      expect(reinstate.statusCode).toBe(409);
      expect((await send(admin, 'PUT', '/v1/policy/status', { policy_Reference_Id: id, version: 4, policy_Status: 'cancelled' })).json().responseMessage)
        .toBe('To cancel a policy, use Cancel: it takes a cancellation date and reason.');
    });

    it('endorses: a new version with the changed lines, its effective date and what changed; versions and history list it', async () => {
      const { policy_Reference_Id: id } = await add({ policy_Status: 'issued' });
      const changed = await send(admin, 'POST', '/v1/policy/change', {
        policy_Reference_Id: id, version: 1, change_Effective_Date: day(0), version_Title: 'Add umbrella',
        line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1200, selected_Commission: 180 }, { line_Of_Business_Id: lob('umbrella'), selected_Premium: 800, selected_Commission: 80 }],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const next = changed.json().resolved;
      expect(next.policy_Version).toBe(2);
      const policy = await fetch(next.policy_Reference_Id);
      expect(policy).toMatchObject({ master_Policy_Id: id, is_Latest: true, policy_Status: 'issued', actual_Premium: 2000, change_Effective_Date: day(0), version_Title: 'Add umbrella' });
      // the term premium is the new one (2,000 for the year); the change premium what the change costs for the days left
      const term = (Date.parse(day(265)) - Date.parse(day(-100))) / 86_400_000;
      expect(policy.change_Premium).toBe(Math.round((2000 - 3650.5) * (265 / term) * 100) / 100);
      expect(policy.change_Summary).toMatchObject({ lines_Added: ['Umbrella'], lines_Removed: ['Commercial Property'], lines_Changed: [expect.objectContaining({ line_Of_Business_Name: 'General Liability', selected_Premium: { from: 1000, to: 1200 } })] });
      expect((await fetch(id)).is_Latest).toBe(false);
      const old = await send(admin, 'POST', '/v1/policy/cancel', { policy_Reference_Id: id, version: 2, cancel_Date: day(0), cancel_Reason: 'x' });
      expect(old.statusCode).toBe(409);
      expect(old.json().responseMessage).toBe('This is an earlier version of the policy. Open the latest version to change it.');
      const versions = (await get(admin, `/v1/policy/version?master_Policy_Id=${id}`)).json().resolved.versions;
      expect(versions.map((v: { title: string; is_New: boolean }) => [v.title, v.is_New])).toEqual([['Version 1', false], ['Add umbrella', true]]);
      const history = (await get(admin, `/v1/policy/history?policy_Reference_Id=${next.policy_Reference_Id}`)).json().resolved.history;
      expect(history.map((h: { action: string }) => h.action).sort()).toEqual(['change', 'create', 'update']);
      const list = (await get(admin, `/v1/policy/list?search=${policy.carrier_Issued_Policy_Id}`)).json().resolved;
      expect(list.policies.map((p: { policy_Reference_Id: string }) => p.policy_Reference_Id)).toEqual([next.policy_Reference_Id]);
      // a change of the premium only: what changed names the totals, not the title it kept
      const again = await send(admin, 'POST', '/v1/policy/change', {
        policy_Reference_Id: next.policy_Reference_Id, version: 1, change_Effective_Date: day(0),
        line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 1300, selected_Commission: 180 }, { line_Of_Business_Id: lob('umbrella'), selected_Premium: 800, selected_Commission: 80 }],
      });
      expect(again.statusCode, again.body).toBe(200);
      const fields = (await fetch(again.json().resolved.policy_Reference_Id)).change_Summary.fields_Changed;
      expect(Object.keys(fields)).toEqual(['actualPremium']);
      expect(fields.actualPremium).toEqual({ from: expect.any(String), to: expect.any(String) });
    });

    it('cancels with the pro-rata return premium (pending while ahead), reinstates, and counts the insured’s book', async () => {
      const before = (await t.rows<{ n: number }>(sql`select active_policies as n from entities where id = ${entityId}`))[0].n;
      // in force today: 182 days behind it, 183 ahead (365 in all)
      const { policy_Reference_Id: id } = await add({ policy_Status: 'bound', effective_Date: day(-182), expiration_Date: day(183), line_Of_Business: [{ line_Of_Business_Id: lob('cyber'), selected_Premium: 3650, selected_Commission: 365 }], fee: [], tax: [] });
      expect((await t.rows<{ n: number }>(sql`select active_policies as n from entities where id = ${entityId}`))[0].n).toBe(before + 1);
      const outside = await send(admin, 'POST', '/v1/policy/cancel', { policy_Reference_Id: id, version: 1, cancel_Date: day(400), cancel_Reason: 'x' });
      expect(outside.json().errors).toEqual([{ field: '/cancel_Date', message: "The cancellation date must be between the policy's effective and expiration dates." }]);
      const cancelled = await send(admin, 'POST', '/v1/policy/cancel', { policy_Reference_Id: id, version: 1, cancel_Date: day(0), cancel_Reason: 'Insured request' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // cancelled today, 183 of 365 days left: 3650 x 183 / 365
      expect(cancelled.json().resolved).toMatchObject({ policy_Status: 'cancelled', return_Premium: 1830 });
      expect((await t.rows<{ n: number }>(sql`select active_policies as n from entities where id = ${entityId}`))[0].n).toBe(before);
      const again = await send(admin, 'POST', '/v1/policy/cancel', { policy_Reference_Id: id, version: 2, cancel_Date: day(0), cancel_Reason: 'x' });
      expect(again.json().responseMessage).toBe('A policy that is Cancelled cannot become Cancelled.');
      const reinstated = await send(admin, 'POST', '/v1/policy/reinstate', { policy_Reference_Id: id, version: 2 });
      expect(reinstated.json().resolved).toMatchObject({ policy_Status: 'reinstated', policy_Status_Label: 'Reinstated' });
      expect((await fetch(id)).return_Premium).toBeNull();
      const ahead = await send(admin, 'POST', '/v1/policy/cancel', { policy_Reference_Id: id, version: 3, cancel_Date: day(30), cancel_Reason: 'Non-payment' });
      expect(ahead.json().resolved.policy_Status).toBe('pending_Cancel');
    });

    it('keeps participants: agency participants marked so, splits adding up to 100', async () => {
      const { policy_Reference_Id: id } = await add();
      const [one, two] = await t.rows<{ id: string }>(sql`update humans set is_agency_participant = true where id in (select id from humans where tenant_id = ${admin.tenantId} order by id limit 2) returning id`);
      const [plain] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} and not is_agency_participant limit 1`);
      const action = (agency: { reference_Id: string; split: number }[]) => send(admin, 'POST', '/v1/policy/participant/action', {
        policy_Reference_Id: id, agency_Participants: agency.map((a) => ({ ...a, type: 'human' })), additional_Named_Insureds: [{ reference_Id: humanId, type: 'Human' }],
      });
      const notHundred = await action([{ reference_Id: one.id, split: 60 }, { reference_Id: two.id, split: 30 }]);
      expect(notHundred.json().errors).toContainEqual({ field: '/agency_Participants', message: 'Agency participant splits must add up to 100%' });
      expect((await action([{ reference_Id: plain.id, split: 100 }])).statusCode).toBe(400);
      expect((await action([{ reference_Id: one.id, split: 60.5 }, { reference_Id: two.id, split: 39.5 }])).statusCode).toBe(200);
      const read = (await get(admin, `/v1/policy/participant/fetch?policy_Reference_Id=${id}`)).json().resolved;
      expect(read.agency_Participants.map((p: { split: number }) => p.split)).toEqual([60.5, 39.5]);
      expect(read.additional_Named_Insureds).toEqual([expect.objectContaining({ reference_Id: humanId, type: 'human' })]);
      // the spec's second name for the action, its policy id in the query
      const alias = await send(admin, 'POST', `/v1/participant/action?policy_Reference_Id=${id}`, { agency_Participants: [{ reference_Id: one.id, split: 100, type: 'human' }] });
      expect(alias.statusCode, alias.body).toBe(200);
      const again = (await get(admin, `/v1/policy/participant/fetch?policy_Reference_Id=${id}`)).json().resolved;
      expect(again.agency_Participants.map((p: { reference_Id: string; split: number }) => [p.reference_Id, p.split])).toEqual([[one.id, 100]]);
    });

    it('loss history and prior carriers on a policy', async () => {
      const { policy_Reference_Id: id } = await add();
      expect((await send(admin, 'POST', '/v1/policy/add/losshistory', { policy_Reference_Id: id, date_Reported: '2024-02-01', date_Of_Claim: '2024-01-20', paid_Amount: '12,500.25', reserved_Amount: 0, claim_Open: false, loss_History_Description: 'Water damage' })).statusCode).toBe(200);
      expect((await get(admin, `/v1/policy/losshistory?policy_Reference_Id=${id}`)).json().resolved.loss_History).toEqual([expect.objectContaining({ paid_Amount: 12500.25, loss_History_Description: 'Water damage' })]);
      const carrier = await send(admin, 'POST', '/v1/policy/add/priorcarrier', {
        policy_Reference_Id: id, market_Reference_Id: marketId, carrier_Issued_Policy_Id: 'OLD-1', effective_Date: '2024-01-01', expiration_Date: '2025-01-01',
        premium: { value_Type: 'Premium', fiat_Value: 4100, currency_Type: 'USD' }, lob_Reference_Ids: [lob('cyber'), lob('umbrella')], to_Retire_Lob_Reference_Ids: [lob('umbrella')],
      });
      expect(carrier.statusCode, carrier.body).toBe(200);
      expect((await get(admin, `/v1/policy/priorcarrier?policy_Reference_Id=${id}`)).json().resolved.prior_Carrier).toEqual([expect.objectContaining({ carrier_Issued_Policy_Id: 'OLD-1', lob_Reference_Ids: [lob('cyber')], premium: { value_Type: 'Premium', fiat_Value: 4100, currency_Type: 'USD' } })]);
    });

    it('loss history and prior carriers on a policy: the schema\'s rules, delete (only by policy-edit, only a policy\'s, another tenant\'s 404)', async () => {
      const { policy_Reference_Id: id } = await add();
      const claim = { policy_Reference_Id: id, date_Reported: '2024-02-01', date_Of_Claim: '2024-01-20', paid_Amount: 0 };
      const refused = async (url: string, body: Record<string, unknown>) => {
        const response = await send(admin, 'POST', url, body);
        expect(response.statusCode, response.body).toBe(400);
        return response.json().errors;
      };
      expect(await refused('/v1/policy/add/losshistory', { ...claim, date_Of_Claim: '2024-02-02' })).toEqual([{ field: '/date_Of_Claim', message: 'Date of Claim cannot be after Date Reported' }]);
      expect(await refused('/v1/policy/add/losshistory', { ...claim, date_Reported: day(2), date_Of_Claim: day(1) })).toEqual(expect.arrayContaining([{ field: '/date_Reported', message: 'Date cannot be in the future' }]));
      expect(await refused('/v1/policy/add/losshistory', { policy_Reference_Id: id })).toEqual(expect.arrayContaining([{ field: '/date_Of_Claim', message: 'Enter the Date of Claim' }]));
      expect(await refused('/v1/policy/add/losshistory', { ...claim, stray: 1 })).toEqual([{ field: '', message: 'Unknown field stray' }]);
      const carrier = { policy_Reference_Id: id, market_Reference_Id: marketId, effective_Date: '2024-01-01', expiration_Date: '2025-01-01', premium: { fiat_Value: 1 }, lob_Reference_Ids: [lob('cyber')] };
      expect(await refused('/v1/policy/add/priorcarrier', { ...carrier, expiration_Date: '2024-01-01' })).toEqual([{ field: '/expiration_Date', message: 'Expiration Date must be after Effective Date' }]);
      expect(await refused('/v1/policy/add/priorcarrier', { ...carrier, premium: {} })).toEqual([{ field: '/premium/fiat_Value', message: 'Enter the Premium' }]);

      const loss = (await send(admin, 'POST', '/v1/policy/add/losshistory', claim)).json().resolved;
      const prior = (await send(admin, 'POST', '/v1/policy/add/priorcarrier', carrier)).json().resolved;
      expect((await get(admin, `/v1/policy/priorcarrier?policy_Reference_Id=${id}`)).json().resolved.prior_Carrier)
        .toEqual([expect.objectContaining({ lob_Data: [{ line_Of_Business_Reference_Id: lob('cyber'), line_Of_Business_Name: 'Cyber Liability', icon: 'lock' }] })]);
      const lossBody = { Loss_History_Info_Reference_Id: loss.Loss_History_Info_Reference_Id, version: 1 };
      expect((await send(viewer, 'PUT', '/v1/policy/delete/losshistory', lossBody)).json().responseMessage).toContain(noPermission);
      expect((await send(summit, 'PUT', '/v1/policy/delete/losshistory', lossBody)).statusCode).toBe(404);
      expect((await send(admin, 'PUT', '/v1/policy/delete/losshistory', { ...lossBody, version: 2 })).statusCode).toBe(412);
      expect((await send(csr, 'PUT', '/v1/policy/delete/losshistory', lossBody)).json().responseMessage).toBe('Loss history deleted');
      expect((await send(admin, 'PUT', '/v1/policy/delete/priorcarrier', { prior_Carrier_Info_Reference_Id: prior.prior_Carrier_Info_Reference_Id })).json().responseMessage).toBe('Prior carrier deleted');
      expect((await get(admin, `/v1/policy/losshistory?policy_Reference_Id=${id}`)).json().resolved.loss_History).toEqual([]);
      expect((await get(admin, `/v1/policy/priorcarrier?policy_Reference_Id=${id}`)).json().resolved.prior_Carrier).toEqual([]);
    });

    it('lists with filters (term premium 0 is no bound, is_Active, lines, market type) and the insured’s policies in both forms', async () => {
      const all = (await get(admin, '/v1/policy/list?limit=100&term_Premium_Min=0&term_Premium_Max=0')).json().resolved;
      expect(all.count).toBeGreaterThan(250);
      const active = (await get(admin, '/v1/policy/list?is_Active=true')).json().resolved;
      const inactive = (await get(admin, '/v1/policy/list?is_Active=false')).json().resolved;
      expect(active.count + inactive.count).toBe(all.count);
      expect(active.policies.every((p: { policy_Status: string }) => ['bound', 'issued', 'reinstated', 'pending_Cancel'].includes(p.policy_Status))).toBe(true);
      const cyber = (await get(admin, `/v1/policy/list?lob_Reference_Ids=${lob('cyber')}&limit=100`)).json().resolved;
      expect(cyber.policies.every((p: { lob_Data: { line_Of_Business_Reference_Code: string }[] }) => p.lob_Data.some((l) => l.line_Of_Business_Reference_Code === 'cyber'))).toBe(true);
      const wholesalers = (await get(admin, '/v1/policy/list?market_Type=wholesaler&limit=100')).json().resolved;
      expect(wholesalers.policies.every((p: { market_Type: string }) => p.market_Type === 'wholesaler')).toBe(true);
      const expiring = (await get(admin, `/v1/policy/list?expiration_Date_From=${day(0)}&expiration_Date_To=${day(90)}`)).json().resolved;
      expect(expiring.count).toBeGreaterThan(0);
      const big = (await get(admin, '/v1/policy/list?term_Premium_Min=50000')).json().resolved;
      expect(big.policies.every((p: { actual_Premium: number }) => p.actual_Premium >= 50000)).toBe(true);

      const entityResponse = await get(admin, `/v1/policies/entity?entity_Reference_Id=${entityId}`);
      expect(entityResponse.statusCode, entityResponse.body).toBe(200);
      const ofEntity = entityResponse.json().resolved;
      expect(ofEntity.policies_For_Entity.length).toBeGreaterThan(0);
      expect(ofEntity.policies_For_Entity[0]).toEqual(expect.objectContaining({ policy_Reference_Id: expect.any(String), market_Name: expect.any(String), lob_Data: expect.any(Array), actual_Premium: expect.any(Number) }));
      const body = await send(admin, 'POST', '/v1/policies/human', {
        human_Reference_Id: humanId, policies: 'all', market_Type: 'all', bill_Type: 'all', line_Of_Business: [],
        effective_Date: { from_Date: null, to_Date: null }, expiration_Date: { from_Date: null, to_Date: null }, active_Premium_range: { min: 0, max: 1000000 }, show_Deleted_Policies: false,
      });
      expect(body.statusCode, body.body).toBe(200);
      expect(Array.isArray(body.json().resolved.policies_For_Human)).toBe(true);
    });

    it("lists a market's policies (its detail page), and an insured's sorted and searched as the policy list (its Policies tab)", async () => {
      const ofMarket = (await get(admin, `/v1/policy/list?market_Reference_Id=${marketId}&limit=100`)).json().resolved;
      expect(ofMarket.count).toBeGreaterThan(0);
      expect(ofMarket.policies.every((p: { market_Reference_Id: string }) => p.market_Reference_Id === marketId)).toBe(true);
      expect((await get(admin, '/v1/policy/list?market_Reference_Id=nope')).statusCode).toBe(400);
      const mine = await add({ carrier_Issued_Policy_Id: uniqueName('ZZTAB') });
      const number = (await fetch(mine.policy_Reference_Id)).carrier_Issued_Policy_Id as string;
      const query = `entity_Reference_Id=${entityId}&sort=asc&sortKey=actual_Premium&limit=100&page=1`;
      const sorted = (await get(admin, `/v1/policies/entity?${query}`)).json().resolved.policies_For_Entity as { actual_Premium: number }[];
      expect(sorted.map((p) => p.actual_Premium)).toEqual([...sorted.map((p) => p.actual_Premium)].sort((x, y) => x - y));
      const found = (await get(admin, `/v1/policies/entity?${query}&search=${encodeURIComponent(number)}`)).json().resolved.policies_For_Entity;
      expect(found.map((p: { policy_Reference_Id: string }) => p.policy_Reference_Id)).toEqual([mine.policy_Reference_Id]);
    });

    it('keeps drafts on the server and saves them all in one transaction, or names the one that fails and saves none', async () => {
      const draft = (n: string, extra: Record<string, unknown> = {}) => ({
        id: n, policyNumber: n, marketId, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', policyType: 'New',
        effectiveDate: day(0), expirationDate: day(365), isThePolicyBound: true, billingType: 'agency_Bill',
        lineOfBusinessInfo: [{ reference_Id: lob('general_liability'), premium: '1,000', commissionDollars: 100, lineOfBusinessName: 'General Liability' }],
        feeInfo: [{ type: 'policy_fee', fee: '25', isTheFeeCommissionable: false }], taxInfo: [], ...extra,
      });
      const numbers = [uniqueName('D'), uniqueName('D'), uniqueName('D')];
      const ids = [];
      for (const n of numbers) ids.push((await send(csr, 'POST', '/v1/policy/draft/add', draft(n))).json().resolved.policy_Draft_Reference_Id);
      expect((await get(csr, '/v1/policy/drafts')).json().resolved.drafts).toHaveLength(3);
      expect((await get(admin, '/v1/policy/drafts')).json().resolved.drafts).toHaveLength(0);
      const broken = await send(csr, 'PUT', '/v1/policy/draft/edit', { policy_Draft_Reference_Id: ids[1], version: 1, draft: draft(numbers[1], { expirationDate: day(-10) }) });
      expect(broken.statusCode).toBe(200);
      const failed = await send(csr, 'POST', '/v1/policy/draft/save', {});
      expect(failed.statusCode).toBe(400);
      expect(failed.json().responseMessage).toBe(`Draft policy ${numbers[1]} could not be saved: Expiration Date must be after Effective Date. No policies were saved.`);
      expect((await t.rows(sql`select id from policies where carrier_policy_number in (${numbers[0]}, ${numbers[2]})`))).toHaveLength(0);
      await send(csr, 'PUT', '/v1/policy/draft/edit', { policy_Draft_Reference_Id: ids[1], version: 2, draft: draft(numbers[1]) });
      const saved = await send(csr, 'POST', '/v1/policy/draft/save', {});
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().resolved.count).toBe(3);
      expect(saved.json().responseMessage).toBe('3 policies saved');
      expect((await get(csr, '/v1/policy/drafts')).json().resolved.drafts).toHaveLength(0);
      const policies = await t.rows<{ status: string; actual_premium: string; total_fees: string }>(sql`select status, actual_premium, total_fees from policies where carrier_policy_number in (${numbers[0]}, ${numbers[1]}, ${numbers[2]})`);
      expect(policies).toEqual(Array(3).fill({ status: 'bound', actual_premium: '1000.00', total_fees: '25.00' }));
      // one alone is said in the singular
      await send(csr, 'POST', '/v1/policy/draft/add', draft(uniqueName('D')));
      expect((await send(csr, 'POST', '/v1/policy/draft/save', {})).json().responseMessage).toBe('1 policy saved');
      // a draft keeps what was filled in, however little (Save as draft), and reads back whole
      const partial = { policyNumber: uniqueName('D'), installmentType: 'monthly', isThePolicyFinanced: true, doesMinimumPremiumApply: false };
      expect((await send(csr, 'POST', '/v1/policy/draft/add', partial)).statusCode).toBe(200);
      const listed = await get(csr, '/v1/policy/drafts');
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().resolved.drafts.map((d: { draft: object }) => d.draft)).toEqual([partial]);
    });

    it('answers 404 for another tenant’s policy and 403 without the scope; retires every version', async () => {
      const { policy_Reference_Id: id } = await add();
      expect((await get(summit, `/v1/policy/fetch?policy_Reference_Id=${id}`)).statusCode).toBe(404);
      expect((await send(summit, 'PUT', '/v1/policy/edit', { policy_Reference_Id: id, version: 1, policy_Description: 'x' })).statusCode).toBe(404);
      expect((await get(admin, `/v1/policy/fetch?policy_Reference_Id=${missingId}`)).statusCode).toBe(404);
      const crossMarket = await send(summit, 'POST', '/v1/policy/add', { ...payload(), first_Name_Insured_Reference_Id: entityId });
      expect(crossMarket.statusCode).toBe(400);
      const denied = await send(viewer, 'POST', '/v1/policy/add', payload());
      expect(denied.statusCode).toBe(403);
      expect(denied.json().responseMessage).toContain(noPermission);
      expect((await send(csr, 'PUT', '/v1/policy/retire', { policy_Reference_Id: id })).statusCode).toBe(403);
      expect((await send(admin, 'PUT', '/v1/policy/retire', { policy_Reference_Id: id, version: 1 })).statusCode).toBe(200);
      expect((await get(admin, `/v1/policy/fetch?policy_Reference_Id=${id}`)).statusCode).toBe(404);
    });

    it("keeps an insured's active premium exact past numeric(14,2): policies at the largest premiums on every line never overflow it into a 500", async () => {
      const [{ id: insured }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} and active_policies = 0 order by name desc limit 1`);
      const lines = lobs.slice(0, 24).map((l) => ({ line_Of_Business_Id: l.line_Of_Business_Id, selected_Premium: '999,999,999.99', selected_Commission: 0 }));
      const perPolicy = BigInt(lines.length) * 99_999_999_999n;
      const count = Number(10n ** 14n / perPolicy) + 2; // the sum in cents passes 10^14: numeric(14,2) holds less
      for (let i = 0; i < count; i += 1) {
        const response = await send(admin, 'POST', '/v1/policy/add', payload({ first_Name_Insured_Reference_Id: insured, policy_Status: 'bound', line_Of_Business: lines, fee: [], tax: [] }));
        expect(response.statusCode, response.body).toBe(200);
      }
      const [{ premium, policies: held }] = await t.rows<{ premium: string; policies: number }>(sql`select active_premium::text as premium, active_policies as policies from entities where id = ${insured}`);
      const cents = perPolicy * BigInt(count);
      expect({ premium, held }).toEqual({ premium: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`, held: count });
    });
  });
}
