import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../src/engine/core/format';

describe('avatar initials', () => {
  it('take the first letters of the first two words, punctuation being no word', () => {
    expect(initialsOf('Becker - Lakin')).toBe('BL');
    expect(initialsOf('Dooley, Kuphal and Rippin')).toBe('DK');
    expect(initialsOf('ada lovelace')).toBe('AL');
    expect(initialsOf("O'Hara Group")).toBe('OG');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('Walsh')).toBe('W');
    expect(initialsOf(' - ')).toBe('');
  });
});
