export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The formatter for what a number's shortest text does not spell in digits (1e21, 1e-7), made only then. */
let dollars: Intl.NumberFormat | undefined;

/**
 * Dollars in US style with 2 decimals: 1234.5 -> '$1,234.50', -0.001 -> '-$0.00'; '' when there is no number. Spelled
 * from the number's shortest text, rounded half away from zero as Intl.NumberFormat('en-US', USD) does (the same text
 * for every number: tests/unit/money.test.ts), without making that formatter: making the first one took 193 ms of
 * CPU at x4 in the first load of a record's page (its locale data), the largest function there.
 */
export function displayMoney(value: unknown): string {
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return '';
  const number = Number(value);
  const text = String(Math.abs(number));
  if (text.includes('e')) return (dollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })).format(number);
  const [whole, fraction = ''] = text.split('.');
  const cents = (BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction[2] >= '5' ? 1n : 0n)).toString().padStart(3, '0');
  const grouped = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number < 0 || Object.is(number, -0) ? '-' : ''}$${grouped}.${cents.slice(-2)}`;
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
