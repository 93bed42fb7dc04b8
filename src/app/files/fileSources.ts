import type { ListManifest } from '../../engine/core/screenManifests';
import { fileListManifest } from './fileKinds';

/** A record whose files are listed. */
export interface FileSource {
  kind: 'human' | 'entity' | 'case' | 'policy' | 'market';
  id: string;
}

/** Each record's files call, the query name of its id, and its names of the list's filters (the spec names tags and types differently per call). */
const calls: Record<FileSource['kind'], { api: string; idKey: string; names: Record<string, string> }> = {
  human: { api: '/v1/files/human', idKey: 'human_Reference_Id', names: { tags: 'fileTagCodes' } },
  entity: { api: '/v1/files/entity', idKey: 'entity_Reference_Id', names: { tags: 'fileTagCodes' } },
  case: { api: '/v1/cases/file', idKey: 'case_Reference_Id', names: { tags: 'fileTagCodes', file_Type: 'fileTypes' } },
  policy: { api: '/v1/policy/file', idKey: 'policy_Reference_Id', names: { tags: 'fileTagCodes' } },
  market: { api: '/v1/market/file', idKey: 'market_Reference_Id', names: { tags: 'fileTagCodes' } },
};

/** The upload's name of the record a file is uploaded on, for records whose upload names them (a case's is its own). */
export const uploadedOnField = (kind: FileSource['kind']) => calls[kind].idKey;

/** The spec's page sizes of a record's files: 10 for humans, entities, policies and markets (client file lists), 15 for cases. */
export const recordPageSize = (kind: FileSource['kind']) => (kind === 'case' ? 15 : 10);

/** The files table's manifest for a record's files (or the tenant's, without one), and the query that names the record. */
export function filesOf(source: FileSource | undefined, pageSize?: number): { manifest: ListManifest; query?: Record<string, string> } {
  if (!source) return { manifest: pageSize ? { ...fileListManifest, pageSize } : fileListManifest };
  const { api, idKey, names } = calls[source.kind];
  return {
    manifest: {
      ...fileListManifest,
      api,
      pageSize: pageSize ?? recordPageSize(source.kind),
      filters: fileListManifest.filters.map((f) => ({ ...f, key: names[f.key] ?? f.key })),
    },
    query: { [idKey]: source.id },
  };
}
