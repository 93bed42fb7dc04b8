import { describe, expect, it } from 'vitest';
import { initialListQuery, listQueryReducer, pagerState, toSearchParams } from '../../src/engine/core/listQuery';

const texts = { page: 'Page {page} of {pages}', loading: 'Loading...' };

describe('list query', () => {
  it('starts on page 1 with the page size', () => {
    expect(toSearchParams(initialListQuery(15, 'name'))).toBe('page=1&limit=15&sort=asc&sortKey=name');
  });

  it('returns to page 1 when the search, sort or a filter changes', () => {
    let q = listQueryReducer(initialListQuery(15), { type: 'page', page: 3 });
    q = listQueryReducer(q, { type: 'search', search: '  ada   love ' });
    expect(q.page).toBe(1);
    expect(toSearchParams(q)).toContain('search=ada+love');
    q = listQueryReducer(listQueryReducer(q, { type: 'page', page: 2 }), { type: 'filter', key: 'is_Active', value: 'true' });
    expect(q.page).toBe(1);
    expect(toSearchParams(q)).toContain('is_Active=true');
    q = listQueryReducer(q, { type: 'filter', key: 'is_Active', value: '' });
    expect(toSearchParams(q)).not.toContain('is_Active');
  });

  it('pager: Loading..., Previous disabled on page 1, Next disabled on the last page', () => {
    expect(pagerState(1, undefined, texts)).toEqual({ text: 'Loading...', previousDisabled: true, nextDisabled: true });
    expect(pagerState(1, 4, texts)).toEqual({ text: 'Page 1 of 4', previousDisabled: true, nextDisabled: false });
    expect(pagerState(4, 4, texts)).toEqual({ text: 'Page 4 of 4', previousDisabled: false, nextDisabled: true });
  });
});
