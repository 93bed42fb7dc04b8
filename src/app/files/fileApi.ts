import type { RelatedToWho } from '../../widgets/types';
import { api } from '../api/client';

/** A file tag as the server reads it: its code and label. */
export interface FileTag {
  string_Value: string;
  label: string;
}

/** A file as the lists answer it (file_Data). */
export interface FileItem {
  file_Reference_Id: string;
  version: number;
  name: string;
  description: string | null;
  file_Type: string;
  tags: FileTag[];
  tags_Count: number;
  latest_Version: number;
  uploaded_Date: string;
  last_Updated_At: string;
}

interface Person {
  first_Name: string | null;
  last_Name: string | null;
}

/** GET /v1/metadata/files: the File details dialog's read. */
export interface FileDetails extends Omit<FileItem, 'related_To'> {
  related_To: (RelatedToWho & { type: 'Human' | 'Entity' }) | null;
  created_By: Person | null;
  updated_By: Person | null;
  file_Extension: string | null;
}

export const readFileDetails = async (id: string) =>
  (await api<FileDetails>(`/v1/metadata/files?file_Reference_Id=${encodeURIComponent(id)}`)).resolved;

/** PUT /v1/metadata/file/update: saves what the body sends that changed; answers the new version and the server's sentence. */
export async function updateFileDetails(body: Record<string, unknown>) {
  const answer = await api<{ version: number }>('/v1/metadata/file/update', { method: 'PUT', body });
  return { version: answer.resolved.version, message: answer.responseMessage };
}
