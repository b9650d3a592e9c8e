// Alternative activities for one day (the builder's suggestion cards): real places of the pool that fit the
// card's theme, lie in the day's area and are not in the plan yet, best first for this traveller.
import { DIETARY_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../core/constants.ts';
import { weekdayIndex } from '../../core/dates.ts';
import { haversineKm, type LatLng } from '../../core/geo.ts';
import { FOOD_CATEGORIES, type PlaceCategory } from '../../core/knowledge.ts';
import { formatDuration } from './clock.ts';
import { openingRangesOn } from './open-now.ts';
import { placeFields } from './output.ts';
import { fitsDiet, mealScore, sightScore } from './scoring.ts';
import { PACE_SETTINGS, segmentWindows, startWindows, stayMinutes } from './time-windows.ts';
import type { PlannedActivity, PlannerPlace, PlannerTrip } from './types.ts';

export const ALTERNATIVE_PROMPTS = ['hiking', 'culinary', 'hidden-gems', 'family', 'evening'] as const;
export type AlternativePrompt = (typeof ALTERNATIVE_PROMPTS)[number];

/** What a suggestion carries: an activity without a slot yet, and how far it is from the day's area. */
export type SuggestedActivity = Omit<PlannedActivity, 'order' | 'startTime' | 'endTime' | 'travelToNext'> & {
  distanceKm: number;
};

export interface SuggestAlternativesInput {
  trip: PlannerTrip;
  /** The day's current activities; those with a placeId are left out, those with coordinates set the area. */
  dayActivities: readonly { placeId?: string; lat?: number; lng?: number }[];
  places: readonly PlannerPlace[];
  prompt: AlternativePrompt;
  /** Centre of the area to search; the day's activities' centre by default. */
  near?: LatLng;
  /** The day's date: places closed all that day are left out. */
  date?: string;
  /** At most this many (default 5). */
  limit?: number;
  /** Global ids to leave out (for example every place already in the trip). */
  exclude?: readonly string[];
}

/** Suggestions within this distance of the day's centre, or of its farthest activity when the day spreads wider. */
export const AREA_MIN_KM = 3;
/** When fewer than `limit` places lie in the area, the search widens once by this factor. */
export const AREA_WIDEN = 2.5;

const HIDDEN_GEM_CATEGORIES: readonly PlaceCategory[] = [
  'neighbourhood',
  'market',
  'gallery',
  'viewpoint',
  'park',
];
const EATING: readonly PlaceCategory[] = ['restaurant', 'cafe'];

/** Whether the place fits the suggestion card's theme (eating places must also suit the diet). */
export function fitsPrompt(place: PlannerPlace, prompt: AlternativePrompt, trip: PlannerTrip): boolean {
  if (prompt === 'culinary') return culinaryFit(place, trip) === 'full';
  if (EATING.includes(place.category) && !fitsDiet(place, trip.dietaryPreferences)) return false;
  switch (prompt) {
    case 'hiking':
      return (
        place.tags.includes('hiking') ||
        place.category === 'nature' ||
        (place.category === 'park' && place.tags.includes('nature'))
      );
    case 'hidden-gems':
      // Off the landmark circuit: local places, small galleries, markets, viewpoints, at a modest price.
      return (
        place.category !== 'landmark' &&
        place.category !== 'attraction' &&
        place.priceLevel <= 2 &&
        (place.tags.includes('local') || HIDDEN_GEM_CATEGORIES.includes(place.category))
      );
    case 'family':
      return place.tags.includes('family');
    case 'evening':
      return place.segments.includes('evening');
  }
}

/**
 * How a place answers the culinary card: a food place (or food market) serving every diet of the trip, one that
 * serves some of it (suggested with a word when nothing serves all), or not a culinary suggestion.
 */
function culinaryFit(place: PlannerPlace, trip: PlannerTrip): 'full' | 'partial' | 'none' {
  const food = FOOD_CATEGORIES.includes(place.category) || place.tags.includes('food');
  if (!food) return 'none';
  const prefs = trip.dietaryPreferences;
  if (prefs.length === 0) return 'full';
  // With a diet, only places that say what they serve: a food street without a menu is no answer.
  if (!place.meals?.length) return 'none';
  return fitsDiet(place, prefs) ? 'full' : 'partial';
}

/** The diets of the trip a culinary suggestion does not serve, said on its card. */
function culinaryNotice(place: PlannerPlace, trip: PlannerTrip): string | undefined {
  const missing = trip.dietaryPreferences.filter((d) => !place.dietary?.includes(d));
  if (missing.length === 0) return undefined;
  return `No place near this day serves all your diets: this one has no ${missing
    .map((d) => DIETARY_LABELS[d].toLowerCase())
    .join(' or ')} dishes listed, so ask the staff.`;
}

function centreOf(points: readonly LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined;
  const lat = points.reduce((s, p) => s + p.lat, 0) / points.length;
  const lng = points.reduce((s, p) => s + p.lng, 0) / points.length;
  return { lat, lng };
}

/** The segment to suggest the place for: the card's own, else the first it suits and is open in that day. */
function segmentFor(
  place: PlannerPlace,
  prompt: AlternativePrompt,
  trip: PlannerTrip,
  date?: string,
): TimeSegment {
  if (prompt === 'evening') return 'evening';
  const order = TIME_SEGMENTS.filter((s) => place.segments.includes(s));
  if (date) {
    const opening = openingRangesOn(place.hours, weekdayIndex(date));
    const windows = segmentWindows(trip.activityPace);
    const stay = stayMinutes(place, trip.travelStyle);
    const { dayEnd } = PACE_SETTINGS[trip.activityPace];
    const open = order.find((s) => startWindows(opening, [windows[s]], stay, dayEnd).length > 0);
    if (open) return open;
  }
  return order[0] ?? 'afternoon';
}

export function suggestAlternatives(input: SuggestAlternativesInput): SuggestedActivity[] {
  const { trip, prompt } = input;
  const limit = Math.max(0, Math.floor(input.limit ?? 5));
  const taken = new Set(input.exclude ?? []);
  for (const a of input.dayActivities) if (a.placeId) taken.add(a.placeId);
  const located = input.dayActivities.filter(
    (a): a is { lat: number; lng: number } => Number.isFinite(a.lat) && Number.isFinite(a.lng),
  );
  const centre = input.near ?? centreOf(located);
  const spread = centre ? Math.max(0, ...located.map((a) => haversineKm(centre, a))) : 0;
  const radius = Math.max(AREA_MIN_KM, spread);
  const weekday = input.date ? weekdayIndex(input.date) : undefined;

  // The culinary card never answers empty while food places exist: the closest partial fits, said so.
  const culinaryFallback =
    prompt === 'culinary' && !input.places.some((p) => !taken.has(p.gid) && fitsPrompt(p, prompt, trip));
  const fits = (p: PlannerPlace) =>
    fitsPrompt(p, prompt, trip) || (culinaryFallback && culinaryFit(p, trip) === 'partial');
  const candidates = input.places
    .filter((p) => !taken.has(p.gid) && fits(p))
    .filter((p) => weekday === undefined || openingRangesOn(p.hours, weekday).length > 0)
    .map((p) => {
      const distanceKm = centre ? haversineKm(centre, p) : 0;
      const worth = p.category === 'restaurant' ? mealScore(p, trip) : sightScore(p, trip);
      // A kilometre away costs about what a tenth of a star is worth.
      return { p, distanceKm, rank: worth - 3 * distanceKm };
    })
    .sort((a, b) => b.rank - a.rank || a.p.gid.localeCompare(b.p.gid));

  let chosen = candidates.filter((c) => c.distanceKm <= radius);
  if (chosen.length < limit) chosen = candidates.filter((c) => c.distanceKm <= radius * AREA_WIDEN);
  return chosen.slice(0, limit).map(({ p, distanceKm }) => {
    const notice = prompt === 'culinary' ? culinaryNotice(p, trip) : undefined;
    return {
      ...placeFields(p),
      ...(p.meals?.length ? { dietary: [...(p.dietary ?? [])] } : {}),
      ...(notice ? { notice } : {}),
      timeSegment: segmentFor(p, prompt, trip, input.date),
      duration: formatDuration(stayMinutes(p, trip.travelStyle)),
      distanceKm: Math.round(distanceKm * 10) / 10,
    };
  });
}
