// Small helpers shared by the benchmarks.
import { performance } from 'node:perf_hooks';

export interface BenchResult {
  name: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[idx]!;
}

export function summarize(name: string, timesMs: number[]): BenchResult {
  const sorted = [...timesMs].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    name,
    samples: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
  };
}

export type Clock = 'wall' | 'cpu';

/** A stopwatch in milliseconds: wall time, or this process's CPU time (for a machine shared with other work). */
export function stopwatch(clock: Clock = 'wall'): () => number {
  if (clock === 'cpu') {
    const c0 = process.cpuUsage();
    return () => {
      const d = process.cpuUsage(c0);
      return (d.user + d.system) / 1000;
    };
  }
  const t0 = performance.now();
  return () => performance.now() - t0;
}

/** `--clock cpu` on the command line. */
export function clockArg(argv: readonly string[] = process.argv): Clock {
  const i = argv.indexOf('--clock');
  return i >= 0 && argv[i + 1] === 'cpu' ? 'cpu' : 'wall';
}

/** A deterministic generator for synthetic benchmark inputs. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

export function isMain(metaUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  return metaUrl === new URL(`file://${entry}`).href || metaUrl.endsWith(entry.replace(/^\.\//, ''));
}
