/** Whether every word of what was typed is part of one of the texts, ignoring case: 'gen liab' finds 'General Liability'. */
export function matchesWords(search: string, texts: string[]): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const lowered = texts.map((t) => t.toLowerCase());
  return words.every((w) => lowered.some((t) => t.includes(w)));
}
