// Google Places (API New, Text Search) as a place-pool provider when GOOGLE_MAPS_API_KEY is set: sights, museums,
// restaurants and cafes of a destination with their weekly hours, rating, price level and diets. Google's terms
// allow no stored copies of its content, so answers are kept in memory for a short while only (a plan and its
// alternatives), never in the database.
import { LRUCache } from 'lru-cache';
import type { DietaryOption, Interest } from '../../../core/constants.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import type { Meal, OpeningHours, PlaceCategory } from '../../../core/knowledge.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { conservativeHours } from '../open-data/hours.ts';
import type { PoolProvider, ProvidedPlace, ProvidedPlaces, ProviderArea } from '../planning/pool-provider.ts';
import { providerJson } from '../provider-http.ts';
import { GOOGLE_PLACES_BASE_URL } from './google-places.ts';

const LABEL = 'Google Places';
export const GOOGLE_ATTRIBUTION = 'Places data © Google';
const FIELDS = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.rating',
  'places.priceLevel',
  'places.regularOpeningHours',
  'places.websiteUri',
  'places.editorialSummary',
  'places.servesVegetarianFood',
  'places.servesBreakfast',
  'places.servesLunch',
  'places.servesDinner',
].join(',');
const SIGHT_QUERIES = ['top sights in', 'museums in', 'parks and viewpoints in'];
const FOOD_QUERIES = ['restaurants in', 'cafes in'];
const AREA_RADIUS_M = 15_000;
const MEMORY_TTL_MS = 10 * 60_000;

interface GPlace {
  id?: string;
  displayName?: { text?: string };
  formattedAddress?: string;
  location?: { latitude?: number; longitude?: number };
  types?: string[];
  rating?: number;
  priceLevel?: string;
  regularOpeningHours?: { periods?: GPeriod[] };
  websiteUri?: string;
  editorialSummary?: { text?: string };
  servesVegetarianFood?: boolean;
  servesBreakfast?: boolean;
  servesLunch?: boolean;
  servesDinner?: boolean;
}
interface GPeriod {
  open?: { day?: number; hour?: number; minute?: number };
  close?: { day?: number; hour?: number; minute?: number };
}

export interface GooglePoolOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

export class GooglePoolProvider implements PoolProvider {
  readonly source = 'google' as const;
  readonly label = LABEL;
  private readonly base: string;
  private readonly memory = new LRUCache<string, GPlace[]>({ max: 200, ttl: MEMORY_TTL_MS });

  constructor(private readonly opts: GooglePoolOptions) {
    this.base = (opts.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/$/, '');
  }

  async destinationPlaces(area: ProviderArea, _trip: TripDetails): Promise<ProvidedPlaces> {
    const found = await this.searchAll([...SIGHT_QUERIES, ...FOOD_QUERIES], area);
    return { places: found.map((p) => toPlace(p, area)).filter(isPlace), attribution: GOOGLE_ATTRIBUTION };
  }

  async foodNear(area: ProviderArea, near: readonly LatLng[], _trip: TripDetails): Promise<ProvidedPlaces> {
    const found = await this.searchAll(FOOD_QUERIES, area);
    const places = found
      .map((p) => toPlace(p, area))
      .filter(isPlace)
      .filter((p) => !near.length || near.some((n) => haversineKm(n, p) <= 1.5));
    return { places, attribution: GOOGLE_ATTRIBUTION };
  }

  /** Every query's places, once each; the first failure throws (the pool falls back to the next provider). */
  private async searchAll(queries: string[], area: ProviderArea): Promise<GPlace[]> {
    const seen = new Map<string, GPlace>();
    for (const q of queries) {
      for (const p of await this.search(`${q} ${area.name}`, area.center))
        if (p.id && !seen.has(p.id)) seen.set(p.id, p);
    }
    return [...seen.values()];
  }

  private async search(textQuery: string, center: LatLng): Promise<GPlace[]> {
    const key = `${textQuery}\u0000${center.lat.toFixed(2)},${center.lng.toFixed(2)}`;
    const kept = this.memory.get(key);
    if (kept) return kept;
    const res = await providerJson<{ places?: GPlace[] }>(LABEL, `${this.base}/v1/places:searchText`, {
      method: 'POST',
      headers: {
        'X-Goog-Api-Key': this.opts.apiKey,
        'X-Goog-FieldMask': FIELDS,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        textQuery,
        pageSize: 20,
        languageCode: 'en',
        locationBias: {
          circle: { center: { latitude: center.lat, longitude: center.lng }, radius: AREA_RADIUS_M },
        },
      }),
      timeoutMs: this.opts.timeoutMs,
    });
    const places = Array.isArray(res?.places) ? res.places : [];
    this.memory.set(key, places);
    return places;
  }
}

const isPlace = (p: ProvidedPlace | undefined): p is ProvidedPlace => p !== undefined;

/** Google's types, most specific first, as our category and interests. */
const TYPE_KINDS: [string, PlaceCategory, Interest[], number][] = [
  ['museum', 'museum', ['museums', 'history'], 90],
  ['art_gallery', 'gallery', ['museums'], 60],
  ['church', 'religious', ['architecture', 'history'], 30],
  ['place_of_worship', 'religious', ['architecture', 'history'], 30],
  ['park', 'park', ['nature'], 60],
  ['beach', 'beach', ['beaches'], 120],
  ['zoo', 'attraction', ['family', 'nature'], 180],
  ['amusement_park', 'attraction', ['family'], 240],
  ['historical_landmark', 'landmark', ['history', 'architecture'], 45],
  ['tourist_attraction', 'attraction', ['local', 'photography'], 45],
  ['restaurant', 'restaurant', ['food'], 75],
  ['cafe', 'cafe', ['food', 'local'], 45],
  ['bar', 'nightlife', ['nightlife'], 60],
];

const PRICE: Record<string, number> = {
  PRICE_LEVEL_FREE: 0,
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

function toPlace(p: GPlace, area: ProviderArea): ProvidedPlace | undefined {
  const lat = p.location?.latitude;
  const lng = p.location?.longitude;
  const name = p.displayName?.text?.trim();
  if (!p.id || !name || typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  if (haversineKm(area.center, { lat, lng }) > 40) return undefined;
  const kind = TYPE_KINDS.find(([type]) => p.types?.includes(type));
  if (!kind) return undefined;
  const [, category, tags, durationMinutes] = kind;
  const food = category === 'restaurant' || category === 'cafe' || category === 'nightlife';
  const weekly = weeklyHours(p.regularOpeningHours?.periods);
  const meals: Meal[] = [];
  if (food) {
    if (p.servesBreakfast || category === 'cafe') meals.push('breakfast');
    if (p.servesLunch ?? category !== 'nightlife') meals.push('lunch');
    if (p.servesDinner ?? category === 'restaurant') meals.push('dinner');
  }
  const dietary: DietaryOption[] = p.servesVegetarianFood ? ['vegetarian'] : [];
  const priceLevel = PRICE[p.priceLevel ?? ''] ?? (food ? 2 : 1);
  const place: ProvidedPlace = {
    id: `google-${p.id.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}`.slice(0, 80),
    gid: `google/${p.id}`,
    name,
    lat,
    lng,
    address: p.formattedAddress || `${name}, ${area.name}`,
    category,
    tags,
    description: p.editorialSummary?.text || `${name}, ${area.name} (Google Places).`,
    durationMinutes,
    hours: weekly ?? conservativeHours(category),
    ...(weekly ? {} : { hoursUnknown: true }),
    priceLevel,
    cost: priceLevel === 0 ? 'Free' : 'Check locally',
    segments:
      category === 'nightlife' ? ['evening'] : food ? ['afternoon', 'evening'] : ['morning', 'afternoon'],
    ...(typeof p.rating === 'number' && p.rating >= 1 ? { rating: Math.min(5, p.rating) } : {}),
    ...(p.websiteUri ? { website: p.websiteUri } : {}),
  };
  if (meals.length) place.meals = meals;
  if (food) place.dietary = dietary;
  if (category === 'nightlife') place.bar = true;
  return place;
}

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Google's periods (open and close day, hour, minute; Sunday 0) as weekly hours; undefined when none. */
export function weeklyHours(periods: GPeriod[] | undefined): OpeningHours | undefined {
  if (!periods?.length) return undefined;
  const week: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  for (const { open, close } of periods) {
    if (typeof open?.day !== 'number' || open.day < 0 || open.day > 6) continue;
    const start = (open.hour ?? 0) * 60 + (open.minute ?? 0);
    // No close: open all the time (Google's "open 24 hours").
    if (!close || typeof close.day !== 'number') {
      for (const key of DAY_KEYS) week[key] = [['00:00', '24:00']];
      return week;
    }
    let end = (close.hour ?? 0) * 60 + (close.minute ?? 0) + ((close.day - open.day + 7) % 7) * 1440;
    if (end <= start) end += 7 * 1440;
    end = Math.min(end, 29 * 60 + 59);
    week[DAY_KEYS[open.day]!].push([
      `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
      `${pad(Math.floor(end / 60))}:${pad(end % 60)}`,
    ]);
  }
  return week;
}
