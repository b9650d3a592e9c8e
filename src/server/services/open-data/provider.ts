// The open-data place provider: the places of an area from OpenStreetMap (Overpass), ranked by fame on Wikidata and
// described from Wikipedia, kept in the database per area (namespace "opendata:area") and shared by every server
// instance: refreshed after 30 days, served stale while the services fail, one fetch per area at a time.
import { LRUCache } from 'lru-cache';
import type { LatLng } from '../../../core/geo.ts';
import type { Config } from '../../config.ts';
import { DAY_MS, type ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import { type OpenDataPlace, placesOf } from './osm-places.ts';
import { type AreaQuery, fetchArea, OVERPASS_LABEL } from './overpass.ts';
import { PublicService, userAgent } from './public-service.ts';
import { WIKIDATA_LABEL, WikidataClient } from './wikidata.ts';
import { WIKIPEDIA_LABEL, WikipediaClient } from './wikipedia.ts';

export const AREA_NAMESPACE = 'opendata:area';
/** Bumped when the stored form of an area changes: older entries are then fetched again. */
const AREA_VERSION = 1;
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** Sights ranked by fame get a Wikipedia summary, up to this many per area. */
const SUMMARIES_PER_AREA = 20;
/** At most this many sights are looked up on Wikidata per area (the first ones by their own tags). */
const WIKIDATA_PER_AREA = 400;
/** An area with everything: kept a month. One that lacks Wikidata or Wikipedia: asked again after a day. */
const COMPLETE_TTL_MS = 30 * DAY_MS;
const PARTIAL_TTL_MS = DAY_MS;

/** What one area request can bring back at most. */
const OVERPASS_MAX_BYTES = 24 * 1024 * 1024;
const SMALL_MAX_BYTES = 4 * 1024 * 1024;
/** How long a parsed area is kept in memory (the table stays the shared truth). */
const RECENT_MS = 5 * 60_000;

export interface OpenDataArea {
  version: typeof AREA_VERSION;
  lat: number;
  lng: number;
  sightsKm: number;
  foodKm: number;
  places: OpenDataPlace[];
  /** Wikidata and Wikipedia both answered (otherwise the area is asked again sooner). */
  complete: boolean;
}

export interface AreaRequest {
  center: LatLng;
  /** People living there, for the size of the area (a village is small, a capital large). */
  population?: number;
  countryCode?: string;
  /** Food places only (a guide destination's meals): a smaller query. */
  foodOnly?: boolean;
}

export interface AreaAnswer {
  area: OpenDataArea;
  /** fetched: just now; fresh: from the cache; stale: expired, and the services failed. */
  state: 'fresh' | 'fetched' | 'stale';
  fetchedAt: Date;
  /** When it is to be asked again (ms since the epoch). */
  expiresAt: number;
}

export type OpenDataConfig = NonNullable<Config['openData']>;

export interface OpenDataServices {
  overpass: PublicService;
  wikidata: PublicService;
  wikipedia: PublicService;
}

/**
 * How long an Overpass query may run: three times what a traveller waits (OPEN_DATA_TIMEOUT_MS). A big city's
 * query can take longer than the wait; it goes on, and the next plan of that city gets its places.
 */
export function overpassTimeoutMs(config: Pick<OpenDataConfig, 'timeoutMs'>): number {
  return config.timeoutMs * 3;
}

/** The three services with the spacing their policies ask for (one request at a time from this server). */
export function openDataServices(config: OpenDataConfig, version: string): OpenDataServices {
  const agent = userAgent(version, config.contact);
  const small = Math.min(config.timeoutMs, 6000);
  const overpassTimeout = overpassTimeoutMs(config);
  return {
    // The public Overpass instances allow a couple of slots per address: one query at a time, a second apart.
    overpass: new PublicService({
      name: OVERPASS_LABEL,
      userAgent: agent,
      timeoutMs: overpassTimeout,
      minIntervalMs: 1000,
      maxBytes: OVERPASS_MAX_BYTES,
    }),
    // Wikimedia asks for serial requests from a client that identifies itself.
    wikidata: new PublicService({
      name: WIKIDATA_LABEL,
      userAgent: agent,
      timeoutMs: small,
      minIntervalMs: 100,
      maxBytes: SMALL_MAX_BYTES,
    }),
    wikipedia: new PublicService({
      name: WIKIPEDIA_LABEL,
      userAgent: agent,
      timeoutMs: small,
      minIntervalMs: 20,
      maxBytes: SMALL_MAX_BYTES,
    }),
  };
}

export interface Logger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

export class OpenDataProvider {
  readonly wikidata: WikidataClient;
  readonly wikipedia: WikipediaClient;
  /**
   * Areas read from the table lately, parsed: a city planned again and again is not read and parsed each time.
   * Kept a few minutes only, so an area another instance refreshed is seen soon.
   */
  private readonly recent = new LRUCache<string, AreaAnswer>({ max: 32, ttl: RECENT_MS });

  constructor(
    readonly config: OpenDataConfig,
    private readonly cache: ProviderCache,
    readonly services: OpenDataServices,
    private readonly log?: Logger,
  ) {
    this.wikidata = new WikidataClient(services.wikidata, config.wikidataApiUrl, cache);
    this.wikipedia = new WikipediaClient(services.wikipedia, config.wikipediaRestUrl, cache);
  }

  /** The places of the area around a point, from the cache or the services. Throws ProviderError when neither. */
  async area(request: AreaRequest): Promise<AreaAnswer> {
    const query = areaQueryFor(request);
    const key = `v${AREA_VERSION}:${query.lat.toFixed(2)},${query.lng.toFixed(2)}:${query.sightsKm}/${query.foodKm}`;
    const kept = this.recent.get(key);
    if (kept && kept.expiresAt > Date.now()) return { ...kept, state: 'fresh' };
    const cached = await this.cache.getOrFetch<OpenDataArea>(
      AREA_NAMESPACE,
      key,
      () => this.fetchArea(query, request.countryCode),
      {
        ttlFor: (area) => (area.complete ? COMPLETE_TTL_MS : PARTIAL_TTL_MS),
        maxBytes: OVERPASS_MAX_BYTES,
        parse: parseArea,
      },
    );
    if (cached.state === 'stale') {
      this.log?.warn({ err: cached.error, key }, 'open data: services failed; served the area cached before');
    }
    const answer: AreaAnswer = {
      area: cached.value,
      state: cached.state,
      fetchedAt: cached.fetchedAt,
      expiresAt: cached.expiresAt.getTime(),
    };
    if (cached.state !== 'stale') this.recent.set(key, answer);
    return answer;
  }

  private async fetchArea(query: AreaQuery, countryCode?: string): Promise<OpenDataArea> {
    const elements = await fetchArea(
      this.services.overpass,
      this.config.overpassUrl,
      query,
      overpassTimeoutMs(this.config),
    );
    const places = placesOf(elements, countryCode);
    const complete = (await this.addWikidata(places)) && (await this.addSummaries(places));
    return {
      version: AREA_VERSION,
      lat: query.lat,
      lng: query.lng,
      sightsKm: query.sightsKm,
      foodKm: query.foodKm,
      // Closed or demolished (per Wikidata) sights are left out.
      places: places.filter((p) => p.fame >= 0),
      complete,
    };
  }

  /** Fame, descriptions and images from Wikidata; closed places marked with fame -1. False when Wikidata failed. */
  private async addWikidata(places: OpenDataPlace[]): Promise<boolean> {
    const sights = places.filter((p) => p.kind === 'sight' && p.wikidataId).slice(0, WIKIDATA_PER_AREA);
    if (!sights.length) return true;
    let facts: Awaited<ReturnType<WikidataClient['entities']>>;
    try {
      facts = await this.wikidata.entities(sights.map((p) => p.wikidataId!));
    } catch (err) {
      this.log?.warn({ err }, 'open data: Wikidata failed; sights ranked by their OpenStreetMap tags alone');
      return false;
    }
    for (const place of sights) {
      const f = facts.get(place.wikidataId!);
      if (!f || f.missing) continue;
      if (f.closed) {
        place.fame = -1;
        continue;
      }
      place.fame = f.sitelinks;
      if (f.description) place.description = f.description;
      if (f.image) place.image = f.image;
      place.wikipedia ??= f.enwiki;
    }
    // Complete when every item asked was answered (an item mapped on two places is asked once).
    return facts.size >= new Set(sights.map((p) => p.wikidataId)).size;
  }

  /** Wikipedia summaries of the best-known sights. False when Wikipedia failed for any of them. */
  private async addSummaries(places: OpenDataPlace[]): Promise<boolean> {
    const famous = places
      .filter((p) => p.kind === 'sight' && p.wikipedia && p.fame >= 0)
      .sort((a, b) => b.fame - a.fame)
      .slice(0, SUMMARIES_PER_AREA);
    let ok = true;
    for (const place of famous) {
      try {
        const summary = await this.wikipedia.summary(place.wikipedia!);
        if (summary) place.summary = { extract: summary.extract, url: summary.url };
      } catch (err) {
        if (ok) this.log?.warn({ err }, 'open data: Wikipedia failed; descriptions from Wikidata instead');
        ok = false;
        // The service is failing: the rest would only wait for the same answer.
        if (err instanceof ProviderError && this.services.wikipedia.unavailable()) break;
      }
    }
    return ok;
  }
}

/** The area asked for a destination: larger for larger places; food over a smaller radius (it is dense). */
export function areaQueryFor(request: AreaRequest): AreaQuery {
  const people = request.population ?? 0;
  const sightsKm = people >= 1_000_000 ? 15 : people >= 200_000 ? 10 : people >= 30_000 ? 7 : 5;
  // Round the centre (about a kilometre) so nearby requests for the same place share one area.
  const lat = Math.round(request.center.lat * 100) / 100;
  const lng = Math.round(request.center.lng * 100) / 100;
  if (request.foodOnly) {
    return { lat, lng, sightsKm: 0, foodKm: Math.min(sightsKm, 6), maxSights: 0, maxFood: 2500 };
  }
  return { lat, lng, sightsKm, foodKm: Math.min(sightsKm, 6), maxSights: 2500, maxFood: 2500 };
}

function parseArea(body: unknown): OpenDataArea {
  const area = body as OpenDataArea;
  if (!area || area.version !== AREA_VERSION || !Array.isArray(area.places)) throw new Error('not an area');
  return area;
}
