// Memory that lives as long as the server: every collection kept in a module or an object field and written to
// after start must be bounded, by an LRU limit or by the data that fills it. A new one fails here until its bound is
// stated below (docs/benchmarks.md, "Where the memory goes").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** `file: name` of each long-lived collection that is written to, and why it cannot grow without bound. */
const BOUNDED: Record<string, string> = {
  'src/server/auth/session-cache.ts: #entries': 'LRU, SESSION_CACHE_ENTRIES sessions',
  'src/server/routes/itineraries/list-cache.ts: #entries': 'LRU, PLAN_LIST_CACHE_MB bytes',
  'src/server/auth/oidc.ts: configs': 'one per configured sign-in provider (two at most)',
  'src/server/services/destination-search/google-places-search.ts: cache':
    'oldest entry dropped beyond CACHE_SIZE',
  'src/server/services/holidays/holidays.ts: byCountry': 'one per country code (about 250)',
  'src/knowledge/gazetteer.ts: normalized': 'the region and country names of the shipped gazetteer',
  'src/planner/itinerary/daylight.ts: formatters': 'one per IANA time zone',
  'src/planner/itinerary/daylight.ts: offsets':
    'cleared at OFFSETS_KEPT (10,000 zone and quarter-hour pairs)',
  'src/planner/itinerary/construct.ts: rows': 'one InsertionMemo per search (improve), dropped with it',
  'src/server/services/open-data/hours.ts: parsed': 'LRU, 5,000 opening_hours values',
  'src/server/services/open-data/hours.ts: ranges': 'LRU, 50,000 (value, date) pairs',
  'src/server/services/open-data/provider.ts: recent': 'LRU, 32 areas for five minutes',
  'src/server/services/places/google-pool.ts: memory': "LRU, 200 answers for ten minutes (Google's terms)",
  'src/server/services/provider-cache.ts: inFlight': 'one per fetch in progress, removed when it settles',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

// A module-level binding, a class field, or a field set in a constructor, holding a new Map, Set or LRU cache.
const LONG_LIVED = new RegExp(
  [
    /^(?:export )?(?:const|let) (\w+)\s*(?::[^=\n]+)?= new (?:Map|Set|LRUCache)\b/.source,
    /^\s+(?:private |protected |readonly |static )*(#?\w+)\s*(?::[^=\n]+)?= new (?:Map|Set|LRUCache)\b/
      .source,
    /^\s+this\.(#?\w+)\s*=[^;]*?new (?:Map|Set|LRUCache)\b/.source,
  ].join('|'),
  'gm',
);

function longLivedCollections() {
  const found: { key: string; written: boolean; lru: boolean; bounded: boolean }[] = [];
  for (const file of ['src/server', 'src/knowledge', 'src/planner'].flatMap((d) => sources(join(ROOT, d)))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(LONG_LIVED)) {
      const name = (m[1] ?? m[2] ?? m[3])!;
      const field = name.startsWith('#') ? name : name.replace(/^this\./, '');
      const written = new RegExp(`(?:this\\.)?${field.replace('#', '\\#')}\\??\\.(?:set|add)\\(`).test(text);
      const lru = /new LRUCache/.test(m[0]);
      // An LRU cache is bounded when its options name a limit.
      const bounded = lru && /\b(?:max|maxSize)\s*:/.test(text.slice(m.index, m.index + 400));
      found.push({ key: `${relative(ROOT, file)}: ${field}`, written, lru, bounded });
    }
  }
  return found;
}

describe('long-lived memory', () => {
  it('finds the collections it checks (the scan itself works)', () => {
    const keys = longLivedCollections().map((c) => c.key);
    expect(keys).toContain('src/server/auth/session-cache.ts: #entries');
    expect(keys).toContain('src/server/services/holidays/holidays.ts: byCountry');
  });

  it('bounds every collection that is written to after start', () => {
    const unexplained = longLivedCollections()
      .filter((c) => c.written || c.lru)
      .filter((c) => !(c.key in BOUNDED))
      .map((c) => c.key);
    expect(unexplained).toEqual([]);
  });

  it('gives every LRU cache a limit', () => {
    const unlimited = longLivedCollections()
      .filter((c) => c.lru && !c.bounded)
      .map((c) => c.key);
    expect(unlimited).toEqual([]);
  });
});
