// Exact route optimisation of 10 stops plus a fixed start (bar: under 5 ms).
// Run: npx tsx bench/route.ts
import { performance } from 'node:perf_hooks';
import { optimizeRoute } from '../src/planner/route.ts';
import { type BenchResult, isMain, lcg, summarize } from './stats.ts';

export async function benchRoute(samples = 200): Promise<BenchResult> {
  const rand = lcg(42);
  const times: number[] = [];
  for (let i = 0; i < samples + 20; i++) {
    const start = { lat: 48.85 + rand() * 0.05, lng: 2.3 + rand() * 0.08 };
    const stops = Array.from({ length: 10 }, () => ({
      lat: 48.83 + rand() * 0.08,
      lng: 2.26 + rand() * 0.14,
    }));
    const metric = i % 2 === 0 ? 'time' : 'distance';
    const t0 = performance.now();
    optimizeRoute(start, stops, metric);
    const ms = performance.now() - t0;
    if (i >= 20) times.push(ms); // the first runs warm up the JIT
  }
  return summarize('route: exact optimisation, 10 stops', times);
}

if (isMain(import.meta.url)) {
  console.log(JSON.stringify(await benchRoute()));
}
