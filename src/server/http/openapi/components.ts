import { csrfCookie, sessionCookie } from '../../auth/plugin.ts';

/** How a client proves its session: the browser's cookie (writes add its CSRF header) or a bearer token. */
export const securitySchemes = {
  sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: `The session cookie sign-in sets (HttpOnly). A write sent with it also needs the CSRF header; the token comes in sign-in's answer (csrf_Token) and the ${csrfCookie} cookie.` },
  csrfHeader: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'The session\'s CSRF token: required on every write (POST, PUT, DELETE) made with the session cookie.' },
  bearerToken: { type: 'http', scheme: 'bearer', description: 'The token sign-in answers (resolved.token), as Authorization: Bearer <token>. Tenant-Authorization may name another tenant of the user for one request.' },
} as const;

/** Who may call an operation: nobody needs to sign in for a public one; else the cookie (with the CSRF header on writes) or the bearer token. */
export function securityOf(scope: string, method: string): Record<string, string[]>[] {
  if (scope === 'public') return [];
  const cookie: Record<string, string[]> = method === 'GET' ? { sessionCookie: [] } : { sessionCookie: [], csrfHeader: [] };
  return [cookie, { bearerToken: [] }];
}

const fieldError = {
  type: 'object', required: ['field', 'message'], additionalProperties: false,
  properties: {
    field: { type: 'string', description: 'A JSON pointer to the field (/human/first_Name); empty for the whole request.' },
    message: { type: 'string', description: "The field's message, as the schema words it." },
  },
};

const errorAnswer = {
  type: 'object', required: ['responseCode', 'responseMessage', 'resolved', 'errors'], additionalProperties: false,
  properties: {
    responseCode: { type: 'integer', description: 'The HTTP status again.' },
    responseMessage: { type: 'string', description: 'A sentence a person can act on.' },
    resolved: { type: 'null' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' }, description: 'One message per field that failed (400); empty otherwise.' },
  },
};

/** The error answers every operation may give, by status: the same envelope with `errors`. */
const errorStatuses = {
  400: ['BadRequest', 'The request does not fit its schema, or an id came twice with different values: `errors` names each field with its message.'],
  401: ['Unauthorized', 'No session, or it has expired: sign in again.'],
  403: ['Forbidden', 'The user lacks the scope (x-scope), is not a member of the tenant asked for, or a cookie write came without its CSRF header.'],
  404: ['NotFound', "No such record in the user's tenant (another tenant's id answers the same), or no such path."],
  409: ['Conflict', "The record's state does not allow the change, or a value that must be unique is taken."],
  412: ['PreconditionFailed', 'The version sent (version or If-Match) is stale: the record changed meanwhile. Read it again.'],
  413: ['PayloadTooLarge', 'The request body, or the uploaded file, is larger than the server takes.'],
  410: ['Gone', 'The link has expired: ask for a new one.'],
  415: ['UnsupportedMediaType', 'The body is not in the media type the operation takes (application/json, multipart/form-data for uploads).'],
  429: ['TooManyRequests', 'Too many attempts: the sentence says when to try again.'],
  503: ['ServiceUnavailable', 'The database or the file store is not answering (stopped, restarting or out of reach): nothing was saved; try again after Retry-After seconds.'],
} as const;

export type ErrorStatus = keyof typeof errorStatuses;

export const errorComponents = {
  schemas: { FieldError: fieldError, ErrorAnswer: errorAnswer },
  responses: Object.fromEntries(Object.values(errorStatuses).map(([name, description]) => [name, {
    description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
  }])),
};

/** The operation's error answers, as references to the shared ones. */
export function errorResponses(statuses: ErrorStatus[]): Record<string, { $ref: string }> {
  return Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${errorStatuses[status][0]}` }]));
}
