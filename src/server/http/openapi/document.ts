import { answerOf } from '../answers.ts';
import type { RouteAnswer } from '../answers.ts';
import type { RouteDeclaration } from '../route.ts';
import { errorComponents, errorResponses, securityOf, securitySchemes, type ErrorStatus } from './components.ts';
import { operationIdOf } from './operationId.ts';
import { publicSchema } from './publicSchema.ts';

/** A module's routes under one tag of the document. */
export interface RouteModule {
  tag: string;
  description: string;
  routes: RouteDeclaration<any, any>[];
}

type Schema = { type?: unknown; properties?: Record<string, Schema & { description?: string }>; required?: string[] };

/** `/v1/profile/:id` as OpenAPI writes it: `/v1/profile/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The query's and the path's parameters, one per property of their schemas. */
function parameters(route: RouteDeclaration): object[] {
  const of = (where: 'query' | 'path', schema: Schema | undefined) => Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name, in: where, required: where === 'path' || (schema?.required ?? []).includes(name),
    ...(property.description ? { description: property.description } : {}),
    schema: publicSchema(property),
  }));
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const declared = of('path', route.params?.schema as Schema | undefined);
  const undeclared = pathNames.filter((name) => !declared.some((p) => p.name === name)).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...declared, ...undeclared, ...of('query', route.query?.schema as Schema | undefined)];
}

function requestBody(route: RouteDeclaration, multipart: boolean): object | undefined {
  if (!route.body || route.method === 'GET') return undefined;
  const schema = publicSchema(route.body.schema);
  return { content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema } } };
}

/** Whether a schema has a `version` property at any depth (an edit that may be stale). */
const hasVersion = (node: unknown): boolean =>
  Array.isArray(node) ? node.some(hasVersion)
    : Boolean(node && typeof node === 'object' && (Object.hasOwn((node as Schema).properties ?? {}, 'version') || Object.values(node).some(hasVersion)));

/** The errors an operation may answer: bad input and a missing record anywhere; the session's for non-public ones; state, size and media type for writes; a stale version where it takes one; the database away anywhere; and those the route declares. */
export function errorsOf(route: RouteDeclaration<any, any>): ErrorStatus[] {
  const write = route.method !== 'GET';
  const takesVersion = Boolean(route.body && hasVersion(route.body.schema));
  return [
    400, ...(route.scope === 'public' ? [] : [401, 403] as const), 404, ...(write ? [409] as const : []), ...(takesVersion ? [412] as const : []),
    ...(write && route.body ? [413, 415] as const : []), 503,
  ].concat(route.errors ?? []).filter((status, i, all) => all.indexOf(status) === i).sort((a, b) => a - b) as ErrorStatus[];
}

const scopeSentence = (scope: string) =>
  scope === 'public' ? 'Public: no session needed.' : scope === 'session' ? 'Needs a session; no scope.' : `Scope: \`${scope}\` (or its module's \`-admin\` scope).`;

function operation(route: RouteDeclaration, tag: string, multipart: boolean, answerSchemas: Record<string, unknown>): object {
  const body = requestBody(route, multipart);
  const params = parameters(route);
  return {
    operationId: operationIdOf(route),
    tags: [tag],
    summary: route.summary,
    description: scopeSentence(route.scope),
    'x-scope': route.scope,
    security: securityOf(route.scope, route.method),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { ...success(answerOf(route), answerSchemas), ...errorResponses(errorsOf(route)) },
  };
}

/** The envelope of a done request, `resolved` as the answer's schema says. */
const envelope = (resolved: object) => ({
  type: 'object', required: ['responseCode', 'responseMessage', 'resolved'], additionalProperties: false,
  properties: { responseCode: { type: 'integer', const: 200 }, responseMessage: { type: 'string' }, resolved },
});

/** The answer when all goes well: the envelope with `resolved` as the answer schema (kept once under components by its title), a file's bytes, or a redirect. */
function success(answer: RouteAnswer | undefined, schemas: Record<string, unknown>): Record<string, object> {
  if (!answer) return { 200: { description: 'Done (no answer schema declared).', content: { 'application/json': { schema: envelope({}) } } } };
  if ('redirect' in answer) return { 302: { description: answer.redirect, headers: { Location: { schema: { type: 'string' } } } } };
  if ('mediaType' in answer) return { 200: { description: answer.description, content: { [answer.mediaType]: {} } } };
  const schema = answer.schema as { title: string };
  schemas[schema.title] = publicSchema(schema);
  return { 200: { description: `Done: \`resolved\` is a ${schema.title}.`, content: { 'application/json': { schema: envelope({ $ref: `#/components/schemas/${schema.title}` }) } } } };
}

/** The OpenAPI 3.1 document of the declared routes, module by module. */
export function openApiDocument(modules: RouteModule[], isMultipart: (route: RouteDeclaration<any, any>) => boolean): object {
  const paths: Record<string, Record<string, object>> = {};
  const answerSchemas: Record<string, unknown> = {};
  for (const { tag, routes } of modules) {
    for (const route of routes) {
      const path = openApiPath(route.url);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, tag, isMultipart(route), answerSchemas) };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency Desk API', version: '1',
      description: 'Every answer is `{ responseCode, responseMessage, resolved }`; an error adds `errors: [{ field, message }]`. Paths, query names and field names are the spec\'s.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This server' }],
    tags: modules.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: { securitySchemes, schemas: { ...errorComponents.schemas, ...answerSchemas }, responses: errorComponents.responses },
  };
}
