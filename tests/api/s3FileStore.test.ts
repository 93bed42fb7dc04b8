import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyTestToday, useRealDate } from '../setup/testToday';
import { buildApp } from '../../src/server/app';
import { ConfigError } from '../../src/server/config';
import { createFieldCipher } from '../../src/server/crypto/fieldCipher';
import { openDatabase, type Database } from '../../src/server/db/client';
import { demoPassword } from '../../src/server/seed/demo';
import { loadFileSettings } from '../../src/server/storage/fileSettings';
import { parseS3Url } from '../../src/server/storage/s3Url';
import { backends } from './helpers/app';
import { pdf } from './helpers/fileFixtures';
import { multipart } from './helpers/multipart';
import { s3Server } from './sweep/s3Server';

const away = 'The file store is not answering just now, so no file was saved or opened. Try again in a moment.';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('S3_URL', () => {
  it('names the endpoint, the bucket, the region, path-style addressing and the keys; anything else stops the start with a sentence', () => {
    expect(parseS3Url('s3://AK%2B1:se%2Fcret@minio.internal:9000/agency-files?region=eu-west-1&forcePathStyle=true&tls=false')).toEqual({
      endpoint: 'http://minio.internal:9000', bucket: 'agency-files', region: 'eu-west-1', forcePathStyle: true,
      credentials: { accessKeyId: 'AK+1', secretAccessKey: 'se/cret' },
    });
    expect(parseS3Url('s3://s3.us-east-2.amazonaws.com/desk')).toEqual({ endpoint: 'https://s3.us-east-2.amazonaws.com', bucket: 'desk', region: 'us-east-1', forcePathStyle: false });
    for (const bad of ['https://host/bucket', 's3://host', 's3://host/a/b', 's3://key@host/bucket', 's3://host/bucket?tls=no', 'not a url']) {
      expect(() => parseS3Url(bad), bad).toThrow(ConfigError);
    }
  });
});

/**
 * The files on an S3-compatible server (s3rver, started here) instead of DATA_DIR/files: uploads
 * land in the bucket and come back through the signed links byte for byte, a removed form's PDF
 * leaves the bucket, and a bucket out of reach answers 503 with a sentence. One database suffices:
 * the store is the same whichever it is.
 */
for (const backend of backends.filter((b) => b === 'pglite')) {
  describe(`files in an S3 bucket (${backend})`, () => {
    let s3: Awaited<ReturnType<typeof s3Server>>;
    let dataDir: string;
    let database: Database;
    let app: FastifyInstance;
    let token: string;
    beforeAll(async () => {
      // a request to the bucket is signed with the time: on TEST_TODAY's day the bucket would refuse it
      useRealDate();
      s3 = await s3Server();
      dataDir = mkdtempSync(join(tmpdir(), 'agency-desk-s3-data-'));
      const files = loadFileSettings({ S3_URL: s3.url }, { dataDir, production: false });
      database = await openDatabase({ loadDataDir: readFileSync(inject('seeded').pgliteDump ?? '') });
      ({ app } = await buildApp({ db: database.db, cipher: createFieldCipher(Buffer.from(inject('seeded').cipherKey, 'base64')), files }));
      const login = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'admin@harbor.test', password: demoPassword } });
      token = login.json().resolved.token;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await s3?.remove();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      applyTestToday();
    });

    const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const upload = (name: string, content: Buffer) => {
      const body = multipart([{ name: 'file', filename: name, content }]);
      return app.inject({ method: 'POST', url: '/v1/upload/file', payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
    };
    const objectOf = (hash: string) => join(s3.objects, 'sha256', hash.slice(0, 2), hash.slice(2, 4), `${hash}._S3rver_object`);
    const linkOf = async (id: string) => (await as('GET', `/v1/file/magic-link?file_Reference_Id=${id}`)).json().resolved.magicLink[0].magic_link as string;

    it('keeps an upload in the bucket (not in DATA_DIR) and serves it back through its link byte for byte', async () => {
      const bytes = pdf(`Schedule ${'x'.repeat(200_000)}`);
      const uploaded = await upload('schedule.pdf', bytes);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const id = uploaded.json().resolved.file_Reference_Id as string;
      const [stored] = await database.db.execute(sql`select sha256 from file_versions where file_id = ${id}`).then((r) => (r as unknown as { rows: { sha256: string }[] }).rows);
      expect(stored.sha256).toBe(sha256(bytes));
      expect(existsSync(objectOf(stored.sha256))).toBe(true);
      // nothing of it under DATA_DIR: no local store, no spooled upload left behind
      expect(existsSync(join(dataDir, 'files', 'sha256'))).toBe(false);
      expect(readdirSync(join(dataDir, 'files', 'incoming'))).toEqual([]);

      const served = await app.inject({ method: 'GET', url: await linkOf(id) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(sha256(served.rawPayload)).toBe(stored.sha256);
      // the same bytes again are the same object
      expect((await upload('copy.pdf', bytes)).statusCode).toBe(200);
      expect(readdirSync(join(s3.objects, 'sha256', stored.sha256.slice(0, 2), stored.sha256.slice(2, 4))).filter((n) => n.endsWith('._S3rver_object'))).toEqual([`${stored.sha256}._S3rver_object`]);
    });

    it("deletes a tenant's form PDF from the bucket when the form is replaced or removed, and keeps bytes a file still uses", async () => {
      const formPdf = async (field: string) => {
        const doc = await PDFDocument.create();
        doc.getForm().createTextField(field).addToPage(doc.addPage(), { x: 40, y: 700, width: 300, height: 24 });
        return Buffer.from(await doc.save());
      };
      const first = await formPdf('Insured');
      const second = await formPdf('NamedInsured');
      const save = (bytes: Buffer, field: string) => as('PUT', '/v1/certificate/form', { form: 'acord_25', pdf: bytes.toString('base64'), field_Map: { insured: field } });

      expect((await save(first, 'Insured')).statusCode).toBe(200);
      expect(existsSync(objectOf(sha256(first)))).toBe(true);
      expect((await save(second, 'NamedInsured')).statusCode).toBe(200);
      expect(existsSync(objectOf(sha256(first)))).toBe(false);
      expect(existsSync(objectOf(sha256(second)))).toBe(true);
      // the same PDF also uploaded as a file: removing the form leaves the file's bytes
      expect((await upload('form.pdf', second)).statusCode).toBe(200);
      const removed = await as('PUT', '/v1/certificate/form/remove', { form: 'acord_25' });
      expect(removed.json()).toMatchObject({ responseCode: 200, resolved: { form: 'acord_25' } });
      expect(existsSync(objectOf(sha256(second)))).toBe(true);

      expect((await save(first, 'Insured')).statusCode).toBe(200);
      expect((await as('PUT', '/v1/certificate/form/remove', { form: 'acord_25' })).statusCode).toBe(200);
      expect(existsSync(objectOf(sha256(first)))).toBe(false);
    });

    // last: the bucket goes away
    it('answers 503 with a sentence while the bucket is out of reach, for an upload and for a link', async () => {
      const kept = await upload('kept.pdf', pdf('Kept before the outage'));
      const link = await linkOf(kept.json().resolved.file_Reference_Id);
      await s3.stop();
      for (const answer of [await upload('late.pdf', pdf('Sent during the outage')), await app.inject({ method: 'GET', url: link })]) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json().responseMessage).toBe(away);
        expect(answer.headers['retry-after']).toBe('5');
      }
      expect(readdirSync(join(dataDir, 'files', 'incoming'))).toEqual([]);
    });
  });
}
