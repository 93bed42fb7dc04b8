import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';


for (const backend of backends) {
  describe(`opportunities: submissions, quotes, proposals, client response, loss history, prior carriers (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let marketA: string;
    let marketB: string;
    let humanId: string;
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketA }, { id: marketB }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} order by name limit 2`);
      [{ id: humanId }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} order by last_name limit 1`);
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const ok = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const auto = () => lob('personal_auto');
    const home = () => lob('homeowners');
    const addOpportunity = async () => ok(await send(admin, 'POST', '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: humanId, first_Name_Insured_Type: 'human', opportunity_Description: uniqueName('Marketing '),
      effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: auto() }, { line_Of_Business_Id: home() }],
    })) as Promise<{ opportunity_Reference_Id: string; irys_Case_Reference_Id: string }>;
    const submit = async (opportunityId: string, market: string) => ok(await send(admin, 'POST', '/v1/opportunity/submission', {
      opportunity_Reference_Id: opportunityId, market_Reference_Id: market, line_Of_Business: [{ line_Of_Business_Id: auto() }, { line_Of_Business_Id: home() }],
    })) as Promise<{ submission_Reference_Id: string; version_Reference_Id: string; version: number }>;
    const quote = async (versionId: string, line: string, premium: number | string) => (await ok(await send(admin, 'POST', '/v1/opportunity/submission/quote', { version_Reference_Id: versionId, line_Of_Business_Id: line, quoted_Premium: premium }))).quote_Reference_Id as string;

    it('submits to markets with versions whose lines start at status new and become quoted when quoted; quotes per market, version and line on both quote paths', async () => {
      const { opportunity_Reference_Id: id } = await addOpportunity();
      const notOn = await send(admin, 'POST', '/v1/opportunity/submission', { opportunity_Reference_Id: id, market_Reference_Id: marketA, line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }] });
      expect(notOn.json().errors).toContainEqual({ field: '/line_Of_Business/0/line_Of_Business_Id', message: 'That line of business is not on this opportunity' });
      const first = await submit(id, marketA);
      const second = await ok(await send(admin, 'POST', '/v1/opportunity/submission/version', { submission_Reference_Id: first.submission_Reference_Id, version_Name: 'Higher deductible', line_Of_Business: [{ line_Of_Business_Id: auto() }] }));
      await quote(first.version_Reference_Id, auto(), '1,200.50');
      await quote(first.version_Reference_Id, auto(), 1100.25);
      await quote(second.version_Reference_Id, auto(), 950);
      const wrongLine = await send(admin, 'POST', '/v1/opportunity/submission/quote', { version_Reference_Id: second.version_Reference_Id, line_Of_Business_Id: home(), quoted_Premium: 1 });
      expect(wrongLine.json().errors).toContainEqual({ field: '/line_Of_Business_Id', message: 'That line of business is not in this submission version' });
      const list = (await get(admin, `/v1/opportunity/submission?opportunity_Reference_Id=${id}`)).json().resolved.submissionList;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ id: first.submission_Reference_Id, submissionPremium: 2050.25, market_Reference_Id: marketA, entity_Reference_Id: humanId });
      expect(list[0].versions.map((v: { version_Code: string; line_Of_Business: { status: string; stage: string }[] }) => [v.version_Code, v.line_Of_Business.map((l) => [l.status, l.stage])]))
        .toEqual([['1', [['quoted', 'suspect'], ['new', 'suspect']]], ['2', [['quoted', 'suspect']]]]);
      for (const path of ['oportunity', 'opportunity']) {
        const quotes = (await get(admin, `/v1/${path}/submission/quotes?opportunity_Reference_Id=${id}`)).json().resolved.quote;
        expect(quotes.map((q: { version_Code: string; quoted_Premium: number; line_Of_Business_Name: string }) => [q.version_Code, q.line_Of_Business_Name, q.quoted_Premium])).toEqual([['1', 'Personal Auto', 1100.25], ['2', 'Personal Auto', 950]]);
      }
      const { market } = (await get(admin, `/v1/market/fetch?market_Reference_Id=${marketA}`)).json().resolved;
      expect(market.open_Submissions).toBeGreaterThanOrEqual(1);
      expect(market.premium_Quoted).toBeGreaterThanOrEqual(2050.25);
      const updated = await send(admin, 'PUT', '/v1/opportunity/submission/version/update', { version_Reference_Id: second.version_Reference_Id, version: 2, line_Of_Business: [{ line_Of_Business_Id: auto(), status: 'declined' }] });
      expect(updated.statusCode, updated.body).toBe(200);
      // a declined line stays declined when a premium comes after all
      await quote(second.version_Reference_Id, auto(), 990);
      const after = (await get(admin, `/v1/opportunity/submission?opportunity_Reference_Id=${id}`)).json().resolved.submissionList[0].versions[1].line_Of_Business[0].status;
      expect(after).toBe('declined');
      expect((await send(admin, 'PUT', '/v1/opportunity/submission/version/update', { version_Reference_Id: second.version_Reference_Id, version: 2, version_Name: 'Stale' })).statusCode).toBe(412);
      expect((await get(summit, `/v1/oportunity/submission/quotes?opportunity_Reference_Id=${id}`)).statusCode).toBe(404);
      expect((await send(summit, 'POST', '/v1/opportunity/submission/version', { submission_Reference_Id: first.submission_Reference_Id, version_Name: 'x', line_Of_Business: [{ line_Of_Business_Id: auto() }] })).statusCode).toBe(404);
    });

    it('refuses to delete an opportunity with submissions (the list row counts them); once the submission is retired it deletes', async () => {
      const { opportunity_Reference_Id: id } = await addOpportunity();
      const { submission_Reference_Id: submissionId } = await submit(id, marketA);
      const submissionsListed = async () => (await get(admin, `/v1/opportunities/human?human_Reference_Id=${humanId}&limit=100`)).json().resolved.opportunities
        .find((o: { opportunity_Reference_Id: string }) => o.opportunity_Reference_Id === id).submission_Count;
      expect(await submissionsListed()).toBe(1);
      const refused = await send(admin, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().responseMessage).toBe('Opportunity cannot be deleted due to existing submission(s)');
      await ok(await send(admin, 'PUT', '/v1/opportunity/submission/retire', { submission_Reference_Id: submissionId, version: 1 }));
      expect((await get(admin, `/v1/opportunity/submission?opportunity_Reference_Id=${id}`)).json().resolved.submissionList).toEqual([]);
      expect(await submissionsListed()).toBe(0);
      const deleted = await send(admin, 'PUT', '/v1/archive/opportunity', { opportunity_Reference_Id: id });
      expect(deleted.json().responseMessage).toBe('Opportunity has been successfully deleted.');
    });

    it('proposals: one version per line (two for one line refused), Not Delivered first; delivering unlocks the client response step and the response per line', async () => {
      const { opportunity_Reference_Id: id } = await addOpportunity();
      const a = await submit(id, marketA);
      const a2 = await ok(await send(admin, 'POST', '/v1/opportunity/submission/version', { submission_Reference_Id: a.submission_Reference_Id, version_Name: 'Option B', line_Of_Business: [{ line_Of_Business_Id: auto() }] }));
      const b = await submit(id, marketB);
      const autoA1 = await quote(a.version_Reference_Id, auto(), 1000);
      const autoA2 = await quote(a2.version_Reference_Id, auto(), 900);
      const homeB = await quote(b.version_Reference_Id, home(), 2000.1);
      const twice = await send(admin, 'POST', '/v1/opportunity/proposal/create', { opportunity_Reference_Id: id, name: 'Renewal options', quote_Reference_Id: [autoA1, autoA2] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().errors).toContainEqual({ field: '/quote_Reference_Id/1', message: 'Choose one version per line of business: Personal Auto is chosen twice' });
      const created = await ok(await send(admin, 'POST', '/v1/opportunity/proposal/create', { opportunity_Reference_Id: id, name: 'Best options', quote_Reference_Id: [autoA2, homeB] }));
      const [proposal] = (await get(admin, `/v1/opportunity/proposal?opportunity_Reference_Id=${id}`)).json().resolved.proposal;
      // a proposal not yet delivered has no delivery method: null, as the answer's schema says
      expect(proposal).toMatchObject({ status: 'not_Delivered', status_Label: 'Not Delivered', name: 'Best options', delivery_Method: null });
      expect(proposal.quotes.map((q: { quoted_Premium: number }) => q.quoted_Premium).sort()).toEqual([2000.1, 900]);
      const addTwice = await send(admin, 'PUT', '/v1/opportunity/proposal/update', { proposal_Reference_Id: created.proposal_Reference_Id, version: 1, to_Add_Quote: [autoA1] });
      expect(addTwice.json().errors[0].message).toBe('Choose one version per line of business: Personal Auto is chosen twice');
      const response = { opportunity_Reference_Id: id, lob: [{ lob_Reference_Id: auto(), client_Response_Status: 'accepted', selected_Premium: 900, market_Reference_Id: marketA }] };
      expect((await send(admin, 'POST', '/v1/opportunity/clientresponse/lob/update', response)).json().responseMessage).toBe("Deliver a proposal before recording the client's response.");
      expect((await send(admin, 'PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'client_Response' })).statusCode).toBe(409);
      await ok(await send(admin, 'PUT', '/v1/opportunity/proposal/update', { proposal_Reference_Id: created.proposal_Reference_Id, version: 1, to_Update: { status: 'delivered', delivery_Method: 'email' } }));
      expect((await get(admin, `/v1/opportunity/proposal?opportunity_Reference_Id=${id}`)).json().resolved.proposal[0]).toMatchObject({ status: 'delivered', delivery_Method: 'email' });
      expect((await send(admin, 'PUT', '/v1/opportunity/proposal/update', { proposal_Reference_Id: created.proposal_Reference_Id, version: 1, to_Update: { name: 'x' } })).statusCode).toBe(412);
      await ok(await send(admin, 'PUT', '/v1/opportunity/stage/update', { opportunity_Reference_Id: id, stage: 'client_Response' }));
      const noReason = await send(admin, 'POST', '/v1/opportunity/clientresponse/lob/update', { opportunity_Reference_Id: id, lob: [{ lob_Reference_Id: home(), client_Response_Status: 'declined' }] });
      expect(noReason.json().errors).toContainEqual({ field: '/lob/0/client_Decline_Reason', message: 'Choose a decline reason' });
      await ok(await send(admin, 'POST', '/v1/opportunity/clientresponse/lob/update', { ...response, lob: [...response.lob, { lob_Reference_Id: home(), client_Response_Status: 'declined', client_Decline_Reason: 'bad_Timing' }] }));
      const lines = (await get(admin, `/v1/opportunity/lob?opportunity_Reference_Id=${id}`)).json().resolved.LobDetails;
      expect(lines.map((l: { client_Response_Status: string; selected_Premium: number | null; client_Decline_Reason: string | null; market_Reference_Id: string | null }) => [l.client_Response_Status, l.selected_Premium, l.client_Decline_Reason, l.market_Reference_Id]))
        .toEqual([['accepted', 900, null, marketA], ['declined', null, 'bad_Timing', null]]);
      const byLine = (await get(admin, `/v1/proposal/lob/quotes?opportunity_Reference_Id=${id}`)).json().resolved.lob;
      expect(byLine.map((l: { quotes: unknown[] }) => l.quotes.length)).toEqual([2, 1]);
    });

    it('loss history and prior carriers on an opportunity: add, list, delete; another tenant\'s answer 404', async () => {
      const { opportunity_Reference_Id: id } = await addOpportunity();
      const loss = await ok(await send(admin, 'POST', '/v1/opportunity/add/losshistory', {
        opportunity_Reference_Id: id, date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20', paid_Amount: '12,000.50', reserved_Amount: 500, claim_Open: true, loss_History_Description: 'Kitchen fire',
      }));
      const carrier = await ok(await send(admin, 'POST', '/v1/opportunity/add/priorcarrier', {
        opportunity_Reference_Id: id, market_Reference_Id: marketB, carrier_Issued_Policy_Id: 'OLD-1', effective_Date: '2025-01-01', expiration_Date: '2026-01-01',
        premium: { value_Type: 'Premium', fiat_Value: '3,400.10', currency_Type: 'USD' }, lob_Reference_Ids: [home()],
      }));
      expect((await get(admin, `/v1/opportunity/losshistory?opportunity_Reference_Id=${id}`)).json().resolved.loss_History).toEqual([expect.objectContaining({ paid_Amount: 12000.5, reserved_Amount: 500, claim_Open: true, loss_History_Description: 'Kitchen fire' })]);
      expect((await get(admin, `/v1/opportunity/priorcarrier?opportunity_Reference_Id=${id}`)).json().resolved.prior_Carrier).toEqual([expect.objectContaining({ carrier_Issued_Policy_Id: 'OLD-1', premium: { value_Type: 'Premium', fiat_Value: 3400.1, currency_Type: 'USD' }, lob_Reference_Ids: [home()], lob_Data: [expect.objectContaining({ line_Of_Business_Reference_Id: home() })] })]);
      expect((await send(summit, 'PUT', '/v1/opportunity/delete/losshistory', { Loss_History_Info_Reference_Id: loss.Loss_History_Info_Reference_Id })).statusCode).toBe(404);
      // an opportunity's entries are not deleted as a policy's
      expect((await send(admin, 'PUT', '/v1/policy/delete/losshistory', { Loss_History_Info_Reference_Id: loss.Loss_History_Info_Reference_Id })).statusCode).toBe(404);
      expect((await send(admin, 'PUT', '/v1/policy/delete/priorcarrier', { prior_Carrier_Info_Reference_Id: carrier.prior_Carrier_Info_Reference_Id })).statusCode).toBe(404);
      expect((await send(admin, 'PUT', '/v1/opportunity/delete/losshistory', { Loss_History_Info_Reference_Id: loss.Loss_History_Info_Reference_Id, version: 1 })).json().responseMessage).toBe('Loss history deleted');
      expect((await send(admin, 'PUT', '/v1/opportunity/delete/priorcarrier', { prior_Carrier_Info_Reference_Id: carrier.prior_Carrier_Info_Reference_Id })).json().responseMessage).toBe('Prior carrier deleted');
      expect((await get(admin, `/v1/opportunity/losshistory?opportunity_Reference_Id=${id}`)).json().resolved.loss_History).toEqual([]);
      expect((await get(admin, `/v1/opportunity/priorcarrier?opportunity_Reference_Id=${id}`)).json().resolved.prior_Carrier).toEqual([]);
      expect((await get(summit, `/v1/opportunity/losshistory?opportunity_Reference_Id=${id}`)).statusCode).toBe(404);
    });

    it("a closed opportunity's loss history and prior carriers are kept as it closed: read, not added to nor deleted", async () => {
      const { opportunity_Reference_Id: id } = await addOpportunity();
      const loss = await ok(await send(admin, 'POST', '/v1/opportunity/add/losshistory', { opportunity_Reference_Id: id, date_Reported: '2025-02-01', date_Of_Claim: '2025-01-20' }));
      await ok(await send(admin, 'PUT', '/v1/opportunity/close', { opportunity_Reference_Id: id, is_Won: false, is_FollowUpNextYear: false, lob_Selected: [
        { lob_Reference_Id: auto(), client_Decline_Reason: 'outsold' }, { lob_Reference_Id: home(), client_Decline_Reason: 'outsold' },
      ] }));
      const closed = 'This opportunity is closed: it can no longer be changed.';
      const added = await send(admin, 'POST', '/v1/opportunity/add/losshistory', { opportunity_Reference_Id: id, date_Reported: '2025-03-01', date_Of_Claim: '2025-02-20' });
      expect([added.statusCode, added.json().responseMessage]).toEqual([409, closed]);
      const removed = await send(admin, 'PUT', '/v1/opportunity/delete/losshistory', { Loss_History_Info_Reference_Id: loss.Loss_History_Info_Reference_Id });
      expect([removed.statusCode, removed.json().responseMessage]).toEqual([409, closed]);
      expect((await get(admin, `/v1/opportunity/losshistory?opportunity_Reference_Id=${id}`)).json().resolved.loss_History).toHaveLength(1);
    });
  });
}
