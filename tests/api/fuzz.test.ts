import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/server/routes/index';
import { backends, startApp, type Session, type TestApp } from './helpers/app';

/** Text that has broken parsers before: non-finite numbers, NUL, lone surrogates, brackets, huge. */
const nasty = fc.constantFrom(
  'Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '-0', '0x10', '1.5', '-1', '9'.repeat(400), '', ' ', 'true', 'null',
  '[]', '{}', '__proto__', 'constructor', '%00', '\u0000', '\uD800', 'a\uDC00', '../../etc/passwd', '%', '%%', '%zz',
  "' or 1=1 --", '<script>', '00000000-0000-4000-8000-000000000000', 'x'.repeat(5000),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

/** Property names a schema knows (so the fuzz reaches past "unknown parameter"), and some it does not. */
function namesOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return [...Object.keys(properties), '__proto__', 'constructor', 'extra'];
}

/** encodeURIComponent, but a lone UTF-16 half is sent as its (invalid) WTF-8 bytes instead of throwing */
const encode = (value: string) =>
  value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|([\uD800-\uDFFF])|[^]/g, (char, lone: string | undefined) => {
    if (!lone) return encodeURIComponent(char);
    const unit = lone.charCodeAt(0);
    return [0xed, 0xa0 | ((unit >> 6) & 0x1f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });

const fuzzed = routes.filter((r) => r.url !== '/v1/auth/logout');
const withQuery = fuzzed.filter((r) => r.method === 'GET');
const withBody = fuzzed.filter((r) => r.method === 'POST' || r.method === 'PUT');

describe(`fuzz: no 5xx from any query or body (${backends[0]})`, () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await startApp(backends[0]);
    admin = await t.login('admin@harbor.test');
  });
  afterAll(() => t?.close());

  const send = (method: string, url: string, payload?: string) =>
    t.as(admin.token, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });

  it('query strings: known and unknown names, repeated, with any text', async () => {
    const query = fc.array(fc.tuple(fc.nat(), text), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withQuery), query, text, async (route, pairs, param) => {
        const names = namesOf(route.query?.schema);
        const search = pairs.map(([n, value]) => `${encode(names[n % names.length])}=${encode(value)}`).join('&');
        const path = route.url.replace(/:\w+/g, encode(param) || 'x');
        const response = await send('GET', `${path}?${search}`);
        expect(response.statusCode, `${path}?${search} -> ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 3000 },
    );
  });

  it('bodies: any JSON, shaped like the route’s model or not', async () => {
    const value = fc.letrec((tie) => ({
      any: fc.oneof({ depthSize: 'small' }, text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('any'), { maxLength: 3 }), fc.dictionary(text, tie('any'), { maxKeys: 3 })),
    })).any;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.array(fc.tuple(fc.nat(), value), { maxLength: 6 }), fc.boolean(), async (route, pairs, asJson) => {
        const names = namesOf(route.body?.schema);
        const body = Object.fromEntries(pairs.map(([n, v]) => [names[n % names.length], v]));
        const payload = asJson ? JSON.stringify(body) : JSON.stringify(body).slice(0, -1);
        const response = await send(route.method, route.url, payload);
        expect(response.statusCode, `${route.method} ${route.url} ${payload.slice(0, 200)} -> ${response.body}`).toBeLessThan(500);
      }),
      { numRuns: 3000 },
    );
  });
});
