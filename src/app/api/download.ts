import { ApiError, type Envelope } from './client';

/** The file name a Content-Disposition gives: its UTF-8 filename* first, else the plain filename. */
export function dispositionName(header: string | null): string | undefined {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed escape: the plain name serves
    }
  }
  return /filename="([^"]*)"/i.exec(header ?? '')?.[1];
}

/**
 * Saves what a GET answers (sent with the session cookie) under the name the server gives, without
 * leaving the page; a refusal throws an ApiError with the server's sentence, a lost session goes to /login.
 */
export async function download(path: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    if (response.status === 401) window.location.assign('/login');
    throw new ApiError(response.status, payload?.responseMessage ?? response.statusText, payload?.errors ?? []);
  }
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = dispositionName(response.headers.get('content-disposition')) ?? '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // some browsers read the blob after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
