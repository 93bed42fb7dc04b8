import { describe, expect, it } from 'vitest';
import { routes } from '../../src/server/composition/routes';

describe('route registry', () => {
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s declares its query, body and path schemas', (_name, route) => {
    expect(route.query?.schema, 'query schema').toBeTypeOf('object');
    if (route.method === 'POST' || route.method === 'PUT') expect(route.body?.schema, 'body schema').toBeTypeOf('object');
    if (route.url.includes(':')) expect(route.params?.schema, 'path parameters schema').toBeTypeOf('object');
  });
});
