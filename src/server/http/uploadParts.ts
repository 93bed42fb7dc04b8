import type { FastifyRequest } from 'fastify';
import common from '../../../schemas/common/common.replies.json';
import replies from '../../../schemas/file/file.replies.json';
import { fillTemplate } from '../../engine/core/template.ts';
import { spool, discard, type Spooled } from '../storage/spool.ts';
import { HttpError } from './errors.ts';
import { serverTexts } from '../texts.ts';

/** A multipart upload as received: its text fields (the first of each name) and its one file, spooled. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  file?: { filename: string; spooled: Spooled };
}

const malformed = serverTexts.malformedUpload;

/** The plugin's and the parser's complaints as sentences; the file system's own errors stay 500s. */
function asHttpError(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, fillTemplate(replies.tooLarge, { max: Number((maxBytes / 1048576).toPrecision(3)) }));
  if (code === 'FST_FILES_LIMIT') return new HttpError(400, replies.oneAtATime);
  if (code?.startsWith('FST_') || (statusCode && statusCode < 500)) return new HttpError(400, malformed);
  // busboy's errors about the body's form carry no code; a file system error always has one
  if (!code) return new HttpError(400, malformed);
  return error;
}

/**
 * Reads the parts as they arrive: fields are kept, the file is written to the spool as it streams
 * (never held in memory), a second file is refused by the parser's limit. Every part is consumed
 * or the parser stops, so no request is left hanging; a spooled file is removed when this fails.
 */
export async function receiveUpload(request: FastifyRequest, spoolDir: string, maxBytes: number): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(400, replies.noFiles);
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'];
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } })) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) throw new HttpError(400, common.invalidFields, [{ field: `/${part.fieldname}`, message: 'must be text' }]);
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      file = { filename: part.filename, spooled: await spool(part.file, spoolDir) };
      if (part.file.truncated) throw asHttpError({ code: 'FST_REQ_FILE_TOO_LARGE' }, maxBytes);
    }
  } catch (error) {
    if (file) await discard(file.spooled);
    throw asHttpError(error, maxBytes);
  }
  return { fields, file };
}
