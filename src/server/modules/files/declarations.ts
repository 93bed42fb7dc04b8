import replies from '../../../../schemas/file/file.replies.json';
import { files } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';

export const fileRecords: RecordDeclaration<typeof files> = {
  type: 'file',
  noun: 'File',
  table: files,
  derived: ['searchName'],
  staleMessage: replies.stale,
};

/** A file list row by the names the API answers with (tags and Related to are shaped after). */
export const fileColumns = {
  file_Reference_Id: files.id,
  version: files.version,
  name: files.name,
  description: files.description,
  file_Type: files.fileType,
  tags: files.tags,
  latest_Version: files.latestVersion,
  uploaded_Date: files.createdAt,
  last_Updated_At: files.updatedAt,
  irys_Case_Reference_Id: files.caseId,
  relatedHumanId: files.relatedHumanId,
  relatedEntityId: files.relatedEntityId,
};

/**
 * Every file list (GET /v1/files, /v1/files/entity, /v1/files/human, /v1/cases/file, /v1/policy/file, /v1/market/file) is this one
 * search: each query schema takes some of its filters (the spec names tags and types differently
 * per call, so both names are declared). Date bounds arrive as instants (the service makes a day's).
 */
export const fileSearch: SearchDeclaration<typeof files> = {
  type: 'file',
  table: files,
  searchColumn: files.searchName,
  columns: fileColumns,
  sortKeys: { uploaded_Date: [files.createdAt], name: [files.searchName], last_Updated_At: [files.updatedAt] },
  defaultSortKey: 'uploaded_Date',
  /** a row's Related to is named from the human or entity */
  shows: ['human', 'entity'],
  filters: {
    case_Reference_Id: { kind: 'equals', column: files.caseId },
    entity_Reference_Id: { kind: 'equals', column: files.relatedEntityId },
    human_Reference_Id: { kind: 'equals', column: files.relatedHumanId },
    policy_Reference_Id: { kind: 'equals', column: files.policyId },
    market_Reference_Id: { kind: 'equals', column: files.marketId },
    file_Type: { kind: 'anyOf', column: files.fileType },
    fileTypes: { kind: 'anyOf', column: files.fileType },
    tags: { kind: 'anyOf', column: files.tags },
    fileTagCodes: { kind: 'anyOf', column: files.tags },
    upload_Date_From: { kind: 'atLeast', column: files.createdAt },
    upload_Date_To: { kind: 'atMost', column: files.createdAt },
    last_Updated_Date_From: { kind: 'atLeast', column: files.updatedAt },
    last_Updated_Date_To: { kind: 'atMost', column: files.updatedAt },
  },
};
