/** The median of a list of timings (the upper middle one for an even count). */
export function median(xs: readonly number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a[Math.floor(a.length / 2)] ?? 0;
}
