import { fileTypeFromFile } from 'file-type';
import replies from '../../../../schemas/file/file.replies.json';
import { fillTemplate } from '../../../engine/core/template.ts';
import { HttpError } from '../../http/errors.ts';
import type { Spooled } from '../../storage/spool.ts';
import { isInstallerPackage } from './compoundFile.ts';
import { fileFormats, looksLikeText, type FileFormat } from './formats.ts';

const refuse = (status: number, sentence: string, message: string) => new HttpError(status, sentence, [{ field: '/file', message }]);

/** Whether the bytes are what the extension says: by signature, or as text where formats have none. */
async function contentMatches(format: FileFormat, spooled: Spooled): Promise<boolean> {
  if (format.content === 'text') return looksLikeText(spooled.head);
  const found = await fileTypeFromFile(spooled.path);
  if (!found || !format.content.includes(found.ext)) return false;
  return !(format.compound && (await isInstallerPackage(spooled.path)));
}

/**
 * The format of an upload named `name` with `extension`: refused with the spec's sentences when the
 * file is empty (none valid), its extension is not accepted, or its bytes are something else.
 */
export async function checkFormat(name: string, extension: string, spooled: Spooled): Promise<FileFormat> {
  if (spooled.size === 0) throw refuse(400, replies.noValidFile, fillTemplate(replies.emptyFile, { name }));
  if (!extension) throw refuse(415, replies.unsupportedFormats, fillTemplate(replies.noExtension, { name }));
  const format = Object.hasOwn(fileFormats, extension) ? fileFormats[extension] : undefined;
  if (!format) throw refuse(415, replies.unsupportedFormats, fillTemplate(replies.notAccepted, { name, extension }));
  if (!(await contentMatches(format, spooled))) throw refuse(415, replies.unsupportedFormats, fillTemplate(replies.contentMismatch, { name, extension }));
  return format;
}
