import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startApp, type TestApp } from './helpers/app';

/** Every $ref in a schema tree. */
const refsIn = (node: unknown): string[] =>
  Array.isArray(node) ? node.flatMap(refsIn)
    : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))
      : [];

describe('the API reference (/docs)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backends[0]);
  });
  afterAll(() => t?.close());

  it('documents each route with its body and query schemas whole: what they refer to in other schemas is written out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> }; parameters?: unknown[] }>> };
    const addHuman = document.paths['/v1/humans/upsert'].post.requestBody!.content['application/json'].schema as { properties: Record<string, { properties?: Record<string, unknown> }> };
    // the human's contact comes from schemas/contact: its fields are in the human's own schema
    expect(Object.keys(addHuman.properties.contact.properties ?? {})).toEqual(expect.arrayContaining(['type', 'preferred_Contact_Method']));
    const external = Object.values(document.paths).flatMap((methods) => Object.values(methods)).flatMap((op) => refsIn([op.requestBody, op.parameters]))
      .filter((ref) => !ref.startsWith('#'));
    expect(external).toEqual([]);
  });
});
