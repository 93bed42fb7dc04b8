import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../composition/services.ts';
import { registerRoutes, type AnswerOptions, type RouteDeclaration } from './route.ts';

/**
 * Registers the routes that take multipart/form-data in a scope of their own: only they parse it
 * (every other route still refuses the media type). Limits are set per request (uploadParts.ts).
 */
export async function registerMultipartRoutes(app: FastifyInstance, services: Services, routes: RouteDeclaration<any, any>[], answers: AnswerOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerRoutes(scope, services, routes, answers);
  });
}
