import replies from '../../../../schemas/market/market.replies.json';
import { markets } from '../../db/schema.ts';
import type { RecordDeclaration } from '../../records/record.ts';
import type { SearchDeclaration } from '../../records/search.ts';

export const marketRecords: RecordDeclaration<typeof markets> = {
  type: 'market',
  noun: 'Market',
  table: markets,
  derived: ['searchName'],
  staleMessage: replies.stale,
};

/** A market by the names the API answers with. */
export const marketColumns = {
  market_Reference_Id: markets.id,
  version: markets.version,
  market_Name: markets.name,
  market_Type: markets.marketType,
  market_Description: markets.description,
  market_Image: markets.image,
  naic_Code: markets.naicCode,
  website_Url: markets.websiteUrl,
  is_Active: markets.isActive,
};

/** The market list (GET /v1/market/list); its query schema names the same sort keys and filters. */
export const marketSearch: SearchDeclaration<typeof markets> = {
  type: 'market',
  table: markets,
  searchColumn: markets.searchName,
  columns: marketColumns,
  sortKeys: { market_Name: [markets.name], market_Type: [markets.marketType, markets.name], created_At: [markets.createdAt] },
  defaultSortKey: 'market_Name',
  filters: {
    market_Type: { kind: 'equals', column: markets.marketType },
    is_Active: { kind: 'equals', column: markets.isActive },
  },
};
