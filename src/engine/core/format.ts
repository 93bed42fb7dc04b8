export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Dollars in US style with 2 decimals: 1234.5 -> '$1,234.50'; '' when there is no number. */
export function displayMoney(value: unknown): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return '';
  return Number(value).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** The parts that hold a value, joined: ['Acme', '', 'LLC'] -> 'Acme · LLC'. */
export function joinPresent(parts: unknown[], separator = ' · '): string {
  return parts.filter((p) => p !== null && p !== undefined && p !== '').join(separator);
}

/** A name's initials: the first letters of its first two words ('Becker - Lakin': BL; punctuation is no word). */
export function initialsOf(name: string): string {
  return (name.match(/\p{L}[\p{L}\p{M}'’]*|\d+/gu) ?? []).slice(0, 2).map((word) => word[0]).join('').toUpperCase();
}
