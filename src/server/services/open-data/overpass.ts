// OpenStreetMap through the Overpass API: the sights and the food and drink places around a point, as compact
// elements (type, id, a point, the tags this application reads). Nodes, ways and relations; ways and relations
// come with their centre (`out center`).
import { haversineKm } from '../../../core/geo.ts';
import { ProviderError } from '../provider-http.ts';
import type { PublicService } from './public-service.ts';

export const OVERPASS_LABEL = 'OpenStreetMap (Overpass)';

export interface OsmElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat: number;
  lng: number;
  tags: Record<string, string>;
}

export interface AreaQuery {
  lat: number;
  lng: number;
  /** Sights within this radius. */
  sightsKm: number;
  /** Restaurants, cafes and bars within this radius (dense in cities: usually smaller). */
  foodKm: number;
  /** At most this many of each kind (Overpass prints the first ones found); no sights asked when 0. */
  maxSights: number;
  maxFood: number;
}

/** Tags kept from each element: what classification, hours, diets, fame and addresses need. */
const KEPT_TAG =
  /^(name|name:en|int_name|tourism|historic|leisure|natural|amenity|shop|building|heritage|religion|denomination|cuisine|diet:.+|opening_hours|wikidata|wikipedia|website|contact:website|addr:(street|housenumber|city|postcode)|fee|access|disused|abandoned|ruins|memorial|castle_type|attraction|zoo|museum|artwork_type|start_date|wheelchair|outdoor_seating|takeaway|description|description:en)$/;

/**
 * One query for both kinds, each printed with its own limit. Sights are asked as the provider keeps them (named,
 * and tagged for tourists or known to Wikidata), so the limit is not spent on what would be dropped.
 */
export function areaQuery(q: AreaQuery, timeoutSeconds: number): string {
  const at = (km: number) => `(around:${Math.round(km * 1000)},${q.lat.toFixed(5)},${q.lng.toFixed(5)})`;
  const s = at(q.sightsKm);
  const f = at(q.foodKm);
  const food = [
    '(',
    `  nwr["amenity"~"^(restaurant|cafe|fast_food|bar|pub|biergarten|food_court|ice_cream)$"]["name"]${f};`,
    ')->.food;',
  ];
  if (q.maxSights <= 0) {
    return [`[out:json][timeout:${timeoutSeconds}];`, ...food, `.food out center ${q.maxFood};`].join('\n');
  }
  return [
    `[out:json][timeout:${timeoutSeconds}];`,
    '(',
    `  nwr["tourism"~"^(attraction|museum|gallery|viewpoint|zoo|theme_park|aquarium)$"]["name"]${s};`,
    `  nwr["tourism"="artwork"]["name"]["wikidata"]${s};`,
    `  nwr["historic"~"^(castle|monument|ruins|archaeological_site|fort|palace|city_gate|citywalls|manor|tower|monastery|church|cathedral|mosque|temple|tomb|mausoleum|aqueduct|ship)$"]["name"]${s};`,
    `  nwr["historic"]["name"]["wikidata"]${s};`,
    `  nwr["leisure"~"^(park|garden|nature_reserve|water_park)$"]["name"]["wikidata"]${s};`,
    `  nwr["natural"="beach"]["name"]${s};`,
    `  nwr["natural"~"^(peak|waterfall|cave_entrance|volcano|bay|cliff)$"]["name"]["wikidata"]${s};`,
    `  nwr["amenity"="place_of_worship"]["name"]["wikidata"]${s};`,
    `  nwr["amenity"="marketplace"]["name"]${s};`,
    ')->.sights;',
    ...food,
    `.sights out center ${q.maxSights};`,
    `.food out center ${q.maxFood};`,
  ].join('\n');
}

/** Fetches the elements of an area query, or throws ProviderError (unreachable, busy, malformed, incomplete). */
export async function fetchArea(service: PublicService, url: string, q: AreaQuery, timeoutMs: number) {
  // The server's own timeout a little under ours, so it reports a timeout instead of being cut off.
  const serverTimeout = Math.max(5, Math.floor(timeoutMs / 1000) - 2);
  const body = new URLSearchParams({ data: areaQuery(q, serverTimeout) }).toString();
  const answer = await service.json(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  // Only what lies in the area asked (a server answering more, or a stray element, is not planned from).
  const reach = Math.max(q.sightsKm, q.foodKm) + 1;
  return parseOverpassAnswer(answer).filter((e) => haversineKm(q, e) <= reach);
}

/** The elements of an Overpass JSON answer, or a ProviderError saying what is wrong with it. */
export function parseOverpassAnswer(answer: unknown): OsmElement[] {
  if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { elements?: unknown }).elements)) {
    throw new ProviderError(OVERPASS_LABEL, 'answered JSON without an "elements" list');
  }
  const { elements, remark } = answer as { elements: unknown[]; remark?: unknown };
  // A runtime error (a timeout, out of memory) comes as a remark with a partial answer: not a complete area.
  if (typeof remark === 'string' && /error/i.test(remark)) {
    throw new ProviderError(OVERPASS_LABEL, `reported: ${remark.slice(0, 200)}`);
  }
  const out: OsmElement[] = [];
  for (const raw of elements) {
    const element = compactElement(raw);
    if (element) out.push(element);
  }
  return out;
}

function compactElement(raw: unknown): OsmElement | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const e = raw as {
    type?: unknown;
    id?: unknown;
    lat?: unknown;
    lon?: unknown;
    center?: { lat?: unknown; lon?: unknown };
    bounds?: { minlat?: unknown; minlon?: unknown; maxlat?: unknown; maxlon?: unknown };
    tags?: unknown;
  };
  if (e.type !== 'node' && e.type !== 'way' && e.type !== 'relation') return undefined;
  if (typeof e.id !== 'number' || !Number.isSafeInteger(e.id) || e.id <= 0) return undefined;
  const point = pointOf(e);
  if (!point) return undefined;
  if (!e.tags || typeof e.tags !== 'object') return undefined;
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(e.tags as Record<string, unknown>)) {
    if (typeof value === 'string' && value.length <= 500 && KEPT_TAG.test(key)) tags[key] = value;
  }
  if (!tags.name && !tags['name:en']) return undefined;
  return { type: e.type, id: e.id, lat: point.lat, lng: point.lng, tags };
}

/** A node's own point, a way's or relation's centre, or the middle of its bounds. */
function pointOf(e: {
  lat?: unknown;
  lon?: unknown;
  center?: { lat?: unknown; lon?: unknown };
  bounds?: { minlat?: unknown; minlon?: unknown; maxlat?: unknown; maxlon?: unknown };
}): { lat: number; lng: number } | undefined {
  const valid = (lat: unknown, lng: unknown) =>
    typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { lat, lng }
      : undefined;
  const b = e.bounds;
  return (
    valid(e.lat, e.lon) ??
    valid(e.center?.lat, e.center?.lon) ??
    (b && typeof b.minlat === 'number' && typeof b.maxlat === 'number'
      ? valid((b.minlat + b.maxlat) / 2, ((b.minlon as number) + (b.maxlon as number)) / 2)
      : undefined)
  );
}
