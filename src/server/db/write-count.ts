// Counts the statements that may change the embedded database. PGlite lives inside this process and its data folder
// is locked to it (data-dir-lock.ts), so every change to it passes here: while the count stands still, whatever was
// read from it is still true. Counted before and after each such statement, so a read that overlapped one is never
// taken as current.
import type { PGlite } from '@electric-sql/pglite';

type Counted = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/** Reads: statements that begin with SELECT (the application's reads all do); anything else counts as a change. */
const READ = /^\s*select\b/i;

export function countWrites(client: Counted): () => number {
  let count = 0;
  const counting =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>, changes: (...args: A) => boolean) =>
    async (...args: A): Promise<R> => {
      const counted = changes(...args);
      if (counted) count++;
      try {
        return await run(...args);
      } finally {
        if (counted) count++;
      }
    };
  const target = client as Record<keyof Counted, unknown>;
  target.query = counting(
    client.query.bind(client) as (sql: string, ...rest: unknown[]) => Promise<unknown>,
    (sql) => !READ.test(sql),
  );
  target.exec = counting(client.exec.bind(client) as (...args: unknown[]) => Promise<unknown>, () => true);
  target.transaction = counting(
    client.transaction.bind(client) as (...args: unknown[]) => Promise<unknown>,
    () => true,
  );
  return () => count;
}
