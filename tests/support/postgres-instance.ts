// A private PostgreSQL cluster in a temporary folder, for tests that stop and restart the database under a running
// server. The shared server at 127.0.0.1:5432 is never touched: other test files use it at the same time.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';

const PG_ROOT = '/usr/lib/postgresql';

export interface PostgresInstance {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  /** A URL for another database on this cluster. */
  urlFor(database: string): string;
  /** Fast shutdown: open connections are terminated. */
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the cluster (immediately) and removes its folder. */
  destroy(): Promise<void>;
}

function binDir(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => existsSync(join(PG_ROOT, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** Why a private cluster cannot be started here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!binDir())
    return `PostgreSQL server binaries not found under ${PG_ROOT} (install the postgresql package)`;
  if (isRoot()) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root but there is no "postgres" OS user to own the cluster';
    }
  }
  return undefined;
}

const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;

/** Runs a PostgreSQL binary as the cluster's owner: `postgres` when we are root (it refuses root), else ourselves. */
function run(bin: string, args: string[]) {
  const path = join(binDir()!, bin);
  if (isRoot()) {
    const command = [path, ...args].map(quote).join(' ');
    return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
  }
  return execFileSync(path, args, { encoding: 'utf8', stdio: 'pipe' });
}

const clusters = new Set<string>();
// A test run that dies must not leave a postmaster behind.
process.once('exit', () => {
  for (const dir of clusters) {
    try {
      run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  }
});

export async function startPrivatePostgres(): Promise<PostgresInstance> {
  const why = privatePostgresUnavailable();
  if (why) throw new Error(why);
  const dir = mkdtempSync(join(tmpdir(), 'wf-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  clusters.add(dir);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  // Trust authentication: the cluster listens on loopback only and lives for one test file.
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;

  const pgCtl = (action: string, extra: string[] = []) => {
    try {
      run('pg_ctl', ['-D', data, '-w', '-t', '60', ...extra, action]);
    } catch (err) {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-20).join('\n') : '';
      throw new Error(`pg_ctl ${action} failed: ${(err as Error).message}\n${tail}`);
    }
  };
  const start = async () => pgCtl('start', ['-o', options, '-l', log]);
  const stop = async () => pgCtl('stop', ['-m', 'fast']);
  await start();

  const urlFor = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlFor('postgres'),
    port,
    dir,
    urlFor,
    start,
    stop,
    restart: async () => pgCtl('restart', ['-m', 'fast', '-o', options, '-l', log]),
    destroy: async () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
      clusters.delete(dir);
    },
  };
}
