// The embedded knowledge base: destinations and their places, indexed for the lookups the planner and the
// API need. Built from validated destination files; every object handed out is frozen and shared.
import { CONTINENTS, type Continent, POPULARITY_LEVELS } from '../core/constants.ts';
import { haversineKm, type LatLng } from '../core/geo.ts';
import type { Destination, DestinationFile, Place, PlaceCategory } from '../core/knowledge.ts';
import { findPlacesNamed } from './gazetteer.ts';
import type { RawKnowledgeFile } from './knowledge-files.ts';
import { createLoadSchema } from './load-schema.ts';
import { normalizeText } from './normalize.ts';
import { createPlaceSearch, type PlaceSearchOptions } from './place-search.ts';

/** A place with where it belongs: `globalId` is `${destinationId}/${id}`. */
export type KnowledgePlace = Place & { readonly globalId: string; readonly destinationId: string };
export type NearbyPlace = KnowledgePlace & { readonly distanceKm: number };

export interface NearbyOptions {
  /** Only these categories. */
  categories?: readonly PlaceCategory[];
  /** Only places of this destination. */
  destinationId?: string;
  limit?: number;
}

export interface KnowledgeBase {
  destinations(): readonly Destination[];
  destinationsOn(continent: Continent): readonly Destination[];
  destination(id: string): Destination | undefined;
  /** The destination whose own GeoNames id this is (never an expedition that merely departs from there). */
  destinationByGeonameId(geonameId: number | string): Destination | undefined;
  /**
   * Accent- and case-insensitive: the destination's name or id, one of its regions and towns, a name the
   * gazetteer knows for its city ("Wien", "New York City"), or failing all of these its country (the most
   * popular destination there). Text after a comma ("Paris, France") is ignored.
   */
  destinationByName(name: string): Destination | undefined;
  place(globalId: string): KnowledgePlace | undefined;
  placesOf(destinationId: string): readonly KnowledgePlace[];
  /** Places within `radiusKm` of a point, nearest first. */
  placesNear(point: LatLng, radiusKm: number, options?: NearbyOptions): NearbyPlace[];
  /** Places whose name, category, tags or description contain every word of the text (word starts). */
  searchPlaces(text: string, options?: PlaceSearchOptions): KnowledgePlace[];
  readonly stats: { destinations: number; places: number };
}

export class KnowledgeBaseError extends Error {
  constructor(readonly problems: string[]) {
    super(`The knowledge base is invalid:\n${problems.slice(0, 30).join('\n')}`);
    this.name = 'KnowledgeBaseError';
  }
}

/** Validates raw files and builds the base; throws KnowledgeBaseError listing every problem found. */
export function loadKnowledgeFiles(raw: readonly RawKnowledgeFile[]): KnowledgeBase {
  const problems: string[] = [];
  const files: DestinationFile[] = [];
  const schema = createLoadSchema();
  for (const { file, content } of raw) {
    if (content instanceof Error) {
      problems.push(`${file}: ${content.message}`);
      continue;
    }
    const parsed = schema.safeParse(content);
    if (parsed.success) files.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  if (problems.length) throw new KnowledgeBaseError(problems);
  return createKnowledgeBase(files);
}

/** Builds the base from valid files; it takes them over and freezes them (no copies: start-up cost). */
export function createKnowledgeBase(files: readonly DestinationFile[]): KnowledgeBase {
  const problems: string[] = [];
  const destinations: Destination[] = [];
  const byId = new Map<string, Destination>();
  const placesByDestination = new Map<string, KnowledgePlace[]>();
  const placeById = new Map<string, KnowledgePlace>();

  for (const file of files) {
    const d = deepFreeze(file.destination);
    if (byId.has(d.id)) {
      problems.push(`destination ${d.id} appears twice`);
      continue;
    }
    byId.set(d.id, d);
    destinations.push(d);
    const places: KnowledgePlace[] = [];
    for (const p of file.places) {
      const globalId = `${d.id}/${p.id}`;
      if (placeById.has(globalId)) {
        problems.push(`place ${globalId} appears twice`);
        continue;
      }
      const place = deepFreeze({ ...p, globalId, destinationId: d.id });
      placeById.set(globalId, place);
      places.push(place);
    }
    placesByDestination.set(d.id, Object.freeze(places) as KnowledgePlace[]);
  }
  if (problems.length) throw new KnowledgeBaseError(problems);
  destinations.sort((a, b) => a.id.localeCompare(b.id));
  Object.freeze(destinations);

  const allPlaces = [...placeById.values()];
  const byGeonameId = new Map<number, Destination>();
  for (const d of destinations)
    if (!d.gatewayName && !byGeonameId.has(d.geonameId)) byGeonameId.set(d.geonameId, d);
  const byContinent = new Map(
    CONTINENTS.map((c) => [c, Object.freeze(destinations.filter((d) => d.continent === c))]),
  );
  const names = nameIndex(destinations, (id) => placesByDestination.get(id)?.length ?? 0);
  // The text index is built on the first text search: the planner never needs it.
  let search: ReturnType<typeof createPlaceSearch> | undefined;

  function destinationByGeonameId(geonameId: number | string) {
    const id =
      typeof geonameId === 'number' ? geonameId : /^\d{1,12}$/.test(geonameId) ? Number(geonameId) : 0;
    return byGeonameId.get(id);
  }

  function destinationByName(text: string): Destination | undefined {
    if (typeof text !== 'string') return undefined;
    const key = normalizeText(text.split(',')[0] ?? '');
    if (!key) return undefined;
    const direct = names.primary.get(key) ?? names.towns.get(key);
    if (direct) return direct;
    for (const city of findPlacesNamed(key)) {
      const d = byGeonameId.get(Number(city.id));
      if (d) return d;
    }
    return names.countries.get(key);
  }

  function placesNear(point: LatLng, radiusKm: number, options: NearbyOptions = {}): NearbyPlace[] {
    if (![point?.lat, point?.lng, radiusKm].every(Number.isFinite) || radiusKm < 0) return [];
    const categories = options.categories && new Set(options.categories);
    const pool = options.destinationId ? (placesByDestination.get(options.destinationId) ?? []) : allPlaces;
    const near: NearbyPlace[] = [];
    for (const place of pool) {
      if (categories && !categories.has(place.category)) continue;
      const distanceKm = haversineKm(point, place);
      if (distanceKm <= radiusKm) near.push({ ...place, distanceKm });
    }
    near.sort((a, b) => a.distanceKm - b.distanceKm || a.globalId.localeCompare(b.globalId));
    return options.limit === undefined ? near : near.slice(0, Math.max(0, options.limit));
  }

  return {
    destinations: () => destinations,
    destinationsOn: (continent) => byContinent.get(continent) ?? [],
    destination: (id) => byId.get(id),
    destinationByGeonameId,
    destinationByName,
    place: (globalId) => placeById.get(globalId),
    placesOf: (destinationId) => placesByDestination.get(destinationId) ?? [],
    placesNear,
    searchPlaces: (text, options) => {
      search ??= createPlaceSearch(allPlaces);
      return search(text, options);
    },
    stats: { destinations: destinations.length, places: allPlaces.length },
  };
}

/** Names, ids, regions/towns and countries, normalised; the first destination (by id) wins a shared name. */
function nameIndex(destinations: readonly Destination[], placeCount: (id: string) => number) {
  const primary = new Map<string, Destination>();
  const towns = new Map<string, Destination>();
  const countries = new Map<string, Destination>();
  const setOnce = (map: Map<string, Destination>, key: string, d: Destination) => {
    if (key && !map.has(key)) map.set(key, d);
  };
  for (const d of destinations) {
    setOnce(primary, normalizeText(d.name), d);
    setOnce(primary, normalizeText(d.id), d);
    for (const town of d.regionsTowns) setOnce(towns, normalizeText(town), d);
  }
  // For a country, its most popular destination, then the one with the most places.
  const rank = (d: Destination) => POPULARITY_LEVELS.indexOf(d.popularityLevel);
  const byAppeal = [...destinations].sort((a, b) => rank(a) - rank(b) || placeCount(b.id) - placeCount(a.id));
  for (const d of byAppeal) setOnce(countries, normalizeText(d.country), d);
  return { primary, towns, countries };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    // for...in rather than Object.values: no array allocated per object (start-up time).
    for (const key in value) deepFreeze(value[key]);
    Object.freeze(value);
  }
  return value;
}
