/** The tab to show: the URL hash first, then the one remembered for this key, then the first. */
export function chosenTab(keys: string[], hash: string, remembered: string | null): string {
  const fromHash = hash.replace(/^#/, '');
  if (keys.includes(fromHash)) return fromHash;
  if (remembered && keys.includes(remembered)) return remembered;
  return keys[0];
}
