import { answers } from '../../generated/answers.ts';
import { operationIdOf } from './openapi/operationId.ts';
import type { RouteAnswer, RouteDeclaration } from './route.ts';

/**
 * What a route answers: its own `answer` (bytes, a redirect), else the schema of `resolved` named
 * after its operationId (schemas/answers/search-humans.answer.schema.json for searchHumans). A
 * route with neither declares none, which the API tests refuse.
 */
export function answerOf(route: RouteDeclaration<any, any>): RouteAnswer | undefined {
  return route.answer ?? answers[operationIdOf(route)];
}
