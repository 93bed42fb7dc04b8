import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerOf } from '../../../src/server/http/answers';
import { errorsOf } from '../../../src/server/http/openapi/document';
import type { RouteDeclaration } from '../../../src/server/http/route';
import { routes } from '../../../src/server/composition/routes';

const declared = new Map(routes.map((route) => [`${route.method} ${route.url}`, route as RouteDeclaration]));

/** What is wrong with an answer, as its route's declaration and the OpenAPI document describe it; empty when nothing. */
export function answerProblems(route: RouteDeclaration, status: number, contentType: string, body: string | undefined): string[] {
  if (status >= 400) {
    if (!(errorsOf(route) as number[]).includes(status)) return [`answered ${status}, which its operation does not list`];
    return [];
  }
  const answer = answerOf(route);
  if (!answer) return ['declares no answer schema'];
  if ('redirect' in answer) return status >= 300 && status < 400 ? [] : [`answered ${status}, not a redirect`];
  if ('mediaType' in answer) return status === 200 ? [] : [`answered ${status}`];
  if (status !== 200) return [`answered ${status}`];
  if (!contentType.startsWith('application/json') || body === undefined) return [`answered ${contentType || 'no content type'}, not JSON`];
  const envelope = JSON.parse(body) as { responseCode?: unknown; responseMessage?: unknown; resolved?: unknown };
  const problems = [
    ...(envelope.responseCode === 200 ? [] : ['responseCode is not 200']),
    ...(typeof envelope.responseMessage === 'string' ? [] : ['responseMessage is not a sentence']),
  ];
  if (!answer(envelope.resolved)) problems.push(...(answer.errors ?? []).map((e) => `resolved${e.instancePath} ${e.message}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`));
  return problems;
}

async function check(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const route = declared.get(`${request.routeOptions.method as string} ${request.routeOptions.url}`);
  if (!route || reply.getHeader('content-encoding')) return payload;
  const body = typeof payload === 'string' ? payload : undefined;
  const problems = answerProblems(route, reply.statusCode, String(reply.getHeader('content-type') ?? ''), body);
  if (!problems.length) return payload;
  const message = `The answer of ${route.method} ${route.url} leaves what the route declares: ${problems.join('; ')}.`;
  console.error(message);
  reply.code(500).header('content-type', 'application/json; charset=utf-8');
  return JSON.stringify({ responseCode: 500, responseMessage: message, resolved: null, errors: [] });
}

/**
 * Every answer the API tests get is checked against its route's declaration: the answer's schema
 * (the `resolved` of the envelope), or the error statuses its OpenAPI operation lists. An answer
 * that leaves it is replaced by a 500 naming what is wrong, so the test that got it fails.
 */
export function checkAnswers(app: FastifyInstance): void {
  app.addHook('onSend', check);
}
