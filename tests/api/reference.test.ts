import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type TestApp } from './support/app';

// a 1x1 transparent PNG
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

for (const backend of backends) {
  describe(`reference lists, configuration and pictures (${backend})`, () => {
    let t: TestApp;
    let harbor: string;
    let summit: string;
    beforeAll(async () => {
      t = await startApp(backend);
      harbor = (await t.login('csr@harbor.test')).token;
      summit = (await t.login('admin@summit.test')).token;
    });
    afterAll(() => t.close());

    const reference = async (name: string) =>
      (await t.as(harbor, { method: 'GET', url: `/v1/reference?codelist=${encodeURIComponent(`Enterprise ${name}`)}` })).json().resolved.enterpriseDetails as { Name: string; Code: string }[];

    it('lists prefixes with Mr., Mrs., Miss, Ms., Dr., Prof. first', async () => {
      expect((await reference('PrefixName')).slice(0, 6).map((p) => p.Name)).toEqual(['Mr.', 'Mrs.', 'Miss', 'Ms.', 'Dr.', 'Prof.']);
    });

    it('sorts other lists by name and answers Name/Code pairs', async () => {
      const states = await reference('State');
      expect(states.map((s) => s.Name)).toEqual([...states.map((s) => s.Name)].sort((a, b) => a.localeCompare(b)));
      expect(states).toContainEqual({ Name: 'New York', Code: 'NY' });
      expect((await reference('Position Name')).map((p) => p.Name)).toContain('Account Executive');
      const byAsset = await t.as(harbor, { method: 'GET', url: '/v1/reference?asset_Name=Gender' });
      expect(byAsset.json().resolved.enterpriseDetails.length).toBeGreaterThan(1);
    });

    it('answers 404 for an unknown list and 400 without a name', async () => {
      expect((await t.as(harbor, { method: 'GET', url: '/v1/reference?codelist=Enterprise%20Nope' })).statusCode).toBe(404);
      expect((await t.as(harbor, { method: 'GET', url: '/v1/reference' })).statusCode).toBe(400);
    });

    it('serves the configuration per key', async () => {
      const human = await t.as(harbor, { method: 'GET', url: '/v1/configuration/details?configuration_Key=human_Config' });
      expect(human.json().resolved.configurationDetails).toEqual({ can_Be_Added_As_Agency_Participant: false });
      const contact = await t.as(harbor, { method: 'GET', url: '/v1/configuration/details?configuration_Key=contact_Config' });
      expect(Object.keys(contact.json().resolved.configurationDetails).sort()).toEqual([
        'fax_Country_Code', 'physical_Address_Same_As_Mailing', 'primary_Phone_Country_Code', 'secondary_Phone_Country_Code',
      ]);
      expect((await t.as(harbor, { method: 'GET', url: '/v1/configuration/details?configuration_Key=nope' })).statusCode).toBe(404);
    });

    it("stores a profile picture for the tenant and serves it only to that tenant", async () => {
      const saved = await t.as(harbor, { method: 'POST', url: '/v1/profile', payload: { profile_Image: png } });
      expect(saved.statusCode).toBe(200);
      const url = saved.json().profile_Image_Url as string;
      expect(url).toMatch(/^\/v1\/profile\/[0-9a-f-]{36}$/);
      const image = await t.as(harbor, { method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
      expect((await t.as(summit, { method: 'GET', url })).statusCode).toBe(404);
    });

    it('refuses a picture that is no image, or has the data: prefix', async () => {
      const text = await t.as(harbor, { method: 'POST', url: '/v1/profile', payload: { profile_Image: Buffer.from('hello').toString('base64') } });
      expect(text.statusCode).toBe(400);
      expect(text.json().responseMessage).toBe('The picture must be a PNG, JPEG, GIF or WebP image.');
      const prefixed = await t.as(harbor, { method: 'POST', url: '/v1/profile', payload: { profile_Image: `data:image/png;base64,${png}` } });
      expect(prefixed.statusCode).toBe(400);
    });
  });
}
