// `npm run bench`: every benchmark, with the bars of DESIGN.md section 9 and issue 22 (memory), printed as a Markdown
// table (and saved to .tmp/bench.json). `--quick` skips the slow ones (front end, memory, load). Figures go to docs/benchmarks.md
// with the date and the machine.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchFrontend } from './frontend.ts';
import { benchGazetteer } from './gazetteer.ts';
import { benchKnowledgeLoad, KNOWLEDGE_LOAD_BARS } from './knowledge-load.ts';
import { benchLoad, type ScenarioResult } from './load.ts';
import { benchMemory } from './memory.ts';
import { benchOpenData } from './open-data.ts';
import { benchPlanner } from './planner.ts';
import { benchRoute } from './route.ts';
import { benchRouteWindows } from './route-windows.ts';

interface Row {
  what: string;
  result: string;
  bar: string;
  ok: boolean | null;
}

const quick = process.argv.includes('--quick');
const rows: Row[] = [];
const raw: Record<string, unknown> = {};
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function section(name: string, run: () => Promise<void>) {
  process.stderr.write(`running ${name}...\n`);
  try {
    await run();
  } catch (err) {
    rows.push({ what: name, result: `failed: ${(err as Error).message}`, bar: '', ok: false });
  }
}

await section('destination search', async () => {
  const r = await benchGazetteer();
  raw.gazetteer = r;
  rows.push({
    what: 'destination search (gazetteer), p95',
    result: ms(r.p95Ms),
    bar: '< 5 ms',
    ok: r.p95Ms < 5,
  });
});

await section('knowledge base', async () => {
  const r = benchKnowledgeLoad();
  raw.knowledge = r;
  rows.push({
    what: `knowledge base start-up, fresh process (${r.destinations} destinations, ${r.places} places)`,
    result: `median ${r.loadMs.median} ms (${r.loadMs.min}-${r.loadMs.max} over ${r.runs} runs), ${r.heapMb} MB heap, load average ${r.loadAverage}`,
    bar: `< ${KNOWLEDGE_LOAD_BARS.loadMs} ms, < ${KNOWLEDGE_LOAD_BARS.heapMb} MB`,
    ok: r.loadMs.median < KNOWLEDGE_LOAD_BARS.loadMs && r.heapMb < KNOWLEDGE_LOAD_BARS.heapMb,
  });
});

await section('route optimisation', async () => {
  const r = await benchRoute();
  raw.route = r;
  rows.push({
    what: 'exact route optimisation, 10 stops, p95',
    result: ms(r.p95Ms),
    bar: '< 5 ms',
    ok: r.p95Ms < 5,
  });
});

await section('route optimisation within opening hours', async () => {
  const mixed = await benchRouteWindows(false);
  const wide = await benchRouteWindows(true);
  raw.routeWindows = { mixed, wide };
  const worst = Math.max(mixed.p95Ms, wide.p95Ms);
  rows.push({
    what: 'Optimize Route within opening hours, meals and a pin, 10 stops + accommodation, p95 (CPU)',
    result: `${ms(worst)} (mixed hours ${ms(mixed.p95Ms)}, wide ${ms(wide.p95Ms)})`,
    bar: '< 5 ms',
    ok: worst < 5,
  });
});

await section('itinerary generation', async () => {
  const r = await benchPlanner();
  raw.planner = r;
  rows.push({
    what: '7-day plan, 10 activities a day, fallback cities, p95',
    result: `${ms(r.p95Ms)} (p50 ${ms(r.p50Ms)})`,
    bar: '< 100 ms',
    ok: r.p95Ms < 100,
  });
});

await section('open-data plan', async () => {
  const r = await benchOpenData();
  raw.openData = r;
  rows.push({
    what: `5-day plan from a cached open-data area of ${r.elements.toLocaleString('en-US')} elements, p95`,
    result: `${ms(r.p95Ms)} (p50 ${ms(r.p50Ms)}, of which cache read and places ${ms(r.poolP50Ms)})`,
    bar: '< 100 ms',
    ok: r.p95Ms < 100,
  });
});

if (!quick) {
  await section('front end', async () => {
    const r = await benchFrontend();
    raw.frontend = r;
    rows.push({
      what: 'landing page JavaScript (gzipped)',
      result: `${r.landingJsGzipKb} KB`,
      bar: '< 120 KB',
      ok: r.landingJsGzipKb < 120,
    });
    for (const [page, scores] of Object.entries(r.lighthouse)) {
      const values = Object.values(scores);
      const runs = r.lighthouseRuns[page] ?? [];
      rows.push({
        what: `Lighthouse ${page} (perf / a11y / best practices / SEO)`,
        result: `${values.join(' / ')} (medians of ${runs.length} runs; performance ${runs.map((s) => s.performance).join(', ')})`,
        bar: '>= 95 each',
        ok: values.every((v) => v >= 95),
      });
    }
  });
}

/** A load scenario as a report row; the listing bar applies when `listing`, zero errors always. */
function loadRow(what: string, s: ScenarioResult, listing: boolean) {
  const failed = Boolean(s.errors || s.timeouts || s.non2xx);
  return {
    what,
    // autocannon's errors include its timeouts.
    result: `${s.requestsPerSecond} req/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms, ${(s.errors ?? 0) + (s.non2xx ?? 0)} errors (${s.timeouts ?? 0} timeouts)`,
    bar: listing ? 'p99 < 50 ms, 0 errors' : '0 errors',
    ok: (listing ? (s.p99Ms ?? Infinity) < 50 : true) && !failed,
  };
}

const postgres = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const databases = postgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

if (!quick) {
  for (const database of databases) {
    await section(`memory (${database})`, async () => {
      const r = await benchMemory({ database });
      raw[`memory-${database}`] = r;
      for (const [label, s] of [
        ['first start', r.firstStart],
        ['restart', r.restart],
      ] as const) {
        const answered = Object.values(s.statusCodes).reduce((a, b) => a + b, 0);
        rows.push({
          what: `resident memory, npm start, ${database}, ${label} (whole process tree)`,
          result: `${s.afterStart.treeMb} MB after start, ${s.afterPlans.treeMb} MB after ${r.plans} plan requests (${answered} answered: ${JSON.stringify(s.statusCodes)}); server process ${s.afterStart.serverMb} and ${s.afterPlans.serverMb} MB`,
          bar: database === 'pglite' ? '< 250 MB, < 350 MB' : 'report',
          ok:
            database === 'pglite'
              ? s.afterStart.treeMb < 250 && s.afterPlans.treeMb < 350 && answered === r.plans
              : null,
        });
      }
    });
  }
}

if (!quick) {
  for (const database of databases) {
    await section(`load (${database})`, async () => {
      const r = await benchLoad({ database });
      raw[`load-${database}`] = r;
      for (const s of r.scenarios) {
        if (s.skipped) continue;
        const listing = s.path === '/api/itineraries' && s.method === 'GET';
        rows.push(loadRow(`load ${database}: ${s.name}, ${r.connections} connections`, s, listing));
      }
      rows.push({
        what: `resident memory, npm start, ${database}, after the load scenarios (whole process tree)`,
        result: `${r.treeRssMb.afterStart} MB after start, ${r.treeRssMb.afterRun} MB after the run (server process ${r.serverRssMb.afterStart} and ${r.serverRssMb.afterRun} MB)`,
        bar: 'report',
        ok: null,
      });
      // The list above is served from the list cache (users listing again); this is every list after a change.
      const uncached = await benchLoad({ database, planListCacheMb: 0, only: ['list saved plans'] });
      raw[`load-${database}-list-cache-off`] = uncached;
      for (const s of uncached.scenarios) {
        if (s.skipped) continue;
        rows.push(
          loadRow(
            `load ${database}: ${s.name} with the list cache off (each list from the database)`,
            s,
            false,
          ),
        );
      }
    });
  }
}

const date = new Date().toISOString().slice(0, 10);
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`\n${date}, ${machine}\n`);
console.log('| what | result | bar | |\n|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.what} | ${r.result} | ${r.bar} | ${r.ok === null ? '' : r.ok ? 'met' : 'MISSED'} |`);
mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, '..', '.tmp', 'bench.json'),
  JSON.stringify({ date, machine, rows, raw }, null, 2),
);
process.exit(0);
