// Start-up of the whole offline guide, the way the server pays it: each run is a fresh Node process that reads,
// validates and indexes every destination file (a repeat in the same process would hide the cold JIT).
// Reports the median and range of the load time, the heap the loaded guide holds (after a full GC) and the
// process's resident memory. Bars (issue 19): under 500 ms and under 100 MB heap.
// Run: npx tsx bench/knowledge-load.ts [runs] [knowledge-dir]   (another dir: measure an older copy of the data)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadKnowledgeFiles } from '../src/knowledge/knowledge-base.ts';
import { DEFAULT_KNOWLEDGE_DIR, readKnowledgeDir } from '../src/knowledge/knowledge-files.ts';

export const KNOWLEDGE_LOAD_BARS = { loadMs: 500, heapMb: 100 } as const;

interface RunFigures {
  destinations: number;
  places: number;
  /** Reading and JSON-parsing the files. */
  readMs: number;
  /** Validating them (schema, hours text) and building the indexes. */
  buildMs: number;
  loadMs: number;
  /** CPU time of the load (user and system): what the load costs whatever else the machine is doing. */
  cpuMs: number;
  /** Heap held once the guide is loaded, beyond what the process held before (after full GCs). */
  heapMb: number;
  rssMb: number;
}

export interface KnowledgeLoadResult {
  name: string;
  runs: number;
  destinations: number;
  places: number;
  loadMs: { median: number; min: number; max: number };
  cpuMs: number;
  readMs: number;
  buildMs: number;
  heapMb: number;
  rssMb: number;
  loadAverage: number;
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const round = (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One measurement in this process (meant to be a fresh one). */
function measureHere(dir: string): RunFigures {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const raw = readKnowledgeDir(dir);
  const read = performance.now();
  const kb = loadKnowledgeFiles(raw);
  const done = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  raw.length = 0; // the raw JSON is garbage once validated; only the base stays
  gc();
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return {
    ...kb.stats,
    readMs: round(read - started),
    buildMs: round(done - read),
    loadMs: round(done - started),
    cpuMs: round((cpu.user + cpu.system) / 1000),
    heapMb: round(heapMb, 1),
    rssMb: round(process.memoryUsage().rss / 1e6),
  };
}

/** `runs` fresh processes, each loading the guide once. */
export function benchKnowledgeLoad(runs = 7, dir = DEFAULT_KNOWLEDGE_DIR): KnowledgeLoadResult {
  const script = fileURLToPath(import.meta.url);
  const loadAverage = loadavg()[0]!;
  const figures: RunFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, '--child', dir], {
      encoding: 'utf8',
    });
    figures.push(JSON.parse(out) as RunFigures);
  }
  const loads = figures.map((f) => f.loadMs);
  return {
    name: 'knowledge base load, fresh process',
    runs,
    destinations: figures[0]!.destinations,
    places: figures[0]!.places,
    loadMs: { median: median(loads), min: Math.min(...loads), max: Math.max(...loads) },
    cpuMs: median(figures.map((f) => f.cpuMs)),
    readMs: median(figures.map((f) => f.readMs)),
    buildMs: median(figures.map((f) => f.buildMs)),
    heapMb: median(figures.map((f) => f.heapMb)),
    rssMb: median(figures.map((f) => f.rssMb)),
    loadAverage: round(loadAverage, 1),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [first, second] = process.argv.slice(2);
  if (first === '--child') {
    process.stdout.write(JSON.stringify(measureHere(second ?? DEFAULT_KNOWLEDGE_DIR)));
  } else {
    const r = benchKnowledgeLoad(first ? Number(first) : 7, second ?? DEFAULT_KNOWLEDGE_DIR);
    console.log(JSON.stringify(r));
    const ok = r.loadMs.median < KNOWLEDGE_LOAD_BARS.loadMs && r.heapMb < KNOWLEDGE_LOAD_BARS.heapMb;
    console.log(
      `${r.destinations} destinations, ${r.places} places: load median ${r.loadMs.median} ms (${r.loadMs.min}-${r.loadMs.max}; CPU ${r.cpuMs} ms; read ${r.readMs} ms, validate and index ${r.buildMs} ms), heap ${r.heapMb} MB, RSS ${r.rssMb} MB, load average ${r.loadAverage}: ${ok ? 'within' : 'over'} the bars (< ${KNOWLEDGE_LOAD_BARS.loadMs} ms, < ${KNOWLEDGE_LOAD_BARS.heapMb} MB)`,
    );
  }
}
