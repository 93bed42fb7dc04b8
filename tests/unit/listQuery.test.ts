import { describe, expect, it } from 'vitest';
import { initialListQuery, listIdentity, listQueryReducer, listRequest, pagerState, toSearchParams } from '../../src/engine/core/listQuery';

const texts = { page: 'Page {page} of {pages}', loading: 'Loading...' };

describe('list query', () => {
  it('starts on page 1 with the page size', () => {
    expect(toSearchParams(initialListQuery(15, 'name'))).toBe('page=1&limit=15&sort=asc&sortKey=name');
  });

  it("asks a paged list for its page after the fixed parameters; a whole list (a record's sub-list) for the fixed parameters only", () => {
    const q = listQueryReducer(initialListQuery(15, 'name'), { type: 'search', search: 'ada' });
    expect(listRequest({ api: '/v1/files' }, q, { human_Reference_Id: 'h1' })).toBe('/v1/files?human_Reference_Id=h1&page=1&limit=15&sort=asc&sortKey=name&search=ada');
    expect(listRequest({ api: '/v1/opportunity/submission', whole: true }, q, { opportunity_Reference_Id: 'o1' })).toBe('/v1/opportunity/submission?opportunity_Reference_Id=o1');
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

  it('keeps the page when the search typed is the one already asked (the search box settling after the list opens)', () => {
    let q = listQueryReducer(initialListQuery(15), { type: 'page', page: 2 });
    q = listQueryReducer(q, { type: 'search', search: '' });
    expect(q.page).toBe(2);
    q = listQueryReducer(listQueryReducer(q, { type: 'search', search: 'ada' }), { type: 'page', page: 3 });
    expect(listQueryReducer(q, { type: 'search', search: ' ada ' }).page).toBe(3);
  });

  it("names a list by its manifest and what it always asks, whatever their order: another list's query is not its own", () => {
    expect(listIdentity('file', { human_Reference_Id: 'h1', kind: 'x' })).toBe(listIdentity('file', { kind: 'x', human_Reference_Id: 'h1' }));
    expect(listIdentity('file', { human_Reference_Id: 'h1' })).not.toBe(listIdentity('file', { human_Reference_Id: 'h2' }));
    expect(listIdentity('policy')).not.toBe(listIdentity('opportunity'));
  });

  it('pager: Loading..., Previous disabled on page 1, Next disabled on the last page', () => {
    expect(pagerState(1, undefined, texts)).toEqual({ text: 'Loading...', previousDisabled: true, nextDisabled: true });
    expect(pagerState(1, 4, texts)).toEqual({ text: 'Page 1 of 4', previousDisabled: true, nextDisabled: false });
    expect(pagerState(4, 4, texts)).toEqual({ text: 'Page 4 of 4', previousDisabled: false, nextDisabled: true });
  });
});
