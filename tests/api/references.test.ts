import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';


for (const backend of backends) {
  describe(`references a row stores name the tenant's records on the books (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let marketId: string;
    let entityIds: string[];
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: marketId }] = await t.rows<{ id: string }>(sql`select id from markets where tenant_id = ${admin.tenantId} and market_type = 'carrier' order by name limit 1`);
      entityIds = (await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} order by name limit 2`)).map((r) => r.id);
      lobs = (await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const send = (s: Session, method: 'POST' | 'PUT', url: string, payload: unknown) => t.as(s.token, { method, url, payload: payload as object });
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const ok = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const refused = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    const opportunityOf = async (who: Session, entityId: string) => (await ok(await send(who, 'POST', '/v1/opportunity/add', {
      first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', opportunity_Description: uniqueName('Ref '),
      effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }],
    }))).opportunity_Reference_Id as string;
    const policy = (extra: Record<string, unknown>) => send(admin, 'POST', '/v1/policy/add', {
      market_Reference_Id: marketId, first_Name_Insured_Reference_Id: entityIds[0], first_Name_Insured_Type: 'entity', policy_Type: 'New',
      effective_Date: day(0), expiration_Date: day(365), carrier_Issued_Policy_Id: uniqueName('F'),
      line_Of_Business: [{ line_Of_Business_Id: lob('general_liability'), selected_Premium: 100, selected_Commission: 10 }], ...extra,
    });

    it("refuses a policy's opportunity of another tenant, of another insured or of none, and another tenant's contact; the insured's own is kept", async () => {
      const [{ id: summitEntity }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${summit.tenantId} limit 1`);
      const theirs = await opportunityOf(summit, summitEntity);
      const otherInsured = await opportunityOf(admin, entityIds[1]);
      const own = await opportunityOf(admin, entityIds[0]);
      expect(await refused(await policy({ opportunity_Reference_Id: theirs }))).toEqual([{ field: '/opportunity_Reference_Id', message: 'That opportunity was not found' }]);
      expect(await refused(await policy({ opportunity_Reference_Id: missingId }))).toEqual([{ field: '/opportunity_Reference_Id', message: 'That opportunity was not found' }]);
      expect(await refused(await policy({ opportunity_Reference_Id: otherInsured }))).toEqual([{ field: '/opportunity_Reference_Id', message: 'That opportunity is for another insured' }]);
      const [{ id: summitContact }] = await t.rows<{ id: string }>(sql`select id from contacts where tenant_id = ${summit.tenantId} limit 1`);
      expect(await refused(await policy({ first_Name_Insured_Contact_Ref_Id: summitContact }))).toEqual([{ field: '/first_Name_Insured_Contact_Ref_Id', message: 'That record was not found' }]);
      const { policy_Reference_Id: id } = await ok(await policy({ opportunity_Reference_Id: own }));
      expect((await t.as(admin.token, { method: 'GET', url: `/v1/policy/fetch?policy_Reference_Id=${id}` })).json().resolved.policy.opportunity_Reference_Id).toBe(own);
      const [{ n }] = await t.rows<{ n: number }>(sql`select count(*)::int as n from policies where opportunity_id in (${theirs}, ${otherInsured}, ${missingId}) or insured_contact_id = ${summitContact}`);
      expect(n).toBe(0);
    });

    it("keeps a file's case, policy, market and related client within its tenant in the database itself", async () => {
      const [{ id: summitCase }] = await t.rows<{ id: string }>(sql`select id from cases where tenant_id = ${summit.tenantId} limit 1`);
      const [{ id: summitEntity }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${summit.tenantId} limit 1`);
      const fileWith = (column: string, id: string) => t.rows(sql`insert into files (tenant_id, name, file_type, search_name, ${sql.identifier(column)})
        values (${admin.tenantId}, 'x.pdf', 'Document', 'x.pdf', ${id})`);
      await expect(fileWith('case_id', summitCase)).rejects.toMatchObject({ cause: { code: '23503', constraint: 'files__irys_Case_Reference_Id' } });
      await expect(fileWith('related_entity_id', summitEntity)).rejects.toMatchObject({ cause: { code: '23503', constraint: 'files_entity__related_To' } });
      await expect(fileWith('market_id', missingId)).rejects.toMatchObject({ cause: { code: '23503', constraint: 'files__market_Reference_Id' } });
    });

    it("refuses a task related to another tenant's opportunity (the polymorphic related_To_What_reference_Id)", async () => {
      const [{ id: summitEntity }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${summit.tenantId} limit 1`);
      const theirs = await opportunityOf(summit, summitEntity);
      const task = (what: string | null, id: string) => send(admin, 'POST', '/v1/add/task', {
        irys_Task: { task_Name: uniqueName('Ref task '), assignee: [admin.userId], due_Date: '2026-12-01T10:00:00+00:00' },
        data: [{ related_To_Who: 'ENTITY', related_To_Who_Reference_Id: entityIds[0], related_To_What: what, related_To_What_reference_Id: id, relationship_Code: 'TASK' }],
      });
      expect(await refused(await task('OPPORTUNITY', theirs))).toEqual([{ field: '/data/0/related_To_What_reference_Id', message: 'That opportunity was not found' }]);
      expect(await refused(await task(null, theirs))).toEqual([{ field: '/data/0/related_To_What', message: 'Say what the reference names: OPPORTUNITY, POLICY, CASE, HUMAN, ENTITY or MARKET' }]);
      await ok(await task('OPPORTUNITY', await opportunityOf(admin, entityIds[0])));
    });

    it("refuses to retire a quote that is not on the proposal, and leaves the proposal's version", async () => {
      const opportunityId = await opportunityOf(admin, entityIds[0]);
      const { version_Reference_Id: versionId } = await ok(await send(admin, 'POST', '/v1/opportunity/submission', {
        opportunity_Reference_Id: opportunityId, market_Reference_Id: marketId, line_Of_Business: [{ line_Of_Business_Id: lob('general_liability') }],
      }));
      const { quote_Reference_Id: quoteId } = await ok(await send(admin, 'POST', '/v1/opportunity/submission/quote', { version_Reference_Id: versionId, line_Of_Business_Id: lob('general_liability'), quoted_Premium: 500 }));
      const { proposal_Reference_Id: proposalId, version } = await ok(await send(admin, 'POST', '/v1/opportunity/proposal/create', { opportunity_Reference_Id: opportunityId, name: 'Options', quote_Reference_Id: [quoteId] }));
      expect(await refused(await send(admin, 'PUT', '/v1/opportunity/proposal/update', { proposal_Reference_Id: proposalId, version, to_Retire_Quote: [missingId] })))
        .toEqual([{ field: '/to_Retire_Quote/0', message: 'That quote is not on this proposal' }]);
      const [row] = await t.rows<{ version: number; quote_ids: string[] }>(sql`select version, quote_ids from proposals where id = ${proposalId}`);
      expect(row).toEqual({ version, quote_ids: [quoteId] });
    });
  });
}
