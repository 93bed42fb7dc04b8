import type { GetMetadataFilesAnswer, UpdateMetadataFileAnswer } from '../../generated';
import type { File_Data } from '../../generated/types/get-files-answer';
import { api } from '../api/client';

/** A file as the lists answer it (file_Data). */
export type FileItem = File_Data;

/** A file tag as the server reads it: its code and label. */
export type FileTag = FileItem['tags'][number];

/** GET /v1/metadata/files: the File details dialog's read. */
export type FileDetails = GetMetadataFilesAnswer;

export const readFileDetails = async (id: string) =>
  (await api<GetMetadataFilesAnswer>(`/v1/metadata/files?file_Reference_Id=${encodeURIComponent(id)}`)).resolved;

/** PUT /v1/metadata/file/update: saves what the body sends that changed; answers the new version and the server's sentence. */
export async function updateFileDetails(body: Record<string, unknown>) {
  const answer = await api<UpdateMetadataFileAnswer>('/v1/metadata/file/update', { method: 'PUT', body });
  return { version: answer.resolved.version, message: answer.responseMessage };
}
