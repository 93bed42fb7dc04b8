import type { Page } from 'playwright-core';

/** A file sent as multipart: its bytes in base64, its name, and the fields beside it. */
export interface Upload {
  upload: string;
  name: string;
  fields: Record<string, string>;
}

/**
 * Writes through the API as the signed-in page (its session and CSRF cookies): a JSON body, or a
 * file upload as multipart; answers the reply's `resolved` (the journeys' own records and files).
 * POST unless told PUT (a change).
 */
export async function post(page: Page, path: string, body: object | Upload, method: 'POST' | 'PUT' = 'POST'): Promise<Record<string, string>> {
  return page.evaluate(async ([path, body, method]) => {
    const csrf = document.cookie.split('; ').find((c) => c.startsWith('ad_csrf='))?.slice('ad_csrf='.length) ?? '';
    let init: RequestInit = { method, headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body) };
    if ('upload' in body) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields)) form.append(key, value);
      form.append('file', new Blob([Uint8Array.from(atob(body.upload), (c) => c.charCodeAt(0))]), body.name);
      init = { method: 'POST', headers: { 'x-csrf-token': csrf }, body: form };
    }
    const response = await fetch(path, init);
    return (await response.json()).resolved;
  }, [path, body, method] as const);
}

/** Reads through the API as the signed-in page: the reply's `resolved` (to find the demo book's records a journey starts from). */
export async function read<T = Record<string, unknown>>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => (await (await fetch(path)).json()).resolved, path) as Promise<T>;
}
