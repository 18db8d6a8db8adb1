/** Percentile of a sample (nearest rank), in the sample's unit. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1),
  };
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;

/**
 * Runs `task` `total` times with `concurrency` callers at once; returns each call's latency in ms.
 * Bounded in count, so it always stops by itself.
 */
export async function load(total: number, concurrency: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      const i = next++;
      const start = performance.now();
      await task(i);
      latencies.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}
