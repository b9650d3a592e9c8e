// The API under load (DESIGN.md section 9: saved-plans list p99 under 50 ms, zero errors). Starts the real server with
// `npm start` (the built server and its Node options, as a self-hoster runs it) over a fresh database, signs up users, gives each a few realistic five-day plans, then drives it
// with autocannon on loopback: listing saved plans, saving plans, and generating itineraries.
//
//   npx tsx bench/load.ts [--pglite|--postgres] [--duration 30] [--connections 100] [--users 100] [--plans 3]
//                         [--list-cache-mb 0] [--uncompressed]
//
// --postgres uses a fresh database on the server in DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { call, register } from '../tests/support/api-client.ts';
import { createFreshDatabase } from '../tests/support/fresh-database.ts';
import { treeRssMb } from '../tests/support/process-memory.ts';
import { type ServerProcess, startServer } from '../tests/support/server-process.ts';
import { realisticPlan } from './load-plan.ts';

export interface LoadOptions {
  database?: 'pglite' | 'postgres';
  /** PostgreSQL server on which a fresh database is created (default DATABASE_URL, then TEST_DATABASE_URL). */
  postgresUrl?: string;
  /** Seconds per scenario (default 30). */
  duration?: number;
  /** Concurrent connections per scenario (default 100). */
  connections?: number;
  /** Signed-in users; connection i acts as user i mod users (default: as many as connections). */
  users?: number;
  /** Saved plans per user before the run (default 3). */
  plansPerUser?: number;
  /** The server's PLANNER_THREADS (default: the server's own default). */
  plannerThreads?: number;
  /** The server's PLAN_LIST_CACHE_MB (default: the server's own); 0 measures every list read from the database. */
  planListCacheMb?: number;
  /**
   * Whether the load client asks for compressed answers as browsers do (`Accept-Encoding: gzip, deflate, br, zstd`,
   * Chromium's; default true). false measures every answer uncompressed.
   */
  compressed?: boolean;
  /** Names of the scenarios to run (default: all). */
  only?: string[];
  /** More server variables. */
  env?: Record<string, string>;
  /** Unmeasured seconds before each scenario, for the JIT and the connection pool (default 3). */
  warmUp?: number;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  name: string;
  method: string;
  path: string;
  /** Set when the scenario did not run, with the reason. */
  skipped?: string;
  requests?: number;
  requestsPerSecond?: number;
  p50Ms?: number;
  p99Ms?: number;
  maxMs?: number;
  non2xx?: number;
  errors?: number;
  timeouts?: number;
  statusCodes?: Record<string, number>;
  /** CPU time the server process spent per request (user + system), which a busy machine distorts less. */
  serverCpuMsPerRequest?: number;
}

export interface LoadResult {
  date: string;
  database: 'pglite' | 'postgres';
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string; loadAverage1m: number };
  connections: number;
  durationSeconds: number;
  users: number;
  plansPerUser: number;
  /** PLAN_LIST_CACHE_MB when set for the run. */
  planListCacheMb?: number;
  /** Whether the load client asked for compressed answers. */
  compressed: boolean;
  /** Bytes of one saved plan as sent, and of one user's list as answered. */
  planBytes: number;
  listBytes: number;
  /** Resident memory of the server process (its threads and any child process), in MB. */
  serverRssMb: { afterStart: number; afterSeeding: number; afterRun: number };
  /** The same for the whole tree `npm start` made (npm, its shell, the server). */
  treeRssMb: { afterStart: number; afterRun: number };
  scenarios: ScenarioResult[];
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU milliseconds (user + system) a process has used, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const rssMb = treeRssMb;

async function inBatches<T>(count: number, size: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => task(i + j)))),
    );
  }
  return out;
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body connection i sends (same every time), if any. */
  body?: (i: number) => string;
}

const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function runScenario(
  server: ServerProcess,
  scenario: Scenario,
  cookies: string[],
  opts: { connections: number; duration: number; compressed: boolean },
) {
  let next = 0;
  return autocannon({
    url: server.url,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    requests: [{ method: scenario.method, path: scenario.path }],
    // Each connection is one signed-in user.
    setupClient: (client) => {
      const i = next++;
      const headers: Record<string, string> = { cookie: cookies[i % cookies.length]! };
      if (opts.compressed) headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
      if (scenario.body) {
        headers['content-type'] = 'application/json';
        client.setHeadersAndBody(headers, scenario.body(i));
      } else client.setHeaders(headers);
    },
  });
}

export async function benchLoad(options: LoadOptions = {}): Promise<LoadResult> {
  const database = options.database ?? 'pglite';
  const connections = options.connections ?? 100;
  const duration = options.duration ?? 30;
  const users = options.users ?? connections;
  const plansPerUser = options.plansPerUser ?? 3;
  const compressed = options.compressed ?? true;
  const warmUp = options.warmUp ?? 3;
  const log = options.log ?? (() => {});

  let cleanup = async () => {};
  let target: { dataDir?: string; databaseUrl?: string };
  if (database === 'postgres') {
    const serverUrl = options.postgresUrl ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error('--postgres needs DATABASE_URL (a PostgreSQL server to create a database on)');
    const fresh = await createFreshDatabase(serverUrl, 'wf_bench');
    target = { databaseUrl: fresh.url };
    cleanup = () => fresh.drop();
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-bench-'));
    target = { dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }

  const loadAverage1m = loadavg()[0]!;
  let server: ServerProcess | undefined;
  try {
    log(`starting the server (${database})`);
    // Rate limits are not under test here: the seeding signs up every user from one address, and each connection
    // generates far more than a person would.
    server = await startServer({
      ...target,
      npmStart: true,
      startTimeoutMs: 240_000,
      env: {
        RATE_LIMIT_SIGNIN_PER_IP: '1000000',
        RATE_LIMIT_GENERATION_PER_USER: '1000000',
        ...(options.plannerThreads === undefined ? {} : { PLANNER_THREADS: String(options.plannerThreads) }),
        ...(options.planListCacheMb === undefined
          ? {}
          : { PLAN_LIST_CACHE_MB: String(options.planListCacheMb) }),
        ...options.env,
      },
    });
    const afterStart = rssMb(server.pid);
    const treeAfterStart = treeRssMb(server.npmPid!);
    const url = server.url;

    log(`signing up ${users} users with ${plansPerUser} plans each`);
    const cookies = await inBatches(users, 10, async () => (await register(url)).cookie);
    await inBatches(users * plansPerUser, 20, async (i) => {
      const res = await call(url, 'POST', '/api/itineraries', {
        cookie: cookies[i % users],
        body: realisticPlan(i),
      });
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
    });
    const planBytes = Buffer.byteLength(JSON.stringify(realisticPlan(0)));
    const listed = await fetch(`${url}/api/itineraries`, { headers: { cookie: cookies[0]! } });
    const listBytes = (await listed.arrayBuffer()).byteLength;
    const afterSeeding = rssMb(server.pid);

    const bodies = Array.from({ length: connections }, (_, i) => JSON.stringify(realisticPlan(1000 + i)));
    const scenarios: Scenario[] = [
      // References: what the same machine gives for the cheapest calls (no database; one session lookup).
      { name: 'health check (ref.)', method: 'GET', path: '/healthz' },
      { name: 'current user (ref.)', method: 'GET', path: '/api/user' },
      { name: 'list saved plans', method: 'GET', path: '/api/itineraries' },
      { name: 'save a plan', method: 'POST', path: '/api/itineraries', body: (i) => bodies[i]! },
      {
        name: 'generate an itinerary',
        method: 'POST',
        path: '/api/generate-itinerary',
        body: (i) => JSON.stringify({ tripDetails: realisticPlan(i).tripDetails, seed: i }),
      },
    ];

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios.filter((s) => !options.only || options.only.includes(s.name))) {
      const base = { name: scenario.name, method: scenario.method, path: scenario.path };
      const probe = await call(url, scenario.method, scenario.path, {
        cookie: cookies[0],
        body: scenario.body ? JSON.parse(scenario.body(0)) : undefined,
      });
      if (probe.status === 404) {
        results.push({ ...base, skipped: `${scenario.path} answers 404: the route is not in this build` });
        log(`${scenario.name}: skipped (404)`);
        continue;
      }
      if (probe.status >= 300) throw new Error(`${scenario.name}: probe answered ${probe.status}`);
      if (warmUp > 0)
        await runScenario(server, scenario, cookies, { connections, duration: warmUp, compressed });
      log(`${scenario.name}: ${connections} connections for ${duration} s`);
      const cpuBefore = cpuMs(server.pid);
      const r = await runScenario(server, scenario, cookies, { connections, duration, compressed });
      const cpuUsed = cpuMs(server.pid) - cpuBefore;
      results.push({
        ...base,
        requests: r.requests.total,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        maxMs: r.latency.max,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        serverCpuMsPerRequest: r.requests.total
          ? Math.round((cpuUsed / r.requests.total) * 100) / 100
          : undefined,
        statusCodes: Object.fromEntries(
          Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
        ),
      });
    }

    return {
      date: new Date().toISOString(),
      database,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        memoryGb: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        loadAverage1m: Math.round(loadAverage1m * 10) / 10,
      },
      connections,
      durationSeconds: duration,
      users,
      plansPerUser,
      planListCacheMb: options.planListCacheMb,
      compressed,
      planBytes,
      listBytes,
      serverRssMb: { afterStart, afterSeeding, afterRun: rssMb(server.pid) },
      treeRssMb: { afterStart: treeAfterStart, afterRun: treeRssMb(server.npmPid!) },
      scenarios: results,
    };
  } finally {
    await server?.stop();
    await cleanup();
  }
}

export function formatLoad(r: LoadResult): string {
  const lines = [
    `API under load, ${r.database}: ${r.connections} connections, ${r.durationSeconds} s per scenario, ${r.users} users ` +
      `with ${r.plansPerUser} plans each (plan ${Math.round(r.planBytes / 1024)} KB, list ${Math.round(r.listBytes / 1024)} KB)` +
      (r.planListCacheMb === undefined ? '' : `, PLAN_LIST_CACHE_MB=${r.planListCacheMb}`) +
      (r.compressed ? ', answers compressed as browsers ask' : ', answers uncompressed'),
    `machine: ${r.machine.cpus} cores (${r.machine.cpuModel}), ${r.machine.memoryGb} GB, Node ${r.machine.node}, ` +
      `load average ${r.machine.loadAverage1m} at start; server RSS ${r.serverRssMb.afterStart} MB after start, ` +
      `${r.serverRssMb.afterRun} MB after the run (npm start's whole tree ${r.treeRssMb.afterStart} and ` +
      `${r.treeRssMb.afterRun} MB)`,
  ];
  for (const s of r.scenarios) {
    if (s.skipped) lines.push(`  ${s.name.padEnd(24)} skipped: ${s.skipped}`);
    else
      lines.push(
        `  ${s.name.padEnd(24)} ${String(s.requestsPerSecond).padStart(6)} req/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms  ` +
          `max ${s.maxMs} ms  non-2xx ${s.non2xx}  errors ${s.errors}  (${s.requests} requests, ` +
          `server CPU ${s.serverCpuMsPerRequest} ms each)`,
      );
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      pglite: { type: 'boolean' },
      postgres: { type: 'boolean' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      users: { type: 'string' },
      plans: { type: 'string' },
      'planner-threads': { type: 'string' },
      'list-cache-mb': { type: 'string' },
      uncompressed: { type: 'boolean' },
      only: { type: 'string', multiple: true },
      env: { type: 'string', multiple: true },
      json: { type: 'boolean' },
    },
  });
  const number = (v: string | undefined) => (v === undefined ? undefined : Number(v));
  const result = await benchLoad({
    database: values.postgres ? 'postgres' : 'pglite',
    duration: number(values.duration),
    connections: number(values.connections),
    users: number(values.users),
    plansPerUser: number(values.plans),
    plannerThreads: number(values['planner-threads']),
    planListCacheMb: number(values['list-cache-mb']),
    compressed: !values.uncompressed,
    only: values.only,
    env: Object.fromEntries((values.env ?? []).map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
    log: (line) => console.error(`# ${line}`),
  });
  console.log(values.json ? JSON.stringify(result) : formatLoad(result));
  const failed = result.scenarios.some((s) => (s.errors ?? 0) > 0 || (s.non2xx ?? 0) > 0);
  process.exit(failed ? 1 : 0);
}
