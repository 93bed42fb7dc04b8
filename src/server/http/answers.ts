import type { ValidateFunction } from 'ajv';
import { answers } from '../../generated/answers.ts';
import { operationIdOf } from './openapi/operationId.ts';

/** An answer that is not the JSON envelope: a file's bytes (its media type, or any when the bytes decide), or a redirect. */
type OtherAnswer = { mediaType: string; description: string } | { redirect: string };

export type RouteAnswer = ValidateFunction<unknown> | OtherAnswer;

/**
 * What a route answers: its own `answer` (bytes, a redirect), else the schema of `resolved` named
 * after its operationId (schemas/answers/search-humans.answer.schema.json for searchHumans). A
 * route with neither declares none, which the API tests refuse.
 */
export function answerOf(route: { method: string; url: string; operationId?: string; answer?: RouteAnswer }): RouteAnswer | undefined {
  return route.answer ?? answers[operationIdOf(route)];
}
