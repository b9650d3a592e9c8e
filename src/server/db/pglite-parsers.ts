// drizzle asks PGlite to leave dates, timestamps and intervals as text (it converts them itself) by passing the same
// identity parsers with every query, and PGlite merges those into a copy of its whole parser table, one entry per
// type and array type, for each query: about 0.1 ms of a 0.2 ms session lookup here. The client is given them as
// its own once instead, and a query that passes only these is sent without them: the same results, no copy.
import type { PGlite } from '@electric-sql/pglite';

type Parser = (text: string, typeId?: number) => unknown;
type Parsers = Record<number | string, Parser>;

// timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[], interval[], date[]:
// the types drizzle-orm's PGlite driver keeps as text.
const KEPT_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const keepText: Parser = (text) => text;
const PROBE = '2026-01-02 03:04:05+00';

const onlyKeepsText = new WeakMap<Parsers, boolean>();

/** Whether these per-query parsers do nothing the client's own do not (every one keeps its text, for a kept type). */
function redundant(parsers: Parsers): boolean {
  let known = onlyKeepsText.get(parsers);
  if (known === undefined) {
    known = Object.entries(parsers).every(
      ([oid, parse]) => KEPT_AS_TEXT.includes(Number(oid)) && parse(PROBE) === PROBE,
    );
    onlyKeepsText.set(parsers, known);
  }
  return known;
}

export function keepDatesAsText<C extends Pick<PGlite, 'query' | 'parsers'>>(client: C): C {
  for (const oid of KEPT_AS_TEXT) client.parsers[oid] = keepText;
  const query = client.query.bind(client) as (
    sql: string,
    params?: unknown[],
    options?: { parsers?: Parsers },
  ) => Promise<unknown>;
  (client as { query: unknown }).query = (
    sql: string,
    params?: unknown[],
    options?: { parsers?: Parsers },
  ) => {
    if (options?.parsers && redundant(options.parsers)) {
      const { parsers: _same, ...rest } = options;
      return query(sql, params, rest);
    }
    return query(sql, params, options);
  };
  return client;
}
