/** Names as a person gave them, made safe to keep and to send back; never used as a path. */

const maxName = 255;
// control characters, and the few that break a name on some system or in a header
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const unsafe = /[\u0000-\u001f\u007f<>:"|?*]/g;

/** The last segment of a client's path (either slash), without control characters, at most 255 characters. */
export function baseName(raw: string | undefined): string {
  const name = (raw ?? '').split(/[/\\]/).pop()!.replace(unsafe, '').replace(/\s+/g, ' ').trim();
  if (name === '.' || name === '..') return '';
  if (name.length <= maxName) return name;
  const extension = extensionOf(name);
  return extension && extension.length < 20 ? `${name.slice(0, maxName - extension.length - 1)}.${extension}` : name.slice(0, maxName);
}

/** The lower-case extension after the last dot ('' for none, or for a name that is only an extension). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The name to download by: the file's name, given its version's extension when it lacks it. */
export function downloadName(name: string, extension: string): string {
  return extensionOf(name) === extension ? name : `${name}.${extension}`;
}

/**
 * Content-Disposition for a name: an ASCII fallback (quotes, backslashes and non-ASCII replaced) and
 * the exact name as RFC 5987 UTF-8 (RFC 6266).
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\%;]/g, '_').trim() || 'file';
  const utf8 = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
