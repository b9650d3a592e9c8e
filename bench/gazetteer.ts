// Destination search benchmark (DESIGN.md section 9: p95 under 5 ms a query).
// Queries are prefixes (1-12 characters) of real city names, cities drawn with a bias towards big ones, the way
// people type them. Run directly: npx tsx bench/gazetteer.ts
import { pathToFileURL } from 'node:url';
import { createGazetteer } from '../src/knowledge/gazetteer.ts';
import { readGazetteerFile } from '../src/knowledge/gazetteer-file.ts';

export interface GazetteerBenchResult {
  name: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  loadMs: number;
}

const SAMPLES = 4000;
const WARM_UP = 300;

/** Small deterministic PRNG (mulberry32) so every run times the same queries. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export async function benchGazetteer(): Promise<GazetteerBenchResult> {
  const started = performance.now();
  const records = readGazetteerFile();
  const gazetteer = createGazetteer(records);
  const loadMs = performance.now() - started;

  // Half the queries from the 2,000 biggest cities, half from all of them; some typed in lower case.
  const byPopulation = [...records].sort((a, b) => b.population - a.population);
  const next = random(42);
  const queries: string[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    const pool = i % 2 ? byPopulation.length : 2000;
    const city = byPopulation[Math.floor(next() * pool)]!;
    const prefix = city.name.slice(0, 1 + Math.floor(next() * 12));
    queries.push(next() < 0.5 ? prefix.toLowerCase() : prefix);
  }

  const times: number[] = [];
  queries.forEach((query, i) => {
    const t = performance.now();
    gazetteer.search(query);
    if (i >= WARM_UP) times.push(performance.now() - t);
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    name: 'gazetteer search',
    samples: times.length,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    loadMs: Math.round(loadMs),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(JSON.stringify(await benchGazetteer()));
}
