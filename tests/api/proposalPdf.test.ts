import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../src/server/modules/files/text/pdfText';
import { backends, missingId, startApp, type Session, type TestApp } from './helpers/app';
import { day } from '../setup/days';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

for (const backend of backends) {
  describe(`proposal PDF: GET /v1/opportunity/proposal/pdf (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let markets: { id: string; name: string }[];
    let agency: string;
    let insured: { id: string; name: string };
    let lobs: { line_Of_Business_Id: string; line_Of_Business_Reference_Code: string }[];
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      markets = await t.rows<{ id: string; name: string }>(sql`select id, name from markets where tenant_id = ${admin.tenantId} order by name limit 2`);
      [{ name: agency }] = await t.rows<{ name: string }>(sql`select name from tenants where id = ${admin.tenantId}`);
      [insured] = await t.rows<{ id: string; name: string }>(sql`select id, first_name || ' ' || last_name as name from humans where tenant_id = ${admin.tenantId} order by last_name limit 1`);
      lobs = (await get(admin, '/v1/lob')).json().resolved.lob;
    });
    afterAll(() => t?.close());

    const get = (s: Session, url: string) => t.as(s.token, { method: 'GET', url });
    const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.as(admin.token, { method, url, payload });
    const ok = async (response: Awaited<ReturnType<typeof send>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved;
    };
    const lob = (code: string) => lobs.find((l) => l.line_Of_Business_Reference_Code === code)!.line_Of_Business_Id;
    const pdfOf = (s: Session, id: string) => get(s, `/v1/opportunity/proposal/pdf?proposal_Reference_Id=${encodeURIComponent(id)}`);

    /** An opportunity with two lines; market A quoted in two versions, market B in one; a proposal of A's second version (auto) and B (home). */
    async function proposalOf(name: string, description: string) {
      const effective = day(30);
      const expiration = day(395);
      const { opportunity_Reference_Id: id } = await ok(await send('POST', '/v1/opportunity/add', {
        first_Name_Insured_Reference_Id: insured.id, first_Name_Insured_Type: 'human', opportunity_Description: description,
        effective_Date: effective, expiration_Date: expiration, line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }, { line_Of_Business_Id: lob('homeowners') }],
      }));
      const submit = async (market: string) => ok(await send('POST', '/v1/opportunity/submission', {
        opportunity_Reference_Id: id, market_Reference_Id: market, line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }, { line_Of_Business_Id: lob('homeowners') }],
      }));
      const a = await submit(markets[0].id);
      const a2 = await ok(await send('POST', '/v1/opportunity/submission/version', { submission_Reference_Id: a.submission_Reference_Id, version_Name: 'Higher deductible', line_Of_Business: [{ line_Of_Business_Id: lob('personal_auto') }] }));
      const b = await submit(markets[1].id);
      const quote = async (versionId: string, line: string, premium: string) =>
        (await ok(await send('POST', '/v1/opportunity/submission/quote', { version_Reference_Id: versionId, line_Of_Business_Id: lob(line), quoted_Premium: premium }))).quote_Reference_Id as string;
      await quote(a.version_Reference_Id, 'personal_auto', '1500');
      const autoA2 = await quote(a2.version_Reference_Id, 'personal_auto', '1,234.50');
      const homeB = await quote(b.version_Reference_Id, 'homeowners', '12,000.10');
      const created = await ok(await send('POST', '/v1/opportunity/proposal/create', { opportunity_Reference_Id: id, name, quote_Reference_Id: [autoA2, homeB] }));
      return { proposalId: created.proposal_Reference_Id as string, effective, expiration };
    }

    it("prints the chosen quotes per market with premiums, totals, the insured and the opportunity's dates (not its delivery status: the client reads it), as an attachment named after the proposal", async () => {
      const { proposalId, effective, expiration } = await proposalOf('Best options', 'Home and auto for the family');
      const response = await pdfOf(admin, proposalId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Best options.pdf"; filename*=UTF-8''Best%20options.pdf`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(response.rawPayload);
      for (const expected of [
        agency, 'Proposal: Best options', insured.name, 'Home and auto for the family', usDate(effective), usDate(expiration),
        markets[0].name, markets[1].name, 'Higher deductible', 'Version 1', 'Personal Auto', 'Homeowners', '$1,234.50', '$12,000.10',
        `Total from ${markets[0].name}`, 'Total Premium', '$13,234.60', 'Page 1 of 1',
      ]) expect(text).toContain(expected);
      expect(text).not.toContain('$1,500.00');
      expect(text).not.toContain('Not Delivered');
      expect(text).not.toContain('Status');
    });

    it("answers 404 with the house sentence for another tenant's proposal or a missing one, 400 for a bad id", async () => {
      const { proposalId } = await proposalOf('Tenant check', 'Tenancy');
      for (const [who, id] of [[summit, proposalId], [admin, missingId]] as const) {
        const response = await pdfOf(who, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().responseMessage).toBe('Proposal was not found.');
      }
      const bad = await pdfOf(admin, 'not-an-id');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toContainEqual(expect.objectContaining({ message: "proposal_Reference_Id must be a proposal's reference id" }));
      expect((await get(admin, '/v1/opportunity/proposal/pdf')).statusCode).toBe(400);
    });

    it('prints names with emoji and CJK (outside the standard font) as ? and keeps them in the download name; a name of slashes still downloads', async () => {
      const { proposalId } = await proposalOf('Family 🏠 plan 家 / Zoë', 'Notes 🚗 with 漢字');
      const response = await pdfOf(admin, proposalId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="Family  plan  - Zoe.pdf"; filename*=UTF-8''${encodeURIComponent('Family 🏠 plan 家 - Zoë.pdf')}`);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Proposal: Family ? plan ? / Zoë');
      expect(text).toContain('Notes ? with ??');
      const slashes = await proposalOf('//', 'Slashes');
      expect((await pdfOf(admin, slashes.proposalId)).headers['content-disposition']).toContain('filename*=UTF-8\'\'--.pdf');
    });
  });
}
