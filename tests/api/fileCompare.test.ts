// one database: comparing files' text (their records are tested on both databases in files.test.ts)
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, missingId, startApp, type Session, type TestApp } from './helpers/app';
import { textDocx, textPdf } from './helpers/documents';
import { pdf, png } from './helpers/fileFixtures';
import { multipart } from './helpers/multipart';

const unreadable = (name: string) => `The text of '${name}' could not be read: the file may be damaged or locked with a password.`;

interface Compared {
  files: { file_Reference_Id: string; version: number; name: string; text: string | null; message: string | null }[];
  differences: { type: string; left: [number, number]; right: [number, number] }[] | null;
}

for (const backend of backends) {
  describe(`file compare (${backend})`, () => {
    let t: TestApp;
    let csr: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [csr, viewer, summit] = await Promise.all(['csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const upload = async (filename: string, content: Buffer, fields: Record<string, string> = {}, who: Session = csr) => {
      const { payload, headers } = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, content }]);
      const response = await t.app.inject({ method: 'POST', url: '/v1/upload/file', payload, headers: { ...headers, authorization: `Bearer ${who.token}` } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.file_Reference_Id as string;
    };
    const compare = (files: object[], who: Session = viewer) => t.as(who.token, { method: 'POST', url: '/v1/file/compare', payload: { files } });
    const compared = async (files: object[]) => {
      const response = await compare(files);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved as Compared;
    };
    /** Each difference as the words on both sides. */
    const marked = ({ files, differences }: Compared) =>
      differences!.map((d) => [d.type, files[0].text!.slice(...d.left), files[1].text!.slice(...d.right)]);

    it('compares two versions of a text file word by word: changed, added and removed words, as spans of both texts', async () => {
      const id = await upload('terms.txt', Buffer.from('The premium is 1,000 dollars.\nPayment is due in June.\nCancel with notice.\n'));
      await upload('terms.txt', Buffer.from('The premium is 1,200 dollars.\nPayment is due in early June.\n'), { file_Reference_Id: id });
      const result = await compared([{ file_Reference_Id: id, version: 1 }, { file_Reference_Id: id, version: 2 }]);
      expect(result.files.map((f) => [f.version, f.name, f.message])).toEqual([[1, 'terms.txt', null], [2, 'terms.txt', null]]);
      expect(marked(result)).toEqual([['changed', '1,000', '1,200'], ['added', '', 'early '], ['removed', 'Cancel with notice.\n', '']]);
      expect((await compare([{ file_Reference_Id: id, version: 1 }, { file_Reference_Id: id }])).json().resolved.files[1].version).toBe(2);
    });

    it('compares two versions of a Word document and two PDFs, and keeps each version\'s text once', async () => {
      const docxId = await upload('Binder.docx', textDocx(['Named insured: Harbor Bakery LLC', 'Limit: 1,000,000 per occurrence']));
      await upload('Binder.docx', textDocx(['Named insured: Harbor Bakery Inc', 'Limit: 1,000,000 per occurrence']), { file_Reference_Id: docxId });
      const docx = await compared([{ file_Reference_Id: docxId, version: 1 }, { file_Reference_Id: docxId, version: 2 }]);
      expect(marked(docx)).toEqual([['changed', 'LLC', 'Inc']]);

      const quoted = await upload('Quote.pdf', textPdf([['Quote for Harbor Bakery', 'Premium 2,500'], ['Deductible 500']]));
      const bound = await upload('Policy.pdf', textPdf([['Quote for Harbor Bakery', 'Premium 2,750'], ['Deductible 1,000']]));
      const pdfs = await compared([{ file_Reference_Id: quoted }, { file_Reference_Id: bound }]);
      expect(pdfs.files[0].text).toBe('Quote for Harbor Bakery\nPremium 2,500\n\nDeductible 500');
      expect(marked(pdfs)).toEqual([['changed', '2,500', '2,750'], ['changed', '500', '1,000']]);

      await compared([{ file_Reference_Id: quoted }, { file_Reference_Id: bound }]);
      const kept = await t.rows<{ count: number }>(sql`select count(*)::int as count from file_texts where file_id in (${quoted}, ${bound})`);
      expect(kept[0].count).toBe(2);
    });

    it("says which file has no text and why: a picture, a PDF without text, a damaged PDF; GET /v1/file/comparable says it before", async () => {
      const text = await upload('notes.txt', Buffer.from('Call the carrier.'));
      const picture = await upload('site.png', await png());
      const scanned = await upload('scan.pdf', textPdf([[]]));
      const damaged = await upload('broken.pdf', pdf());

      const response = await compare([{ file_Reference_Id: text }, { file_Reference_Id: picture }]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ responseMessage: 'A .png file has no text to compare.', resolved: { differences: null, files: [{ text: 'Call the carrier.', message: null }, { text: null, message: 'A .png file has no text to compare.' }] } });
      expect((await compare([{ file_Reference_Id: scanned }, { file_Reference_Id: text }])).json().responseMessage)
        .toBe("No text was found in 'scan.pdf': a scanned document holds only pictures of its pages.");
      expect((await compare([{ file_Reference_Id: text }, { file_Reference_Id: damaged }])).json().responseMessage).toBe(unreadable('broken.pdf'));

      const status = await t.as(viewer.token, { method: 'GET', url: `/v1/file/comparable?file_Reference_Ids=${[text, picture, scanned, damaged, missingId].join(',')}` });
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json().resolved.files.sort((a: { file_Reference_Id: string }, b: { file_Reference_Id: string }) => [text, picture, scanned, damaged].indexOf(a.file_Reference_Id) - [text, picture, scanned, damaged].indexOf(b.file_Reference_Id))).toEqual([
        { file_Reference_Id: text, comparable: true, message: null },
        { file_Reference_Id: picture, comparable: false, message: 'A .png file has no text to compare.' },
        { file_Reference_Id: scanned, comparable: false, message: "No text was found in 'scan.pdf': a scanned document holds only pictures of its pages." },
        { file_Reference_Id: damaged, comparable: false, message: unreadable('broken.pdf') },
      ]);
    });

    it("answers 404 for another tenant's file, a missing one and a missing version, and asks for exactly two files", async () => {
      const ours = await upload('ours.txt', Buffer.from('Harbor text'));
      const theirs = await upload('theirs.txt', Buffer.from('Summit text'), {}, summit);
      const foreign = await compare([{ file_Reference_Id: ours }, { file_Reference_Id: theirs }]);
      expect([foreign.statusCode, foreign.json().responseMessage]).toEqual([404, 'File was not found.']);
      expect((await compare([{ file_Reference_Id: ours }, { file_Reference_Id: missingId }])).statusCode).toBe(404);
      const version = await compare([{ file_Reference_Id: ours }, { file_Reference_Id: ours, version: 9 }]);
      expect([version.statusCode, version.json().responseMessage]).toEqual([404, 'That version of the file was not found']);
      const otherTenantsStatus = await t.as(viewer.token, { method: 'GET', url: `/v1/file/comparable?file_Reference_Ids=${theirs}` });
      expect(otherTenantsStatus.json().resolved.files).toEqual([]);

      const one = await compare([{ file_Reference_Id: ours }]);
      expect(one.statusCode).toBe(400);
      expect(one.json().errors).toEqual([{ field: '/files', message: 'Select two files to compare' }]);
      expect((await compare([{ file_Reference_Id: ours }, { file_Reference_Id: ours }, { file_Reference_Id: ours }])).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'POST', url: '/v1/file/compare', payload: { files: [] } })).statusCode).toBe(401);
    });
  });
}
