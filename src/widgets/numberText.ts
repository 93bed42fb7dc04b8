/** Digits only, leading zeros removed: '001,234' -> '1234'. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Digits and one dot, at most 2 decimals, leading zeros removed: '0012.345' -> '12.34'. */
export function decimalText(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot === -1) return whole;
  const decimals = cleaned.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  return `${whole || '0'}.${decimals}`;
}

/** Thousands separators on the whole part: '1234567.5' -> '1,234,567.5'. */
export function withSeparators(plain: string): string {
  const [whole, decimals] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** Money as sent: exactly 2 decimals, no separators: '1234.5' -> '1234.50'. */
export function moneyValue(plain: string): string {
  return plain === '' ? '' : Number(plain).toFixed(2);
}
