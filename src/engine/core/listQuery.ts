import { fillTemplate } from './template';

export interface ListQuery {
  page: number;
  limit: number;
  search: string;
  sortKey?: string;
  sort: 'asc' | 'desc';
  filters: Record<string, string>;
}

export function initialListQuery(limit: number, sortKey?: string, sort: 'asc' | 'desc' = 'asc'): ListQuery {
  return { page: 1, limit, search: '', sortKey, sort, filters: {} };
}

/**
 * Which list a query state belongs to: the manifest and what the list always asks (a record's id).
 * A page, search and sort belong to their list: another list opens on page 1 in its own default sort.
 */
export function listIdentity(list: string, fixed: Record<string, string> = {}): string {
  return `${list}?${new URLSearchParams(Object.entries(fixed).sort(([a], [b]) => a.localeCompare(b))).toString()}`;
}

/** A list's request: a whole list (a record's sub-list, answered at once) asks only its `fixed` parameters, any other its page, sort, search and filters. */
export function listRequest(list: { api: string; whole?: boolean }, q: ListQuery, fixed: Record<string, string> = {}): string {
  return `${list.api}?${list.whole ? new URLSearchParams(fixed).toString() : toSearchParams(q, fixed)}`;
}

/** A list's CSV export as asked now: every row its search, sort and filters select (the server's GET /v1/export/{list}). */
export function exportRequest(list: { list: string }, q: ListQuery, fixed: Record<string, string> = {}): string {
  return `/v1/export/${list.list}?${toSearchParams({ ...q, page: 1 }, fixed)}`;
}

/** The query string of a list request, after the `fixed` parameters the list always asks (a record's id); empty filters are left out. */
export function toSearchParams(q: ListQuery, fixed: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...fixed, page: String(q.page), limit: String(q.limit), sort: q.sort });
  if (q.sortKey) params.set('sortKey', q.sortKey);
  const search = askedSearch(q.search);
  if (search) params.set('search', search);
  for (const [key, value] of Object.entries(q.filters)) if (value !== '') params.set(key, value);
  return params.toString();
}

/** The search as it is asked: trimmed, its spaces single. */
function askedSearch(search: string): string {
  return search.trim().replace(/\s+/g, ' ');
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'search'; search: string }
  | { type: 'sort'; sortKey: string; sort: 'asc' | 'desc' }
  | { type: 'filter'; key: string; value: string };

/** Changing what is asked for returns to page 1; a search that asks what is already asked changes nothing. */
export function listQueryReducer(q: ListQuery, action: ListAction): ListQuery {
  switch (action.type) {
    case 'page':
      return { ...q, page: action.page };
    case 'search':
      return askedSearch(action.search) === askedSearch(q.search) ? q : { ...q, search: action.search, page: 1 };
    case 'sort':
      return { ...q, sortKey: action.sortKey, sort: action.sort, page: 1 };
    case 'filter':
      return { ...q, filters: { ...q.filters, [action.key]: action.value }, page: 1 };
  }
}

export interface PagerState {
  text: string;
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** 'Page X of Y' or 'Loading...'; Previous disabled on page 1, Next on the last page. */
export function pagerState(page: number, lastPage: number | undefined, texts: { page: string; loading: string }): PagerState {
  if (lastPage === undefined) return { text: texts.loading, previousDisabled: true, nextDisabled: true };
  return {
    text: fillTemplate(texts.page, { page, pages: lastPage }),
    previousDisabled: page <= 1,
    nextDisabled: page >= lastPage,
  };
}
