// Destination search over the GeoNames gazetteer: accent- and case-insensitive exact names first ("petra" is not a
// prefix of Saint Petersburg's "Petrapolis"), then prefix search on names and alternate names, then word starts
// ("york" -> New York City), then substrings of names, then names one or two typing slips away ("lisbn" ->
// Lisbon), ranked by match quality and population. Big cities found only by a word start or a substring keep the
// last places of a full list, so "kyo" shows Kyoto first and still Tokyo.
import type { Continent } from '../core/constants.ts';
import { haversineKm } from '../core/geo.ts';
import { type CityRecord, DEFAULT_GAZETTEER_FILE, readGazetteerFile } from './gazetteer-file.ts';
import { buildSearchIndex, Kind } from './gazetteer-index.ts';
import { MAX_QUERY_LENGTH, MIN_QUERY_LENGTH, normalizeText } from './normalize.ts';

export interface GazetteerPlace {
  /** GeoNames id, as a string. */
  id: string;
  name: string;
  region: string;
  country: string;
  countryCode: string;
  /** "City, Region, Country", without an empty or repeated part. */
  formatted: string;
  lat: number;
  lng: number;
  timeZone: string;
  population: number;
  continent: Continent;
  capital: boolean;
}

export const DEFAULT_SEARCH_LIMIT = 8;
export const MAX_SEARCH_LIMIT = 50;
export { MIN_QUERY_LENGTH };

/**
 * Tiers never mix: an exact name outranks every other prefix match, which outranks every word-start match, then
 * substrings, then names with a typing slip.
 */
const TIER_EXACT = 4000;
const TIER_PREFIX = 3000;
const TIER_WORD = 2000;
const TIER_SUBSTRING = 1000;
const TIER_TYPO = 500;
/** Names with a slip are looked for when nothing matched otherwise, for queries this long or longer. */
const TYPO_MIN_LENGTH = 4;
/** Within a tier: log10(population), plus these. An exact match is worth 30x the population. */
const EXACT_BONUS = 1.5;
const NAME_BONUS = 0.5;
const CAPITAL_BONUS = 0.3;
/** Cities this big that match only at a word start or inside the name keep the last places of the list
 * (up to BIG_CITY_SLOTS, one per 4 results asked for). */
const BIG_CITY = 1_000_000;
const BIG_CITY_SLOTS = 2;
/** Slightly under the true 111.2 km, so the nearest-city search never stops too early. */
const KM_PER_DEGREE_LAT = 110.5;
/** Substrings inside names are searched among cities this big only (keeps every query well under a ms). */
const SUBSTRING_MIN_POPULATION = 100_000;

export interface Gazetteer {
  readonly size: number;
  search(query: string, limit?: number): GazetteerPlace[];
  getById(id: string | number): GazetteerPlace | undefined;
  /** Cities whose name or an alternate name is exactly this (after normalisation), best first. */
  named(name: string): GazetteerPlace[];
  nearest(lat: number, lng: number): (GazetteerPlace & { distanceKm: number }) | undefined;
}

export function createGazetteer(records: readonly CityRecord[]): Gazetteer {
  const nameKeys = records.map((r) => normalizeText(r.name));
  // Result objects are made on first use: most cities are never shown.
  const places = new Array<GazetteerPlace | undefined>(records.length);
  const place = (city: number) => (places[city] ??= toPlace(records[city]!, nameKeys[city]!));
  const byId = new Map(records.map((r, i) => [r.geonameId, i]));
  const popularity = records.map(
    (r) => Math.log10(Math.max(r.population, 1000)) + (r.capital ? CAPITAL_BONUS : 0),
  );
  const atLeast = (people: number) => records.flatMap((r, i) => (r.population >= people ? [i] : []));
  const bigCities = atLeast(BIG_CITY);
  const substringPool = atLeast(SUBSTRING_MIN_POPULATION);
  const index = buildSearchIndex(records, nameKeys);

  // Scratch space reused by every query: best score per city, stamped with the query number.
  const best = new Float64Array(records.length);
  const stamp = new Uint32Array(records.length);
  let queryNo = 0;

  function search(query: string, limit = DEFAULT_SEARCH_LIMIT): GazetteerPlace[] {
    if (typeof query !== 'string') return [];
    const max = Math.min(Math.max(Math.trunc(Number(limit)) || 0, 0), MAX_SEARCH_LIMIT);
    // "Paris, Texas" or a pasted "City, Region, Country": the first part is the name, the rest narrow it.
    const [head = '', ...rest] = query.slice(0, MAX_QUERY_LENGTH * 2).split(',');
    const q = normalizeText(head);
    if (q.length < MIN_QUERY_LENGTH || max === 0) return [];
    const qualifiers = rest.map(normalizeText).filter(Boolean);

    queryNo = (queryNo + 1) >>> 0 || 1;
    const hits: number[] = [];
    const offer = (city: number, score: number) => {
      if (stamp[city] !== queryNo) {
        stamp[city] = queryNo;
        best[city] = score;
        hits.push(city);
      } else if (score > best[city]!) best[city] = score;
    };

    const bucket = index.buckets.get(q.slice(0, 2));
    if (bucket) {
      for (let i = bucket[0]; i < bucket[1]; i++) {
        const key = index.keys[i]!;
        if (!key.startsWith(q)) continue;
        const city = index.cities[i]!;
        const kind = index.kinds[i];
        const exact = key.length === q.length;
        if (kind === Kind.WordStart) offer(city, TIER_WORD + popularity[city]! + (exact ? EXACT_BONUS : 0));
        else
          offer(
            city,
            (exact ? TIER_EXACT : TIER_PREFIX) + popularity[city]! + (kind === Kind.Name ? NAME_BONUS : 0),
          );
      }
    }
    if (q.length >= 3) {
      const candidates = hits.length < max ? substringPool : bigCities;
      for (const city of candidates) {
        if (stamp[city] !== queryNo && nameKeys[city]!.includes(q))
          offer(city, TIER_SUBSTRING + popularity[city]!);
      }
    }

    if (hits.length === 0 && q.length >= TYPO_MIN_LENGTH) {
      // One slip in a short name, two in a long one; the first letter is rarely the one mistyped.
      const slips = q.length >= 8 ? 2 : 1;
      for (const i of keysStartingWith(q[0]!)) {
        const key = index.keys[i]!;
        if (Math.abs(key.length - q.length) > slips) continue;
        const city = index.cities[i]!;
        if (stamp[city] === queryNo && best[city]! >= TIER_TYPO + popularity[city]!) continue;
        const d = editDistance(q, key, slips);
        if (d <= slips) offer(city, TIER_TYPO + popularity[city]! - d);
      }
    }

    let matches = hits;
    if (qualifiers.length) {
      const narrowed = hits.filter((city) => qualifiers.every((part) => qualifies(records[city]!, part)));
      if (narrowed.length) matches = narrowed;
    }
    const ranked = top(matches, max, ranksAbove);
    // Big cities that matched only below the prefix tier keep the last places of a full list ("kyo" -> Tokyo).
    const reserved = top(
      matches.filter((city) => best[city]! < TIER_PREFIX && records[city]!.population >= BIG_CITY),
      Math.min(BIG_CITY_SLOTS, Math.floor(max / 4)),
      ranksAbove,
    );
    if (reserved.some((city) => !ranked.includes(city))) {
      const others = ranked.filter((city) => !reserved.includes(city)).slice(0, max - reserved.length);
      return top([...others, ...reserved], max, ranksAbove).map(place);
    }
    return ranked.map(place);
  }

  // Names and alternate names by first character, built on the first search with a slip.
  let byFirst: Map<string, Int32Array> | undefined;
  function keysStartingWith(first: string): Int32Array {
    if (!byFirst) {
      const lists = new Map<string, number[]>();
      index.keys.forEach((key, i) => {
        if (index.kinds[i] === Kind.WordStart) return;
        const list = lists.get(key[0]!) ?? [];
        list.push(i);
        lists.set(key[0]!, list);
      });
      byFirst = new Map([...lists].map(([c, list]) => [c, Int32Array.from(list)]));
    }
    return byFirst.get(first) ?? new Int32Array(0);
  }

  function ranksAbove(a: number, b: number): boolean {
    return best[a]! > best[b]! || (best[a] === best[b] && records[a]!.population > records[b]!.population);
  }

  function named(name: string): GazetteerPlace[] {
    const q = typeof name === 'string' ? normalizeText(name) : '';
    const bucket = index.buckets.get(q.slice(0, 2));
    if (q.length < MIN_QUERY_LENGTH || !bucket) return [];
    const found = new Set<number>();
    for (let i = bucket[0]; i < bucket[1]; i++) {
      if (index.keys[i] === q && index.kinds[i] !== Kind.WordStart) found.add(index.cities[i]!);
    }
    const score = (city: number) => popularity[city]! + (nameKeys[city] === q ? NAME_BONUS : 0);
    return [...found].sort((a, b) => score(b) - score(a) || a - b).map(place);
  }

  function getById(id: string | number): GazetteerPlace | undefined {
    const n = typeof id === 'number' ? id : /^\d{1,12}$/.test(String(id)) ? Number(id) : Number.NaN;
    const city = byId.get(n);
    return city === undefined ? undefined : place(city);
  }

  // Cities by latitude: the nearest-city search walks out from the point's latitude both ways and stops once
  // the latitude difference alone is farther than the best city found.
  let byLatitude: Int32Array | undefined;
  function nearest(lat: number, lng: number) {
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    byLatitude ??= Int32Array.from(records.keys()).sort((a, b) => records[a]!.lat - records[b]!.lat);
    const order = byLatitude;
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (records[order[mid]!]!.lat < lat) lo = mid + 1;
      else hi = mid;
    }
    let bestKm = Number.POSITIVE_INFINITY;
    let found = -1;
    for (let down = lo - 1, up = lo; down >= 0 || up < order.length; ) {
      const downGap =
        down >= 0 ? (lat - records[order[down]!]!.lat) * KM_PER_DEGREE_LAT : Number.POSITIVE_INFINITY;
      const upGap =
        up < order.length ? (records[order[up]!]!.lat - lat) * KM_PER_DEGREE_LAT : Number.POSITIVE_INFINITY;
      if (Math.min(downGap, upGap) > bestKm) break;
      const city = downGap <= upGap ? order[down--]! : order[up++]!;
      const km = haversineKm({ lat, lng }, records[city]!);
      if (km < bestKm) [bestKm, found] = [km, city];
    }
    return found < 0 ? undefined : { ...place(found), distanceKm: bestKm };
  }

  return { size: records.length, search, getById, named, nearest };
}

/** The best `k` items, best first, without sorting them all (a 2-letter query can match thousands). */
function top(items: readonly number[], k: number, above: (a: number, b: number) => boolean): number[] {
  const kept: number[] = [];
  for (const item of items) {
    if (kept.length === k && !above(item, kept[k - 1]!)) continue;
    let at = Math.min(kept.length, k - 1);
    if (kept.length < k) kept.push(item);
    while (at > 0 && above(item, kept[at - 1]!)) {
      kept[at] = kept[at - 1]!;
      at--;
    }
    kept[at] = item;
  }
  return kept;
}

/**
 * Edits (insertions, deletions, substitutions, swaps of neighbours) from a to b, or more than `max` when it is
 * over `max` (the rows stop early).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > ROW_SIZE) return max + 1;
  // Three rows reused by every call: the search compares thousands of names per query.
  let prev2 = rowA;
  let prev = rowB;
  let row = rowC;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        v = Math.min(v, prev2[j - 2]! + 1);
      row[j] = v;
      if (v < least) least = v;
    }
    if (least > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length]!;
}

const ROW_SIZE = 128;
const rowA = new Int32Array(ROW_SIZE);
const rowB = new Int32Array(ROW_SIZE);
const rowC = new Int32Array(ROW_SIZE);

/** What travellers write for a country in a qualifier ("Paris, USA"), as the gazetteer names it. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'united states',
  us: 'united states',
  america: 'united states',
  uk: 'united kingdom',
  england: 'united kingdom',
  scotland: 'united kingdom',
  wales: 'united kingdom',
  uae: 'united arab emirates',
  nz: 'new zealand',
  holland: 'netherlands',
};

/** Region and country names repeat across thousands of cities: normalise each once. */
const normalized = new Map<string, string>();
function normalizeOften(text: string): string {
  let key = normalized.get(text);
  if (key === undefined) {
    key = normalizeText(text);
    normalized.set(text, key);
  }
  return key;
}

function qualifies(record: CityRecord, qualifier: string): boolean {
  const part = COUNTRY_ALIASES[qualifier] ?? qualifier;
  return (
    normalizeOften(record.region).startsWith(part) ||
    normalizeOften(record.country).startsWith(part) ||
    record.countryCode.toLowerCase() === part ||
    record.countryCode.toLowerCase() === qualifier
  );
}

/** "City, Region, Country"; the region is left out when empty, equal to the city or to the city plus a suffix. */
function toPlace(r: CityRecord, name: string): GazetteerPlace {
  const region = normalizeOften(r.region);
  const country = normalizeOften(r.country);
  const showRegion = region && region !== country && region !== name && !region.startsWith(`${name} `);
  const parts = [r.name, ...(showRegion ? [r.region] : []), ...(country !== name ? [r.country] : [])];
  // Shared by every caller (results are cached), so nobody may change them.
  return Object.freeze({
    id: String(r.geonameId),
    name: r.name,
    region: r.region,
    country: r.country,
    countryCode: r.countryCode,
    formatted: parts.join(', '),
    lat: r.lat,
    lng: r.lng,
    timeZone: r.timeZone,
    population: r.population,
    continent: r.continent,
    capital: r.capital,
  });
}

let shared: Gazetteer | undefined;
let sharedLoadMs = 0;

/** The shipped gazetteer, read and indexed on first use. */
export function getGazetteer(): Gazetteer {
  if (!shared) {
    const started = performance.now();
    shared = createGazetteer(readGazetteerFile(DEFAULT_GAZETTEER_FILE));
    sharedLoadMs = performance.now() - started;
  }
  return shared;
}

/** Milliseconds the first getGazetteer() call took (0 before it). */
export function gazetteerLoadMs(): number {
  return sharedLoadMs;
}

export function searchPlaces(query: string, limit = DEFAULT_SEARCH_LIMIT): GazetteerPlace[] {
  return getGazetteer().search(query, limit);
}

export function getPlaceById(id: string | number): GazetteerPlace | undefined {
  return getGazetteer().getById(id);
}

export function findPlacesNamed(name: string): GazetteerPlace[] {
  return getGazetteer().named(name);
}

export function findNearestCity(lat: number, lng: number) {
  return getGazetteer().nearest(lat, lng);
}
