// Upgrades keep saved work: a database made by an earlier release, with a saved plan in it, is migrated to the
// current schema and the plan reads back unchanged (PGlite and PostgreSQL).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { drivers, postgresUrl } from '../../../tests/helpers/db.ts';
import { samplePlan } from '../../../tests/helpers/plans.ts';
import { createFreshDatabase } from '../../../tests/support/fresh-database.ts';
import { savePlanSchema } from '../../core/api/itineraries.ts';
import { createPlan, findPlan, listPlansJson } from '../routes/itineraries/repository.ts';
import type { Db } from './open.ts';
import { MIGRATIONS_FOLDER } from './open.ts';
import * as schema from './schema.ts';

/** A copy of the migrations folder as a release that had only the first `count` migrations shipped it. */
function migrationsUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'wf-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

interface Target {
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(driver: 'pglite' | 'postgres'): Promise<Target> {
  if (driver === 'pglite') {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const fresh = await createFreshDatabase(postgresUrl!, 'wf_upgrade');
  const pool = new pg.Pool({ connectionString: fresh.url });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await fresh.drop();
    },
  };
}

async function firstRow<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows[0]!;
}

async function planColumnType(db: Db): Promise<string> {
  const result = await db.execute(
    sql`select data_type from information_schema.columns where table_name = 'itineraries' and column_name = 'data'`,
  );
  return (result as unknown as { rows: { data_type: string }[] }).rows[0]!.data_type;
}

const folders: string[] = [];
afterAll(() => {
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

describe.each(drivers)('upgrading the database (%s)', (driver) => {
  it('keeps saved plans through the change of their column from jsonb to json (0002) and counts their changes from 0003', async () => {
    const before = migrationsUpTo(2);
    folders.push(before);
    const target = await emptyDatabase(driver);
    try {
      await target.migrate(before);
      expect(await planColumnType(target.db)).toBe('jsonb');
      // Only the columns that release had.
      const user = await firstRow<{ id: string }>(
        target.db,
        sql`insert into users (email) values ('upgrade@example.com') returning id`,
      );
      const input = savePlanSchema.parse(
        samplePlan({ destination: 'Zürich, Switzerland — "quoted" <b>bold</b> 🏔️', days: 3 }),
      );
      const saved = await createPlan(target.db, user!.id, input);

      await target.migrate(MIGRATIONS_FOLDER);
      expect(await planColumnType(target.db)).toBe('json');

      expect(await findPlan(target.db, user!.id, saved.id)).toEqual(saved);
      expect(JSON.parse(await listPlansJson(target.db, user!.id))).toEqual([saved]);
      // Migration 0003: plans saved before it start at version 0, and a change from now on moves it on.
      const version = async () =>
        Number(
          (
            await firstRow<{ v: string }>(
              target.db,
              sql`select plans_version::text as v from users where id = ${user!.id}`,
            )
          ).v,
        );
      expect(await version()).toBe(0);
      await target.db.execute(sql`update itineraries set name = 'Renamed' where id = ${saved.id}`);
      expect(await version()).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  });
});
