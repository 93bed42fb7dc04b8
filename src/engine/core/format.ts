export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** One formatter, made on first use: toLocaleString with options builds a new one (its locale data) on every call. */
let dollars: Intl.NumberFormat | undefined;

/** Dollars in US style with 2 decimals: 1234.5 -> '$1,234.50'; '' when there is no number. */
export function displayMoney(value: unknown): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return '';
  return (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(Number(value));
}

/** The parts that hold a value, joined: ['Acme', '', 'LLC'] -> 'Acme · LLC'. */
export function joinPresent(parts: unknown[], separator = ' · '): string {
  return parts.filter((p) => p !== null && p !== undefined && p !== '').join(separator);
}

/** A name's initials: the first letters of its first two words ('Becker - Lakin': BL; punctuation is no word). */
export function initialsOf(name: string): string {
  return (name.match(/\p{L}[\p{L}\p{M}'’]*|\d+/gu) ?? []).slice(0, 2).map((word) => word[0]).join('').toUpperCase();
}

export interface PersonName {
  first_Name?: string;
  last_Name?: string;
  preferred_Name?: string | null;
  pronoun?: string | null;
}

/** A person's name as lists show it: 'First Last (Preferred) pronoun'. */
export function personDisplayName(h: PersonName): string {
  const preferred = h.preferred_Name ? ` (${h.preferred_Name})` : '';
  const pronoun = h.pronoun ? ` ${h.pronoun}` : '';
  return `${h.first_Name ?? ''} ${h.last_Name ?? ''}${preferred}${pronoun}`.trim();
}
