// Destination search over Google Places API (New): Autocomplete restricted to region-type places, then Place
// Details for each suggestion's coordinates, time zone and address parts. Details are cached: a traveller
// typing "par", "pari", "paris" sees the same places again and again.
import {
  DESTINATION_QUERY_MAX,
  DESTINATION_QUERY_MIN,
  type DestinationSuggestion,
} from '../../../core/api/places.ts';
import { resolvedPlaceSchema } from '../../../core/trip.ts';
import type { DestinationSearch } from './destination-search.ts';

export const GOOGLE_PLACES_BASE_URL = 'https://places.googleapis.com';
/** Region-type primary types (Autocomplete accepts at most five): cities, states, counties, countries, areas. */
export const REGION_TYPES = [
  'locality',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'country',
  'colloquial_area',
] as const;
const AUTOCOMPLETE_FIELDS = 'suggestions.placePrediction.placeId';
const DETAILS_FIELDS = 'id,displayName,formattedAddress,location,addressComponents,timeZone';
const CACHE_SIZE = 1000;

export interface GooglePlacesOptions {
  apiKey: string;
  /** The API's origin; tests point it at a local server that speaks the same API. */
  baseUrl?: string;
  /** For the whole search (autocomplete plus details), so the gazetteer can still answer in time. */
  timeoutMs?: number;
  languageCode?: string;
}

/** A non-success answer from Google, with Google's own message. */
export class GooglePlacesError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface AutocompleteResponse {
  suggestions?: { placePrediction?: { placeId?: string } }[];
}
interface AddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}
interface GooglePlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  addressComponents?: AddressComponent[];
  timeZone?: { id?: string };
}

export class GooglePlacesDestinationSearch implements DestinationSearch {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly languageCode: string;
  private readonly cache = new Map<string, DestinationSuggestion | null>();

  constructor(private readonly opts: GooglePlacesOptions) {
    this.baseUrl = (opts.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/$/, '');
    this.timeoutMs = opts.timeoutMs ?? 3000;
    this.languageCode = opts.languageCode ?? 'en';
  }

  async search(query: string, limit: number): Promise<DestinationSuggestion[]> {
    const input = query.trim().slice(0, DESTINATION_QUERY_MAX);
    if (input.length < DESTINATION_QUERY_MIN || limit < 1) return [];
    const signal = AbortSignal.timeout(this.timeoutMs);
    const answer = await this.request<AutocompleteResponse>(
      '/v1/places:autocomplete',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Goog-FieldMask': AUTOCOMPLETE_FIELDS },
        body: JSON.stringify({ input, includedPrimaryTypes: REGION_TYPES, languageCode: this.languageCode }),
      },
      signal,
    );
    const ids = [
      ...new Set((answer.suggestions ?? []).flatMap((s) => s.placePrediction?.placeId ?? [])),
    ].slice(0, limit);
    const places = await Promise.all(ids.map((id) => this.details(id, signal)));
    return places.filter((p): p is DestinationSuggestion => p !== null);
  }

  private async details(placeId: string, signal: AbortSignal): Promise<DestinationSuggestion | null> {
    const cached = this.cache.get(placeId);
    if (cached !== undefined) return cached;
    let place: DestinationSuggestion | null;
    try {
      const path = `/v1/places/${encodeURIComponent(placeId)}?languageCode=${this.languageCode}`;
      place = toSuggestion(
        await this.request<GooglePlace>(path, { headers: { 'X-Goog-FieldMask': DETAILS_FIELDS } }, signal),
      );
    } catch (err) {
      // A place that vanished between the two calls is left out; any other failure fails the search.
      if (err instanceof GooglePlacesError && err.status === 404) place = null;
      else throw err;
    }
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(placeId, place);
    return place;
  }

  private async request<T>(path: string, init: RequestInit, signal: AbortSignal): Promise<T> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'X-Goog-Api-Key': this.opts.apiKey },
      signal,
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new GooglePlacesError(
        res.status,
        `Google Places answered ${res.status} with a body that is not JSON`,
      );
    }
    if (!res.ok) {
      const message = (body as { error?: { message?: string } }).error?.message ?? res.statusText;
      throw new GooglePlacesError(res.status, `Google Places answered ${res.status}: ${message}`);
    }
    return body as T;
  }
}

/** 'City, Region, Country' from the address parts, like the gazetteer; the formatted address otherwise. */
function toSuggestion(p: GooglePlace): DestinationSuggestion | null {
  const lat = p.location?.latitude;
  const lng = p.location?.longitude;
  if (!p.id || typeof lat !== 'number' || typeof lng !== 'number') return null;
  const part = (type: string) => p.addressComponents?.find((c) => c.types?.includes(type));
  const country = part('country');
  const name = p.displayName?.text || part('locality')?.longText || p.formattedAddress || '';
  const parts: string[] = [];
  for (const text of [name, part('administrative_area_level_1')?.longText, country?.longText]) {
    if (text && !parts.includes(text)) parts.push(text);
  }
  const code = country?.shortText?.toUpperCase();
  const parsed = resolvedPlaceSchema.safeParse({
    id: p.id,
    name,
    formatted: parts.length > 1 || !p.formattedAddress ? parts.join(', ') : p.formattedAddress,
    lat,
    lng,
    timeZone: p.timeZone?.id || undefined,
    countryCode: code && /^[A-Z]{2}$/.test(code) ? code : undefined,
  });
  return parsed.success ? parsed.data : null;
}
