// The real server as a child process (`node --import tsx src/server/main.ts`), for fault, multi-instance and load
// runs: it can be killed with any signal and restarted over the same data, which app.inject cannot do.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { processTree } from './process-memory.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export interface ServerProcessOptions {
  /** PGlite data folder (DATA_DIR). Ignored by the server when databaseUrl is set. */
  dataDir?: string;
  /** PostgreSQL (DATABASE_URL). */
  databaseUrl?: string;
  /** A fixed port; by default the server picks a free one (PORT=0) and prints it. */
  port?: number;
  /** More variables (RATE_LIMIT_*, PUBLIC_URL, ...). */
  env?: Record<string, string>;
  /** How long to wait for the URL and a ready database. */
  startTimeoutMs?: number;
  /**
   * Start it as a self-hoster does, with `npm start` (the built server, its Node options from package.json); `pid`
   * is then the server's process, and `npmPid` the npm process above it. By default `node --import tsx` runs the
   * sources.
   */
  npmStart?: boolean;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<Exit>;
  /** False once the process has ended. */
  alive(): boolean;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** With `npmStart`, the npm process that started the server. */
  npmPid?: number;
  /** Sends a signal and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** Graceful stop: SIGTERM, then SIGKILL if it has not ended after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>;
}

// Only what Node needs from the parent's environment: the server's own variables come from the options alone, so a
// DATABASE_URL exported for the test run cannot leak into a PGlite server.
const PASSED_THROUGH = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TZ', 'TMPDIR', 'SYSTEMROOT'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const RUNNING = /Wayfarer is running at (\S+)/;

export async function startServer(opts: ServerProcessOptions = {}): Promise<ServerProcess> {
  const timeoutMs = opts.startTimeoutMs ?? 60_000;
  // PUBLIC_URL replaces the address in the start-up line, so the port must be known beforehand then.
  const fixedPort = opts.port ?? (opts.env?.PUBLIC_URL ? await freePort() : undefined);
  const env: Record<string, string> = {};
  for (const key of PASSED_THROUGH) if (process.env[key]) env[key] = process.env[key]!;
  Object.assign(env, {
    PORT: String(fixedPort ?? 0),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Never a public service from a test or a bench: the embedded map, no photographs, open data only at
    // servers the caller names.
    MAP_STYLE_URL: 'offline',
    PLACE_PHOTOS: 'off',
    OPEN_DATA: 'off',
    ...(opts.dataDir ? { DATA_DIR: opts.dataDir } : {}),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });

  const child: ChildProcess = opts.npmStart
    ? spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  // A test run that ends early must not leave a server behind.
  const reap = () => {
    for (const p of processTree(child.pid!).reverse()) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {}
    }
  };
  process.once('exit', reap);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      process.off('exit', reap);
      resolve({ code, signal });
    });
  });

  const fail = (why: string) => {
    if (child.exitCode === null && child.signalCode === null) reap();
    return new Error(`${why}\n--- server output ---\n${output}`);
  };

  // The start-up line carries the real port when PORT=0.
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(fail(`server did not start within ${timeoutMs} ms`)), timeoutMs);
    const check = () => {
      const m = RUNNING.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve(fixedPort ?? Number(new URL(m[1]!).port));
    };
    child.stdout!.on('data', check);
    exited.then((exit) => {
      clearTimeout(timer);
      reject(fail(`server exited during start-up (code ${exit.code}, signal ${exit.signal})`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  // npm runs the script through a shell, which runs node: the server is the node process below npm.
  const serverPid = opts.npmStart
    ? processTree(child.pid!).find((p) => p.pid !== child.pid && p.name === 'node')?.pid
    : child.pid;
  if (serverPid === undefined) throw fail('no server process under npm start');

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw fail('server exited before it was ready');
    const ready = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw fail(`/readyz did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }

  const kill = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(serverPid, signal);
      } catch {}
    }
    return exited;
  };
  return {
    url,
    port,
    pid: serverPid,
    npmPid: opts.npmStart ? child.pid : undefined,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    kill,
    stop: async (graceMs = 10_000) => {
      const timer = setTimeout(() => kill('SIGKILL'), graceMs);
      const exit = await kill('SIGTERM');
      clearTimeout(timer);
      return exit;
    },
  };
}
