// Memory of the server as a self-hoster runs it: `npm start` on a fresh data folder (or a fresh PostgreSQL
// database), resident memory of the whole process tree (npm, the server, anything they started) once it is ready,
// then again after 200 itinerary requests; then the same on a restart over the same data.
//
//   npx tsx bench/memory.ts [--pglite|--postgres] [--plans 200] [--concurrency 10] [--env NAME=value ...] [--json]
//
// --postgres uses a fresh database on the server in DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { call, register } from '../tests/support/api-client.ts';
import { createFreshDatabase } from '../tests/support/fresh-database.ts';
import { type ProcessMemory, processTree } from '../tests/support/process-memory.ts';
import { startServer } from '../tests/support/server-process.ts';
import { realisticPlan } from './load-plan.ts';

export interface MemoryOptions {
  database?: 'pglite' | 'postgres';
  postgresUrl?: string;
  /** Itinerary requests after each start (default 200). */
  plans?: number;
  /** Requests in flight at once (default 10). */
  concurrency?: number;
  /** More server variables (PLANNER_THREADS, ...). */
  env?: Record<string, string>;
  log?: (line: string) => void;
}

export interface MemorySample {
  /** Sum over the process tree started by `npm start`, npm included, in MB. */
  treeMb: number;
  /** The server process alone (its threads included), in MB. */
  serverMb: number;
  processes: ProcessMemory[];
}

export interface StartResult {
  /** Milliseconds from `npm start` to a ready server (/readyz answers 200). */
  readyMs: number;
  afterStart: MemorySample;
  afterPlans: MemorySample;
  /** Status codes of the itinerary requests. */
  statusCodes: Record<string, number>;
}

export interface MemoryResult {
  date: string;
  database: 'pglite' | 'postgres';
  plans: number;
  concurrency: number;
  loadAverage1m: number;
  firstStart: StartResult;
  restart: StartResult;
}

/** Users the requests are shared among, so no one exceeds the default generation limit (60 in 10 minutes). */
const PLANS_PER_USER = 40;

function sample(npmPid: number, serverPid: number): MemorySample {
  const processes = processTree(npmPid);
  const sum = (list: ProcessMemory[]) => Math.round(list.reduce((total, p) => total + p.rssMb, 0));
  return { treeMb: sum(processes), serverMb: sum(processTree(serverPid)), processes };
}

async function planRequests(url: string, plans: number, concurrency: number) {
  const users: string[] = [];
  for (let i = 0; i < Math.ceil(plans / PLANS_PER_USER); i++) users.push((await register(url)).cookie);
  const statusCodes: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < plans; i = next++) {
      const res = await call(url, 'POST', '/api/generate-itinerary', {
        cookie: users[i % users.length],
        body: { tripDetails: realisticPlan(i).tripDetails, seed: i },
      });
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      if (res.status !== 200 && process.env.BENCH_VERBOSE)
        console.error(`# plan ${i} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statusCodes;
}

export async function benchMemory(options: MemoryOptions = {}): Promise<MemoryResult> {
  const database = options.database ?? 'pglite';
  const plans = options.plans ?? 200;
  const concurrency = options.concurrency ?? 10;
  const log = options.log ?? (() => {});
  const target: { dataDir?: string; databaseUrl?: string } = {};

  let cleanup = async () => {};
  if (database === 'postgres') {
    const serverUrl = options.postgresUrl ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error('--postgres needs DATABASE_URL (a PostgreSQL server to create a database on)');
    const fresh = await createFreshDatabase(serverUrl, 'wf_bench');
    target.databaseUrl = fresh.url;
    cleanup = () => fresh.drop();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-memory-'));
    target.dataDir = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const loadAverage1m = loadavg()[0]!;
  const run = async (label: string): Promise<StartResult> => {
    log(`${label}: npm start (${database})`);
    const started = performance.now();
    const server = await startServer({
      ...target,
      env: options.env,
      npmStart: true,
      startTimeoutMs: 180_000,
    });
    const readyMs = Math.round(performance.now() - started);
    try {
      // Let start-up's last allocations and the first collections settle, as a user opening the page would.
      await new Promise((r) => setTimeout(r, 2000));
      const afterStart = sample(server.npmPid!, server.pid);
      log(`${label}: ${afterStart.treeMb} MB after start; ${plans} itinerary requests`);
      const statusCodes = await planRequests(server.url, plans, concurrency);
      await new Promise((r) => setTimeout(r, 1000));
      const afterPlans = sample(server.npmPid!, server.pid);
      log(`${label}: ${afterPlans.treeMb} MB after the requests (${JSON.stringify(statusCodes)})`);
      return { readyMs, afterStart, afterPlans, statusCodes };
    } finally {
      await server.stop();
    }
  };
  try {
    const firstStart = await run('first start');
    const restart = await run('restart');
    return {
      date: new Date().toISOString(),
      database,
      plans,
      concurrency,
      loadAverage1m: Math.round(loadAverage1m * 10) / 10,
      firstStart,
      restart,
    };
  } finally {
    await cleanup();
  }
}

export function formatMemory(r: MemoryResult): string {
  const line = (label: string, s: StartResult) =>
    `  ${label.padEnd(12)} ready in ${s.readyMs} ms; after start ${s.afterStart.treeMb} MB (server ${s.afterStart.serverMb}); ` +
    `after ${r.plans} plans ${s.afterPlans.treeMb} MB (server ${s.afterPlans.serverMb}); answers ${JSON.stringify(s.statusCodes)}\n` +
    `  ${''.padEnd(12)} processes after the plans: ${s.afterPlans.processes.map((p) => `${p.name} ${Math.round(p.rssMb)}`).join(', ')}`;
  return [
    `Resident memory, npm start on ${r.database === 'pglite' ? 'a fresh data folder' : 'a fresh PostgreSQL database'} ` +
      `(whole process tree, npm included; load average ${r.loadAverage1m} at start)`,
    line('first start', r.firstStart),
    line('restart', r.restart),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      pglite: { type: 'boolean' },
      postgres: { type: 'boolean' },
      plans: { type: 'string' },
      concurrency: { type: 'string' },
      env: { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
  });
  const result = await benchMemory({
    database: values.postgres ? 'postgres' : 'pglite',
    plans: values.plans === undefined ? undefined : Number(values.plans),
    concurrency: values.concurrency === undefined ? undefined : Number(values.concurrency),
    env: Object.fromEntries((values.env ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
    log: (line) => console.error(`# ${line}`),
  });
  console.log(values.json ? JSON.stringify(result) : formatMemory(result));
  const failed = [result.firstStart, result.restart].some((s) =>
    Object.keys(s.statusCodes).some((code) => code !== '200'),
  );
  process.exit(failed ? 1 : 0);
}
