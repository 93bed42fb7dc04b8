import { describe, expect, it } from 'vitest';
import entitiesSearch from '../../schemas/entity/entities-search.query.schema.json';
import humansSearch from '../../schemas/human/humans-search.query.schema.json';
import { entitySearch } from '../../src/server/modules/entities/declarations';
import { humanSearch } from '../../src/server/modules/humans/declarations';

const standard = ['limit', 'page', 'sort', 'sortKey', 'search'];

describe.each([
  ['humans', humanSearch, humansSearch],
  ['entities', entitySearch, entitiesSearch],
] as const)('the %s search declaration and its query schema', (_name, declaration, schema) => {
  it('sorts by exactly the keys the query schema allows, the default first among them', () => {
    expect(Object.keys(declaration.sortKeys).sort()).toEqual([...schema.properties.sortKey.enum].sort());
    expect(declaration.defaultSortKey).toBe(schema.properties.sortKey.default);
  });

  it('filters by exactly the query schema’s other parameters', () => {
    const filters = Object.keys(schema.properties).filter((key) => !standard.includes(key));
    expect(Object.keys(declaration.filters).sort()).toEqual(filters.sort());
  });
});
