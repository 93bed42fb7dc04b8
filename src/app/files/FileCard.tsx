import { BadgesDisplay } from '../../displays/BadgesDisplay';
import { DateDisplay } from '../../displays/DateDisplay';
import { FileKindDisplay } from '../../displays/FileKindDisplay';
import { ShownText } from '../../displays/ShownText';
import { texts } from '../texts';
import type { FileItem } from './fileApi';
import { kindField, kindLabel, tagsField } from './fileKinds';

const cardName = 25;
const cardTags = 2;
const badge = 'rounded bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800';

/**
 * A file as a card: File badge, its kind, the name cut at 25, the first 2 tags then '+N', the upload date.
 * The name is the button that opens the file's details (its name the whole file name, which the cut one
 * begins); the button covers the card, so a click anywhere on it opens them.
 */
export function FileCard({ file, onOpen }: { file: FileItem; onOpen(file: FileItem): void }) {
  const record = file as unknown as Record<string, unknown>;
  return (
    <div className="relative flex w-full flex-col gap-2 rounded border border-slate-200 bg-white p-3 text-left text-sm hover:border-blue-300">
      <span className="flex items-center gap-2">
        <span className={badge}>{texts.files.fileBadge}</span>
        <FileKindDisplay value={file.file_Type} record={record} field={kindField} texts={texts} />
        <span className="text-xs text-slate-600">{kindLabel(file.file_Type)}</span>
      </span>
      <button type="button" onClick={() => onOpen(file)} aria-label={file.name} className="text-left font-medium text-slate-900 after:absolute after:inset-0 focus-visible:outline-2">
        {ShownText({ text: file.name, max: cardName, none: texts.none })}
      </button>
      <BadgesDisplay value={file.tags} record={record} field={{ ...tagsField, shown: cardTags }} texts={texts} />
      <span className="text-xs text-slate-500"><DateDisplay value={file.uploaded_Date} record={record} field={{ key: 'uploaded_Date' }} texts={texts} /></span>
    </div>
  );
}
