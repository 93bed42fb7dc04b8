import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, uniqueName, type Session, type TestApp } from './helpers/app';

/** The spec's human model (document 01, section 3), every group and flag, labels beside codes and constants. */
function fullHumanModel(last: string) {
  return {
    human: {
      first_Name: 'Whole', middle_Name: 'Model', last_Name: last, preferred_Name: 'Wholly', profile_Image: undefined,
      prefix: 'Dr.', prefix_Code: 'dr', suffix: 'Jr.', pronoun: 'She/Her', pronoun_Code: 'she_her',
      is_Current: true, is_Deceased: false, is_Agency_Participant: true,
    },
    gender: { gender: 'Female', code: 'F', is_Current: true },
    dates: [{ date_Type: 'DOB', value: '1980-04-12', is_Current: true }],
    marital_Status: { marital_Status: 'Married', marital_Status_Code: 'married', is_Current: true },
    encrypted_String: [{ string_Type: 'SSN', string_Value: '123-45-6789', issuing_Authority: 'Social Security Administration', is_Current: true }],
    drivers_License: {
      license_Number: 'D1234567', license_State: 'CA', first_Licensed_Date: '1998-06-01', is_Current: true,
      license_Name: "Driver's License", license_Code: 'DL',
    },
    contact: {
      is_Primary: true, name: 'Home', type: 'personal', marketing: false, title: 'Owner', is_Current: true,
      preferred_Contact_Method: 'email',
    },
    phone_Number: [
      {
        phone_Number: '415-555-0101', phone_Type: 'mobile', phone_Usage_Type: 'personal', phone_Extension: '12', country_Code: '+1',
        can_Call: false, can_Accept_SMS: true, is_Verified: true, is_Current: true, phone_Reference_Type: 'primary',
      },
      {
        phone_Number: '415-555-0102', phone_Type: 'telephone', phone_Usage_Type: 'personal', country_Code: '+44',
        can_Call: true, can_Accept_SMS: false, is_Verified: false, is_Current: true, phone_Reference_Type: 'secondary',
      },
      { phone_Number: '415-555-0103', phone_Type: 'telephone', country_Code: '+1', is_Current: true, phone_Reference_Type: 'FAX' },
    ],
    email: { email_Address: 'whole.model@example.com', is_Verified: true, is_Current: true, code: 'personal' },
    web_url: [{ url_Type: 'LINKEDIN_URL', url: 'https://www.linkedin.com/in/whole-model', is_Current: true }],
    address: [
      {
        address_Type: 'mailing', line1: '1 Market St', line2: 'Suite 5', line3: 'Attn: Whole', line4: 'Building B', city: 'San Francisco',
        state: 'California', state_Code: 'CA', country: 'United States', country_Code: 'us', zip_Code: '94105', county: 'San Francisco',
        is_Verified: true, is_Current: true, latitude: 37.7936, longitude: -122.3958,
      },
      {
        address_Type: 'physical', line1: '2 Mission St', city: 'San Francisco', state: 'California', state_Code: 'CA', country: 'United States',
        country_Code: 'us', zip_Code: '94105-1234', county: 'San Francisco', is_Verified: false, is_Current: true, latitude: null, longitude: null,
      },
    ],
  };
}

for (const backend of backends) {
  describe(`the API takes the spec's models whole (${backend})`, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      t = await startApp(backend);
      admin = await t.login('admin@harbor.test');
    });
    afterAll(() => t?.close());
    const get = (url: string) => t.as(admin.token, { method: 'GET', url });

    it('a human: every group and flag is accepted, and reads back with labels derived from codes', async () => {
      const last = uniqueName('W');
      const created = await t.as(admin.token, { method: 'POST', url: '/v1/humans/upsert', payload: fullHumanModel(last) });
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json().resolved.human_Reference_Id;

      const form = (await get(`/v1/humans?human_Reference_Id=${id}`)).json().resolved.model;
      expect(form.human).toMatchObject({ first_Name: 'Whole', last_Name: last, prefix: 'Dr.', prefix_Code: 'dr', pronoun: 'She/Her', pronoun_Code: 'she_her', suffix: 'Jr.', is_Agency_Participant: true });
      expect(form.gender).toEqual({ gender: 'Female', code: 'F' });
      expect(form.marital_Status).toEqual({ marital_Status: 'Married', marital_Status_Code: 'married' });
      expect(form.encrypted_String).toEqual([{ string_Type: 'SSN', string_Value: '123-45-6789' }]);
      expect(form.drivers_License).toEqual({ license_Number: 'D1234567', license_State: 'CA', first_Licensed_Date: '1998-06-01' });

      const details = (await get(`/v1/humans/details?human_Reference_Id=${id}`)).json().resolved;
      expect(details).toMatchObject({ gender: 'Female', marital_Status: 'Married', dob: '1980-04-12', prefix_Label: 'Dr.', ssn: '***-**-6789' });
      const [contact] = details.contact_Details;
      expect(contact).toMatchObject({
        contact_Type: 'personal', name: 'Home', title: 'Owner', marketing: false, preferred_Contact_Method: 'email',
        primary_Phone: '415-555-0101', primary_Phone_Extension: '12', primary_Phone_Type: 'mobile', primary_Phone_Can_Call: false,
        primary_Phone_Can_Accept_SMS: true, primary_Phone_Is_Verified: true,
        secondary_Phone: '415-555-0102', secondary_Phone_Country_Code: '+44', secondary_Phone_Type: 'telephone', secondary_Phone_Can_Call: true,
        fax: '415-555-0103',
        email_Address: 'whole.model@example.com', email_Verified: true,
        linkedin_Url: 'https://www.linkedin.com/in/whole-model',
        mailing_Address_Line_1: '1 Market St', mailing_Address_Line_2: 'Suite 5', mailing_Address_Line_3: 'Attn: Whole', mailing_Address_Line_4: 'Building B',
        mailing_Address_City: 'San Francisco', mailing_Address_State_Label: 'California', mailing_Address_Zip_Code: '94105',
        mailing_Address_County: 'San Francisco', mailing_Address_Latitude: 37.7936, mailing_Address_Longitude: -122.3958, mailing_Address_Is_Verified: true,
        mailing_Address_Country_Code: 'us',
        physical_Address_Line_1: '2 Mission St', physical_Address_Zip_Code: '94105-1234', physical_Address_Latitude: null, physical_Address_Is_Verified: false,
      });
    });

    it('refuses only names the spec does not know, naming them', async () => {
      const model = fullHumanModel(uniqueName('W'));
      const response = await t.as(admin.token, {
        method: 'POST',
        url: '/v1/humans/upsert',
        payload: { ...model, human: { ...model.human, favourite_Colour: 'teal' }, email: { ...model.email, is_Spam: false } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(expect.arrayContaining([
        { field: '/human', message: 'Unknown field favourite_Colour' },
        { field: '/email', message: 'Unknown field is_Spam' },
      ]));
    });

    it('a market and a policy: the create payload whole (spec 02, section 3), every field, reads back', async () => {
      const market = await t.as(admin.token, { method: 'POST', url: '/v1/market/add', payload: {
        market_Name: uniqueName('Market'), market_Type: 'carrier', market_Description: 'Admitted', market_Image: 'https://example.com/m.png', naic_Code: '54321', website_Url: 'https://example.com', is_Active: true,
      } });
      expect(market.statusCode, market.body).toBe(200);
      const marketId = market.json().resolved.market_Reference_Id;
      const [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} limit 1`);
      const lob = (await get('/v1/lob?search=general liability')).json().resolved.lob[0];
      const number = uniqueName('POL');
      const money = (code: string, valueType: string, value: number) => ({ module: 'fiat_Values', parent: 'policy', relationship_Code: code, payload: { value_Type: valueType, fiat_Value: value, currency_Type: 'USD' } });
      const payload = {
        market_Reference_Id: marketId, opportunity_Reference_Id: null, carrier_Issued_Policy_Id: number,
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity', first_Name_Insured_Contact_Ref_Id: null,
        policy_Type: 'New', effective_Date: '2026-03-01', expiration_Date: '2027-03-01', policy_Status: 'pre_Bind', version_Title: 'Original', policy_Version: 1,
        billing_Type: 'agency_Bill', is_Financed: true, installment_Type: 'quarterly', policy_Description: 'Store and warehouse', description_Of_Operations: 'Retail hardware',
        line_Of_Business: [{ line_Of_Business_Id: lob.line_Of_Business_Id, selected_Premium: 5000, entity_Reference_Id: marketId, selected_Commission: 750 }],
        minimum_Earned_Premium: 25, minimum_Earned_Premium_Type: 'percent',
        data: [money('ACTUAL_PREMIUM', 'Premium', 5000), money('ACTUAL_COMMISSION', 'Commission', 750), money('TAX', 'surplus_lines_tax', 180), money('FEE', 'policy_fee', 150)],
      };
      const created = await t.as(admin.token, { method: 'POST', url: '/v1/policy/add', payload });
      expect(created.statusCode, created.body).toBe(200);
      const policy = (await get(`/v1/policy/fetch?policy_Reference_Id=${created.json().resolved.policy_Reference_Id}`)).json().resolved.policy;
      expect(policy).toMatchObject({
        market_Reference_Id: marketId, carrier_Issued_Policy_Id: number, first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'entity',
        policy_Type: 'New', effective_Date: '2026-03-01', expiration_Date: '2027-03-01', policy_Status: 'pre_Bind', version_Title: 'Original', policy_Version: 1,
        billing_Type: 'agency_Bill', is_Financed: true, installment_Type: 'quarterly', policy_Description: 'Store and warehouse', description_Of_Operations: 'Retail hardware',
        minimum_Earned_Premium: 25, minimum_Earned_Premium_Type: 'percent', actual_Premium: 5000, actual_Commission: 750, total_Taxes: 180, total_Fees: 150,
        line_Of_Business: [expect.objectContaining({ line_Of_Business_Id: lob.line_Of_Business_Id, selected_Premium: 5000, selected_Commission: 750, entity_Reference_Id: marketId })],
      });
      expect(policy.data).toEqual(payload.data);
      const unknown = await t.as(admin.token, { method: 'POST', url: '/v1/policy/add', payload: { ...payload, line_Of_Business: [{ ...payload.line_Of_Business[0], colour: 'red' }] } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toContainEqual({ field: '/line_Of_Business/0', message: 'Unknown field colour' });
    });

    it('an opportunity: the spec\'s model whole (spec 02, section 3), its lines and participants, every field, reads back; an unknown name is refused', async () => {
      const [{ id: entityId }] = await t.rows<{ id: string }>(sql`select id from entities where tenant_id = ${admin.tenantId} limit 1`);
      const [{ id: marketId, name: marketName }] = await t.rows<{ id: string; name: string }>(sql`select id, name from markets where tenant_id = ${admin.tenantId} limit 1`);
      const lob = (await get('/v1/lob?search=general liability')).json().resolved.lob[0];
      const payload = {
        opportunity_Reference_Id: null, irys_Case_Reference_Id: null, opportunity_Type: 'new', opportunity_Description: 'Whole model', is_Priority: true,
        effective_Date: '2026-06-01', expiration_Date: '2027-06-01', expected_Close_Date: '2026-05-15', quote_Needed_By: '2026-05-01',
        expected_Premium: '25,000.10', expected_Revenue: 3000.01, actual_Premium: null, actual_Revenue: null, assignee: admin.userId, opportunity_Source: 'referral',
        source_System_Id: 'CRM-42', segment_Reference_Ids: ['retail', 'west'], opportunity_Stage: 'prospect', stage: 'prospect', status: 'new', case_Status: 'new',
        opportunity_Status: 'open', is_Won: null, is_FollowUpNextYear: false, premium: null, revenue: null, LOB_Data: [],
        first_Name_Insured_Reference_Id: entityId, first_Name_Insured_Type: 'Entity', first_Name_Insured_Contact_Ref_Id: null,
        line_Of_Business: [{
          reference_Id: null, opportunity_Reference_Id: null, opportunity_LOB_Relationship_Reference_Id: null, line_Of_Business_Id: lob.line_Of_Business_Id,
          line_Of_Business_Reference_Code: lob.line_Of_Business_Reference_Code, name: lob.line_Of_Business_Name, description: 'Premises and products',
          client_Response_Status: null, market_Reference_Id: marketId, market_Name: marketName, market_Description: null, market_Type: 'carrier', market_Image: null,
          selected_Premium: '20,000', selected_Commission: 2400, client_Decline_Reason: null, entity_Reference_Id: marketId, coverage_Reference_Id: 'COV-1',
          effective_Date: '2026-06-01', expiration_Date: '2027-06-01',
        }],
        agency_Participants: [], additional_Named_Insureds: [], additional_Participants: [{ reference_Id: entityId, type: 'entity', role: 'Landlord' }],
      };
      const created = await t.as(admin.token, { method: 'POST', url: '/v1/opportunity/add', payload });
      expect(created.statusCode, created.body).toBe(200);
      const opportunity = (await get(`/v1/opportunity?opportunity_Reference_Id=${created.json().resolved.opportunity_Reference_Id}`)).json().resolved.opportunity[0];
      expect(opportunity).toMatchObject({
        opportunity_Type: 'new', opportunity_Description: 'Whole model', is_Priority: true, effective_Date: '2026-06-01', expiration_Date: '2027-06-01',
        expected_Close_Date: '2026-05-15', quote_Needed_By: '2026-05-01', expected_Premium: 25000.1, expected_Revenue: 3000.01, actual_Premium: null,
        assignee: admin.userId, opportunity_Source: 'referral', source_System_Id: 'CRM-42', segment_Reference_Ids: ['retail', 'west'], opportunity_Stage: 'prospect',
        status: 'new', case_Status: 'new', opportunity_Status: 'open', is_Won: null, is_FollowUpNextYear: false, first_Name_Insured_Reference_Id: entityId,
        first_Name_Insured_Type: 'entity', irys_Case_Reference_Id: created.json().resolved.irys_Case_Reference_Id,
        line_Of_Business: [expect.objectContaining({
          line_Of_Business_Id: lob.line_Of_Business_Id, name: lob.line_Of_Business_Name, description: 'Premises and products', market_Reference_Id: marketId, market_Name: marketName,
          selected_Premium: 20000, selected_Commission: 2400, entity_Reference_Id: marketId, coverage_Reference_Id: 'COV-1', effective_Date: '2026-06-01', expiration_Date: '2027-06-01',
        })],
        additional_Participants: [expect.objectContaining({ reference_Id: entityId, type: 'entity', role: 'Landlord' })],
      });
      const unknown = await t.as(admin.token, { method: 'POST', url: '/v1/opportunity/add', payload: { ...payload, line_Of_Business: [{ ...payload.line_Of_Business[0], colour: 'red' }], mood: 'keen' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual(expect.arrayContaining([{ field: '/line_Of_Business/0', message: 'Unknown field colour' }, { field: '', message: 'Unknown field mood' }]));
    });

    it('takes an empty email as null, as the spec sends it', async () => {
      const model = { ...fullHumanModel(uniqueName('W')), email: null };
      const response = await t.as(admin.token, { method: 'POST', url: '/v1/humans/upsert', payload: model });
      expect(response.statusCode, response.body).toBe(200);
    });
  });
}
