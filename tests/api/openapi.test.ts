// one database: the API document
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf } from '../../src/server/http/answers';
import { routes } from '../../src/server/composition/routes';
import { answerProblems } from './helpers/answers';
import { backends, startApp, type TestApp } from './helpers/app';

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  'x-scope': string;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { $ref?: string }>;
}
interface OpenApi {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>; responses: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** Every $ref in a schema tree. */
const refsIn = (node: unknown): string[] =>
  Array.isArray(node) ? node.flatMap(refsIn)
    : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refsIn(v)))
      : [];

/** Every key of a tree, but inside extensions (x-errorMessage names the keywords it words). */
const keysIn = (node: unknown): string[] =>
  Array.isArray(node) ? node.flatMap(keysIn)
    : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => [k, ...(k.startsWith('x-') ? [] : keysIn(v))]) : [];

const operationOf = (document: OpenApi, method: string, url: string) => document.paths[url.replace(/:(\w+)/g, '{$1}')][method.toLowerCase()];

describe('the API reference (/docs)', () => {
  let t: TestApp;
  let text: string;
  let document: OpenApi;
  beforeAll(async () => {
    t = await startApp(backends[0]);
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    text = response.body;
    document = response.json();
  });
  afterAll(() => t?.close());

  it('is OpenAPI 3.1 that Redocly\'s recommended rules pass with no error and swagger-parser validates', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers.length).toBeGreaterThan(0);
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    await expect(SwaggerParser.validate(JSON.parse(text))).resolves.toBeTruthy();
  }, 120_000);

  it('keeps our own schema keywords out of the public schemas: errorMessage, finite and the rest come as x- extensions', () => {
    const ours = ['errorMessage', 'finite', 'decimals', 'notFuture', 'afterField', 'notAfterField', 'formatMinimum'];
    const keys = new Set(keysIn(document.paths));
    expect(ours.filter((k) => keys.has(k))).toEqual([]);
    expect(keys.has('x-errorMessage')).toBe(true);
    const addHuman = operationOf(document, 'POST', '/v1/humans/upsert').requestBody!.content['application/json'].schema as { properties: Record<string, { properties?: Record<string, { 'x-errorMessage'?: string }> }> };
    expect(addHuman.properties.human.properties?.first_Name['x-errorMessage']).toEqual(expect.anything());
  });

  it('documents each route with its body and query schemas whole: what they refer to in other schemas is written out', () => {
    const addHuman = operationOf(document, 'POST', '/v1/humans/upsert').requestBody!.content['application/json'].schema as { properties: Record<string, { properties?: Record<string, unknown> }> };
    // the human's contact comes from schemas/contact: its fields are in the human's own schema
    expect(Object.keys(addHuman.properties.contact.properties ?? {})).toEqual(expect.arrayContaining(['type', 'preferred_Contact_Method']));
    const external = Object.values(document.paths).flatMap((methods) => Object.values(methods)).flatMap((op) => refsIn([op.requestBody, op.parameters]))
      .filter((ref) => !ref.startsWith('#'));
    expect(external).toEqual([]);
  });

  it('gives every declared route an operation with a unique operationId, a tag, a summary, its path parameters and the shared error answers', () => {
    const ids = routes.map((route) => operationOf(document, route.method, route.url)?.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(operationOf(document, 'GET', '/v1/humans/search').operationId).toBe('searchHumans');
    expect(operationOf(document, 'POST', '/v1/entities/upsert').operationId).toBe('upsertEntities');
    for (const route of routes) {
      const op = operationOf(document, route.method, route.url);
      expect(op.tags, route.url).toHaveLength(1);
      expect(op.summary, route.url).toBe(route.summary);
    }
    expect(operationOf(document, 'GET', '/v1/profile/:id').parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path', required: true })]));
    const edit = operationOf(document, 'POST', '/v1/edit/task').responses;
    expect(Object.keys(edit)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '412', '413', '415', '503']));
    expect(edit['400'].$ref).toBe('#/components/responses/BadRequest');
    expect(operationOf(document, 'POST', '/v1/auth/login').responses['429'].$ref).toBe('#/components/responses/TooManyRequests');
    // the file store answers 503 too (S3 out of reach), not only the database
    expect((document.components.responses.ServiceUnavailable as { description: string }).description).toMatch(/database or the file store/);
    expect(Object.keys(document.components.responses)).toEqual(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'Gone', 'PreconditionFailed', 'PayloadTooLarge', 'UnsupportedMediaType', 'TooManyRequests', 'ServiceUnavailable']);
  });

  it('has every declared route declare its answer (its schema named after its operationId, or bytes, or a redirect), shown in the document', () => {
    expect(routes.filter((route) => !answerOf(route)).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const search = operationOf(document, 'GET', '/v1/humans/search').responses['200'] as { content: Record<string, { schema: { properties: { resolved: { $ref: string } } } }> };
    expect(search.content['application/json'].schema.properties.resolved.$ref).toBe('#/components/schemas/SearchHumansAnswer');
    expect(Object.keys((operationOf(document, 'GET', '/v1/opportunity/proposal/pdf').responses['200'] as { content: object }).content)).toEqual(['application/pdf']);
  });

  it('shows for every route what it takes (its body, its query and path parameters) and what it answers (a schema, bytes or a redirect)', () => {
    const problems = routes.flatMap((route) => {
      const op = operationOf(document, route.method, route.url);
      const name = `${route.method} ${route.url}`;
      const takes = (where: string, schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {})
        .filter((field) => !op.parameters?.some((p) => p.in === where && p.name === field)).map((field) => `${name}: ${where} ${field} not shown`);
      const bodyShown = Object.values(op.requestBody?.content ?? {}).some((c) => c.schema && typeof c.schema === 'object');
      const success = (op.responses['200'] ?? op.responses['302']) as { content?: Record<string, { schema?: { properties?: { resolved?: { $ref?: string } } } }>; headers?: object };
      const answered = Boolean(success?.headers) || Object.entries(success?.content ?? {})
        .some(([type, c]) => (type === 'application/json' ? Boolean(c.schema?.properties?.resolved?.$ref) : true));
      return [
        ...(route.body && route.method !== 'GET' && !bodyShown ? [`${name}: its body not shown`] : []),
        ...takes('query', route.query?.schema), ...takes('path', route.params?.schema),
        ...(answered ? [] : [`${name}: its answer not shown`]),
      ];
    });
    expect(problems).toEqual([]);
    const answerRefs = Object.values(document.paths).flatMap((methods) => Object.values(methods)).flatMap((op) => refsIn(op.responses['200'] ?? {}));
    expect(answerRefs.filter((ref) => !document.components.schemas[ref.replace('#/components/schemas/', '')])).toEqual([]);
  });

  it('names what is wrong with an answer that leaves its route\'s declaration (the check the API harness runs on every answer)', () => {
    const search = routes.find((route) => route.url === '/v1/humans/search')!;
    const page = { humans: [], count: 0, current_Page: 1, last_Page: 0 };
    const answer = (resolved: unknown) => JSON.stringify({ responseCode: 200, responseMessage: 'Success', resolved });
    expect(answerProblems(search, 200, 'application/json; charset=utf-8', answer(page))).toEqual([]);
    expect(answerProblems(search, 200, 'application/json', answer({ ...page, secret: 1 }))).toEqual(['resolved must NOT have additional properties: secret']);
    expect(answerProblems(search, 200, 'application/json', answer({ ...page, count: '0' }))).toEqual(['resolved/count must be number']);
    expect(answerProblems(search, 429, 'application/json', answer(null))).toEqual(['answered 429, which its operation does not list']);
  });

  it('writes a 200 by its answer schema (fast-json-stringify: the schema\'s order of fields), and in tests never drops a field the schema does not list', async () => {
    const { token } = await t.login('admin@harbor.test');
    const row = { icon: 'shield', category: 'Casualty', line_Of_Business_Name: 'General Liability', line_Of_Business_Reference_Code: 'GL', line_Of_Business_Id: 'gl-id' };
    const list = vi.spyOn(t.services.lob, 'list').mockResolvedValueOnce([row]);
    const written = await t.as(token, { method: 'GET', url: '/v1/lob' });
    expect(written.statusCode).toBe(200);
    expect(written.body).toBe('{"responseCode":200,"responseMessage":"Success","resolved":{"lob":[{"line_Of_Business_Id":"gl-id","line_Of_Business_Reference_Code":"GL","line_Of_Business_Name":"General Liability","category":"Casualty","icon":"shield"}]}}');
    // an unlisted field is sent as built (JSON.stringify), so the answer check above refuses it by name
    list.mockResolvedValueOnce([{ ...row, secret: 's' }] as never);
    const extra = await t.as(token, { method: 'GET', url: '/v1/lob' });
    expect(extra.statusCode).toBe(500);
    expect(extra.json().responseMessage).toContain('resolved/lob/0 must NOT have additional properties: secret');
    list.mockRestore();
  });

  it('says how each operation is authorised: the session cookie (with the CSRF header on writes) or a bearer token, its scope; none for public ones', () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'ad_session' }),
      csrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }),
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    for (const route of routes) {
      const op = operationOf(document, route.method, route.url);
      expect(op['x-scope'], route.url).toBe(route.scope);
      if (route.scope === 'public') expect(op.security, route.url).toEqual([]);
      else expect(op.security, route.url).toEqual([route.method === 'GET' ? { sessionCookie: [] } : { sessionCookie: [], csrfHeader: [] }, { bearerToken: [] }]);
    }
    expect(operationOf(document, 'GET', '/v1/humans/search').description).toContain('`human-view`');
    expect(operationOf(document, 'POST', '/v1/auth/login').security).toEqual([]);
  });
});
