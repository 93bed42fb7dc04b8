import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

type Case = { irys_Case_Reference_Id: string; case_Type: string };

/** Issue 19 item 5: a client's cases (its side panel, GET /v1/cases/entity|human) include the cases of its opportunities. */
for (const backend of backends) {
  describe(`a client's cases include its opportunities' (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let entityId: string;
    let otherEntityId: string;
    let humanId: string;
    let gl: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: entityId }, { id: otherEntityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} and retired_at is null order by name limit 2`);
      [{ id: humanId }] = await t.rows<{ id: string }>(sql`select id from humans where tenant_id = ${admin.tenantId} and retired_at is null order by last_name limit 1`);
      const lobs = (await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob as { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
      gl = lobs.find((l) => l.line_Of_Business_Reference_Code === 'general_liability')!.line_Of_Business_Id;
    });
    afterAll(() => t?.close());

    const casesOf = async (kind: 'entity' | 'human', query: string, who = admin) => {
      const response = await t.as(who.token, { method: 'GET', url: `/v1/cases/${kind}?${query}&limit=100&page=1` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.cases as Case[];
    };
    const addOpportunity = async (kind: 'entity' | 'human', id: string) => {
      const response = await t.as(admin.token, {
        method: 'POST', url: '/v1/opportunity/add', payload: {
          first_Name_Insured_Reference_Id: id, first_Name_Insured_Type: kind, opportunity_Type: 'new', opportunity_Description: uniqueName('Cases of '),
          effective_Date: day(30), expiration_Date: day(395), line_Of_Business: [{ line_Of_Business_Id: gl }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as { opportunity_Reference_Id: string; version: number; irys_Case_Reference_Id: string };
    };

    it("an entity's cases list its opportunity's OPPORTUNITY case beside its own; another entity's do not; a deleted opportunity's leaves", async () => {
      const opportunity = await addOpportunity('entity', entityId);
      for (const query of [`entity_Reference_Id=${entityId}`, `reference_Id=${entityId}`]) {
        expect(await casesOf('entity', query)).toContainEqual(expect.objectContaining({ irys_Case_Reference_Id: opportunity.irys_Case_Reference_Id, case_Type: 'OPPORTUNITY' }));
      }
      expect((await casesOf('entity', `entity_Reference_Id=${otherEntityId}`)).map((c) => c.irys_Case_Reference_Id)).not.toContain(opportunity.irys_Case_Reference_Id);
      expect((await t.as(summit.token, { method: 'GET', url: `/v1/cases/entity?entity_Reference_Id=${entityId}` })).statusCode).toBe(404);
      const removed = await t.as(admin.token, { method: 'PUT', url: '/v1/archive/opportunity', payload: { opportunity_Reference_Id: opportunity.opportunity_Reference_Id, version: opportunity.version } });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await casesOf('entity', `entity_Reference_Id=${entityId}`)).map((c) => c.irys_Case_Reference_Id)).not.toContain(opportunity.irys_Case_Reference_Id);
    });

    it("a human's cases list its opportunities' cases the same way", async () => {
      const opportunity = await addOpportunity('human', humanId);
      expect(await casesOf('human', `human_Reference_Id=${humanId}`)).toContainEqual(expect.objectContaining({ irys_Case_Reference_Id: opportunity.irys_Case_Reference_Id, case_Type: 'OPPORTUNITY' }));
    });
  });
}
