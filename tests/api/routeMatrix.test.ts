import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasScope } from '../../src/engine/core/scopes';
import type { RouteDeclaration } from '../../src/server/http/route';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { multipartRoutes, routes } from '../../src/server/composition/routes';
import { seedDemoPipeline } from '../../src/server/seed/pipelineBook';
import certificateForms from '../../schemas/certificates/certificate-forms.json';
import replies from '../../schemas/common/common.replies.json';
import { backends, missingId, startApp, type Session, type TestApp } from './helpers/app';
import { exampleOf, isIdName } from './sweep/schemaArbitrary';
import { idFor, idSource, idsOf, idTables } from './sweep/tenantIds';

/**
 * Every declared route, asked by every kind of caller, answers as its declaration says: no session
 * or a token that is no session → 401 (a public route lets them through), a signed-in user without
 * the route's scope → 403 before its input is read, one holding it → neither 401 nor 403 nor a 5xx,
 * a cookie write without its CSRF token → 403, another tenant's admin with this tenant's ids in a
 * request its schemas take → 404. A route joins the matrix by being declared.
 */
const expired = 'Your session has expired. Please sign in again.';
const missingToken = 'The request is missing its security token. Reload the page and try again.';
const roles = ['admin@harbor.test', 'csr@harbor.test', 'viewer@harbor.test', 'admin@summit.test'] as const;
/** the session ends with these: each is asked last, with a session of its own */
const endsSession = (route: RouteDeclaration) => route.url === '/v1/auth/logout';

const declared = (routes as RouteDeclaration[]).slice().sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
const pathOf = (route: RouteDeclaration) => route.url.replace(/:[A-Za-z_]+/g, missingId);
const label = (route: RouteDeclaration) => `${route.method} ${route.url}`;

for (const backend of backends) {
  describe(`the route matrix: ${declared.length} declared routes × ${roles.length + 3} callers (${backend})`, () => {
    let t: TestApp;
    const sessions = new Map<string, Session>();
    beforeAll(async () => {
      // the demo book's cases, tasks, files and pipeline: a row of every kind an id names
      t = await startApp(backend, { work: true });
      await seedDemoPipeline(t.db);
      for (const email of roles) sessions.set(email, await t.login(email));
    });
    afterAll(() => t?.close());

    const ask = (route: RouteDeclaration, headers: Record<string, string> = {}) =>
      t.app.inject({ method: route.method, url: pathOf(route), headers, ...(route.method === 'GET' ? {} : { payload: {} }) } as InjectOptions);
    const answer = (route: RouteDeclaration, response: LightMyRequestResponse) => `${label(route)} → ${response.statusCode} ${response.body.slice(0, 300)}`;

    it('no session, or a bearer token that is none: 401 on every route but the public ones, which let them through to their own checks', async () => {
      for (const route of declared) {
        for (const headers of [{}, { authorization: 'Bearer not-a-session-token' }] as Record<string, string>[]) {
          const response = await ask(route, headers);
          if (route.scope === 'public') {
            // its own checks may still refuse (single sign-on without its headers), never for want of a session
            expect(response.body, answer(route, response)).not.toContain(expired);
            expect(response.statusCode, answer(route, response)).toBeLessThan(500);
          } else {
            expect(response.statusCode, answer(route, response)).toBe(401);
            expect(response.json().responseMessage, answer(route, response)).toBe(expired);
          }
        }
      }
    });

    for (const email of roles) {
      it(`${email}: 403 exactly where the user lacks the route's scope; else neither 401, 403 nor a 5xx`, async () => {
        let session = sessions.get(email)!;
        const cells = { refused: 0, allowed: 0 };
        for (const route of declared) {
          if (route.scope === 'public') continue;
          if (endsSession(route)) session = await t.login(email);
          const response = await ask(route, { authorization: `Bearer ${session.token}` });
          if (route.scope !== 'session' && !hasScope(session.scopes, route.scope)) {
            cells.refused += 1;
            expect(response.statusCode, answer(route, response)).toBe(403);
            expect(response.json().responseMessage, answer(route, response)).toBe(replies.forbidden.replace('{scope}', route.scope));
          } else {
            cells.allowed += 1;
            expect([401, 403], answer(route, response)).not.toContain(response.statusCode);
            expect(response.statusCode, answer(route, response)).toBeLessThan(500);
          }
        }
        // every role is refused somewhere but the tenant admins, and allowed somewhere
        expect(cells.allowed).toBeGreaterThan(0);
        if (!email.startsWith('admin@')) expect(cells.refused).toBeGreaterThan(0);
      });
    }

    it('a write with the session cookie but without its CSRF token: 403 on every route that changes anything (sign-in and single sign-on aside)', async () => {
      const { cookie, csrf } = await t.login('csr@harbor.test');
      let writes = 0;
      for (const route of declared) {
        if (route.method === 'GET' || route.scope === 'public') continue;
        writes += 1;
        const response = await ask(route, { cookie });
        expect(response.statusCode, answer(route, response)).toBe(403);
        expect(response.json().responseMessage, answer(route, response)).toBe(missingToken);
      }
      expect(writes).toBeGreaterThan(50);
      // the same cookie with its token is let through (the session is still good)
      const checked = await t.app.inject({ method: 'GET', url: '/v1/auth/session', headers: { cookie, 'x-csrf-token': csrf } });
      expect(checked.statusCode, checked.body).toBe(200);
    });

    it("another tenant's admin with this tenant's ids, in a request the route's schemas take: 404 on every route that takes an id, and nothing of the tenant's changes", async () => {
      const [harbor, summit] = [sessions.get('admin@harbor.test')!, sessions.get('admin@summit.test')!];
      const ids = await idsOf(t, harbor.tenantId);
      await addMissingRows(t, harbor, ids);
      // what the tenant's log records of anyone but its own admin (whose reads below reveal sealed fields, and are logged)
      const countChanges = async () => (await t.rows<{ n: number }>(sql`select count(*)::int as n from audit_log where tenant_id = ${harbor.tenantId} and user_id is distinct from ${harbor.userId}`))[0].n;
      const changesBefore = await countChanges();
      const tenantIds = new Set([...ids.entries()].filter(([table]) => table !== 'lines_of_business').map(([, id]) => id));
      const cells = { notFound: 0, notFoundField: 0, emptyRead: 0 };
      const wrong: string[] = [];
      const holdsTenantId = (value: unknown) => {
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        return [...tenantIds].some((id) => text.includes(id));
      };
      const asked = ({ input: _input, ...request }: Request, who: Session) => t.app.inject({ ...request, headers: { authorization: `Bearer ${who.token}` } } as InjectOptions);
      for (const route of declared) {
        if (route.scope === 'public' || endsSession(route) || (multipartRoutes as RouteDeclaration[]).includes(route)) continue;
        let request = requestOf(route, ids);
        if (!holdsTenantId(request)) continue;
        if (route.method === 'GET') {
          // a read the tenant's own admin gets (the schema's choices, such as a record's type, fitting the ids): the ids are real
          let own = await asked(request, harbor);
          for (let seed = 1; own.statusCode !== 200 && seed < 10; seed += 1) own = await asked((request = requestOf(route, ids, seed)), harbor);
          // (or refuses it for its state, or a drawn value for the record's: a policy past its term cannot be
          // cancelled, nor on a date outside its term; the other tenant must still get 404, not that refusal)
          const refusedValue = own.statusCode === 400 && (own.json().errors as { field: string }[]).every((e) => !isIdName(e.field.split('/').pop()!));
          if (own.statusCode !== 200 && own.statusCode !== 409 && !refusedValue) wrong.push(`own admin: ${answer(route, own)}`);
        }
        const response = await asked(request, summit);
        const said = `${answer(route, response)}\n    ${JSON.stringify(request.input).slice(0, 400)}`;
        const errors = (response.statusCode === 400 ? response.json().errors : []) as { field: string; message: string }[];
        if (response.statusCode === 404) cells.notFound += 1;
        // an id the request refers to (not the record it acts on): 400 naming the field that holds it, or an id field not found
        else if (errors.length && errors.every((e) => holdsTenantId(valueAt(request.input, e.field)) || (isIdName(e.field.split('/').pop()!) && / not found$/.test(e.message)))) cells.notFoundField += 1;
        // a read filtered by the ids: nothing of the tenant's
        else if (route.method === 'GET' && response.statusCode === 200 && !holdsTenantId(response.body)) cells.emptyRead += 1;
        else wrong.push(said);
      }
      expect(wrong, wrong.join('\n')).toEqual([]);
      console.info(`another tenant's ids (${backend}): ${JSON.stringify(cells)}`);
      expect(cells.notFound + cells.notFoundField + cells.emptyRead).toBeGreaterThan(80);
      expect(await countChanges()).toBe(changesBefore);
    });
  });
}

/** The value at a JSON pointer ('/lob/0/market_Reference_Id') of `data`. */
const valueAt = (data: unknown, pointer: string) =>
  pointer.split('/').slice(1).reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), data);

type Request = ReturnType<typeof requestOf>;

/** A request of the route its schemas take (required fields only), its ids the tenant's (`ids`), its path's too. */
function requestOf(route: RouteDeclaration, ids: Map<string, string>, seed?: number) {
  const options = { ids: idSource(route, ids) };
  // a path's id is the tenant's; another parameter (a list's name) is drawn from the route's params schema
  const params = () => (route.params ? (exampleOf(route.params as never, options, seed) as Record<string, unknown> | undefined) : undefined);
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_all, name: string) => (isIdName(name) ? idFor(route, ids, name) : encodeURIComponent(String(params()?.[name] ?? name))));
  const example = (part: 'body' | 'query') => {
    const validate = route[part];
    if (!validate) return undefined;
    const value = exampleOf(validate as never, options, seed);
    if (value === undefined) throw new Error(`${label(route)}: no ${part} drawn from its schema passes it`);
    return value as Record<string, unknown>;
  };
  if (route.method === 'GET') {
    const query = new URLSearchParams(Object.entries(example('query') ?? {}).map(([key, value]) => [key, String(value)])).toString();
    return { method: route.method, url: query ? `${url}?${query}` : url, input: example('query') };
  }
  const payload = example('body') ?? {};
  return { method: route.method, url, payload, input: payload };
}

/** Rows the seeded book has none of, added by the tenant's admin through the routes that add them (from their schemas, with the tenant's ids; a picture needs an image). */
async function addMissingRows(t: TestApp, admin: Session, ids: Map<string, string>) {
  const picture = async () => ({ profile_Image: (await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer()).toString('base64') });
  // a certificate of the entity's policy (`idsOf` picks an entity-insured one) on every form, so each of its lines is certified, whichever line the policy is
  const certificate = async (drawn: object) => ({ ...drawn, insured_Type: 'entity', forms: Object.values(certificateForms.sections).flat() });
  const adders: Record<string, [string, ((drawn: object) => Promise<object>)?]> = {
    policy_drafts: ['POST /v1/policy/draft/add'], loss_history: ['POST /v1/policy/add/losshistory'], prior_carriers: ['POST /v1/policy/add/priorcarrier'],
    certificate_holders: ['POST /v1/certificate/issue', certificate], email_drafts: ['POST /v1/email'], profile_images: ['POST /v1/profile', picture],
  };
  for (const [table, [adder, payload]] of Object.entries(adders)) {
    if (ids.has(table)) continue;
    const route = declared.find((r) => label(r) === adder)!;
    // the schema's choices (an insured's type) may not fit the ids: the first of a few draws that adds it
    const answers: string[] = [];
    for (let seed = 1; answers.length < 10; seed += 1) {
      const { input: _input, ...request } = requestOf(route, ids, seed);
      const response = await t.app.inject({ ...request, ...(payload ? { payload: await payload(request.payload ?? {}) } : {}), headers: { authorization: `Bearer ${admin.token}` } } as InjectOptions);
      if (response.statusCode === 200) break;
      answers.push(response.body);
    }
    expect(answers.length, `${adder} → ${answers.join('\n')}`).toBeLessThan(10);
  }
  for (const [table, id] of await idsOf(t, admin.tenantId)) ids.set(table, id);
  expect([...idTables()].filter((table) => !ids.has(table))).toEqual([]);
}
