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
  const wrap = (method: keyof Counted, mayChange: (statement: unknown) => boolean) => {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const counted = mayChange(args[0]);
      if (counted) count++;
      try {
        return await run(...args);
      } finally {
        if (counted) count++;
      }
    };
  };
  wrap('query', (statement) => typeof statement !== 'string' || !READ.test(statement));
  wrap('exec', () => true);
  wrap('transaction', () => true);
  return () => count;
}
