// An open-data area's places as the planner's places for one trip: hours read on the trip's dates (conservative
// hours for the category when OpenStreetMap has none, said on the card), fame as the rating, descriptions from
// Wikipedia or Wikidata, and a bounded choice (the best-known sights; the food places nearest to them).
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import type { PlaceCategory } from '../../../core/knowledge.ts';
import type { PlannerPlace } from '../../../planner/itinerary/index.ts';
import type { ProvidedPlace, TextCredit } from '../planning/pool-provider.ts';
import { conservativeHours, hoursOnDates } from './hours.ts';
import type { OpenDataPlace } from './osm-places.ts';
import { WIKIPEDIA_LICENCE } from './wikipedia.ts';

export type OpenDataPlannerPlace = ProvidedPlace & { credit?: TextCredit };

export interface ConversionContext {
  /** The destination's name for descriptions ("Lyon"). */
  areaName: string;
  countryCode?: string;
  /** The dates whose hours the trip needs (datesOfTrip). */
  dates: readonly string[];
  /** The trip's diets: food places that serve them are kept first. */
  dietary?: readonly string[];
  /** The trip's interests: sights that match them are kept first. */
  interests?: readonly string[];
}

export interface Limits {
  sights: number;
  food: number;
  /** Food places are chosen near these points (the sights planned, or a guide's places). */
  near?: readonly LatLng[];
}

export const DEFAULT_LIMITS: Limits = { sights: 80, food: 100 };

/**
 * How many places a trip needs offered: about twice the visits it can hold and ten food places a day, within the
 * defaults (the planner's time grows with its choices; a big city's 2,000 places would only slow it down).
 */
export function limitsFor(days: number, activityLimit: number): Limits {
  const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(n)));
  return {
    sights: clamp(days * activityLimit * 2, 24, DEFAULT_LIMITS.sights),
    food: clamp(days * 10, 24, DEFAULT_LIMITS.food),
  };
}

/** The planner's places from an area's, for a trip. */
export function plannerPlaces(
  places: readonly OpenDataPlace[],
  ctx: ConversionContext,
  limits: Limits = DEFAULT_LIMITS,
): OpenDataPlannerPlace[] {
  const sights = places
    .filter((p) => p.kind === 'sight')
    .sort((a, b) => sightRank(b, ctx.interests) - sightRank(a, ctx.interests) || a.gid.localeCompare(b.gid))
    .slice(0, limits.sights);
  const anchors = limits.near ?? sights.slice(0, 40);
  const food = chooseFood(
    places.filter((p) => p.kind === 'food'),
    anchors,
    ctx.dietary ?? [],
    limits.food,
  );
  return [...sights, ...food].map((p) => toPlannerPlace(p, ctx));
}

/** Fame first; among the unknown, museums and monuments before the rest, then places with known hours. */
function sightRank(p: OpenDataPlace, interests: readonly string[] = []): number {
  const category: Partial<Record<PlaceCategory, number>> = {
    museum: 3,
    landmark: 3,
    religious: 2,
    gallery: 2,
    viewpoint: 2,
    attraction: 2,
    park: 1,
    nature: 1,
    beach: 1,
    market: 1,
  };
  const liked = p.tags.filter((t) => interests.includes(t)).length;
  return (
    Math.log10(1 + Math.max(0, p.fame)) * 10 +
    (category[p.category] ?? 0) +
    (p.openingHours ? 1 : 0) +
    3 * Math.min(liked, 2)
  );
}

/** The food places worth offering, near the anchors: mapped hours and the trip's diets count. */
function chooseFood(
  food: readonly OpenDataPlace[],
  anchors: readonly LatLng[],
  diets: readonly string[],
  limit: number,
): OpenDataPlace[] {
  if (food.length <= limit) return [...food];
  const score = (p: OpenDataPlace) => {
    let nearestKm = anchors.length ? Number.POSITIVE_INFINITY : 0;
    for (const a of anchors) nearestKm = Math.min(nearestKm, haversineKm(a, p));
    const dietFit = diets.filter((d) => p.dietary?.includes(d as never)).length;
    return (
      -Math.min(nearestKm, 5) * 2 +
      (p.openingHours ? 2 : 0) +
      (p.what !== 'restaurant' && p.what !== 'café' ? 0.5 : 0) +
      3 * dietFit +
      (p.wikidataId ? 1 : 0)
    );
  };
  return food
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.p.gid.localeCompare(b.p.gid))
    .slice(0, limit)
    .map((x) => x.p);
}

const SEGMENTS: Partial<Record<PlaceCategory, PlannerPlace['segments']>> = {
  nightlife: ['evening'],
  restaurant: ['afternoon', 'evening'],
  cafe: ['morning', 'afternoon'],
  viewpoint: ['morning', 'afternoon', 'evening'],
};

export function toPlannerPlace(p: OpenDataPlace, ctx: ConversionContext): OpenDataPlannerPlace {
  const read = p.openingHours
    ? hoursOnDates(p.openingHours, { lat: p.lat, lng: p.lng, countryCode: ctx.countryCode }, ctx.dates)
    : undefined;
  const hours = read?.week ?? conservativeHours(p.category);
  const place: OpenDataPlannerPlace = {
    id: p.gid.replaceAll('/', '-'),
    gid: p.gid,
    name: p.name,
    lat: p.lat,
    lng: p.lng,
    address: p.address ? `${p.address}` : `${p.name}, ${ctx.areaName}`,
    category: p.category,
    tags: p.tags,
    description: descriptionOf(p, ctx.areaName),
    durationMinutes: p.durationMinutes,
    hours,
    ...(read ? { datedHours: read.dated } : { hoursUnknown: true }),
    priceLevel: p.priceLevel,
    cost: costOf(p),
    segments: SEGMENTS[p.category] ?? ['morning', 'afternoon'],
    rating: ratingOf(p),
  };
  if (p.meals?.length) place.meals = p.meals;
  if (p.kind === 'food') place.dietary = p.dietary ?? [];
  if (p.bar) place.bar = true;
  if (p.website) place.website = p.website;
  if (p.wikidataId) place.wikidataId = p.wikidataId;
  if (p.summary) place.credit = { source: 'Wikipedia', licence: WIKIPEDIA_LICENCE, url: p.summary.url };
  return place;
}

/** Sights: 3.5 when unknown to Wikidata, up to 4.9 for the world-famous. Food: below a guide's usual picks. */
function ratingOf(p: OpenDataPlace): number {
  if (p.kind === 'food') return p.openingHours ? 3.8 : 3.6;
  if (p.fame <= 0) return 3.5;
  return Math.min(4.9, Math.round((3.7 + Math.log10(1 + p.fame) * 0.55) * 10) / 10);
}

function costOf(p: OpenDataPlace): string {
  if (p.kind === 'food')
    return ['Inexpensive', 'Inexpensive', 'Moderate', 'Expensive', 'Very expensive'][p.priceLevel]!;
  if (p.fee === false || p.priceLevel === 0) return 'Free';
  return p.fee ? 'Entrance fee: check locally' : 'Check locally';
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function descriptionOf(p: OpenDataPlace, areaName: string): string {
  if (p.summary) return p.summary.extract;
  const where = p.address ? ` on ${p.address}` : ` in ${areaName}`;
  if (p.kind === 'food') {
    const diets = (p.dietary ?? []).filter((d) => d !== 'local');
    const dietText = diets.length
      ? ` Mapped as catering for ${diets.map((d) => DIET_WORDS[d] ?? d).join(', ')} diets.`
      : '';
    return `${capital(p.what)}${where}, listed in OpenStreetMap.${dietText}`;
  }
  if (p.description)
    return `${p.name}: ${p.description}.${where === ` in ${areaName}` ? '' : ` Found${where}.`}`;
  return `${capital(anArticle(p.what))}${where}, listed in OpenStreetMap.`;
}

const DIET_WORDS: Record<string, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  glutenFree: 'gluten-free',
  dairyFree: 'dairy-free',
  healthy: 'healthy',
};

function anArticle(what: string): string {
  return `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;
}
