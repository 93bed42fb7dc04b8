import { describe, expect, it } from 'vitest';
import { fillBody, fillTemplate } from '../../src/engine/core/template';

describe('template filler', () => {
  it('fills keys and JSON pointers; a missing value is empty', () => {
    const record = { id: 'a b', first_Name: 'Ada', human: { last_Name: 'Byron' } };
    expect(fillTemplate('{first_Name} {/human/last_Name}{nickname}', record)).toBe('Ada Byron');
    expect(fillTemplate('Page {page} of {pages}', { page: 2, pages: 7 })).toBe('Page 2 of 7');
  });

  it('encodes each value when asked (paths)', () => {
    expect(fillTemplate('/human/{id}/edit', { id: 'a/b c' }, encodeURIComponent)).toBe('/human/a%2Fb%20c/edit');
  });

  it('a body value that is one placeholder keeps its type', () => {
    expect(fillBody({ human_Reference_Id: '{reference_Id}', version: '{version}', note: 'v{version}' }, { reference_Id: 'h1', version: 3 })).toEqual({
      human_Reference_Id: 'h1', version: 3, note: 'v3',
    });
  });
});
