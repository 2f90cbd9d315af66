/** The median of a list of timings (the upper middle one for an even count). */
export function median(xs: readonly number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.floor(a.length / 2)] ?? 0;
}

/** The p-th percentile (p from 0 to 100) of a list of timings: the smallest value with p% of the list at or below it. */
export function percentile(xs: readonly number[], p: number): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.ceil((p / 100) * a.length) - 1)] ?? 0;
}
