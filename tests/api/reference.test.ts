import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seeded from '../../src/server/seed/configurations.json';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

interface Item {
  Name: string;
  Code: string;
}

for (const backend of backends) {
  describe(`reference lists, configuration and pictures (${backend})`, () => {
    let t: TestApp;
    let harbor: Session;
    let viewer: Session;
    let summit: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      [harbor, viewer, summit] = await Promise.all(['csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'].map((e) => t.login(e)));
    });
    afterAll(() => t?.close());

    const get = (url: string, who: Session = harbor) => t.as(who.token, { method: 'GET', url });
    const reference = async (name: string): Promise<Item[]> => {
      const response = await get(`/v1/reference?codelist=${encodeURIComponent(`Enterprise ${name}`)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().resolved.enterpriseDetails;
    };
    const configuration = (key: string, who: Session = harbor) => get(`/v1/configuration/details?configuration_Key=${key}`, who);

    describe('reference lists', () => {
      it('lists prefixes with Mr., Mrs., Miss, Ms., Dr., Prof. first', async () => {
        const response = await get('/v1/reference?codelist=Enterprise%20PrefixName');
        expect(response.json()).toMatchObject({ responseCode: 200, responseMessage: 'Success' });
        const prefixes = response.json().resolved.enterpriseDetails as Item[];
        expect(prefixes.slice(0, 6)).toEqual([
          { Name: 'Mr.', Code: 'mr' },
          { Name: 'Mrs.', Code: 'mrs' },
          { Name: 'Miss', Code: 'miss' },
          { Name: 'Ms.', Code: 'ms' },
          { Name: 'Dr.', Code: 'dr' },
          { Name: 'Prof.', Code: 'prof' },
        ]);
        const rest = prefixes.slice(6).map((p) => p.Name);
        expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
      });

      it('sorts the states by name, as Name and Code pairs', async () => {
        const states = await reference('State');
        const names = states.map((s) => s.Name);
        expect(states).toHaveLength(51);
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
        expect(names[0]).toBe('Alabama');
        expect(names.at(-1)).toBe('Wyoming');
        expect(states).toContainEqual({ Name: 'New York', Code: 'NY' });
      });

      it('serves the other lists the forms use', async () => {
        expect((await reference('Gender')).map((g) => g.Name)).toEqual(['Female', 'Male', 'Unspecified']);
        expect((await reference('Position Name')).map((p) => p.Name)).toEqual([
          'Account Executive', 'Account Manager', 'Additional Named Insured', 'Billing Contact', 'CSR', 'Claims Contact',
          'First Named Insured', 'Primary Contact', 'Producer', 'Referral Source', 'Vendor',
        ]);
        const byAsset = await get('/v1/reference?asset_Name=MaritalStatus', viewer);
        expect(byAsset.statusCode).toBe(200);
        expect(byAsset.json().resolved.enterpriseDetails).toContainEqual({ Name: 'Married', Code: 'married' });
      });

      it('answers 404 for an unknown list, 400 without a name, 401 without a session', async () => {
        const unknown = await get('/v1/reference?codelist=Enterprise%20Nope');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().responseMessage).toBe("The reference list 'Nope' was not found.");
        const unnamed = await get('/v1/reference');
        expect(unnamed.statusCode).toBe(400);
        expect(unnamed.json().responseMessage).toBe('Name the reference list with codelist or asset_Name.');
        const signedOut = await t.app.inject({ method: 'GET', url: '/v1/reference?codelist=Enterprise%20State' });
        expect(signedOut.statusCode).toBe(401);
        expect(signedOut.json()).toMatchObject({ responseMessage: 'Your session has expired. Please sign in again.', resolved: null });
      });
    });

    describe('configuration', () => {
      it('human_Config: a human is not an agency participant by default', async () => {
        const response = await configuration('human_Config');
        expect(response.statusCode).toBe(200);
        expect(response.json().resolved.configurationDetails).toEqual({ can_Be_Added_As_Agency_Participant: false });
        expect(response.json().resolved.configurationDetails.can_Be_Added_As_Agency_Participant).toBe(false);
      });

      it('contact_Config has the phone country codes and same-as-mailing', async () => {
        const response = await configuration('contact_Config', viewer);
        expect(response.json().resolved.configurationDetails).toEqual({
          primary_Phone_Country_Code: '+1',
          secondary_Phone_Country_Code: '+1',
          fax_Country_Code: '+1',
          physical_Address_Same_As_Mailing: true,
        });
      });

      it('answers every configuration key of the spec, each per tenant, and 404 for an unknown one', async () => {
        for (const key of ['human_Config', 'entity_Config', 'opportunity_Config', 'policy_Config', 'contact_Config'] as const) {
          for (const who of [undefined, summit]) {
            const answer = await configuration(key, who);
            expect(answer.statusCode).toBe(200);
            expect(answer.json().resolved).toEqual({ configurationDetails: seeded[key] });
          }
        }
        const unknown = await configuration('nope');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().responseMessage).toBe("The configuration 'nope' was not found.");
      });
    });
  });
}
