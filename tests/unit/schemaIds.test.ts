import { describe, expect, it } from 'vitest';
import { ajv, propertiesOf, schemas } from './fixtures/schemaProperties';

/**
 * Every id a body or a query carries is checked as a UUID by its schema, so a malformed one answers
 * 400 naming the field instead of reaching the database (issue 17, item 5). An id is a property
 * named `id` or ending in `Id` or `Ids` (`_Id`, `Ref_Id`, `Reference_Id`, `marketId`,
 * `lob_Reference_Ids`); 'not-a-uuid' and 36 characters that are not a UUID must fail it, alone, in a
 * list, or in a list sent as JSON or comma-separated text (a query's), and a UUID must pass one of
 * these. Not ids of ours, and so free text: the fields below, each with why.
 */
const notOurIds: Record<string, string> = {
  carrier_Issued_Policy_Id: 'the policy number the carrier gave',
  source_System_Id: "the record's id in the system it came from",
  coverage_Reference_Id: "a coverage's code, kept as text",
  segment_Reference_Ids: 'segment codes, kept as text',
  string_Data_Reference_Id: "a tag's key as the client keeps it; not read",
  emailId: "a recipient's email address (the spec's name for it)",
  'policy#/$defs/fee/properties/id': "the fee editor's row key (a number or text)",
  'policy#/$defs/tax/properties/id': "the tax editor's row key (a number or text)",
  'policy-draft#/properties/id': "the drafts panel's row key (a number or text)",
};

const uuid = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';
const shapes = (value: string) => [value, [value], JSON.stringify([value]), `${value},${value}`];
const bad = ['not-a-uuid', '3f2a9c1e8b7d4e6f9a0b1c2d3e4f5a6b----'].flatMap(shapes);

describe('ids in schemas', () => {
  const ids = propertiesOf(schemas).filter(({ name, ref }) => (name === 'id' || /Ids?$/.test(name)) && !(name in notOurIds) && !(ref in notOurIds));

  it('finds the ids of every body and query', () => {
    expect(ids.length).toBeGreaterThan(130);
    expect(ids.map(({ ref }) => ref)).toContain('opportunity#/$defs/fields/properties/opportunity_Reference_Id');
  });

  it('takes only a UUID (or a list of them) for every id', () => {
    const loose = ids.filter(({ ref }) => {
      const validate = ajv.compile({ $ref: ref });
      return bad.some((value) => validate(value)) || !shapes(uuid).some((value) => validate(value));
    });
    expect(loose.map(({ ref }) => ref)).toEqual([]);
  });
});
