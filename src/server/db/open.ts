// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Applies migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { takeTurns } from './event-loop-slices.ts';
import { keepDatesAsText } from './pglite-parsers.ts';
import { ensureCluster, pgliteSettings } from './pglite-setup.ts';
import * as schema from './schema.ts';
import { countWrites } from './write-count.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Counts changes to the data, where every change passes through this process (the embedded database): while it
   * stands still, what was read is still true (write-count.ts). Absent for PostgreSQL, which other instances change.
   */
  changes?: () => number;
  /** Cheap round trip, for /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', '..', 'drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; omit for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dump (tar) to start from, used by tests to skip initdb. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** The embedded database's buffer pool (PostgreSQL's shared_buffers), in MB; see pglite-setup.ts. */
  sharedBuffersMb?: number;
}

export const DEFAULT_SHARED_BUFFERS_MB = 8;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    dataDir = join(opts.dataDir, 'db');
    lock = await lockDataDir(opts.dataDir);
  }
  try {
    // A new cluster is made in a child process, so initdb's memory leaves with it.
    if (dataDir && !opts.loadDataDir) await ensureCluster(dataDir);
    const client = await PGlite.create({
      dataDir,
      loadDataDir: opts.loadDataDir,
      startParams: [
        ...PGlite.defaultStartParams,
        ...pgliteSettings(opts.sharedBuffersMb ?? DEFAULT_SHARED_BUFFERS_MB),
      ],
    });
    const changes = countWrites(takeTurns(keepDatesAsText(client)));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      changes,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        await lock?.release();
      },
    };
  } catch (err) {
    await lock?.release();
    throw err;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped connection must not crash the process; queries that need it fail and are answered 503. The pool
  // handles errors of idle clients only: a client checked out (a transaction between two queries) that hears the
  // server shut down emits 'error' with no listener, which would end the process, so every client gets one.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Several instances may start at once: one migrates while the others wait on the advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(727274)');
    await migrate(drizzle(conn, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await conn.query('select pg_advisory_unlock(727274)').catch(() => {});
    conn.release();
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

// Connection-level failures: the socket (Node), the server going away or not accepting connections (SQLSTATE
// classes 08 and 57P, 53300 too many connections), and the messages node-postgres and pg-pool raise without a code.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin shutdown (fast or immediate stop, restart)
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, shutting down, recovering)
  '57P05', // idle session timeout
  '53300', // too many connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|Cannot use a pool after calling end/i;

/** True for errors that mean the database is unreachable (answered 503), not a bad query. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown; errors?: unknown[] } | undefined;
  if (!e || typeof e !== 'object' || depth > 5) return false;
  if (UNAVAILABLE_CODES.has(e.code ?? '') || UNAVAILABLE_MESSAGE.test(e.message ?? '')) return true;
  // Drizzle wraps the driver's error in `cause`; a connect to a name with several addresses fails as an AggregateError.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return e.cause ? isDatabaseUnavailable(e.cause, depth + 1) : false;
}

/** The innermost cause's code and message, for a log line that leaves out the query and its parameters. */
export function unavailableReason(err: unknown): string {
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  while (e?.cause) e = e.cause as typeof e;
  return [e?.code, e?.message].filter(Boolean).join(' ');
}
