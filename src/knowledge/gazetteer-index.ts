// The gazetteer's search index: every name and alternate key, plus the name from each later word on, grouped by
// their first two characters (a two-level trie whose leaves are scanned).
import type { CityRecord } from './gazetteer-file.ts';
import { MIN_QUERY_LENGTH } from './normalize.ts';

/** What an index key was made from. */
export const Kind = { Name: 0, AlternateName: 1, WordStart: 2 } as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

/**
 * Every name and alternate key, plus the name from each later word on ("york city"), grouped by their first two
 * characters (a two-level trie whose leaves are scanned): a query only reads the keys that share its start.
 */
export interface SearchIndex {
  keys: string[];
  cities: Int32Array;
  kinds: Uint8Array;
  /** First two characters -> [start, end) in the arrays above. */
  buckets: Map<string, [number, number]>;
}

export function buildSearchIndex(records: readonly CityRecord[], nameKeys: readonly string[]): SearchIndex {
  const keys: string[] = [];
  const cityOf: number[] = [];
  const kindOf: Kind[] = [];
  const add = (key: string, kind: Kind, city: number) => {
    if (key.length < MIN_QUERY_LENGTH) return;
    keys.push(key);
    cityOf.push(city);
    kindOf.push(kind);
  };
  records.forEach((record, city) => {
    const nameKey = nameKeys[city]!;
    add(nameKey, Kind.Name, city);
    for (let at = nameKey.indexOf(' '); at >= 0; at = nameKey.indexOf(' ', at + 1)) {
      add(nameKey.slice(at + 1), Kind.WordStart, city);
    }
    for (const alt of record.alternateKeys) add(alt, Kind.AlternateName, city);
  });

  // Counting sort by bucket keeps each bucket contiguous without comparing strings.
  const bucketOf = new Int32Array(keys.length);
  const ids = new Map<string, number>();
  const counts: number[] = [];
  keys.forEach((key, i) => {
    const start = key.slice(0, 2);
    let id = ids.get(start);
    if (id === undefined) {
      id = ids.size;
      ids.set(start, id);
      counts.push(0);
    }
    bucketOf[i] = id;
    counts[id]!++;
  });
  const offsets = new Int32Array(counts.length + 1);
  counts.forEach((n, id) => {
    offsets[id + 1] = offsets[id]! + n;
  });
  const next = offsets.slice(0, counts.length);
  const index: SearchIndex = {
    keys: new Array<string>(keys.length),
    cities: new Int32Array(keys.length),
    kinds: new Uint8Array(keys.length),
    buckets: new Map(),
  };
  keys.forEach((key, i) => {
    const at = next[bucketOf[i]!]!++;
    index.keys[at] = key;
    index.cities[at] = cityOf[i]!;
    index.kinds[at] = kindOf[i]!;
  });
  for (const [start, id] of ids) index.buckets.set(start, [offsets[id]!, offsets[id + 1]!]);
  return index;
}
