// 'Sending a recommendation to planning' (SPEC.md section 4): the trip details the explorer hands to the builder.
import {
  type DietaryOption,
  INTERESTS,
  type Interest,
  MAX_TRIP_DAYS,
  type Pace,
  TRAVEL_STYLES,
  type TravelStyle,
} from './constants.ts';
import { addDays } from './dates.ts';
import { type ResolvedPlace, type TripDetails, tripDetailsSchema } from './trip.ts';

export const PLAN_START_OFFSET_DAYS = 7;
export const PLAN_END_OFFSET_DAYS = 14;
export const PLAN_TRAVELERS = 2;
export const PLAN_ACTIVITY_LIMIT = 3;
export const PLAN_PACE = 'light' as const;
export const DEFAULT_EXPLORER_STYLE: TravelStyle = 'cultural';

/**
 * Travel styles are not trip interests, so a style among the 'remaining selections' becomes the interests that
 * express it best. The first of each list is the strongest; the planner scores places by these tags.
 */
export const STYLE_INTERESTS: Record<TravelStyle, readonly Interest[]> = {
  cultural: ['history', 'museums', 'architecture', 'local'],
  foodie: ['food', 'local'],
  outdoorsy: ['nature', 'hiking'],
  adventure: ['hiking', 'nature', 'photography'],
  relaxed: ['beaches', 'nature', 'local'],
  luxury: ['shopping', 'architecture', 'food'],
  romantic: ['photography', 'architecture', 'food'],
};

const isInterest = (v: string): v is Interest => (INTERESTS as readonly string[]).includes(v);
const isStyle = (v: string): v is TravelStyle => (TRAVEL_STYLES as readonly string[]).includes(v);

/**
 * A style's interests, narrowed to those the destination is known for when any are (a relaxed trip to a city
 * without beaches leans on its nature and local life instead); at most two, so a style never floods the list.
 */
export function interestsForStyle(style: TravelStyle, destinationInterests?: readonly string[]): Interest[] {
  const all = STYLE_INTERESTS[style];
  const fitting = destinationInterests ? all.filter((i) => destinationInterests.includes(i)) : [];
  return (fitting.length ? fitting : all).slice(0, 2);
}

export interface ExplorerProfile {
  /** The chosen styles in the order chosen; the first is the trip's main style. */
  travelStyle: readonly string[];
  /** Chosen interests: trip interests, or style values (SPEC.md allows both). */
  interests?: readonly string[];
  dietaryPreferences?: readonly DietaryOption[];
  /** The trip's pace; SPEC.md's 'light' when not chosen. */
  pace?: Pace;
}

/**
 * Start in 7 days; the end '14 days from now' is clamped to the 7-day maximum (start + 6); 2 travellers, 3
 * activities a day at the profile's pace (light by default); the profile's diets; main style = the first chosen style (cultural by default); interests = the
 * remaining selections, styles among them mapped to interests; if nothing remains, the main style's interests.
 */
export function recommendationToTripDetails(
  place: ResolvedPlace,
  profile: ExplorerProfile,
  today: string,
  destinationInterests?: readonly string[],
): TripDetails {
  const styles = profile.travelStyle.filter(isStyle);
  const main = styles[0] ?? DEFAULT_EXPLORER_STYLE;
  const remaining = [...styles.slice(1), ...(profile.interests ?? [])];
  const interests = new Set<Interest>();
  for (const value of remaining) {
    if (isInterest(value)) interests.add(value);
    else if (isStyle(value)) for (const i of interestsForStyle(value, destinationInterests)) interests.add(i);
  }
  if (interests.size === 0) for (const i of interestsForStyle(main, destinationInterests)) interests.add(i);

  const startDate = addDays(today, PLAN_START_OFFSET_DAYS);
  const nights = Math.min(PLAN_END_OFFSET_DAYS - PLAN_START_OFFSET_DAYS, MAX_TRIP_DAYS - 1);
  return tripDetailsSchema.parse({
    destination: place.formatted,
    destinationPlace: place,
    startDate,
    endDate: addDays(startDate, nights),
    travelers: PLAN_TRAVELERS,
    travelStyle: main,
    interests: [...interests],
    dietaryPreferences: [...(profile.dietaryPreferences ?? [])],
    activityLimit: PLAN_ACTIVITY_LIMIT,
    activityPace: profile.pace ?? PLAN_PACE,
  });
}
