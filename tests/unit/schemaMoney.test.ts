import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ajv, propertiesOf, schemas } from './fixtures/schemaProperties';

/**
 * Money takes cents (issue 17, item 10): every number a body takes, apart from the coordinates, the
 * editors' row keys and a draft's tax state (any value while the draft is filled), refuses a third
 * decimal, and what refuses it is the one shared definition, common#/$defs/cents. Query bounds are
 * filters, not amounts kept (DECISIONS 171).
 */
const notMoney = new Set(['latitude', 'longitude', 'policy-draft#/properties/taxInfo/items/properties/state', 'policy#/$defs/fee/properties/id', 'policy#/$defs/tax/properties/id', 'policy-draft#/properties/id']);

const bodies = schemas.filter(({ file }) => !file.endsWith('.query.schema.json'));

/** The errors as ajv found them, under the schema's own messages. */
const originals = (errors: ErrorObject[]): ErrorObject[] => errors.flatMap((e) => (e.keyword === 'errorMessage' ? originals(e.params.errors as ErrorObject[]) : [e]));

describe('money in schemas', () => {
  const amounts = propertiesOf(bodies).filter(({ name, ref }) => !notMoney.has(name) && !notMoney.has(ref) && ajv.compile({ $ref: ref })(1.5));

  it('finds the amounts of every body', () => {
    expect(amounts.map(({ ref }) => ref)).toEqual(expect.arrayContaining([
      'entity#/properties/entity/properties/annual_Revenue', 'policy#/$defs/line/properties/selected_Premium', 'opportunity#/$defs/fields/properties/expected_Premium',
    ]));
  });

  it('refuses a third decimal in every amount by the shared cents definition, and takes two', () => {
    const loose = amounts.filter(({ ref }) => {
      const validate = ajv.compile({ $ref: ref });
      if (!validate(12.34) || validate(0.001)) return true;
      return !originals(validate.errors ?? []).some((e) => e.keyword === 'decimals' && e.schemaPath === 'common#/$defs/cents/then/decimals');
    });
    expect(loose.map(({ ref }) => ref)).toEqual([]);
  });
});
