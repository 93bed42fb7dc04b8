import { describe, expect, it } from 'vitest';
import { normaliseInput, normaliseInputTraced } from '../../src/engine/core/normaliseInput';
import { validateModel } from '../../src/engine/core/validation';
import validateEntity from '../../src/generated/validators/entity.js';
import validateTask from '../../src/generated/validators/task.js';
import validateHumanContact from '../../src/generated/validators/human-contact.js';

const schema = {
  type: 'object',
  required: ['name'],
  properties: {
    name: { type: 'string', pattern: '\\S' },
    website: { type: 'string', format: 'uri' },
    nickname: { type: 'string', maxLength: 20 },
    code: { type: 'string', pattern: '^(\\d{2})?$' },
    note: { type: ['string', 'null'] },
    ref: { anyOf: [{ type: 'string', format: 'uuid' }, { type: 'null' }] },
    source: { enum: ['phone', null] },
    count: { type: 'integer' },
    group: { type: 'object', properties: { url: { type: 'string', minLength: 1 } } },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind'],
        properties: { kind: { enum: ['mailing', 'physical'] }, line1: { type: 'string', pattern: '\\S' }, is_Current: { type: 'boolean' } },
      },
    },
    fees: {
      type: 'array',
      items: { type: 'object', required: ['type', 'fee'], properties: { type: { const: 'policy_fee' }, fee: { type: 'number' } } },
    },
    tags: { type: 'array', items: { type: 'string', minLength: 1 } },
  },
};

describe('the input normaliser', () => {
  it("treats an optional '' or null its schema refuses as not sent", () => {
    expect(normaliseInput(schema, { name: 'Acme', website: '', count: null, ref: '', group: { url: '' } })).toEqual({ name: 'Acme', group: {} });
  });

  it("keeps '' and null where the schema admits them", () => {
    const sent = { name: 'Acme', nickname: '', code: '', note: null, ref: null, source: null };
    expect(normaliseInput(schema, sent)).toEqual(sent);
  });

  it('keeps a required property as sent, so the schema answers with its own message', () => {
    expect(normaliseInput(schema, { name: '' })).toEqual({ name: '' });
    expect(normaliseInput(schema, { name: null })).toEqual({ name: null });
  });

  it('drops rows left entirely empty, and rows holding only their kind and flags', () => {
    const sent = { name: 'Acme', rows: [{ kind: 'mailing', line1: '', is_Current: true }, {}, { kind: 'physical', line1: '1 Main St' }], tags: ['', 'a'] };
    expect(normaliseInput(schema, sent)).toEqual({ name: 'Acme', rows: [{ kind: 'physical', line1: '1 Main St' }], tags: ['a'] });
  });

  it('keeps a row missing a required value, so the schema names it', () => {
    expect(normaliseInput(schema, { name: 'Acme', fees: [{ type: 'policy_fee' }] })).toEqual({ name: 'Acme', fees: [{ type: 'policy_fee' }] });
  });

  it('keeps every row when asked (a form checks its rows where the screen shows them)', () => {
    const sent = { name: 'Acme', rows: [{ kind: 'mailing', line1: '' }] };
    expect(normaliseInput(schema, sent, { keepRows: true })).toEqual({ name: 'Acme', rows: [{ kind: 'mailing' }] });
  });

  it('leaves unknown properties and the input itself alone', () => {
    const sent = { name: 'Acme', other: '' };
    expect(normaliseInput(schema, sent)).toEqual({ name: 'Acme', other: '' });
    expect(sent).toEqual({ name: 'Acme', other: '' });
  });

  it("lets the entity model's empty website, FEIN, DBA and picture through its schema", () => {
    const sent = { entity: { name: 'Harbor Test LLC', website_Url: '', fein: '', dba: '', profile_Image: '', annual_Revenue: null } };
    expect(validateEntity(sent)).toBe(false);
    expect(validateModel(validateEntity, normaliseInput(validateEntity.schema, sent))).toEqual({});
  });

  it("still answers a required business name with the schema's own messages", () => {
    const sent = { entity: { name: '', website_Url: '' } };
    expect(validateModel(validateEntity, normaliseInput(validateEntity.schema, sent))).toEqual({ '/entity/name': 'Minimum length is 5' });
    expect(validateModel(validateEntity, normaliseInput(validateEntity.schema, { entity: { website_Url: '' } }))).toEqual({ '/entity/name': 'Business Name is required' });
  });

  it("lets the spec's new task through: task and case ids null, an empty relation", () => {
    const sent = {
      irys_Task: { task_Reference_Id: null, case_Reference_Id: null, task_Name: 'Call back', task_Description: '', due_Date: null, source: null, assignee: [] },
      data: [],
    };
    expect(validateTask(sent)).toBe(false);
    expect(validateModel(validateTask, normaliseInput(validateTask.schema, sent))).toEqual({});
  });

  it("drops a contact form's address with every line empty", () => {
    const id = '0b6f3c9e-52a1-4d7e-9f0a-2c4b6d8e1f3a';
    const sent = { id, contact: { type: 'personal', name: 'Ann Lee' }, address: [{ address_Type: 'mailing', line1: '', line2: '', city: '', state_Code: '', zip_Code: '', is_Current: true }] };
    expect(validateHumanContact(sent)).toBe(false);
    const normalised = normaliseInput(validateHumanContact.schema, sent);
    expect(normalised).toEqual({ id, contact: { type: 'personal', name: 'Ann Lee' }, address: [] });
    expect(validateModel(validateHumanContact, normalised)).toEqual({});
  });
});

describe('normaliseInputTraced', () => {
  const id = '0b6f3c9e-52a1-4d7e-9f0a-2c4b6d8e1f3a';

  it("names a row after a dropped empty one by its place as sent (the fuzz's case: a website with only its type, then one without)", () => {
    const sent = { id, contact: { type: 'personal', name: 'Ann Lee' }, web_url: [{ url_Type: 'WEBSITE_URL', is_Current: false }, { url: 'https://ann.example.com', is_Current: false }] };
    const read = normaliseInputTraced(validateHumanContact.schema, sent);
    expect(read.value.web_url).toEqual([{ url: 'https://ann.example.com', is_Current: false }]);
    const errors = validateModel(validateHumanContact, read.value);
    expect(Object.keys(errors)).toEqual(['/web_url/0/url_Type']);
    expect(read.sentPointer('/web_url/0/url_Type')).toBe('/web_url/1/url_Type');
  });

  it('maps nested lists, and leaves pointers alone where nothing was dropped', () => {
    const schema = { type: 'object', properties: { rows: { type: 'array', items: { type: 'object', properties: { kind: { enum: ['a'] }, cells: { type: 'array', items: { type: 'object', properties: { v: { type: 'string' }, on: { type: 'boolean' } } } } } } } } };
    const read = normaliseInputTraced(schema, { rows: [{}, { kind: 'a', cells: [{ on: true }, { v: '' }, { v: 'x' }] }] });
    expect(read.value).toEqual({ rows: [{ kind: 'a', cells: [{ v: 'x' }] }] });
    expect(read.sentPointer('/rows/0/cells/0/v')).toBe('/rows/1/cells/2/v');
    expect(read.sentPointer('/rows/0/kind')).toBe('/rows/1/kind');
    expect(read.sentPointer('')).toBe('');
    expect(normaliseInputTraced(schema, { rows: [{ kind: 'a' }] }).sentPointer('/rows/0/kind')).toBe('/rows/0/kind');
  });
});
