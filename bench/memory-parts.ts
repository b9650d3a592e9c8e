// Where the server's memory goes: its parts loaded one after the other in this process, in the order main.ts
// starts them, with the resident memory (RSS) and V8 heap after each, settled by a full collection.
//
//   node --expose-gc --max-old-space-size=256 --max-semi-space-size=2 --liftoff-only --import tsx \
//     bench/memory-parts.ts [--plans 200]
//
// The flags are npm start's (package.json). The TypeScript loader this needs is not in the built server npm start
// runs: its cost is the first row. As in the built server, public holidays come from the built table (run
// `node scripts/build-server.mjs` first). Plans are made on the event loop here, because a worker thread would
// inherit the loader; what the planner thread adds is measured by bench/memory.ts (PLANNER_THREADS=0 against the
// default). Deltas are what each part added;
// memory a part freed again is not counted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';

const { values } = parseArgs({ options: { plans: { type: 'string' } } });
const plans = Number(values.plans ?? 200);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc, so each figure is taken after a full collection');

const mb = (bytes: number) => Math.round(bytes / 1048576);
function rssMb() {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
}

const rows: string[] = [];
let lastRss = 0;
let lastHeap = 0;
function step(what: string) {
  gc!();
  const rss = rssMb();
  const heap = mb(getHeapStatistics().used_heap_size);
  rows.push(`| ${what} | ${rss - lastRss} | ${heap - lastHeap} | ${rss} |`);
  lastRss = rss;
  lastHeap = heap;
}

// What the built server's banner defines (scripts/build-server.mjs), read by holidays.ts.
Object.assign(globalThis, {
  __wfBuiltHolidays: join(import.meta.dirname, '..', 'dist', 'server', 'public-holidays.json'),
});

step('Node.js with the TypeScript loader (not in npm start, which runs the built server: about 30 MB less)');
const { buildApp } = await import('../src/server/app.ts');
const { loadConfig } = await import('../src/server/config.ts');
const { OidcProviders } = await import('../src/server/auth/oidc.ts');
const { DEFAULT_LIMITS } = await import('../src/server/deps.ts');
const { createMailService } = await import('../src/server/services/mail/service.ts');
const { openDatabase } = await import('../src/server/db/open.ts');
const { ensureCluster } = await import('../src/server/db/pglite-setup.ts');
const { publicHolidays } = await import('../src/server/services/holidays/holidays.ts');
const { getKnowledgeBase } = await import('../src/knowledge/index.ts');
const { getGazetteer } = await import('../src/knowledge/gazetteer.ts');
const { createPlanRunner } = await import('../src/server/services/planning/plan-runner.ts');
const { realisticPlan } = await import('./load-plan.ts');
step(
  'the server’s code and packages (Fastify, zod, drizzle, routes; AI SDK, PDFKit, nodemailer left unloaded)',
);

const dataDir = mkdtempSync(join(tmpdir(), 'wf-parts-'));
try {
  // A cluster made the way npm start makes it: in a child process.
  await ensureCluster(join(dataDir, 'db'));
  step('creating the cluster in a child process (nothing stays in this one)');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir, sharedBuffersMb: config.embeddedDbSharedBuffersMb });
  step(
    `the embedded database opened, migrated (PGlite: WebAssembly memory with ${config.embeddedDbSharedBuffersMb} MB of buffers, its compiled code, its files)`,
  );
  const knowledge = getKnowledgeBase();
  step('the knowledge base (destinations and places)');
  const planner = createPlanRunner(0);
  const mail = createMailService(database.db, config);
  const app = await buildApp(
    {
      config,
      planner,
      database,
      oidc: new OidcProviders([], database.db),
      limits: { ...DEFAULT_LIMITS, generationPerUser: { limit: plans + 10, windowMs: 600_000 } },
      mail,
      knowledge,
    },
    { logger: false },
  );
  await app.ready();
  step('the app built (routes, schemas, plugins)');
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email: `parts-${Date.now()}@example.com`, password: 'correct horse battery' },
  });
  const cookie = `wf_session=${res.cookies.find((c) => c.name === 'wf_session')?.value}`;
  step('one sign-up (scrypt: 16 MB, kept by the malloc arena of the pool thread that hashed)');
  getGazetteer();
  step('the gazetteer and its search index (loaded by the first search or plan)');
  const generate = (i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: { tripDetails: realisticPlan(i).tripDetails, seed: i },
      headers: { cookie },
    });
  publicHolidays('FR', ['2026-07-14']);
  step('public holidays (the built table)');
  await generate(0);
  step('the first plan (place pool, planner, answer)');
  for (let i = 1; i < plans; i += 10)
    await Promise.all(Array.from({ length: 10 }, (_, k) => generate(i + k)));
  step(`${plans} plans, ten at a time`);
  await app.close();
  await planner.close();
  await database.close();
  step('after closing the app and the database');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('| part | RSS + MB | V8 heap + MB | RSS MB |\n|---|---:|---:|---:|');
console.log(rows.join('\n'));
process.exit(0);
