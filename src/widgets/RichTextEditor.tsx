import { useRef, useState, type FocusEvent } from 'react';
import { textAreaClass } from './inputProps';

/** The toolbar's labels and the link box's, in the page's words. */
export interface RichTextTexts {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  bulletList: string;
  numberList: string;
  link: string;
  linkAddress: string;
  addLink: string;
}

interface RichTextEditorProps {
  id: string;
  /** the id of the element that names the editor (its label) */
  labelledBy: string;
  texts: RichTextTexts;
  /** on every change: the editor's HTML and whether it holds any text */
  onChange(html: string, blank: boolean): void;
  /** the editor left (the toolbar's buttons keep it; the link box does not) */
  onBlur(event: FocusEvent<HTMLDivElement>): void;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

/** An address as a link keeps it: http(s) and mailto as typed, an address with @ as mailto, anything else as https. */
export const linkAddress = (typed: string) => {
  const text = typed.trim();
  if (/^(https?:|mailto:)/i.test(text)) return text;
  return /^[^\s@/]+@[^\s@/]+$/.test(text) ? `mailto:${text}` : `https://${text}`;
};

/**
 * Rich text in the browser's own editor (contenteditable and its editing commands, no package):
 * bold, italic, underline, bulleted and numbered lists, and a link on the selected text. It holds
 * its content itself; the server keeps only an allowlist of what it makes (DECISIONS 300).
 */
export function RichTextEditor({ id, labelledBy, texts, onChange, onBlur }: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement>(null);
  const selection = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');

  const changed = () => {
    const el = editor.current!;
    onChange(el.innerHTML, !el.textContent?.trim());
  };
  const run = (command: Command | 'createLink', value?: string) => {
    editor.current!.focus();
    document.execCommand(command, false, value);
    changed();
  };
  const openLink = () => {
    const current = document.getSelection();
    selection.current = current && current.rangeCount && editor.current!.contains(current.anchorNode) ? current.getRangeAt(0).cloneRange() : null;
    setLinking(true);
  };
  const addLink = () => {
    setLinking(false);
    if (!address.trim()) return;
    editor.current!.focus();
    const current = document.getSelection();
    if (selection.current && current) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
    const href = linkAddress(address);
    // without selected text the address itself becomes the link's text
    if (!current || current.isCollapsed) document.execCommand('insertHTML', false, `<a href="${escape(href)}">${escape(address.trim())}</a>`);
    else document.execCommand('createLink', false, href);
    setAddress('');
    changed();
  };

  const buttons: [Command, string, string][] = [
    ['bold', texts.bold, 'font-bold'],
    ['italic', texts.italic, 'italic'],
    ['underline', texts.underline, 'underline'],
    ['insertUnorderedList', texts.bulletList, ''],
    ['insertOrderedList', texts.numberList, ''],
  ];
  const tool = 'h-7 min-w-7 rounded px-2 text-xs text-slate-700 hover:bg-slate-200';
  return (
    <div className="flex flex-col gap-1">
      <div role="toolbar" aria-label={texts.toolbar} aria-controls={id} className="flex flex-wrap items-center gap-1 rounded border border-slate-200 bg-slate-50 p-1">
        {buttons.map(([command, label, look]) => (
          // the mouse press keeps the focus (and the selection) in the editor
          <button key={command} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => run(command)} className={`${tool} ${look}`}>{label}</button>
        ))}
        <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={openLink} aria-expanded={linking} className={tool}>{texts.link}</button>
        {linking && (
          <span className="flex items-center gap-1">
            <input
              aria-label={texts.linkAddress}
              value={address}
              autoFocus
              onChange={(e) => setAddress(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setLinking(false);
                }
              }}
              className="h-7 w-56 rounded border border-slate-300 px-2 text-xs"
            />
            <button type="button" onClick={addLink} className={tool}>{texts.addLink}</button>
          </span>
        )}
      </div>
      <div
        ref={editor}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={onBlur}
        className={`${textAreaClass()} min-h-40 max-h-80 overflow-y-auto [&_a]:text-blue-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6`}
      />
    </div>
  );
}
