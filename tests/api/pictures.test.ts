import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopesFor, seedUser } from '../../src/server/seed/demo';
import { backends, humanModel, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

const notAPicture = 'The picture must be a PNG, JPEG, GIF or WebP image.';
const notBase64 = 'profile_Image must be a base64 picture without the data: prefix.';
const invalidFields = 'Some fields are not valid. Please correct them and try again.';

/** a real picture of the given format, 40 x 30 pixels */
const picture = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } } }).toFormat(format).toBuffer();

for (const backend of backends) {
  describe(`profile pictures (${backend})`, () => {
    let t: TestApp;
    let csr: Session;
    let admin: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [csr, admin, viewer, summit] = await Promise.all(
        ['csr@harbor.test', 'admin@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)),
      );
    });
    afterAll(() => t?.close());

    const get = (url: string, who: Session = csr) => t.as(who.token, { method: 'GET', url });
    const upload = (data: Buffer | unknown, who: Session = csr, extra: object = {}) =>
      t.as(who.token, { method: 'POST', url: '/v1/profile', payload: { profile_Image: Buffer.isBuffer(data) ? data.toString('base64') : data, ...extra } });
    const uploaded = async (data: Buffer, who: Session = csr, extra: object = {}) => {
      const response = await upload(data, who, extra);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().profile_Image_Url as string;
    };
    const addHuman = (profile_Image: unknown, who: Session = csr) =>
      t.as(who.token, { method: 'POST', url: '/v1/humans/upsert', payload: humanModel('Pic', uniqueName(), { human: { first_Name: 'Pic', last_Name: uniqueName(), profile_Image } }) });
    const pictureRow = async (url: string) =>
      (await t.rows<{ record_id: string | null; record_type: string }>(sql`select record_id, record_type from profile_images where id = ${url.split('/').pop()}`))[0];

    it('re-encodes what it stores as a 256 px WebP, served to the tenant only', async () => {
      for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
        const url = await uploaded(await picture(format));
        expect(url).toMatch(/^\/v1\/profile\/[0-9a-f-]{36}$/);
        for (const who of [csr, viewer]) {
          const image = await get(url, who);
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toBe('image/webp');
          const meta = await sharp(image.rawPayload).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
        }
        const foreign = await get(url, summit);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json().responseMessage).toBe('Picture was not found.');
      }
      const anonymous = await t.app.inject({ method: 'GET', url: await uploaded(await picture('png')) });
      expect(anonymous.statusCode).toBe(401);
    });

    it('refuses files that only begin like a picture, and keeps none of the bytes of one that is', async () => {
      const png = await picture('png');
      const disguised = [
        Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
        Buffer.from('GIF89a=1;alert(document.cookie)//'),
        Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(64)]),
        Buffer.from('hello, not a picture'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      ];
      for (const data of disguised) {
        const response = await upload(data);
        expect(response.statusCode).toBe(400);
        expect(response.json().responseMessage).toBe(notAPicture);
      }
      // a JPEG carrying PHP after its end: stored as a new WebP without it
      const php = Buffer.from('<?php system($_GET["c"]); ?>');
      const url = await uploaded(Buffer.concat([await picture('jpeg'), php]));
      const stored = (await get(url)).rawPayload;
      expect(stored.includes(php)).toBe(false);
      expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    });

    it('refuses text that is not base64, or carries the data: prefix, with 400', async () => {
      const png = (await picture('png')).toString('base64');
      for (const bad of [`data:image/png;base64,${png}`, '', 42, null, 'not base64!']) {
        const response = await upload(bad);
        expect(response.statusCode).toBe(400);
        expect(response.json().responseMessage).toBe(invalidFields);
        expect(response.json().errors).toEqual([{ field: '/profile_Image', message: notBase64 }]);
      }
    });

    it('takes a picture of exactly 2 MB and refuses one byte more', async () => {
      const jpeg = await picture('jpeg');
      const sized = (bytes: number) => Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
      expect((await upload(sized(2 * 1024 * 1024), admin)).statusCode).toBe(200);
      const over = await upload(sized(2 * 1024 * 1024 + 1), admin);
      expect(over.statusCode).toBe(413);
      expect(over.json().responseMessage).toBe('The picture is larger than 2 MB.');
      const farOver = await upload(sized(2.5 * 1024 * 1024), admin);
      expect(farOver.statusCode).toBe(400);
      expect(farOver.json().errors).toEqual([{ field: '/profile_Image', message: 'The picture is larger than 2 MB.' }]);
    });

    it("needs the edit scope of the record the picture is for", async () => {
      const png = await picture('png');
      const refused = await upload(png, viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().responseMessage).toBe("You don't have permission to perform this action (human-edit).");
      expect((await upload(png, viewer, { workflow_Name: 'entity' })).json().responseMessage).toBe("You don't have permission to perform this action (entity-edit).");
      expect((await pictureRow(await uploaded(png, csr, { workflow_Name: 'entity' }))).record_type).toBe('entity');
      const policy = await upload(png, csr, { workflow_Name: 'policy' });
      expect(policy.statusCode).toBe(400);
      expect(policy.json().errors.map((e: { field: string }) => e.field)).toEqual(['/workflow_Name']);
    });

    it('answers 404 for an unknown picture, and for an id that only looks like one', async () => {
      expect((await get('/v1/profile/00000000-0000-4000-8000-000000000000')).json().responseMessage).toBe('Picture was not found.');
      for (const id of ['not-a-picture', '-'.repeat(36)]) {
        const response = await get(`/v1/profile/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().responseMessage).toBe(`There is no GET /v1/profile/${id}.`);
      }
    });

    describe("a human's profile_Image", () => {
      it('must be a picture stored for a human of this tenant', async () => {
        const summitPicture = await uploaded(await picture('png'), summit);
        const entityPicture = await uploaded(await picture('png'), csr, { workflow_Name: 'entity' });
        for (const bad of ['javascript:alert(1)', 'https://tracker.example/p.gif', '"><svg onload=alert(1)>', '/v1/profile/../auth/logout']) {
          const response = await addHuman(bad);
          expect(response.statusCode).toBe(400);
          expect(response.json().errors).toEqual([{ field: '/human/profile_Image', message: 'The picture must be one uploaded to Agency Desk' }]);
        }
        for (const notOurs of [summitPicture, entityPicture, '/v1/profile/00000000-0000-4000-8000-000000000000']) {
          const response = await addHuman(notOurs);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toMatchObject({ responseMessage: invalidFields, errors: [{ field: '/human/profile_Image', message: 'The picture was not found. Upload it again.' }] });
        }
      });

      it('links the picture to the human; another human cannot take it; a new one replaces it', async () => {
        const first = await uploaded(await picture('png'));
        const added = await addHuman(first);
        expect(added.statusCode, added.body).toBe(200);
        const { human_Reference_Id: id, version } = added.json().resolved;
        expect(await pictureRow(first)).toEqual({ record_id: id, record_type: 'human' });
        const taken = await addHuman(first);
        expect(taken.statusCode).toBe(400);

        const second = await uploaded(await picture('jpeg'));
        const updated = await t.as(csr.token, {
          method: 'POST',
          url: '/v1/humans/update',
          payload: { human_Reference_Id: id, version, to_Update: { human: { first_Name: 'Pic', last_Name: 'Replaced', profile_Image: second } } },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        expect((await pictureRow(second)).record_id).toBe(id);
        expect(await pictureRow(first)).toBeUndefined();
        expect((await get(first)).statusCode).toBe(404);
        const details = await get(`/v1/humans/details?human_Reference_Id=${id}`);
        expect(details.json().resolved.profile_Image).toBe(second);
        // the human's model, as the edit page reads it, carries it too
        const model = await get(`/v1/humans?human_Reference_Id=${id}`);
        expect(model.statusCode, model.body).toBe(200);
        expect(model.json().resolved.model.human.profile_Image).toBe(second);
      });

      it('removes pictures no record took within a day', async () => {
        const linked = await uploaded(await picture('png'));
        expect((await addHuman(linked)).statusCode).toBe(200);
        const stale = await uploaded(await picture('png'));
        const fresh = await uploaded(await picture('png'));
        const ids = [linked, stale].map((u) => u.split('/').pop()!);
        await t.rows(sql`update profile_images set created_at = now() - interval '25 hours' where id in (${ids[0]}, ${ids[1]})`);
        await uploaded(await picture('png'));
        expect(await pictureRow(stale)).toBeUndefined();
        expect(await pictureRow(linked)).toBeDefined();
        expect(await pictureRow(fresh)).toBeDefined();
      });
    });

    it('limits each user to 30 pictures an hour', async () => {
      const email = `${uniqueName('uploader').toLowerCase()}@harbor.test`;
      await seedUser(t.db, email, 'Uma', 'Uploader', [{ tenantId: csr.tenantId, scopes: scopesFor('csr'), isDefault: true }]);
      const { token } = await t.login(email);
      const png = (await picture('png')).toString('base64');
      const send = () => t.as(token, { method: 'POST', url: '/v1/profile', payload: { profile_Image: png } });
      for (let i = 0; i < 30; i += 1) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().responseMessage).toBe('Too many pictures uploaded. Try again in 60 minutes.');
      // others upload on
      expect((await upload(Buffer.from(png, 'base64'), csr)).statusCode).toBe(200);
    });
  });
}
