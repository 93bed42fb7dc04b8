import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { backends, missingId, noPermission, startApp, uniqueName, type Session, type TestApp } from './helpers/app';
import { doc, docx, exe, msi, pdf, png, xlsx } from './helpers/fileFixtures';
import { multipart, type Part } from './helpers/multipart';
import { applyTestToday } from '../setup/testToday';

const invalidFields = 'Some fields are not valid. Please correct them and try again.';
const unsupported = 'Some files have unsupported formats. Please upload only valid files.';
const noneValid = 'Please upload at least one valid file.';
const noFiles = 'No files to attach.';
const unavailable = 'File Preview/download is not available for the selected File. Please try with a different file.';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

for (const backend of backends) {
  describe(`files (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    let entityId: string;
    let humanId: string;
    let caseId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [admin, csr, viewer, summit] = await Promise.all(['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      entityId = (await t.as(csr.token, { method: 'POST', url: '/v1/entities/upsert', payload: { entity: { name: `Filing ${uniqueName()}` } } })).json().resolved.entity_Reference_Id;
      humanId = (await t.as(csr.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Fiona', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
      caseId = (await t.as(csr.token, { method: 'POST', url: '/v1/add/case', payload: { case_Type: 'GENERAL_REQUEST', module_Type: 'entity', case_Module_Reference_Id: entityId, description: 'Renewal' } })).json().resolved.irys_Case_Reference_Id;
    });
    afterAll(() => t?.close());

    const get = (url: string, who: Session = csr) => t.as(who.token, { method: 'GET', url });
    const put = (url: string, payload: object, who: Session = csr) => t.as(who.token, { method: 'PUT', url, payload });
    const send = (parts: Part[], who: Session = csr, app: FastifyInstance = t.app) => {
      const { payload, headers } = multipart(parts);
      return app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${who.token}` } });
    };
    const upload = (filename: string, content: Buffer, fields: Record<string, string> = {}, who: Session = csr) =>
      send([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, content }], who);
    const uploaded = async (filename: string, content: Buffer, fields: Record<string, string> = {}) => {
      const response = await upload(filename, content, fields);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.file_Reference_Id as string;
    };
    const refusal = async (response: Awaited<ReturnType<typeof upload>>, status: number, sentence: string) => {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().responseMessage).toBe(sentence);
      return response.json().errors;
    };
    const linkOf = async (id: string, query = '', who: Session = csr) => {
      const response = await get(`/v1/file/magic-link?file_Reference_Id=${id}${query}`, who);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.magicLink[0] as { magic_link: string; expires_At: string; version: number };
    };
    const open = (url: string) => t.app.inject({ method: 'GET', url });
    const details = async (id: string) => (await get(`/v1/metadata/files?file_Reference_Id=${id}`)).json().resolved;

    it('uploads a PDF on a case: Related to the case’s entity, listed with the spec’s fields, served by a signed link', async () => {
      const bytes = pdf('schedule');
      const response = await upload('Schedule.pdf', bytes, { file_name: 'Renewal schedule.pdf', irys_Case_Reference_Id: caseId });
      expect(response.json()).toMatchObject({ responseCode: 200, responseMessage: 'File successfully uploaded', resolved: { version: 1, latest_Version: 1 } });
      const id = response.json().resolved.file_Reference_Id;

      const { file_Data, count, last_Page } = (await get(`/v1/cases/file?case_Reference_Id=${caseId}&limit=15`)).json().resolved;
      expect({ count, last_Page }).toEqual({ count: 1, last_Page: 1 });
      expect(file_Data[0]).toMatchObject({
        file_Reference_Id: id, name: 'Renewal schedule.pdf', file_Type: 'Document', description: null, file_Description: null, tags: [], tags_Count: 0,
        latest_Version: 1, irys_Case_Reference_Id: caseId, related_To: { type: 'Entity', reference_Id: entityId },
      });
      expect(file_Data[0].uploaded_Date).toBe(file_Data[0].upload_Date);
      expect(Date.parse(file_Data[0].last_Updated_At)).toBeGreaterThan(Date.now() - 60_000);
      expect((await get(`/v1/files/entity?entity_Reference_Id=${entityId}`)).json().resolved.file_Data.map((f: { file_Reference_Id: string }) => f.file_Reference_Id)).toEqual([id]);
      // the /files list's Related To column: the related record's name
      expect(file_Data[0].related_To_Name).toMatch(/^Filing /);

      const link = await linkOf(id, '&disposition=preview');
      expect(link.magic_link).toMatch(/^\/v1\/file\/content\?token=[\w.-]+$/);
      expect(Date.parse(link.expires_At) - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(Date.parse(link.expires_At) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      const served = await open(link.magic_link);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf', 'content-disposition': `inline; filename="Renewal schedule.pdf"; filename*=UTF-8''Renewal%20schedule.pdf`,
        'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
      });
      const download = await open((await linkOf(id)).magic_link);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('refuses a file whose name says PDF and whose bytes are a program, and one whose extension is not accepted', async () => {
      expect(await refusal(await upload('invoice.pdf', exe()), 415, unsupported)).toEqual([{ field: '/file', message: "'invoice.pdf' is not what its .pdf extension says" }]);
      expect(await refusal(await upload('setup.exe', exe()), 415, unsupported)).toEqual([{ field: '/file', message: "'setup.exe': .exe files are not accepted" }]);
      expect(await refusal(await upload('drawing.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415, unsupported))
        .toEqual([{ field: '/file', message: "'drawing.svg': .svg files are not accepted" }]);
      expect(await refusal(await upload('README', Buffer.from('hello')), 415, unsupported)).toEqual([{ field: '/file', message: "'README' has no file extension, so its format cannot be checked" }]);
      await refusal(await upload('letter.docx', xlsx()), 415, unsupported);
      await refusal(await upload('installer.doc', msi()), 415, unsupported);
      await refusal(await upload('notes.txt', Buffer.from('MZ\u0000\u0000binary')), 415, unsupported);
      await refusal(await upload('photo.png', pdf()), 415, unsupported);
      expect((await get('/v1/files?search=invoice')).json().resolved.count).toBe(0);
    });

    it('accepts what an agency keeps by what its bytes are: Word, Excel, compound, image, and text formats without a signature', async () => {
      for (const [name, bytes] of [['letter.docx', docx()], ['sov.xlsx', xlsx()], ['old.doc', doc()], ['site.PNG', await png()], ['drivers.csv', Buffer.from('BMW,1999\nAudi,2004\n')], ['mail.eml', Buffer.from('From: a@b.test\r\nSubject: Hi\r\n\r\nBody')]] as const) {
        const response = await upload(name, bytes);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      }
      const types = (await get('/v1/files?search=drivers')).json().resolved.file_Data.map((f: { file_Type: string }) => f.file_Type);
      expect(types).toEqual(['Spreadsheet']);
    });

    it('says which of the spec’s sentences applies: no file, an empty file, two files', async () => {
      await refusal(await send([{ name: 'file_name', value: 'x.pdf' }]), 400, noFiles);
      await refusal(await t.as(csr.token, { method: 'POST', url: '/v1/upload/file', payload: {} }), 400, noFiles);
      expect(await refusal(await upload('blank.pdf', Buffer.alloc(0)), 400, noneValid)).toEqual([{ field: '/file', message: "'blank.pdf' is empty" }]);
      await refusal(await send([{ name: 'file', filename: 'a.pdf', content: pdf() }, { name: 'file', filename: 'b.pdf', content: pdf() }]), 400, 'Upload one file at a time.');
      expect(await refusal(await upload('a.pdf', pdf(), { colour: 'red' }), 400, invalidFields)).toEqual([{ field: '', message: expect.stringContaining('colour') }]);
      expect(await refusal(await upload('a.pdf', pdf(), { irys_Case_Reference_Id: 'nope' }), 400, invalidFields))
        .toEqual([{ field: '/irys_Case_Reference_Id', message: "irys_Case_Reference_Id must be a case's reference id" }]);
    });

    it('refuses an upload over the 50 MB limit (413) and keeps nothing of it', async () => {
      const big = Buffer.alloc(50 * 1024 * 1024 + 1, 'a');
      const response = await upload('big.csv', big);
      await refusal(response, 413, 'The file is larger than 50 MB. Please upload a smaller file.');
      expect((await get('/v1/files?search=big.csv')).json().resolved.count).toBe(0);
    });

    /** An app on the same database whose store is a folder of the test's and whose upload limit is 1000 bytes. */
    async function withSmallApp(run: (app: FastifyInstance, dir: string) => Promise<void>) {
      const dir = mkdtempSync(join(tmpdir(), 'files-test-'));
      const small = (await buildApp({ db: t.db, cipher: t.cipher, files: { dir: join(dir, 'files'), maxBytes: 1000, linkSecret: randomBytes(32) } })).app;
      try {
        await run(small, dir);
      } finally {
        await small.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it('stores by content address only: a path in the file name is dropped, the limit is exact, nothing is written outside the store', async () => {
      await withSmallApp(async (small, dir) => {
        const bytes = pdf('x'.repeat(1000 - pdf('').length));
        expect(bytes.length).toBe(1000);
        const sent = await send([{ name: 'file', filename: '../../../../etc/passwd.pdf', content: bytes }], csr, small);
        expect(sent.statusCode, sent.body).toBe(200);
        const again = await send([{ name: 'file_name', value: '..\\..\\Windows\\evil.pdf' }, { name: 'file', filename: '/tmp/x/../y.pdf', content: bytes }], csr, small);
        const names = await Promise.all([sent, again].map(async (r) => (await details(r.json().resolved.file_Reference_Id)).name));
        expect(names).toEqual(['passwd.pdf', 'evil.pdf']);
        const hash = sha256(bytes);
        expect(filesUnder(dir)).toEqual([`files/sha256/${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`]);
        const over = await send([{ name: 'file', filename: 'over.pdf', content: Buffer.concat([bytes, Buffer.from('\n')]) }], csr, small);
        expect(over.statusCode).toBe(413);
        expect(filesUnder(dir)).toHaveLength(1);
      });
    });

    it('over a real connection, answers an upload far past the limit at once and takes the next one', async () => {
      await withSmallApp(async (small) => {
        const url = `${await small.listen({ port: 0, host: '127.0.0.1' })}/v1/upload/file`;
        const post = (name: string, bytes: Buffer) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(bytes)]), name);
          return fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${csr.token}` }, signal: AbortSignal.timeout(20_000) });
        };
        const refused = await post('huge.csv', Buffer.alloc(20 * 1024 * 1024, 'a'));
        expect(refused.status).toBe(413);
        expect((await refused.json()).responseMessage).toMatch(/^The file is larger than/);
        const accepted = await post('small.csv', Buffer.from('a,b\n'));
        expect(accepted.status).toBe(200);
      });
    });

    it('leaves no file of an upload cut short: a body without its closing delimiter, a connection closed while it sends', async () => {
      await withSmallApp(async (small, dir) => {
        const incoming = join(dir, 'files', 'incoming');
        const { payload, headers } = multipart([{ name: 'file', filename: 'cut.pdf', content: pdf() }]);
        const cut = await small.inject({ method: 'POST', url: '/v1/upload/file', payload: payload.subarray(0, payload.length - 10), headers: { ...headers, authorization: `Bearer ${csr.token}` } });
        expect([cut.statusCode, cut.json().responseMessage]).toEqual([400, 'The upload is not valid multipart/form-data. Send the file again.']);
        expect(readdirSync(incoming)).toEqual([]);
        const url = new URL(await small.listen({ port: 0, host: '127.0.0.1' }));
        const socket = connect(Number(url.port), url.hostname);
        const head = `--x\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n\r\n%PDF-1.7\n${'a'.repeat(500)}`;
        socket.write(`POST /v1/upload/file HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${csr.token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 900\r\n\r\n${head}`);
        await expect.poll(() => readdirSync(incoming).length, { timeout: 20_000 }).toBe(1);
        socket.destroy();
        await expect.poll(() => readdirSync(incoming), { timeout: 20_000 }).toEqual([]);
        expect(filesUnder(dir)).toEqual([]);
      });
    });

    it('keeps versions: uploading with file_Reference_Id adds the next one; links serve the latest or the one asked for', async () => {
      const first = pdf('version one');
      const second = pdf('version two');
      const id = await uploaded('Binder.pdf', first);
      const next = await upload('Binder v2.pdf', second, { file_Reference_Id: id });
      expect(next.json().resolved).toMatchObject({ file_Reference_Id: id, latest_Version: 2, version: 2 });
      const read = await details(id);
      expect(read).toMatchObject({ name: 'Binder.pdf', latest_Version: 2, file_Extension: 'pdf', file_Size: second.length, created_By: { user_Id: csr.userId, first_Name: 'Carlos' } });
      expect(read.versions.map((v: { version: number; file_Name: string }) => [v.version, v.file_Name])).toEqual([[1, 'Binder.pdf'], [2, 'Binder v2.pdf']]);
      expect((await open((await linkOf(id)).magic_link)).rawPayload.equals(second)).toBe(true);
      expect((await open((await linkOf(id, '&version=1')).magic_link)).rawPayload.equals(first)).toBe(true);
      expect((await get(`/v1/file/magic-link?file_Reference_Id=${id}&version=3`)).json()).toMatchObject({ responseCode: 404, responseMessage: 'That version of the file was not found' });
      const renamed = await upload('anything.pdf', first, { file_Reference_Id: id, file_name: 'Binder (signed).pdf' });
      expect(renamed.json().resolved.latest_Version).toBe(3);
      expect((await details(id)).name).toBe('Binder (signed).pdf');
      await refusal(await upload('Binder.pdf', first, { file_Reference_Id: missingId }), 404, 'File was not found.');
    });

    it('saves details only when they change: name, description, tags (labels from the document types), Related to', async () => {
      const id = await uploaded('Loss runs.pdf', pdf());
      const edit = (body: object) => put('/v1/metadata/file/update', { file_Reference_Id: id, ...body });
      const saved = await edit({ version: 1, name: 'Loss runs 2026.pdf', description: ' Five years ', tags: ['loss_run', { string_Value: 'underwrting_information', label: 'x' }], related_To: { type: 'Human', reference_Id: humanId } });
      expect(saved.json()).toMatchObject({ responseCode: 200, responseMessage: 'File details successfully updated', resolved: { version: 2, changed: true } });
      const read = await details(id);
      expect(read).toMatchObject({
        name: 'Loss runs 2026.pdf', description: 'Five years', tags_Count: 2, updated_By: { user_Id: csr.userId },
        tags: [{ string_Value: 'loss_run', label: 'Loss Run' }, { string_Value: 'underwrting_information', label: 'Underwriting Information' }],
        related_To: { type: 'Human', reference_Id: humanId, first_Name: 'Fiona', profile_Image: null },
      });
      const same = await edit({ version: 2, name: 'Loss runs 2026.pdf', file_Description: 'Five years', tags: ['loss_run', 'underwrting_information'] });
      expect(same.json().resolved).toEqual({ file_Reference_Id: id, version: 2, changed: false });
      const audits = await t.rows<{ n: number }>(sqlCount(id));
      expect(Number(audits[0].n)).toBe(2);
      expect((await edit({ version: 1, description: 'late' })).statusCode).toBe(412);
      expect((await edit({ version: 1, description: 'late' })).json().responseMessage).toBe('This file was changed by someone else since you opened it. Reload to see the latest details.');
      expect((await edit({ tags: ['tax_return'] })).json().errors).toEqual([{ field: '/tags/0', message: 'Tags must be document types' }]);
      expect((await edit({ name: '   ' })).json().errors).toEqual([{ field: '/name', message: 'File name is required' }]);
      const summitHuman = (await t.as(summit.token, { method: 'POST', url: '/v1/humans/upsert', payload: { human: { first_Name: 'Sam', last_Name: uniqueName() } } })).json().resolved.human_Reference_Id;
      expect((await edit({ related_To: { type: 'Human', reference_Id: summitHuman } })).json()).toMatchObject({ responseMessage: invalidFields, errors: [{ field: '/related_To/reference_Id', message: 'That human was not found' }] });
      expect((await edit({ related_To: null })).json().resolved.changed).toBe(true);
      expect((await details(id)).related_To).toBeNull();
    });

    it('lists with the spec’s filters: type, tags, upload and last-updated dates, search, sort and pages', async () => {
      const tag = uniqueName('tg').toLowerCase();
      const ids = [await uploaded(`${tag} a.pdf`, pdf()), await uploaded(`${tag} b.png`, await png()), await uploaded(`${tag} c.csv`, Buffer.from('a,b\n'))];
      await put('/v1/metadata/file/update', { file_Reference_Id: ids[0], tags: ['claim', 'policy'], related_To: { type: 'Human', reference_Id: humanId } });
      await put('/v1/metadata/file/update', { file_Reference_Id: ids[1], tags: ['claim'], related_To: { type: 'Human', reference_Id: humanId } });
      const names = async (url: string) => {
        const response = await get(url);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        return response.json().resolved.file_Data.map((f: { name: string }) => f.name.slice(tag.length + 1));
      };
      expect(await names(`/v1/files?search=${tag}`)).toEqual(['c.csv', 'b.png', 'a.pdf']);
      expect(await names(`/v1/files?search=${tag}&sortKey=name&sort=asc`)).toEqual(['a.pdf', 'b.png', 'c.csv']);
      expect(await names(`/v1/files?search=${tag}&file_Type=Image,Spreadsheet&sortKey=name&sort=asc`)).toEqual(['b.png', 'c.csv']);
      expect(await names(`/v1/files?search=${tag}&tags=policy`)).toEqual(['a.pdf']);
      expect(await names(`/v1/files/human?human_Reference_Id=${humanId}&fileTagCodes=claim&sortKey=name&sort=asc&search=${tag}`)).toEqual(['a.pdf', 'b.png']);
      expect(await names(`/v1/files/human?human_Reference_Id=${humanId}&file_Type=Image&search=${tag}`)).toEqual(['b.png']);
      expect(await names(`/v1/files?search=${tag}&upload_Date_From=${today()}&upload_Date_To=${today()}&sortKey=name&sort=asc`)).toEqual(['a.pdf', 'b.png', 'c.csv']);
      expect(await names(`/v1/files?search=${tag}&upload_Date_From=${dayAfter(today(), 1)}`)).toEqual([]);
      expect(await names(`/v1/files?search=${tag}&last_Updated_Date_To=${dayAfter(today(), -1)}`)).toEqual([]);
      expect(await names(`/v1/files?search=${tag}&last_Updated_Date_From=${today()}&limit=20`)).toHaveLength(3);
      const paged = (await get(`/v1/files?search=${tag}&limit=2&page=2`)).json().resolved;
      expect(paged).toMatchObject({ count: 3, current_Page: 2, last_Page: 2 });
      expect(paged.file_Data).toHaveLength(1);
      expect((await get('/v1/files?upload_Date_From=2026-02-30')).statusCode).toBe(400);
      expect((await get('/v1/files?tags=Claim')).json().errors).toEqual([{ field: '/tags', message: 'must be document type codes separated by commas' }]);
      expect((await get(`/v1/cases/file?case_Reference_Id=${caseId}&fileTypes=Email`)).json().resolved.file_Data).toEqual([]);
    });

    it('lists the document types with their labels (GET /v1/file/tags)', async () => {
      const { tags } = (await get('/v1/file/tags', viewer)).json().resolved;
      expect(tags).toHaveLength(29);
      expect(tags).toContainEqual({ string_Value: 'underwrting_information', label: 'Underwriting Information' });
      expect(tags[0]).toEqual({ string_Value: 'application', label: 'Application' });
    });

    it('links: an altered one is refused, an expired one too, a retired file’s is gone, each with the spec’s sentence', async () => {
      const id = await uploaded('Quote.pdf', pdf());
      const { magic_link } = await linkOf(id);
      const token = magic_link.split('=').pop()!;
      const [payload, signature] = token.split('.');
      const claims = Buffer.from(payload, 'base64url').toString();
      const forged = Buffer.from(claims.replace(csr.tenantId, summit.tenantId)).toString('base64url');
      for (const url of [`/v1/file/content?token=${forged}.${signature}`, `/v1/file/content?token=${payload}.${signature.slice(0, -2)}AA`, '/v1/file/content?token=garbage']) {
        const refused = await open(url);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().responseMessage).toBe(unavailable);
      }
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
        const expired = await open(magic_link);
        expect(expired.statusCode).toBe(410);
        expect(expired.json().responseMessage).toBe(unavailable);
      } finally {
        applyTestToday();
      }
      // the spec's client sends the id in the query ("Payload or query"); the body's form is below
      expect((await put(`/v1/retire/file?file_Reference_Id=${id}`, {}, admin)).json()).toMatchObject({ responseCode: 200, responseMessage: 'File successfully removed' });
      const gone = await open(magic_link);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().responseMessage).toBe(unavailable);
      expect((await get(`/v1/file/magic-link?file_Reference_Id=${id}`)).statusCode).toBe(404);
      expect((await get('/v1/files?search=quote.pdf')).json().resolved.count).toBe(0);
    });

    it('finds whether any version still holds some bytes through an index, not by reading every version', async () => {
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return tx.execute(sql`explain select sha256 from file_versions where sha256 = ${'0'.repeat(64)} limit 1`);
      });
      expect(JSON.stringify((plan as { rows: unknown[] }).rows)).toContain('file_versions_sha256');
    });

    it('another tenant’s file, case, entity and human answer 404 on every route', async () => {
      const id = await uploaded('Harbor only.pdf', pdf(), { irys_Case_Reference_Id: caseId });
      const notFound = async (response: Awaited<ReturnType<typeof get>>, sentence: string) => {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().responseMessage).toBe(sentence);
      };
      await notFound(await get(`/v1/metadata/files?file_Reference_Id=${id}`, summit), 'File was not found.');
      await notFound(await get(`/v1/file/magic-link?file_Reference_Id=${id}`, summit), 'File was not found.');
      await notFound(await put('/v1/metadata/file/update', { file_Reference_Id: id, description: 'mine' }, summit), 'File was not found.');
      await notFound(await put('/v1/retire/file', { file_Reference_Id: id }, summit), 'File was not found.');
      await notFound(await upload('take.pdf', pdf(), { file_Reference_Id: id }, summit), 'File was not found.');
      await notFound(await upload('take.pdf', pdf(), { irys_Case_Reference_Id: caseId }, summit), 'Case was not found.');
      await notFound(await get(`/v1/cases/file?case_Reference_Id=${caseId}`, summit), 'Case was not found.');
      await notFound(await get(`/v1/files/entity?entity_Reference_Id=${entityId}`, summit), 'Entity was not found.');
      await notFound(await get(`/v1/files/human?human_Reference_Id=${humanId}`, summit), 'Human was not found.');
      expect((await get('/v1/files?search=harbor only', summit)).json().resolved.count).toBe(0);
      expect((await details(id)).description).toBeNull();
    });

    it('holds each route to its scope: viewers read and open links, only file-edit uploads and edits, only file-delete retires', async () => {
      const id = await uploaded('Scoped.pdf', pdf());
      expect((await upload('v.pdf', pdf(), {}, viewer)).statusCode).toBe(403);
      expect((await upload('v.pdf', pdf(), {}, viewer)).json().responseMessage).toContain(noPermission);
      expect((await put('/v1/metadata/file/update', { file_Reference_Id: id, description: 'x' }, viewer)).statusCode).toBe(403);
      expect((await put('/v1/retire/file', { file_Reference_Id: id }, csr)).statusCode).toBe(403);
      expect((await get(`/v1/files?search=scoped`, viewer)).json().resolved.count).toBe(1);
      expect((await open((await linkOf(id, '', viewer)).magic_link)).statusCode).toBe(200);
      const anonymous = multipart([{ name: 'file', filename: 'a.pdf', content: pdf() }]);
      expect((await t.app.inject({ method: 'POST', url: '/v1/upload/file', ...anonymous })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/v1/files` })).statusCode).toBe(401);
      expect((await put('/v1/retire/file', { file_Reference_Id: id, version: 5 }, admin)).statusCode).toBe(412);
      expect((await put('/v1/retire/file', { file_Reference_Id: id, version: 1 }, admin)).statusCode).toBe(200);
    });

    it('fuzz: no multipart body makes the upload answer 5xx', async () => {
      const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('../x.pdf', '\u0000.pdf', 'a.pdf', '', '__proto__', 'x'.repeat(300)));
      const bytes = fc.oneof(fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)), fc.constantFrom(pdf(), exe(), msi(), Buffer.from('a,b\n')));
      const part = fc.oneof(
        fc.record({ name: fc.oneof(text, fc.constantFrom('file_name', 'irys_Case_Reference_Id', 'file_Reference_Id')), value: text }),
        fc.record({ name: text, filename: text, content: bytes }),
      );
      await fc.assert(fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
        const response = await send(parts.map((p) => ({ ...p, name: p.name.replace(/["\r\n]/g, ''), ...('filename' in p ? { filename: p.filename.replace(/["\r\n]/g, '') } : {}) })));
        expect(response.statusCode, response.body).toBeLessThan(500);
      }), { numRuns: 150 });
    });

    it('another route does not parse multipart bodies', async () => {
      const body = multipart([{ name: 'task_Name', value: 'x' }]);
      const response = await t.as(csr.token, { method: 'POST', url: '/v1/add/task', ...body });
      expect(response.statusCode).toBe(415);
    });
  });
}

function sqlCount(id: string) {
  return sql`select count(*) as n from audit_log where record_type = 'file' and record_id = ${id}`;
}
