/** The p-th percentile (0-100) by nearest rank. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
