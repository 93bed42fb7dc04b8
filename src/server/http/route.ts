import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { fieldErrors } from '../../engine/core/errors.ts';
import { hasScope } from '../../engine/core/scopes.ts';
import type { Services } from '../services/index.ts';
import type { AuthContext } from '../auth/context.ts';
import { HttpError } from './errors.ts';

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

export interface RouteDeclaration<B = unknown, Q = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  scope: RouteScope;
  summary: string;
  body?: ValidateFunction<B>;
  query?: ValidateFunction<Q>;
  /** a message for a body that fails its schema; defaults to a generic sentence */
  invalidMessage?: string;
  handler(ctx: RouteContext<B, Q>): Promise<unknown>;
}

export function defineRoute<B = unknown, Q = unknown>(route: RouteDeclaration<B, Q>): RouteDeclaration<B, Q> {
  return route;
}

function validated<T>(validate: ValidateFunction<T> | undefined, data: unknown, message: string): T {
  if (!validate) return data as T;
  if (validate(data)) return data;
  const errors = fieldErrors(validate.errors);
  throw new HttpError(400, message, errors);
}

function jsonSchemaOf(validate?: ValidateFunction): object | undefined {
  return validate?.schema && typeof validate.schema === 'object' ? validate.schema : undefined;
}

export function registerRoutes(app: FastifyInstance, services: Services, routes: RouteDeclaration<any, any>[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      schema: {
        summary: route.summary,
        description: `Scope: ${route.scope}`,
        hide: false,
        'x-scope': route.scope,
        'x-body-schema': jsonSchemaOf(route.body),
      } as object,
      handler: async (request, reply) => {
        const auth = request.auth;
        if (route.scope !== 'public') {
          if (!auth) throw new HttpError(401, 'Your session has expired. Please sign in again.');
          if (route.scope !== 'session' && !hasScope(auth.scopes, route.scope)) {
            throw new HttpError(403, `You don't have permission to perform this action (${route.scope}).`);
          }
        }
        const body = validated(route.body, request.body ?? {}, route.invalidMessage ?? 'Some fields are not valid. Please correct them and try again.');
        const query = validated(route.query, request.query ?? {}, 'The request has invalid query parameters.');
        return route.handler({ body, query, auth: auth!, services, request, reply });
      },
    });
  }
}
