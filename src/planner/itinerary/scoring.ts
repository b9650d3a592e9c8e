// How much a place is worth to this traveller. Interests count most (a place whose tags match one chosen
// interest beats any style or rating bonus alone), then the travel style, then the rating. Meals are scored
// separately: they are always planned when a place fits the diet, the score only picks which one.
import type { Interest, TravelStyle } from '../../core/constants.ts';
import type { Place, PlaceCategory } from '../../core/knowledge.ts';
import type { MealKind, PlannerTrip } from './types.ts';

interface StyleProfile {
  categories: readonly PlaceCategory[];
  tags: readonly Interest[];
}

/** What each travel style looks for, beyond the traveller's own interests. */
export const STYLE_PROFILES: Readonly<Record<TravelStyle, StyleProfile>> = {
  foodie: { categories: ['market', 'cafe', 'restaurant'], tags: ['food', 'local'] },
  cultural: {
    categories: ['museum', 'gallery', 'religious', 'landmark'],
    tags: ['history', 'architecture', 'museums'],
  },
  outdoorsy: { categories: ['park', 'nature', 'beach', 'viewpoint'], tags: ['nature', 'hiking', 'beaches'] },
  romantic: { categories: ['viewpoint', 'park', 'experience', 'beach'], tags: ['photography'] },
  relaxed: { categories: ['park', 'beach', 'cafe', 'neighbourhood', 'viewpoint'], tags: ['nature', 'local'] },
  luxury: {
    categories: ['shopping', 'experience', 'gallery', 'landmark'],
    tags: ['shopping', 'architecture'],
  },
  adventure: { categories: ['nature', 'experience', 'park', 'viewpoint'], tags: ['hiking', 'nature'] },
};

/** Restaurants are planned as meals only; cafes and markets can also be visits of their own. */
const MEAL_ONLY: readonly PlaceCategory[] = ['restaurant'];

/** How many of the place's tags the traveller chose as interests. */
export function interestMatches(place: Pick<Place, 'tags'>, interests: readonly string[]): number {
  let n = 0;
  for (const tag of place.tags) if (interests.includes(tag)) n++;
  return n;
}

/** The place serves every one of the dietary preferences (no preference: always true). */
export function fitsDiet(place: Pick<Place, 'dietary'>, preferences: readonly string[]): boolean {
  return preferences.every((p) => place.dietary?.includes(p as never) ?? false);
}

/** How many of the dietary preferences the place does not cater for. */
export function dietMisses(place: Pick<Place, 'dietary'>, preferences: readonly string[]): number {
  let n = 0;
  for (const p of preferences) if (!place.dietary?.includes(p as never)) n++;
  return n;
}

/** Whether the place serves this meal at all (whatever the diet). */
export function servesMeal(place: Pick<Place, 'meals'>, meal: MealKind): boolean {
  return place.meals?.includes(meal) ?? false;
}

/** A bar or a nightclub. */
export function isBar(place: Pick<Place, 'category' | 'bar'>): boolean {
  return place.category === 'nightlife' || place.bar === true;
}

/**
 * Nightlife and bars, and whatever is tagged for nightlife: never planned for a family (rule 5). A family place
 * with an evening side (Tivoli, a river cruise, a night market) is not tagged for nightlife in the guides.
 */
export function isBarForFamily(place: Pick<Place, 'category' | 'bar' | 'tags'>): boolean {
  return isBar(place) || place.tags.includes('nightlife');
}

/**
 * Whether the place can be a visit (not a meal) on this trip. A highlight of the destination (a must-see, or a
 * short trip's highlight) is what visitors come for: a nightlife district among them is planned whatever the
 * interests, but never on a family trip.
 */
export function canBeSight(place: Place, trip: PlannerTrip, highlight = false): boolean {
  if (MEAL_ONLY.includes(place.category)) return false;
  if (trip.interests.includes('family') && isBarForFamily(place)) return false;
  // Bars are for travellers who asked for nightlife.
  if (isBar(place) && !trip.interests.includes('nightlife') && !highlight) return false;
  // A cafe stop is eating too: for those who came for food or local life, and suiting the diet. A market is
  // browsed, whatever the diet.
  if (place.category === 'cafe')
    return (
      (trip.interests.includes('food') ||
        trip.interests.includes('local') ||
        trip.travelStyle === 'foodie') &&
      fitsDiet(place, trip.dietaryPreferences)
    );
  return true;
}

/** Whether the place can be this meal: it serves it and meets every dietary preference of the trip. */
export function canServeMeal(place: Place, meal: MealKind, trip: PlannerTrip): boolean {
  if (trip.interests.includes('family') && isBarForFamily(place)) return false;
  return servesMeal(place, meal) && fitsDiet(place, trip.dietaryPreferences);
}

const ratingBonus = (rating: number | undefined) => (rating === undefined ? 0 : (rating - 4) * 20);

/** A place the destination's highlights name: what most visitors come for. */
export const HIGHLIGHT_BONUS = 25;

/** The worth of visiting the place, 1 or more; one matching interest adds 55, more than any other bonus. */
export function sightScore(place: Place, trip: PlannerTrip, highlighted = false): number {
  const matches = interestMatches(place, trip.interests);
  let score = 10 + (matches > 0 ? 55 + 15 * Math.min(matches - 1, 2) : 0);
  const profile = STYLE_PROFILES[trip.travelStyle];
  if (profile.categories.includes(place.category)) score += 15;
  score += 5 * Math.min(2, interestMatches(place, profile.tags));
  score += ratingBonus(place.rating);
  switch (trip.travelStyle) {
    case 'relaxed':
      // Fewer, longer stops: a long unhurried visit is worth more than a quick one.
      score += place.durationMinutes >= 90 ? 10 : place.durationMinutes < 45 ? -8 : 0;
      break;
    case 'romantic':
      if (place.segments.includes('evening')) score += 8;
      break;
    case 'luxury':
      score += 5 * place.priceLevel;
      break;
    default:
      break;
  }
  if (trip.travelers > 2 && place.tags.includes('family')) score += 5;
  if (highlighted) score += HIGHLIGHT_BONUS;
  return Math.max(1, score);
}

/** The worth of a meal place that fits the diet: rating, style and the traveller's interests. */
export function mealScore(place: Place, trip: PlannerTrip): number {
  let score = 40 + ratingBonus(place.rating) + 4 * interestMatches(place, trip.interests);
  if (trip.travelStyle === 'luxury') score += 6 * place.priceLevel;
  else score -= 4 * Math.max(0, place.priceLevel - 2);
  if (trip.travelStyle === 'foodie' && place.tags.includes('local')) score += 8;
  return Math.max(1, score);
}
