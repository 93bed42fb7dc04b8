import replies from '../../../schemas/common/common.replies.json';
import { fillTemplate } from '../../engine/core/template.ts';
import { HttpError } from './errors.ts';

/** Where a route takes its ids from besides the body, as the spec's "payload or query" tables say. */
export interface RouteIds {
  /** ids the body holds that may come in the query instead (the same name): 'human_Reference_Id' */
  ids?: string[];
  /** the id the spec calls only "reference id": `reference_Id` is taken as this name, in the query or the body */
  referenceId?: string;
}

type Fields = Record<string, unknown>;

const sameValue = (a: unknown, b: unknown) => String(a) === String(b);

/** Moves `from[key]` to `to[name]`; 400 naming it when `to` already holds another value. */
function move(from: Fields, key: string, to: Fields, name: string): void {
  if (from[key] === undefined) return;
  if (to[name] !== undefined && !sameValue(to[name], from[key])) throw new HttpError(400, fillTemplate(replies.idTwice, { field: name }), [{ field: `/${name}`, message: fillTemplate(replies.idTwice, { field: name }) }]);
  to[name] = from[key];
  delete from[key];
}

/** A version in If-Match ("3", W/"3" or 3) as the body's `version`. */
function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const digits = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header.trim())?.[1];
  if (!digits) throw new HttpError(400, replies.ifMatchInvalid, [{ field: '/version', message: replies.ifMatchInvalid }]);
  return Number(digits);
}

/**
 * The request's body and query with the route's ids where its schemas expect them: `reference_Id`
 * read as the specific name, an id of the body sent in the query moved into the body, and If-Match
 * read as the body's `version` where the body has one.
 */
export function placeIds(route: RouteIds & { hasBody: boolean; takesVersion: boolean }, input: { body: unknown; query: unknown; ifMatch?: string }): { body: unknown; query: unknown } {
  const query: Fields = { ...(input.query as Fields | undefined) };
  const body: Fields | undefined = input.body && typeof input.body === 'object' && !Array.isArray(input.body) ? { ...(input.body as Fields) } : undefined;
  if (route.referenceId) {
    move(query, 'reference_Id', query, route.referenceId);
    if (body) move(body, 'reference_Id', body, route.referenceId);
  }
  if (!route.hasBody || (input.body !== undefined && !body)) return { body: input.body, query };
  const target = body ?? {};
  for (const id of [...(route.ids ?? []), ...(route.referenceId ? [route.referenceId] : [])]) move(query, id, target, id);
  const version = route.takesVersion ? ifMatchVersion(input.ifMatch) : undefined;
  if (version !== undefined) {
    if (target.version !== undefined && !sameValue(target.version, version)) throw new HttpError(400, replies.versionTwice, [{ field: '/version', message: replies.versionTwice }]);
    target.version = version;
  }
  return { body: body ?? (Object.keys(target).length ? target : undefined), query };
}
