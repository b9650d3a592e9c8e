// Test databases: PGlite always (from the migrated template), PostgreSQL when TEST_DATABASE_URL or DATABASE_URL
// points at a reachable server (CI always provides one). Each call gets a fresh, empty, migrated database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/open.ts';

export type Driver = 'pglite' | 'postgres';

export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** The drivers to run database tests against. */
export const drivers: Driver[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(driver: Driver): Promise<Database & { url?: string }> {
  if (driver === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    return openDatabase({ loadDataDir: dump });
  }
  if (!postgresUrl) throw new Error('No PostgreSQL configured (TEST_DATABASE_URL)');
  const name = `wf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, poolSize: 20 });
  return {
    ...database,
    url: url.href,
    close: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
