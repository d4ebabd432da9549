/** The q-quantile (0..1) of some numbers, by nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
