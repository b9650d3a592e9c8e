// An online geocoder speaking Nominatim's search API (`format=jsonv2`), for places the gazetteer does not hold
// (Hallstatt, Santorini, Cinque Terre). Nominatim's policy: at most one request a second, an identifying
// User-Agent, results cached, no search-as-you-type. The server asks it only when the gazetteer found too little,
// for queries that look complete, and caches every answer (namespace "geocoder:search").
import type { DestinationSuggestion } from '../../../core/api/places.ts';
import { findNearestCity, normalizeText } from '../../../knowledge/index.ts';
import type { ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import type { PublicService } from './public-service.ts';

export const GEOCODER_LABEL = 'Geocoder (Nominatim)';
export const GEOCODER_NAMESPACE = 'geocoder:search';
/** What a traveller can travel to: settlements, islands, regions, natural and tourist areas. */
const DESTINATION_TYPES =
  /^(city|town|village|hamlet|suburb|quarter|neighbourhood|island|islet|archipelago|municipality|administrative|region|state|province|county|locality|national_park|nature_reserve|protected_area|peak|volcano|valley|bay|beach|attraction|natural|peninsula)$/;
const RESULTS = 5;

/** "osm:relation:75413" when the result names its OpenStreetMap object; else Nominatim's place id, or the point. */
function idOf(r: NominatimResult, lat: number, lng: number): string {
  const osmType = typeof r.osm_type === 'string' ? r.osm_type : '';
  const osmId = typeof r.osm_id === 'number' || typeof r.osm_id === 'string' ? String(r.osm_id) : '';
  if (/^(node|way|relation)$/.test(osmType) && /^\d{1,15}$/.test(osmId)) return `osm:${osmType}:${osmId}`;
  const placeId = typeof r.place_id === 'number' || typeof r.place_id === 'string' ? String(r.place_id) : '';
  if (/^\d{1,15}$/.test(placeId)) return `nominatim:${placeId}`;
  return `point:${lat.toFixed(4)},${lng.toFixed(4)}`;
}

interface NominatimResult {
  place_id?: unknown;
  osm_type?: unknown;
  osm_id?: unknown;
  lat?: unknown;
  lon?: unknown;
  category?: unknown;
  type?: unknown;
  addresstype?: unknown;
  name?: unknown;
  display_name?: unknown;
  importance?: unknown;
  address?: Record<string, unknown>;
}

export class Geocoder {
  constructor(
    private readonly service: PublicService,
    private readonly url: string,
    private readonly cache: ProviderCache,
  ) {}

  /** Destinations matching a place name, best first; cached. Throws ProviderError when the geocoder fails. */
  async search(query: string): Promise<DestinationSuggestion[]> {
    const key = normalizeText(query);
    if (key.length < 3) return [];
    const cached = await this.cache.getOrFetch(GEOCODER_NAMESPACE, key, () => this.fetch(query.trim()), {
      parse: (b) => {
        if (!Array.isArray(b)) throw new Error('not a result list');
        return b as DestinationSuggestion[];
      },
    });
    return cached.value;
  }

  private async fetch(query: string): Promise<DestinationSuggestion[]> {
    const params = new URLSearchParams({
      q: query.slice(0, 200),
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(RESULTS * 2),
      'accept-language': 'en',
    });
    const sep = this.url.includes('?') ? '&' : '?';
    const answer = await this.service.json(`${this.url}${sep}${params}`);
    if (!Array.isArray(answer))
      throw new ProviderError(GEOCODER_LABEL, 'answered something other than a list');
    return answer
      .map((r) => suggestionOf(r as NominatimResult))
      .filter((s): s is DestinationSuggestion => s !== undefined)
      .slice(0, RESULTS);
  }
}

function suggestionOf(r: NominatimResult): DestinationSuggestion | undefined {
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return undefined;
  // A shop, a street or a building is no destination; a result that does not say what it is is kept.
  const kinds = [r.category, r.type, r.addresstype].filter(
    (k): k is string => typeof k === 'string' && k !== '',
  );
  if (kinds.length && !kinds.some((k) => DESTINATION_TYPES.test(k) || /^(place|boundary)$/.test(k)))
    return undefined;
  const id = idOf(r, lat, lng);
  const display = typeof r.display_name === 'string' ? r.display_name : '';
  const name = (typeof r.name === 'string' && r.name.trim()) || display.split(',')[0]?.trim() || '';
  if (!name) return undefined;
  const a = r.address ?? {};
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : undefined);
  const region = text('state') ?? text('region') ?? text('province') ?? text('county');
  const country = text('country');
  const code = text('country_code');
  const parts = [name, region, country].filter(
    (p, i, all): p is string => Boolean(p) && all.indexOf(p) === i,
  );
  // The geocoder gives no time zone: the nearest gazetteer city's, when it is near enough to share it.
  const nearest = findNearestCity(lat, lng);
  const timeZone = nearest && nearest.distanceKm < 300 ? nearest.timeZone : undefined;
  return {
    id,
    name: name.slice(0, 200),
    formatted: (parts.length > 1 ? parts.join(', ') : display || name).slice(0, 300),
    lat: Math.round(lat * 1e5) / 1e5,
    lng: Math.round(lng * 1e5) / 1e5,
    ...(timeZone ? { timeZone } : {}),
    ...(code && /^[a-z]{2}$/i.test(code) ? { countryCode: code.toUpperCase() } : {}),
  };
}
