// Memory of the server as a self-hoster runs it: `npm start` on a fresh data folder (or a fresh PostgreSQL
// database), resident memory of the whole process tree (npm, the server, anything they started) once it is ready,
// then again after 200 itinerary requests; then the same on a restart over the same data.
//
//   npx tsx bench/memory.ts [--pglite|--postgres] [--plans 200] [--concurrency 10] [--json]
//
// --postgres uses a fresh database on the server in DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { call, register } from '../tests/support/api-client.ts';
import { createFreshDatabase } from '../tests/support/fresh-database.ts';
import { REPO_ROOT } from '../tests/support/server-process.ts';
import { realisticPlan } from './load-plan.ts';
import { type ProcessMemory, processTree } from './process-memory.ts';

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

// Only what Node and npm need from this environment: the server's own variables come from the options alone.
const PASSED_THROUGH = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR'];
/** Users the requests are shared among, so no one exceeds the default generation limit (60 in 10 minutes). */
const PLANS_PER_USER = 40;

function sample(npmPid: number, serverPid: number): MemorySample {
  const processes = processTree(npmPid);
  const sum = (list: ProcessMemory[]) => Math.round(list.reduce((total, p) => total + p.rssMb, 0));
  return { treeMb: sum(processes), serverMb: sum(processTree(serverPid)), processes };
}

const RUNNING = /Wayfarer is running at (\S+)/;

async function npmStart(env: Record<string, string>) {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const reap = () => killTree(child.pid!);
  process.once('exit', reap);
  const deadline = Date.now() + 180_000;
  let url: string | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start ended during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not get ready in time:\n${output}`);
    url ??= RUNNING.exec(output)?.[1]?.replace('localhost', '127.0.0.1');
    if (
      url &&
      (await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const readyMs = Math.round(performance.now() - started);
  // npm runs the script through a shell, which runs node: the server is the node process in the tree.
  const server = processTree(child.pid!).find((p) => p.pid !== child.pid && p.name === 'node');
  if (!server) throw new Error('no server process under npm start');
  return {
    url,
    readyMs,
    npmPid: child.pid!,
    serverPid: server.pid,
    stop: async () => {
      process.kill(server.pid, 'SIGTERM');
      await exited;
      process.off('exit', reap);
    },
  };
}

function killTree(pid: number) {
  for (const p of processTree(pid).reverse()) {
    try {
      process.kill(p.pid, 'SIGKILL');
    } catch {}
  }
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
  const env: Record<string, string> = {};
  for (const key of PASSED_THROUGH) if (process.env[key]) env[key] = process.env[key]!;
  Object.assign(env, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env });

  let cleanup = async () => {};
  if (database === 'postgres') {
    const serverUrl = options.postgresUrl ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error('--postgres needs DATABASE_URL (a PostgreSQL server to create a database on)');
    const fresh = await createFreshDatabase(serverUrl, 'wf_bench');
    env.DATABASE_URL = fresh.url;
    cleanup = () => fresh.drop();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-memory-'));
    env.DATA_DIR = dataDir;
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const loadAverage1m = loadavg()[0]!;
  const run = async (label: string): Promise<StartResult> => {
    log(`${label}: npm start (${database})`);
    const server = await npmStart(env);
    try {
      // Let start-up's last allocations and the first collections settle, as a user opening the page would.
      await new Promise((r) => setTimeout(r, 2000));
      const afterStart = sample(server.npmPid, server.serverPid);
      log(`${label}: ${afterStart.treeMb} MB after start; ${plans} itinerary requests`);
      const statusCodes = await planRequests(server.url, plans, concurrency);
      await new Promise((r) => setTimeout(r, 1000));
      const afterPlans = sample(server.npmPid, server.serverPid);
      log(`${label}: ${afterPlans.treeMb} MB after the requests (${JSON.stringify(statusCodes)})`);
      return { readyMs: server.readyMs, afterStart, afterPlans, statusCodes };
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
      json: { type: 'boolean' },
    },
  });
  const result = await benchMemory({
    database: values.postgres ? 'postgres' : 'pglite',
    plans: values.plans === undefined ? undefined : Number(values.plans),
    concurrency: values.concurrency === undefined ? undefined : Number(values.concurrency),
    log: (line) => console.error(`# ${line}`),
  });
  console.log(values.json ? JSON.stringify(result) : formatMemory(result));
  const failed = [result.firstStart, result.restart].some((s) =>
    Object.keys(s.statusCodes).some((code) => code !== '200'),
  );
  process.exit(failed ? 1 : 0);
}
