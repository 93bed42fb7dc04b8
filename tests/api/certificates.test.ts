import { createHash } from 'node:crypto';
import { PDFDocument, PDFTextField } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const allForms = ['acord_137_ny', 'acord_138_ny', 'acord_127_ny', 'acord_163_ny'];
const rowNames = ['insurer_letter', 'type_of_insurance', 'policy_number', 'effective_date', 'expiration_date', 'limit'] as const;

interface PolicyRow { id: string; number: string; effective: string; expiration: string; lines: { line_Of_Business_Id: string }[]; market: string; naic: string | null }

for (const backend of backends) {
  describe(`certificates of liability (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let summit: Session;
    let insuredId: string;
    let insuredName: string;
    let twoPolicies: PolicyRow[];
    let otherPolicy: string;
    let lobNames: Map<string, string>;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      [{ id: insuredId, name: insuredName }] = await t.rows<{ id: string; name: string }>(sql`
        select e.id, e.name from entities e join policies p on p.insured_entity_id = e.id and p.is_latest and p.retired_at is null and p.carrier_policy_number is not null
        where e.tenant_id = ${admin.tenantId} and e.retired_at is null group by e.id, e.name having count(*) >= 2 order by e.name limit 1`);
      twoPolicies = (await t.rows<PolicyRow>(sql`
        select p.id, p.carrier_policy_number as number, p.effective_date::text as effective, p.expiration_date::text as expiration, p.lines, m.name as market, m.naic_code as naic
        from policies p join markets m on m.id = p.market_id
        where p.insured_entity_id = ${insuredId} and p.is_latest and p.retired_at is null and p.carrier_policy_number is not null order by p.effective_date, p.id limit 2`));
      [{ id: otherPolicy }] = await t.rows<{ id: string }>(sql`select id from policies where tenant_id = ${admin.tenantId} and is_latest and retired_at is null and coalesce(insured_entity_id, insured_human_id) <> ${insuredId} limit 1`);
      lobNames = new Map(((await t.as(admin.token, { method: 'GET', url: '/v1/lob' })).json().resolved.lob as { line_Of_Business_Id: string; line_Of_Business_Name: string }[])
        .map((l) => [l.line_Of_Business_Id, l.line_Of_Business_Name]));
    });
    afterAll(() => t?.close());

    const post = (s: Session, url: string, payload: object) => t.as(s.token, { method: 'POST', url, payload });
    const limitsOf = (policies: PolicyRow[]) => policies.flatMap((p, i) => p.lines.map((l, n) => ({ policy_Reference_Id: p.id, line_Of_Business_Id: l.line_Of_Business_Id, limit: 1000000 * (i + 1) + n * 1000.5 })));
    const body = (extra: object = {}) => ({ insured_Reference_Id: insuredId, insured_Type: 'entity', policy_Reference_Id: twoPolicies.map((p) => p.id), forms: allForms, limits: limitsOf(twoPolicies), ...extra });
    const fieldsOf = async (bytes: Uint8Array) => {
      const form = (await PDFDocument.load(bytes)).getForm();
      return new Map(form.getFields().filter((f) => f instanceof PDFTextField).map((f) => [f.getName(), form.getTextField(f.getName()).getText() ?? '']));
    };
    /** The coverage rows as the PDF's fields hold them. */
    const rowsOf = (fields: Map<string, string>) => Array.from({ length: 12 }, (_, i) => rowNames.map((name) => fields.get(`coverage_${i + 1}_${name}`) ?? ''))
      .filter((row) => row.some(Boolean));
    const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

    it("fills an insured's two policies into the certificate's fields: insurers A–F, policy numbers, dates and limits per line, the insured, the producer, the holder", async () => {
      const response = await post(admin, '/v1/certificate/preview', body({ holder: { name: 'City of Springfield', address_Line_1: '1 Main St', city: 'Springfield', state_Code: 'IL', zip: '62701' } }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const fields = await fieldsOf(response.rawPayload);
      const [{ name: agency }] = await t.rows<{ name: string }>(sql`select name from tenants where id = ${admin.tenantId}`);
      expect(fields.get('insured')?.split('\n')[0]).toBe(insuredName);
      expect(fields.get('producer')).toContain(agency);
      expect(fields.get('producer')).toContain('admin@harbor.test');
      expect(fields.get('holder')).toBe('City of Springfield\n1 Main St\nSpringfield, IL 62701');
      const markets = [...new Set(twoPolicies.map((p) => p.market))];
      markets.forEach((market, i) => expect(fields.get(`insurer_${'AB'[i]}`)).toBe(market));
      expect(fields.get('insurer_A_naic')).toBe(twoPolicies[0].naic ?? '');
      const limits = limitsOf(twoPolicies);
      const expected = twoPolicies.flatMap((p) => p.lines.map((l) => [
        'AB'[markets.indexOf(p.market)], expect.stringContaining(lobNames.get(l.line_Of_Business_Id)!), p.number, usDate(p.effective), usDate(p.expiration),
        money(limits.find((x) => x.policy_Reference_Id === p.id && x.line_Of_Business_Id === l.line_Of_Business_Id)!.limit),
      ]));
      expect(rowsOf(fields)).toEqual(expected);
      expect(twoPolicies.every((p) => rowsOf(fields).some((row) => row[2] === p.number))).toBe(true);
    });

    it('issues to a new holder: the PDF is kept as a file on the insured, the holder is kept; a reissue makes a new file for the same holder', async () => {
      const issued = await post(admin, '/v1/certificate/issue', body({ holder: { name: 'Acme Landlord LLC', city: 'Austin', state_Code: 'tx' } }));
      expect(issued.statusCode, issued.body).toBe(200);
      expect(issued.json().responseMessage).toBe('Certificate issued');
      const { file_Reference_Id: fileId, certificate_Holder_Reference_Id: holderId } = issued.json().resolved;
      const [file] = await t.rows<{ related_entity_id: string; tags: string[]; name: string }>(sql`select related_entity_id, tags, name from files where id = ${fileId}`);
      expect(file.related_entity_id).toBe(insuredId);
      expect(file.tags).toEqual(['certificate_of_insurance']);
      expect(file.name).toMatch(/^Certificate of Liability - Acme Landlord LLC - \d{4}-\d{2}-\d{2}\.pdf$/);
      const link = await t.as(admin.token, { method: 'GET', url: `/v1/file/magic-link?file_Reference_Id=${fileId}&disposition=preview` });
      const content = await t.app.inject({ method: 'GET', url: link.json().resolved.magicLink[0].magic_link });
      expect(content.statusCode).toBe(200);
      const fields = await fieldsOf(content.rawPayload);
      expect(fields.get('holder')).toBe('Acme Landlord LLC\nAustin, TX');
      expect(rowsOf(fields).map((r) => r[2])).toEqual(expect.arrayContaining(twoPolicies.map((p) => p.number)));

      const reissued = await post(admin, '/v1/certificate/reissue', { certificate_Holder_Reference_Id: holderId });
      expect(reissued.statusCode, reissued.body).toBe(200);
      expect(reissued.json().resolved.file_Reference_Id).not.toBe(fileId);
      const holders = await t.as(admin.token, { method: 'GET', url: `/v1/certificate/holders?insured_Reference_Id=${insuredId}&insured_Type=entity` });
      expect(holders.statusCode, holders.body).toBe(200);
      const acme = holders.json().resolved.holders.find((h: { name: string }) => h.name === 'Acme Landlord LLC');
      expect(acme).toMatchObject({ certificate_Holder_Reference_Id: holderId, certificates_Count: 2, last_File_Reference_Id: reissued.json().resolved.file_Reference_Id, last_Issued_By: expect.any(String) });
    });

    it("answers 404 for another tenant's holders and certificates, and the certificate's file", async () => {
      const issued = await post(admin, '/v1/certificate/issue', body({ holder: { name: 'Tenancy Holder' } }));
      const { certificate_Holder_Reference_Id: holderId, file_Reference_Id: fileId } = issued.json().resolved;
      const reissue = await post(summit, '/v1/certificate/reissue', { certificate_Holder_Reference_Id: holderId });
      expect(reissue.statusCode).toBe(404);
      expect(reissue.json().responseMessage).toBe('Certificate holder was not found.');
      const holders = await t.as(summit.token, { method: 'GET', url: `/v1/certificate/holders?insured_Reference_Id=${insuredId}&insured_Type=entity` });
      expect(holders.statusCode).toBe(404);
      expect((await t.as(summit.token, { method: 'GET', url: `/v1/file/magic-link?file_Reference_Id=${fileId}` })).statusCode).toBe(404);
      const preview = await post(summit, '/v1/certificate/preview', body());
      expect(preview.statusCode).toBe(400);
      expect(preview.json().errors).toEqual([{ field: '/insured_Reference_Id', message: 'That entity was not found' }]);
    });

    it("refuses a policy of another insured with a 400 naming the field, and keeps nothing", async () => {
      const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from certificates where tenant_id = ${admin.tenantId}`);
      const response = await post(admin, '/v1/certificate/issue', body({ policy_Reference_Id: [twoPolicies[0].id, otherPolicy], limits: [], holder: { name: 'Nobody' } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: '/policy_Reference_Id/1', message: 'That policy is not a policy of this insured' }]);
      const after = await t.rows<{ n: number }>(sql`select count(*)::int as n from certificates where tenant_id = ${admin.tenantId}`);
      expect(after[0].n).toBe(before[0].n);
      const noHolder = await post(admin, '/v1/certificate/issue', body());
      expect(noHolder.statusCode).toBe(400);
      expect(noHolder.json().errors).toContainEqual(expect.objectContaining({ message: 'Choose a certificate holder or enter a new one' }));
    });

    // last: once Harbor has its own ACORD 25, every certificate it issues is that form
    it("fills a tenant's own licensed form by its field map, checked on upload (a missing or non-text field is a 400 naming it; tenant admins only)", async () => {
      const licensed = await PDFDocument.create();
      const page = licensed.addPage();
      const acroForm = licensed.getForm();
      for (const [i, name] of ['NamedInsured', 'PolicyNumber_A', 'EffDate_A', 'CertHolder', 'ProducerBlock'].entries()) {
        const field = acroForm.createTextField(name);
        if (name === 'CertHolder') field.enableMultiline();
        field.addToPage(page, { x: 40, y: 700 - i * 40, width: 300, height: 24 });
      }
      acroForm.createCheckBox('GL_Occur').addToPage(page, { x: 40, y: 400, width: 12, height: 12 });
      const pdf = Buffer.from(await licensed.save()).toString('base64');
      const fieldMap = { insured: 'NamedInsured', coverage_1_policy_number: 'PolicyNumber_A', coverage_1_effective_date: 'EffDate_A', holder: 'CertHolder', producer: 'ProducerBlock' };
      const upload = (s: Session, payload: object) => t.as(s.token, { method: 'PUT', url: '/v1/certificate/form', payload });

      const missing = await upload(admin, { form: 'acord_25', pdf, field_Map: { ...fieldMap, description: 'Remarks' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ field: '/field_Map/description', message: "The form has no field named 'Remarks'" }]);
      const notText = await upload(admin, { form: 'acord_25', pdf, field_Map: { ...fieldMap, forms: 'GL_Occur' } });
      expect(notText.json().errors).toEqual([{ field: '/field_Map/forms', message: "The form's field 'GL_Occur' is not a text field" }]);
      const notPdf = await upload(admin, { form: 'acord_25', pdf: Buffer.from('not a pdf at all').toString('base64'), field_Map: fieldMap });
      expect(notPdf.json().errors).toEqual([{ field: '/pdf', message: 'That file is not a PDF form that can be read' }]);
      expect((await upload(admin, { form: 'acord_25', pdf, field_Map: { policy_holder: 'NamedInsured' } })).statusCode).toBe(400);
      const csr = await t.login('csr@harbor.test');
      expect((await upload(csr, { form: 'acord_25', pdf, field_Map: fieldMap })).statusCode).toBe(403);

      const saved = await upload(admin, { form: 'acord_25', pdf, field_Map: fieldMap });
      expect(saved.json()).toMatchObject({ responseCode: 200, responseMessage: 'Form saved: certificates are now issued on it', resolved: { form: 'acord_25', fields_Mapped: 5 } });
      const issued = await post(admin, '/v1/certificate/issue', body({ policy_Reference_Id: [twoPolicies[0].id], limits: [], holder: { name: 'Port Authority', city: 'Tacoma', state_Code: 'WA' } }));
      expect(issued.statusCode, issued.body).toBe(200);
      const link = await t.as(admin.token, { method: 'GET', url: `/v1/file/magic-link?file_Reference_Id=${issued.json().resolved.file_Reference_Id}&disposition=preview` });
      const fields = await fieldsOf((await t.app.inject({ method: 'GET', url: link.json().resolved.magicLink[0].magic_link })).rawPayload);
      expect([...fields.keys()].sort()).toEqual(['CertHolder', 'EffDate_A', 'NamedInsured', 'PolicyNumber_A', 'ProducerBlock']);
      expect(fields.get('PolicyNumber_A')).toBe(twoPolicies[0].number);
      expect(fields.get('EffDate_A')).toBe(usDate(twoPolicies[0].effective));
      expect(fields.get('NamedInsured')?.startsWith(insuredName)).toBe(true);
      expect(fields.get('CertHolder')).toBe('Port Authority\nTacoma, WA');
      expect(fields.get('ProducerBlock')).toContain('admin@harbor.test');
      // Summit issues on our certificate still
      expect((await t.rows(sql`select 1 from certificate_forms where tenant_id = ${summit.tenantId}`)).length).toBe(0);
    });

    it("reads a PDF's text fields for the map's picker, lists the uploaded forms (their PDF in the file store), and removes one: back to our certificate", async () => {
      const licensed = await PDFDocument.create();
      const page = licensed.addPage();
      const acroForm = licensed.getForm();
      acroForm.createTextField('Remarks').enableMultiline();
      acroForm.getTextField('Remarks').addToPage(page, { x: 40, y: 700, width: 300, height: 60 });
      acroForm.createTextField('Insured').addToPage(page, { x: 40, y: 600, width: 300, height: 24 });
      acroForm.createCheckBox('GL_Occur').addToPage(page, { x: 40, y: 400, width: 12, height: 12 });
      const bytes = await licensed.save();
      const pdf = Buffer.from(bytes).toString('base64');

      const read = await post(admin, '/v1/certificate/form/fields', { pdf });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().resolved).toEqual({ fields: [{ name: 'Remarks', multiline: true }, { name: 'Insured', multiline: false }] });
      const notPdf = await post(admin, '/v1/certificate/form/fields', { pdf: Buffer.from('not a pdf at all').toString('base64') });
      expect(notPdf.json().errors).toEqual([{ field: '/pdf', message: 'That file is not a PDF form that can be read' }]);
      const noFields = Buffer.from(await (async () => { const d = await PDFDocument.create(); d.addPage(); return d.save(); })()).toString('base64');
      expect((await post(admin, '/v1/certificate/form/fields', { pdf: noFields })).json().errors).toEqual([{ field: '/pdf', message: 'That PDF has no fillable fields' }]);
      const csr = await t.login('csr@harbor.test');
      expect((await post(csr, '/v1/certificate/form/fields', { pdf })).statusCode).toBe(403);

      const saved = await t.as(admin.token, { method: 'PUT', url: '/v1/certificate/form', payload: { form: 'acord_137_ny', pdf, field_Map: { insured: 'Insured', description: 'Remarks' } } });
      expect(saved.statusCode, saved.body).toBe(200);
      const [kept] = await t.rows<{ sha: string }>(sql`select pdf_sha256 as sha from certificate_forms where tenant_id = ${admin.tenantId} and form = 'acord_137_ny'`);
      expect(kept.sha).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect((await t.services.files.readBytes(kept.sha))?.equals(Buffer.from(bytes))).toBe(true);

      const list = (s: Session) => t.as(s.token, { method: 'GET', url: '/v1/certificate/forms' });
      const listed = (await list(admin)).json().resolved.forms as { form: string; field_Map: Record<string, string>; uploaded_By: string | null; uploaded_At: string }[];
      expect(listed.map((f) => f.form)).toEqual(['acord_137_ny', 'acord_25']);
      expect(listed[0]).toMatchObject({ field_Map: { insured: 'Insured', description: 'Remarks' }, uploaded_By: expect.stringMatching(/\S/) });
      expect((await list(summit)).json().resolved.forms).toEqual([]);
      expect((await list(csr)).statusCode).toBe(403);

      const remove = (s: Session, form: string) => t.as(s.token, { method: 'PUT', url: '/v1/certificate/form/remove', payload: { form } });
      expect((await remove(summit, 'acord_137_ny')).json()).toMatchObject({ responseCode: 404, responseMessage: 'That form has not been uploaded' });
      expect((await remove(csr, 'acord_137_ny')).statusCode).toBe(403);
      for (const form of ['acord_137_ny', 'acord_25']) {
        const removed = await remove(admin, form);
        expect(removed.json()).toMatchObject({ responseCode: 200, responseMessage: 'Form removed: certificates are issued on ours again', resolved: { form } });
      }
      expect((await list(admin)).json().resolved.forms).toEqual([]);
      // removed for good: its PDF left the file store too
      expect(await t.services.files.readBytes(kept.sha)).toBeNull();
      const [audited] = await t.rows<{ action: string }>(sql`select action from audit_log where tenant_id = ${admin.tenantId} and record_type = 'certificate_form' order by at desc limit 1`);
      expect(audited.action).toBe('retire');
      const ours = await post(admin, '/v1/certificate/preview', body());
      expect((await fieldsOf(ours.rawPayload)).has('coverage_1_policy_number')).toBe(true);
    });
  });
}
