/** The files an agency keeps (DECISIONS 46): by extension, the kind, the type served, and what the bytes must be. */

export type FileKind = 'Document' | 'Spreadsheet' | 'Email' | 'Image' | 'Multimedia';

export interface FileFormat {
  kind: FileKind;
  /** the Content-Type it is served with */
  mime: string;
  /** what file-type must find in the bytes; 'text' for formats without a signature (checked as text) */
  content: readonly string[] | 'text';
  /** an Office compound file (doc, xls, msg): an installer package in the same container is refused */
  compound?: boolean;
  /** a browser shows it safely in a page (preview); anything else is always a download */
  inline?: boolean;
}

const office = 'application/vnd.openxmlformats-officedocument';

export const fileFormats: Readonly<Record<string, FileFormat>> = {
  pdf: { kind: 'Document', mime: 'application/pdf', content: ['pdf'], inline: true },
  doc: { kind: 'Document', mime: 'application/msword', content: ['cfb'], compound: true },
  docx: { kind: 'Document', mime: `${office}.wordprocessingml.document`, content: ['docx'] },
  rtf: { kind: 'Document', mime: 'application/rtf', content: ['rtf'] },
  txt: { kind: 'Document', mime: 'text/plain', content: 'text', inline: true },
  pptx: { kind: 'Document', mime: `${office}.presentationml.presentation`, content: ['pptx'] },
  xls: { kind: 'Spreadsheet', mime: 'application/vnd.ms-excel', content: ['cfb'], compound: true },
  xlsx: { kind: 'Spreadsheet', mime: `${office}.spreadsheetml.sheet`, content: ['xlsx'] },
  csv: { kind: 'Spreadsheet', mime: 'text/csv', content: 'text' },
  eml: { kind: 'Email', mime: 'message/rfc822', content: 'text' },
  msg: { kind: 'Email', mime: 'application/vnd.ms-outlook', content: ['cfb'], compound: true },
  png: { kind: 'Image', mime: 'image/png', content: ['png', 'apng'], inline: true },
  jpg: { kind: 'Image', mime: 'image/jpeg', content: ['jpg'], inline: true },
  jpeg: { kind: 'Image', mime: 'image/jpeg', content: ['jpg'], inline: true },
  gif: { kind: 'Image', mime: 'image/gif', content: ['gif'], inline: true },
  tif: { kind: 'Image', mime: 'image/tiff', content: ['tif'] },
  tiff: { kind: 'Image', mime: 'image/tiff', content: ['tif'] },
  heic: { kind: 'Image', mime: 'image/heic', content: ['heic'] },
  mp3: { kind: 'Multimedia', mime: 'audio/mpeg', content: ['mp3'] },
  mp4: { kind: 'Multimedia', mime: 'video/mp4', content: ['mp4', 'm4v'] },
};

export const acceptedExtensions = Object.keys(fileFormats);

// NUL and the C0 controls no text file holds (tab, line breaks, form feed, SUB and ESC are allowed)
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const binary = /[\x00-\x08\x0e-\x19\x1c-\x1f]/;

/** Text by its first bytes: none of the control characters that only binary data carries. */
export function looksLikeText(head: Buffer): boolean {
  return !binary.test(head.toString('latin1'));
}
