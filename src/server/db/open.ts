// Opens the database: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. Applies migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
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
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize ?? 10) : openPglite(opts);
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    dataDir = join(opts.dataDir, 'db');
  }
  const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; queries that need it fail and are answered 503.
  pool.on('error', () => {});
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

/** True for errors that mean the database is unreachable (answered 503), not a bad query. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  if (!e) return false;
  const code = e.code ?? '';
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08003',
      '08001',
    ].includes(code)
  )
    return true;
  if (
    /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i.test(
      e.message ?? '',
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}
