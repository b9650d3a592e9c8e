// Queries asked on (nearly) every request are built and named once per database: drizzle then skips building the
// SQL, and PostgreSQL keeps the plan for each connection (named prepared statements).
import type { Db } from './open.ts';

/** Wraps `build` (which ends in `.prepare(uniqueName)`) so each database gets its prepared query once. */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
