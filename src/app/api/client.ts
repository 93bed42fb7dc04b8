import type { FieldError } from '../../engine/core/errors';

export interface Envelope<T> {
  responseCode: number;
  responseMessage: string;
  resolved: T;
  errors?: FieldError[];
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** The CSRF token a cookie-authenticated write sends (x-csrf-token). */
export function csrfToken(): string {
  return document.cookie.split('; ').find((c) => c.startsWith('ad_csrf='))?.slice('ad_csrf='.length) ?? '';
}

// a GET asked for again while its answer is on the way shares that answer
const inFlight = new Map<string, Promise<Envelope<unknown>>>();

/** Calls the API with the session cookie and CSRF token; a lost session goes to /login. Identical GETs in flight are sent once. */
export function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  if ((init.method ?? 'GET') !== 'GET') return send<T>(path, init);
  let pending = inFlight.get(path);
  if (!pending) {
    pending = send(path, init).finally(() => inFlight.delete(path));
    inFlight.set(path, pending);
  }
  return pending as Promise<Envelope<T>>;
}

async function send<T>(path: string, init: { method?: string; body?: unknown }): Promise<Envelope<T>> {
  const method = init.method ?? 'GET';
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method !== 'GET' ? { 'x-csrf-token': csrfToken() } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const payload = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401 && !path.startsWith('/v1/auth/login')) {
    window.location.assign('/login');
  }
  if (!response.ok || !payload) {
    throw new ApiError(response.status, payload?.responseMessage ?? response.statusText, payload?.errors ?? []);
  }
  return payload;
}

/** A POST whose answer is a file (a PDF): its bytes; a refusal throws an ApiError with the server's sentence. */
export async function apiBytes(path: string, body: unknown): Promise<Uint8Array> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken() },
    body: JSON.stringify(body),
  });
  if (response.ok) return new Uint8Array(await response.arrayBuffer());
  const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (response.status === 401) window.location.assign('/login');
  throw new ApiError(response.status, payload?.responseMessage ?? response.statusText, payload?.errors ?? []);
}

/** A manifest's call (a list's delete, a tab's item removal): method, path and body. */
export const call = (method: string, path: string, body: unknown) => api(path, { method, body });

/** swr fetcher: the resolved part of a GET. */
export const fetchResolved = async <T>(path: string): Promise<T> => (await api<T>(path)).resolved;
