/** Path words that say what an operation does; the rest of the path names what it does it to. */
const verbs = new Set([
  'search', 'upsert', 'update', 'retire', 'restore', 'lookup', 'add', 'edit', 'close', 'create', 'remove', 'save', 'start', 'delete',
  'validate', 'compare', 'login', 'logout', 'switch', 'upload', 'archive', 'reinstate', 'cancel', 'change', 'fetch', 'list',
]);
/** An operation whose path has none of those words: by its method. */
const methodVerbs: Record<string, string> = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' };

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A route's operationId in the spec's words, from its method and path: the path's verb first, then
 * the other words in their order (`GET /v1/humans/search` → searchHumans, `POST /v1/entities/upsert`
 * → upsertEntities, `PUT /v1/edit/human/contact` → editHumanContact); a path without one is named by
 * its method (`GET /v1/opportunity/submission` → getOpportunitySubmission). Path parameters are left out.
 * A declaration may name its own instead.
 */
export function operationIdOf({ method, url, operationId }: { method: string; url: string; operationId?: string }): string {
  if (operationId) return operationId;
  const words = url.replace(/^\/v1\//, '').split('/').filter((segment) => segment && !segment.startsWith(':') && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[-_]/)).filter(Boolean);
  const verbAt = words.findIndex((word) => verbs.has(word.toLowerCase()));
  const verb = verbAt >= 0 ? words[verbAt].toLowerCase() : methodVerbs[method];
  const rest = verbAt >= 0 ? words.filter((_, i) => i !== verbAt) : words;
  return verb + rest.map(capitalised).join('');
}
