import type { InjectOptions } from 'fastify';
import type { paths } from '../../../src/generated/api';
import type { TestApp } from './app';

type Method = 'get' | 'post' | 'put';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Q : never;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type AnswerOf<O> = O extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never;

/** The paths that have an operation of that method. */
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P][M] extends undefined | never ? never : P }[keyof paths];

/**
 * A call typed by the client openapi-typescript generates from the OpenAPI document
 * (src/generated/api.ts): its query, body and answer are the document's, so a test that reads a
 * field the document drops, or sends one it does not take, stops compiling.
 */
export async function call<M extends Method, P extends PathsWith<M>>(
  t: TestApp, token: string, method: M, path: P,
  input: { query?: QueryOf<Operation<P, M>>; body?: BodyOf<Operation<P, M>> } = {},
): Promise<{ status: number; answer: AnswerOf<Operation<P, M>> }> {
  const options: InjectOptions = { method: method.toUpperCase() as 'GET', url: path as string, query: input.query as Record<string, string>, payload: input.body as object };
  const response = await t.as(token, options);
  return { status: response.statusCode, answer: response.json() };
}
