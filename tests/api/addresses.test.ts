import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, humanModel, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

interface Elements {
  HouseNumber: string;
  Street: string;
  Locality: string;
  PostalCode: string;
  AdministrativeDivision: string;
}

interface Result {
  Variants: { PreformattedData: { SingleAddressLine: string }; AddressElements: Elements }[];
  PreformattedData: { SingleAddressLine: string };
  AddressElements: Elements;
}

const invalidQuery = 'The request has invalid query parameters.';
const invalidBody = 'Some fields are not valid. Please correct them and try again.';

for (const backend of backends) {
  describe(`address suggestions and validation (${backend})`, () => {
    let t: TestApp;
    let harbor: Session;
    let summit: Session;
    let street: string;
    let contactId: string;
    beforeAll(async () => {
      t = await startApp(backend);
      [harbor, summit] = await Promise.all(['admin@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
      street = `${uniqueName('Q')} Lane`;
      const address = { line1: `48 ${street}`, city: 'Boston', state_Code: 'MA', zip_Code: '02110' };
      const created = await t.as(harbor.token, {
        method: 'POST',
        url: '/v1/humans/upsert',
        payload: humanModel('Ada', 'Byron', {
          contact: { type: 'personal', physical_Same_As_Mailing: false },
          address: [
            { address_Type: 'mailing', ...address },
            { address_Type: 'physical', line1: `9 ${street} Annex`, city: 'Salem', state_Code: 'MA', zip_Code: '01970' },
          ],
        }),
      });
      expect(created.statusCode, created.body).toBe(200);
      const [link] = await t.rows<{ contact_id: string }>(
        sql`select contact_id from contact_links where record_id = ${created.json().resolved.human_Reference_Id}`,
      );
      contactId = link.contact_id;
    });
    afterAll(() => t?.close());

    const suggest = (text: string, who: Session = harbor, extra = '') =>
      t.as(who.token, { method: 'GET', url: `/v1/address/suggestions?single_Address_Line=${encodeURIComponent(text)}${extra}` });
    const results = async (text: string, who: Session = harbor, extra = ''): Promise<Result[]> => {
      const response = await suggest(text, who, extra);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success' });
      return response.json().resolved.Results;
    };
    /** suggestions from the ZIP data: a place, no street */
    const places = (found: Result[]) => found.filter((r) => r.AddressElements.Street === '');
    const validate = (payload: object, who: Session | null = harbor) =>
      who ? t.as(who.token, { method: 'POST', url: '/v1/validate/address', payload }) : t.app.inject({ method: 'POST', url: '/v1/validate/address', payload });

    describe('suggestions', () => {
      it("offers the caller's own addresses, split into the spec's address elements", async () => {
        const found = await results(street.slice(0, 8));
        expect(found).toEqual([
          {
            Variants: [],
            PreformattedData: { SingleAddressLine: `48 ${street}, Boston, MA 02110` },
            AddressElements: { HouseNumber: '48', Street: street, Locality: 'Boston', PostalCode: '02110', AdministrativeDivision: 'MA' },
          },
          {
            Variants: [],
            PreformattedData: { SingleAddressLine: `9 ${street} Annex, Salem, MA 01970` },
            AddressElements: { HouseNumber: '9', Street: `${street} Annex`, Locality: 'Salem', PostalCode: '01970', AdministrativeDivision: 'MA' },
          },
        ]);
        // every word typed, in any case, somewhere in street, city, state or ZIP; streets starting with the text first
        expect((await results(`48 ${street.toLowerCase()} boston`)).map((r) => r.AddressElements.PostalCode)).toEqual(['02110']);
        expect((await results(`${street} annex`)).map((r) => r.AddressElements.PostalCode)).toEqual(['01970']);
        expect((await results(`9 ${street}`))[0].AddressElements.PostalCode).toBe('01970');
        expect(await results(`48 ${street} Chicago`)).toEqual([]);
      });

      it("never offers another tenant's addresses", async () => {
        expect(await results(street.slice(0, 8), summit)).toEqual([]);
        const [seeded] = await t.rows<{ line1: string }>(sql`
          select c.mailing_line1 as line1 from contacts c
          where c.tenant_id = ${harbor.tenantId} and c.retired_at is null and c.mailing_line1 is not null
            and not exists (select 1 from contacts s where s.tenant_id = ${summit.tenantId}
              and (s.mailing_line1 ilike '%' || c.mailing_line1 || '%' or s.physical_line1 ilike '%' || c.mailing_line1 || '%'))
          limit 1`);
        expect((await results(seeded.line1)).map((r) => r.PreformattedData.SingleAddressLine)).toContainEqual(expect.stringContaining(seeded.line1));
        expect((await results(seeded.line1, summit)).filter((r) => r.AddressElements.Street !== '')).toEqual([]);
      });

      it('leaves out retired contacts', async () => {
        await t.rows(sql`update contacts set retired_at = now() where id = ${contactId}`);
        try {
          expect(await results(street.slice(0, 8))).toEqual([]);
        } finally {
          await t.rows(sql`update contacts set retired_at = null where id = ${contactId}`);
        }
        expect(await results(street.slice(0, 8))).toHaveLength(2);
      });

      it('takes LIKE wildcards as text', async () => {
        expect(await results('%%%')).toEqual([]);
        expect(await results('___')).toEqual([]);
      });

      it("offers 'City, ST 12345' for the first digits of a ZIP", async () => {
        const found = places(await results('6270', summit));
        expect(found.map((r) => r.PreformattedData.SingleAddressLine)).toEqual(
          ['62701', '62702', '62703', '62704', '62705', '62706', '62707', '62708'].map((zip) => `Springfield, IL ${zip}`),
        );
        expect(found[0]).toEqual({
          Variants: [],
          PreformattedData: { SingleAddressLine: 'Springfield, IL 62701' },
          AddressElements: { HouseNumber: '', Street: '', Locality: 'Springfield', PostalCode: '62701', AdministrativeDivision: 'IL' },
        });
        expect(places(await results('6270', summit, '&limit=3'))).toHaveLength(3);
        expect(places(await results('90210', summit)).map((r) => r.PreformattedData.SingleAddressLine)).toEqual(['Beverly Hills, CA 90210']);
        expect(places(await results('00000', summit))).toEqual([]);
      });

      it("offers places for a city's name, with the city's other ZIPs as variants", async () => {
        const [springfield] = places(await results('Springfield, IL', summit));
        expect(springfield.PreformattedData.SingleAddressLine).toBe('Springfield, IL 62701');
        expect(springfield.Variants.map((v) => v.AddressElements.PostalCode).slice(0, 3)).toEqual(['62702', '62703', '62704']);
        expect(springfield.Variants.length).toBeLessThanOrEqual(10);
        const [louis] = places(await results('st. louis', summit));
        expect(louis.AddressElements).toMatchObject({ Locality: 'Saint Louis', AdministrativeDivision: 'MO' });
        expect(places(await results('Bost', summit)).map((r) => r.AddressElements.Locality)).toContain('Boston');
      });

      it('puts the tenant’s own addresses first, and names the data’s licence', async () => {
        const response = await suggest('02110');
        const found: Result[] = response.json().resolved.Results;
        expect(found[0].AddressElements.Street).toBe(street);
        expect(found.at(-1)!.PreformattedData.SingleAddressLine).toBe('Boston, MA 02110');
        expect(response.json().resolved.Attribution).toMatch(/GeoNames.*CC BY 4\.0/);
      });

      it('refuses text of 2 characters or less, a bad limit and unknown names with the schema’s messages', async () => {
        for (const text of ['ab', '  ab  ']) {
          const short = await suggest(text);
          expect(short.statusCode).toBe(400);
          expect(short.json()).toMatchObject({
            responseMessage: invalidQuery,
            errors: [{ field: '/single_Address_Line', message: 'single_Address_Line must have more than 2 characters' }],
          });
        }
        const missing = await t.as(harbor.token, { method: 'GET', url: '/v1/address/suggestions' });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().errors).toEqual([{ field: '/single_Address_Line', message: 'single_Address_Line is required' }]);
        for (const limit of ['0', '101', 'Infinity', 'x']) {
          const bad = await suggest('Boston', harbor, `&limit=${limit}`);
          expect(bad.statusCode, limit).toBe(400);
          expect(bad.json().errors).toEqual([{ field: '/limit', message: 'limit must be a whole number from 1 to 100' }]);
        }
        const unknown = await suggest('Boston', harbor, '&city=Boston');
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual([{ field: '', message: 'Unknown field city' }]);
      });

      it('needs a session', async () => {
        const response = await t.app.inject({ method: 'GET', url: '/v1/address/suggestions?single_Address_Line=Boston' });
        expect(response.statusCode).toBe(401);
      });
    });

    describe('POST /v1/validate/address', () => {
      it('agrees when ZIP, city and state agree, answering the ZIP’s city and state', async () => {
        const response = await validate({ zip_Code: '62701', city: 'springfield', state_Code: 'il' });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().resolved).toEqual({
          is_Valid: true,
          zip_Code: '62701',
          city: 'Springfield',
          state_Code: 'IL',
          state: 'Illinois',
          country: 'United States',
          country_Code: 'us',
          mismatches: [],
        });
        const byName = await validate({ zip_Code: '63101-1234', city: 'St. Louis', state: 'Missouri' });
        expect(byName.json().resolved).toMatchObject({ is_Valid: true, zip_Code: '63101', city: 'Saint Louis', state_Code: 'MO' });
        const wholeModel = await validate({
          address_Type: 'mailing', line1: '12 Harbor St', line2: 'Apt 4', city: 'Boston', state_Code: 'MA', state: 'Massachusetts',
          country: 'United States', country_Code: 'us', zip_Code: '021101234', is_Current: true, is_Verified: false,
        });
        expect(wholeModel.statusCode, wholeModel.body).toBe(200);
        expect(wholeModel.json().resolved.is_Valid).toBe(true);
        // the data names 02129 Charlestown; Boston, a place under the same first three digits, agrees too
        const neighbourhood = await validate({ zip_Code: '02129', city: 'Boston', state_Code: 'MA' });
        expect(neighbourhood.json().resolved).toMatchObject({ is_Valid: true, city: 'Charlestown', state_Code: 'MA' });
        const zipOnly = await validate({ zip_Code: '02110' }, summit);
        expect(zipOnly.json().resolved).toMatchObject({ is_Valid: true, city: 'Boston', state_Code: 'MA', state: 'Massachusetts' });
      });

      it('says which part disagrees', async () => {
        const city = await validate({ zip_Code: '62701', city: 'Chicago', state_Code: 'IL' });
        expect(city.json().resolved).toMatchObject({
          is_Valid: false,
          city: 'Springfield',
          mismatches: [{ field: 'city', message: 'Zip code 62701 is in Springfield, IL, not Chicago.' }],
        });
        const farAway = await validate({ zip_Code: '02129', city: 'Springfield', state_Code: 'MA' });
        expect(farAway.json().resolved.mismatches).toEqual([{ field: 'city', message: 'Zip code 02129 is in Charlestown, MA, not Springfield.' }]);
        const state = await validate({ zip_Code: '62701', city: 'Springfield', state_Code: 'CA', state: 'Narnia' });
        expect(state.json().resolved).toMatchObject({
          is_Valid: false,
          mismatches: [
            { field: 'state_Code', message: 'Zip code 62701 is in Illinois, not California.' },
            { field: 'state', message: "'Narnia' is not a US state." },
          ],
        });
        const unknown = await validate({ zip_Code: '00000', city: 'Nowhere', state_Code: 'IL' });
        expect(unknown.json().resolved).toMatchObject({
          is_Valid: false,
          city: null,
          state_Code: null,
          mismatches: [{ field: 'zip_Code', message: 'Zip code 00000 is not a known US ZIP code.' }],
        });
      });

      it('refuses bad input with 400 and the schema’s messages', async () => {
        const cases: [object, { field: string; message: string }][] = [
          [{ zip_Code: '123' }, { field: '/zip_Code', message: 'If provided, Zip code must be either 5 or 9 digits long.' }],
          [{ city: 'Boston' }, { field: '/zip_Code', message: 'zip_Code is required' }],
          [{ zip_Code: '02110', state_Code: 'Massachusetts' }, { field: '/state_Code', message: 'state_Code must be a two-letter state code' }],
          [{ zip_Code: '02110', country_Code: 'ca' }, { field: '/country_Code', message: 'Addresses are in the United States (us)' }],
          [{ zip_Code: '02110', city: 'B'.repeat(51) }, { field: '/city', message: 'Maximum length is 50' }],
          [{ zip_Code: '02110', planet: 'Earth' }, { field: '', message: 'Unknown field planet' }],
        ];
        for (const [payload, error] of cases) {
          const response = await validate(payload);
          expect(response.statusCode, JSON.stringify(payload)).toBe(400);
          expect(response.json()).toMatchObject({ responseCode: 400, responseMessage: invalidBody });
          expect(response.json().errors).toContainEqual(error);
        }
        const notJson = await t.as(harbor.token, { method: 'POST', url: '/v1/validate/address', payload: '[1', headers: { 'content-type': 'application/json' } });
        expect(notJson.statusCode).toBe(400);
      });

      it('needs a session', async () => {
        expect((await validate({ zip_Code: '02110' }, null)).statusCode).toBe(401);
      });
    });
  });
}
