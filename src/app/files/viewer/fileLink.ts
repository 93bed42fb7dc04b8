import { api } from '../../api/client';

export interface FileVersionRef {
  file_Reference_Id: string;
  version?: number;
}

/** The spec's magic link (GET /v1/file/magic-link): a same-origin URL to a file version's bytes, valid for 5 minutes. */
export async function fileLink(file: FileVersionRef, disposition: 'preview' | 'download'): Promise<string> {
  const query = new URLSearchParams({ file_Reference_Id: file.file_Reference_Id, disposition });
  if (file.version !== undefined) query.set('version', String(file.version));
  const { resolved } = await api<{ magicLink: { magic_link: string }[] }>(`/v1/file/magic-link?${query}`);
  return resolved.magicLink[0].magic_link;
}
