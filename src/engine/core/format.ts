export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Fills {name} placeholders from values. */
export function fillText(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));
}

/** 'First Last (Preferred) pronoun', the human table's name. */
export function humanDisplayName(h: { first_Name: string; last_Name: string; preferred_Name?: string | null; pronoun?: string | null }): string {
  const preferred = h.preferred_Name ? ` (${h.preferred_Name})` : '';
  const pronoun = h.pronoun ? ` ${h.pronoun}` : '';
  return `${h.first_Name} ${h.last_Name}${preferred}${pronoun}`;
}

export function money(value: number): string {
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
}
