/**
 * A mail's message as HTML of a small allowlist (what the composer's editor makes: paragraphs, line
 * breaks, bold, italic, underline, lists and links), and as plain text. Nothing a client sends is
 * passed on as it came: the HTML is rebuilt from its text (escaped) and the allowed tags (without
 * attributes, but a link's http, https or mailto address), so no script, handler or style survives.
 */

/** Tags kept (void: br); any other tag is dropped and its text kept, but the text of these is dropped too. */
const kept = new Set(['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a']);
const dropWithText = new Set(['script', 'style', 'head', 'title', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'xmp', 'noembed', 'noframes']);
const safeLink = /^(https?:|mailto:)/i;

const token = /<!--[\s\S]*?(?:-->|$)|<([/]?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s/>"'=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"'=<`]+))?)*)\s*\/?>|<[!?][^>]*>/g;
const reference = /&(#\d{1,7};|#x[0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/;
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text as it stands between tags: character references kept, every other markup character escaped. */
const escapeText = (text: string) => text.replace(/&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)|[<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Character references read back as characters (the common named ones and every numeric one). */
export function decodeText(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

function linkOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'=<`]+))/i.exec(attributes);
  // browsers ignore control characters and spaces inside a scheme ('java\tscript:')
  const href = match && decodeText(match[1] ?? match[2] ?? match[3]).replace(/[\s\p{Cc}]/gu, '');
  return href && safeLink.test(href) ? href : undefined;
}

interface Visitor {
  text(text: string): void;
  open(tag: string, href?: string): void;
  close(tag: string): void;
}

/** Walks the allowed structure of some HTML: its text (still escaped) and the kept tags, balanced. */
function walk(html: string, visit: Visitor): void {
  const open: string[] = [];
  let at = 0;
  let skipping: string | undefined;
  const text = (end: number) => {
    if (end > at && !skipping) visit.text(escapeText(html.slice(at, end)));
  };
  for (const m of html.matchAll(token)) {
    text(m.index);
    at = m.index + m[0].length;
    const [, closing, name = '', attributes = ''] = m;
    const tag = name.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = undefined;
      continue;
    }
    if (!tag) continue;
    if (dropWithText.has(tag)) {
      if (!closing && !m[0].endsWith('/>')) skipping = tag;
      continue;
    }
    if (!kept.has(tag)) continue;
    if (!closing) {
      if (tag === 'br') {
        visit.open(tag);
        continue;
      }
      open.push(tag);
      visit.open(tag, tag === 'a' ? linkOf(attributes) : undefined);
    } else if (open.includes(tag)) {
      while (open.length) {
        const last = open.pop()!;
        visit.close(last);
        if (last === tag) break;
      }
    }
  }
  text(html.length);
  while (open.length) visit.close(open.pop()!);
}

/** A message without any tag or character reference is plain text: its blank lines part paragraphs, its line breaks stay. */
const isMarkup = (message: string) => /<[a-zA-Z!/?]/.test(message) || reference.test(message);

export function plainTextHtml(message: string): string {
  if (!message.trim()) return '';
  return message.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
}

/** The message as safe HTML of the allowlist (plain text becomes paragraphs). */
export function sanitizeHtml(message: string): string {
  if (!isMarkup(message)) return plainTextHtml(message);
  let out = '';
  walk(message, {
    text: (t) => { out += t; },
    open: (tag, href) => { out += tag === 'a' ? (href ? `<a href="${escapeHtml(href)}">` : '<a>') : `<${tag}>`; },
    close: (tag) => { out += `</${tag}>`; },
  });
  return out;
}

/** The message as plain text: paragraphs and list items on lines of their own, a link's address after its text. */
export function htmlText(message: string): string {
  if (!isMarkup(message)) return message;
  let out = '';
  const links: (string | undefined)[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  walk(message, {
    text: (t) => { out += decodeText(t).replace(/\s+/g, ' '); },
    open: (tag, href) => {
      if (tag === 'br') out += '\n';
      else if (tag === 'p') out += '\n\n';
      else if (tag === 'div') out += '\n';
      else if (tag === 'ul' || tag === 'ol') lists.push({ ordered: tag === 'ol', n: 0 });
      else if (tag === 'li') {
        const list = lists.at(-1);
        out += `\n${'  '.repeat(Math.max(lists.length - 1, 0))}${list?.ordered ? `${++list.n}.` : '-'} `;
      } else if (tag === 'a') links.push(href);
    },
    close: (tag) => {
      if (tag === 'p') out += '\n\n';
      if (tag === 'ul' || tag === 'ol') out += '\n';
      if (tag === 'ul' || tag === 'ol') lists.pop();
      if (tag === 'a') {
        const href = links.pop();
        if (href) out += ` <${href.replace(/^mailto:/i, '')}>`;
      }
    },
  });
  return out.split('\n').map((line) => line.trimEnd()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
