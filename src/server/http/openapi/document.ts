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

/** The errors an operation may answer: bad input and a missing record anywhere; the session's for non-public ones; state, size and media type for writes; a stale version where it takes one. */
function errorsOf(route: RouteDeclaration): ErrorStatus[] {
  const write = route.method !== 'GET';
  const takesVersion = Boolean(route.body && hasVersion(route.body.schema));
  return [
    400, ...(route.scope === 'public' ? [] : [401, 403] as const), 404, ...(write ? [409] as const : []), ...(takesVersion ? [412] as const : []),
    ...(write && route.body ? [413, 415] as const : []), ...(route.throttled ? [429] as const : []),
  ];
}

const scopeSentence = (scope: string) =>
  scope === 'public' ? 'Public: no session needed.' : scope === 'session' ? 'Needs a session; no scope.' : `Scope: \`${scope}\` (or its module's \`-admin\` scope).`;

function operation(route: RouteDeclaration, tag: string, multipart: boolean): object {
  const body = requestBody(route, multipart);
  const params = parameters(route);
  return {
    operationId: route.operationId ?? operationIdOf(route.method, route.url),
    tags: [tag],
    summary: route.summary,
    description: scopeSentence(route.scope),
    'x-scope': route.scope,
    security: securityOf(route.scope, route.method),
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: { description: 'Done: `resolved` holds the answer.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Answer' } } } },
      ...errorResponses(errorsOf(route)),
    },
  };
}

const answer = {
  type: 'object', required: ['responseCode', 'responseMessage', 'resolved'],
  properties: { responseCode: { type: 'integer', const: 200 }, responseMessage: { type: 'string' }, resolved: {} },
};

/** The OpenAPI 3.1 document of the declared routes, module by module. */
export function openApiDocument(modules: RouteModule[], isMultipart: (route: RouteDeclaration<any, any>) => boolean): object {
  const paths: Record<string, Record<string, object>> = {};
  for (const { tag, routes } of modules) {
    for (const route of routes) {
      const path = openApiPath(route.url);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route, tag, isMultipart(route)) };
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
    components: { securitySchemes, schemas: { ...errorComponents.schemas, Answer: answer }, responses: errorComponents.responses },
  };
}
