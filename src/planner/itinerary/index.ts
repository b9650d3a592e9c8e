// The itinerary planner's public face.
export {
  ALTERNATIVE_PROMPTS,
  type AlternativePrompt,
  fitsPrompt,
  type SuggestAlternativesInput,
  type SuggestedActivity,
  suggestAlternatives,
} from './alternatives.ts';
export { formatClock, formatDuration, hhmmToMinutes, parseClock } from './clock.ts';
export { highlightedPlaces, namesPlace } from './highlights.ts';
export {
  isOpenAt,
  isOpenNow,
  isOpenThrough,
  type LocalClock,
  localClock,
  type MinuteRange,
  openingRangesOn,
  opensOn,
  weekdayKey,
} from './open-now.ts';
export { planTrip } from './plan.ts';
export {
  canBeSight,
  canServeMeal,
  fitsDiet,
  interestMatches,
  mealScore,
  STYLE_PROFILES,
  sightScore,
} from './scoring.ts';
export {
  MEAL_WINDOWS,
  PACE_SETTINGS,
  type PaceSettings,
  segmentOf,
  segmentWindows,
} from './time-windows.ts';
export { activityTiming, mealWindowsOf, type TimingInput } from './timing.ts';
export type {
  DayEndpoint,
  MealKind,
  PlannedActivity,
  PlannedDay,
  PlannedTrip,
  PlannerPlace,
  PlannerTrip,
  PlanTripInput,
} from './types.ts';
export { checkPlan } from './validate.ts';
