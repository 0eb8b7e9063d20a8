// The benchmarks' percentile: the nearest-rank value of an ascending list (NaN for none).
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
