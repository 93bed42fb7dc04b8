/** The tab to show: the URL hash first, then the one remembered for this key, then the first. */
export function chosenTab(keys: string[], hash: string, remembered: string | null): string {
  const fromHash = hash.replace(/^#/, '');
  if (keys.includes(fromHash)) return fromHash;
  if (remembered && keys.includes(remembered)) return remembered;
  return keys[0];
}

/** Whether choosing a tab may write it into the URL hash: not when the hash holds something else (a wizard's step). */
export function hashIsTabs(keys: string[], hash: string): boolean {
  const key = hash.replace(/^#/, '');
  return key === '' || keys.includes(key);
}
