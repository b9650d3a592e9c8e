import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../tests/helpers/db.ts';
import type { Database } from './open.ts';
import { users } from './schema.ts';

describe('the embedded database’s change count', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database?.close());

  it('stands still for reads and moves for every statement that may change data', async () => {
    const { db } = database;
    const changes = database.changes!;
    let before = changes();
    await db.select().from(users);
    await db.execute(sql`  SELECT count(*) from users`);
    expect(changes()).toBe(before);

    const moved = async (what: string, run: () => Promise<unknown>) => {
      before = changes();
      await run();
      expect(changes(), what).toBeGreaterThan(before);
    };
    await moved('insert', () => db.insert(users).values({ email: 'count@example.com' }));
    await moved('update', () => db.update(users).set({ displayName: 'Count' }));
    await moved('a statement that writes in a WITH', () =>
      db.execute(
        sql`with gone as (delete from users where email = 'nobody@example.com' returning id) select * from gone`,
      ),
    );
    await moved('a transaction', () => db.transaction(async (tx) => tx.select().from(users)));
    await moved('delete', () => db.delete(users));
  });

  it.skipIf(!drivers.includes('postgres'))('is not counted where other instances change data', async () => {
    const postgres = await createTestDatabase('postgres');
    try {
      expect(postgres.changes).toBeUndefined();
    } finally {
      await postgres.close();
    }
  });
});
