import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ValidateFunction } from 'ajv';
import replies from '../../../schemas/common/common.replies.json';
import { normaliseInput, normaliseInputTraced } from '../../engine/core/normaliseInput.ts';
import { nodesAt } from '../../engine/core/schemaNodes.ts';
import { hasScope } from '../../engine/core/scopes.ts';
import { fillTemplate } from '../../engine/core/template.ts';
import type { Services } from '../composition/services.ts';
import type { ErrorStatus } from './openapi/components.ts';
import type { AuthContext } from '../auth/context.ts';
import validateNoQuery from '../../generated/validators/no-query.js';
import { answerOf, type RouteAnswer } from './answers.ts';
import { answerSerializer } from './answerSerializer.ts';
import { HttpError } from './errors.ts';
import { serverTexts } from '../texts.ts';
import { ok } from './reply.ts';
import { placeIds, type RouteIds } from './routeInput.ts';
import { TooDeep, unstorableText } from './storableText.ts';

/** `public` routes need no session; `session` routes need one but no scope. */
export type RouteScope = string | 'public' | 'session';

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  auth: AuthContext;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDeclaration<B = unknown, Q = unknown> extends RouteIds {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  scope: RouteScope;
  summary: string;
  /** the generated (precompiled) validator of the body's schema */
  body?: ValidateFunction<B>;
  /** the generated validator of the query's schema (coerces types, fills defaults) */
  query?: ValidateFunction<Q>;
  /** the generated validator of the path parameters' schema */
  params?: ValidateFunction<unknown>;
  /** the sentence for a body that fails its schema */
  invalidMessage?: string;
  /** what it answers: the generated validator of `resolved`'s schema (schemas/<module>/<name>.answer.schema.json), or bytes of a media type, or a redirect */
  answer?: RouteAnswer;
  /** the OpenAPI operationId when the one its method and path make (openapi/operationId.ts) does not fit */
  operationId?: string;
  /** error statuses it answers besides those every route of its kind may (openapi/document.ts errorsOf): 401 of a refused sign-in, 429 of a throttle, 410 of an expired link */
  errors?: ErrorStatus[];
  handler(ctx: RouteContext<B, Q>): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the sentence for a body that fails its schema */
    invalidMessage?: string;
  }
  interface FastifyRequest {
    /** where a pointer into the body as read was in the body as sent (empty rows dropped before it); set before validation */
    sentPointer?: (pointer: string) => string;
  }
}

export function defineRoute<B = unknown, Q = unknown>(route: RouteDeclaration<B, Q>): RouteDeclaration<B, Q> {
  return route;
}

type Described = Pick<RouteDeclaration, 'url' | 'scope' | 'summary' | 'ids' | 'referenceId' | 'answer' | 'errors'>;

/** A read: its query checked by its schema; what `answer` gives goes out as `resolved`. */
export function readRoute<Q>(route: Described & { query: ValidateFunction<Q> }, answer: (ctx: RouteContext<unknown, Q>) => Promise<unknown>): RouteDeclaration<unknown, Q> {
  return defineRoute<unknown, Q>({
    method: 'GET', ...route,
    async handler(ctx) {
      return ok(await answer(ctx));
    },
  });
}

/** A write: its body checked by its schema and no query; what `run` gives goes out with the sentence ('Success' by default), which may follow the body. */
export function writeRoute<B>(
  route: Described & { method: 'POST' | 'PUT' | 'DELETE'; body: ValidateFunction<B>; invalidMessage?: string },
  run: (ctx: RouteContext<B, unknown>) => Promise<unknown>,
  sentence?: string | ((body: B) => string),
): RouteDeclaration<B, unknown> {
  return defineRoute<B, unknown>({
    ...route, query: validateNoQuery,
    async handler(ctx) {
      const answer = await run(ctx);
      return ok(answer, typeof sentence === 'function' ? sentence(ctx.body) : sentence);
    },
  });
}

const defaultInvalidBody = replies.invalidFields;
export const invalidQueryMessage = serverTexts.invalidQuery;
const acceptAll = () => true;

/** An answer schema without its `$id`: each route's writer is built from its own copy. */
function withoutId({ $id: _id, ...schema }: Record<string, unknown>): object {
  return schema;
}

/** A request without a body is checked as an empty object (a write that takes nothing needs none). */
function absentAsEmpty(validate: ValidateFunction): ValidateFunction {
  const check = ((data: unknown) => {
    const valid = validate(data ?? {});
    check.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  return check;
}

/** 403 unless the user holds the scope (or its prefix's admin scope); for routes whose scope depends on the request. */
export function assertScope(auth: AuthContext, scope: string): void {
  if (!hasScope(auth.scopes, scope)) throw new HttpError(403, fillTemplate(replies.forbidden, { scope }));
}

function walked<T>(walk: () => T): T {
  try {
    return walk();
  } catch (error) {
    if (error instanceof TooDeep) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * Checks the session and the route's scope; reads the input as the route's schemas mean it (ids
 * where the spec lets them come, '' and null of optional fields as not sent, empty rows dropped);
 * then that all text can be stored, before the schema.
 */
function preValidation(route: RouteDeclaration<unknown, unknown>, invalidMessage: string) {
  const { scope } = route;
  const bodySchema = route.body?.schema as object | undefined;
  const querySchema = route.query?.schema as object | undefined;
  const shape = { ids: route.ids, referenceId: route.referenceId, hasBody: Boolean(route.body), takesVersion: Boolean(bodySchema && nodesAt(bodySchema, '/version').length) };
  return async (request: FastifyRequest) => {
    if (scope !== 'public') {
      if (!request.auth) throw new HttpError(401, serverTexts.sessionExpired);
      if (scope !== 'session') assertScope(request.auth, scope);
    }
    const ifMatch = request.headers['if-match'];
    const placed = placeIds(shape, { body: request.body, query: request.query, ifMatch: Array.isArray(ifMatch) ? ifMatch[0] : ifMatch });
    const body = normaliseInputTraced(bodySchema, placed.body);
    request.body = body.value;
    request.query = normaliseInput(querySchema, placed.query);
    const inBody = walked(() => unstorableText(request.body));
    if (inBody.length) throw new HttpError(400, invalidMessage, inBody.map((e) => ({ ...e, field: body.sentPointer(e.field) })));
    const inQuery = walked(() => unstorableText(request.query));
    if (inQuery.length) throw new HttpError(400, invalidQueryMessage, inQuery);
    // from here on a field the body's schema or a service names is named as it was sent
    request.sentPointer = body.sentPointer;
  };
}

/** The schema of the envelope a route's 200 carries, around its answer schema (as Fastify's `response` lists it). */
function envelopeSchema(resolved: object): object {
  return { type: 'object', properties: { responseCode: { type: 'integer' }, responseMessage: { type: 'string' }, resolved }, required: ['responseCode', 'responseMessage', 'resolved'] };
}

/** What the app does with its answers: `checkAnswers` compares each schema-written answer with JSON.stringify's (answerSerializer.ts). */
export interface AnswerOptions {
  checkAnswers: boolean;
}

/**
 * Registers the declared routes: the scope is checked first, then Fastify validates body and query
 * with the same precompiled validators the browser uses (the OpenAPI document comes from the same
 * declarations: openapi/document.ts); a 200 is written by its answer schema (answerSerializer.ts).
 */
export function registerRoutes(app: FastifyInstance, services: Services, routes: RouteDeclaration<any, any>[], { checkAnswers }: AnswerOptions): void {
  for (const route of routes) {
    const validatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart }) =>
      (httpPart === 'body' && route.body ? absentAsEmpty(route.body) : { querystring: route.query, params: route.params }[httpPart ?? '']) ?? acceptAll;
    const answer = answerOf(route);
    const resolvedSchema = answer && 'schema' in answer ? withoutId(answer.schema as Record<string, unknown>) : undefined;
    const report = (difference: string) => console.error(`The answer of ${route.method} ${route.url} is not what its schema writes: ${difference}. Sent as JSON.stringify writes it.`);
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        ...(route.body ? { body: route.body.schema } : {}),
        ...(route.query ? { querystring: route.query.schema } : {}),
        ...(route.params ? { params: route.params.schema } : {}),
        ...(resolvedSchema ? { response: { 200: envelopeSchema(resolvedSchema) } } : {}),
      },
      config: { invalidMessage: route.invalidMessage ?? defaultInvalidBody },
      validatorCompiler,
      ...(resolvedSchema ? { serializerCompiler: () => answerSerializer(resolvedSchema, { checked: checkAnswers, report }) } : {}),
      preValidation: preValidation(route, route.invalidMessage ?? defaultInvalidBody),
      handler: (request, reply) =>
        route.handler({ body: request.body ?? {}, query: request.query ?? {}, auth: request.auth!, services, request, reply }),
    });
  }
}
