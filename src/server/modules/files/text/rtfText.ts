/** Groups whose content is not the document's text (fonts, colours, styles, pictures, metadata). */
const hidden = new Set(['fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'themedata', 'colorschememapping', 'latentstyles', 'datastore', 'listtable', 'listoverridetable', 'rsidtbl', 'generator', 'xmlnstbl', 'header', 'footer', 'headerl', 'headerr', 'footerl', 'footerr']);
const token = /\\([a-z]+)(-?\d+)? ?|\\'([0-9a-f]{2})|\\([\\{}~_-])|\\\*|([{}])|[\r\n]+|([^\\{}\r\n]+)/gi;
const cp1252 = new TextDecoder('windows-1252');

/** A Rich Text document's text: paragraphs and tabs kept, formatting and hidden groups dropped. */
export function rtfText(bytes: Uint8Array): string {
  const source = cp1252.decode(bytes);
  const out: string[] = [];
  const stack: { hidden: boolean; skip: number }[] = [];
  let state = { hidden: false, skip: 1 };
  let pendingSkip = 0;
  let groupStart = false;
  for (const [whole, word, param, hex, escaped, brace, text] of source.matchAll(token)) {
    if (brace === '{') {
      stack.push(state);
      state = { ...state };
      groupStart = true;
      continue;
    }
    const first = groupStart;
    groupStart = false;
    if (brace === '}') state = stack.pop() ?? state;
    else if (whole === '\\*' || (word && first && hidden.has(word))) state.hidden = true;
    else if (state.hidden) continue;
    else if (word === 'par' || word === 'line' || word === 'sect' || word === 'page') out.push('\n');
    else if (word === 'tab') out.push('\t');
    else if (word === 'uc') state.skip = Number(param ?? 1);
    else if (word === 'u') {
      out.push(String.fromCharCode((Number(param) + 65536) % 65536));
      pendingSkip = state.skip;
    } else if (hex && pendingSkip > 0) pendingSkip--;
    else if (hex) out.push(cp1252.decode(Uint8Array.of(parseInt(hex, 16))));
    else if (escaped) out.push(escaped === '~' ? '\u00a0' : escaped === '_' ? '\u2011' : escaped === '-' ? '' : escaped);
    else if (text) {
      const kept = text.slice(Math.min(pendingSkip, text.length));
      pendingSkip = 0;
      out.push(kept);
    }
  }
  return out.join('').replace(/[ \t]+\n/g, '\n');
}
