// The planning problem in numbers: the usable places, their scores for this traveller (with a little seeded
// noise so that another seed gives another good plan), a travel-time matrix, the trip's days and, lazily, each
// place's start-time windows per day and role.

import { addDays, tripLength, weekdayIndex } from '../../core/dates.ts';
import type { LatLng } from '../../core/geo.ts';
import type { Rng } from '../rng.ts';
import { estimateLeg, type TravelModel } from '../travel.ts';
import { openingRangesOn } from './open-now.ts';
import { canBeSight, canServeMeal, mealScore, sightScore } from './scoring.ts';
import {
  bufferFor,
  MEAL_WINDOWS,
  mealMinutes,
  PACE_SETTINGS,
  segmentWindows,
  startWindows,
  stayMinutes,
  type Window,
} from './time-windows.ts';
import type { MealKind, PlannerPlace, PlannerTrip } from './types.ts';

/** What a stop is: a visit, or a meal. */
export const SIGHT = 0;
export const LUNCH = 1;
export const DINNER = 2;
export type Role = typeof SIGHT | typeof LUNCH | typeof DINNER;
export const MEAL_ROLE: Record<MealKind, Role> = { lunch: LUNCH, dinner: DINNER };

/** The day's starting point (centre or lodging) in the travel matrix. */
export const HOTEL = -1;

/** Seeded noise on scores: +-6 %, enough to vary plans, too little to trade a strong place for a weak one. */
const SCORE_NOISE = 0.12;
/** Plans never run longer than this, whatever the dates say. */
const MAX_DAYS = 31;

export interface DayInfo {
  index: number;
  date: string;
  weekday: number;
  /** Meals wanted that day, in the order they are placed. */
  meals: MealKind[];
}

export interface Problem {
  trip: PlannerTrip;
  places: readonly PlannerPlace[];
  n: number;
  days: DayInfo[];
  dayStart: number;
  dayEnd: number;
  buffer: number;
  /** Travel minutes between places i, j (HOTEL = -1 for the start point). */
  minutes(i: number, j: number): number;
  /** Symmetric travel minutes, for clustering. */
  between(i: number, j: number): number;
  travel: TravelModel;
  center: LatLng;
  sightScore: Float64Array;
  mealScore: Float64Array;
  isSight: Uint8Array;
  isDayTrip: Uint8Array;
  serves: Record<MealKind, Uint8Array>;
  /** Visit length of place i in the given role. */
  stay(role: Role, i: number): number;
  /** Start-time windows of place i in a role on a day; empty when it cannot happen that day. */
  windows(role: Role, i: number, day: number): readonly number[];
}

/** Meals each day gets for a daily limit: both from 4, one (dinner, else lunch) at 3, none below. */
export function mealsForLimit(limit: number): MealKind[] {
  if (limit >= 4) return ['lunch', 'dinner'];
  if (limit === 3) return ['dinner'];
  return [];
}

export interface ProblemInput {
  trip: PlannerTrip;
  center: LatLng;
  places: readonly PlannerPlace[];
  exclude?: readonly string[];
  travel?: TravelModel;
}

export function buildProblem(input: ProblemInput, rng: Rng): Problem {
  const { trip, center, places: pool, travel = estimateLeg } = input;
  const excluded = new Set(input.exclude ?? []);
  const seen = new Set<string>();
  const places: PlannerPlace[] = [];
  for (const p of pool) {
    if (excluded.has(p.gid) || seen.has(p.gid)) continue;
    seen.add(p.gid);
    places.push(p);
  }
  const n = places.length;
  const size = n + 1;
  const matrix = new Int32Array(size * size);
  const points: LatLng[] = [center, ...places];
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) if (i !== j) matrix[i * size + j] = travel(points[i]!, points[j]!).minutes;
  }
  const minutes = (i: number, j: number) => matrix[(i + 1) * size + j + 1]!;

  const count = Math.min(MAX_DAYS, tripLength(trip.startDate, trip.endDate));
  const meals = mealsForLimit(trip.activityLimit);
  const days: DayInfo[] = Array.from({ length: count }, (_, index) => {
    const date = addDays(trip.startDate, index);
    return { index, date, weekday: weekdayIndex(date), meals: [...meals] };
  });

  const sightScores = new Float64Array(n);
  const mealScores = new Float64Array(n);
  const isSight = new Uint8Array(n);
  const isDayTrip = new Uint8Array(n);
  const serves = { lunch: new Uint8Array(n), dinner: new Uint8Array(n) };
  const sightStay = new Int32Array(n);
  const mealStay = new Int32Array(n);
  places.forEach((p, i) => {
    const noise = 1 + SCORE_NOISE * (rng.next() - 0.5);
    isSight[i] = canBeSight(p, trip) ? 1 : 0;
    isDayTrip[i] = p.dayTrip ? 1 : 0;
    sightScores[i] = sightScore(p, trip) * noise;
    mealScores[i] = mealScore(p, trip) * noise;
    serves.lunch[i] = canServeMeal(p, 'lunch', trip) ? 1 : 0;
    serves.dinner[i] = canServeMeal(p, 'dinner', trip) ? 1 : 0;
    sightStay[i] = stayMinutes(p.durationMinutes, trip.travelStyle);
    mealStay[i] = mealMinutes(p.durationMinutes);
  });

  // When meal places are scarce, cafes and markets that serve meals are kept for meals, not visits.
  const mealDemand = days.reduce((sum, d) => sum + d.meals.length, 0);
  let mealPlaces = 0;
  for (let i = 0; i < n; i++) if (serves.lunch[i] || serves.dinner[i]) mealPlaces++;
  if (mealDemand > 0 && mealPlaces < mealDemand + days.length) {
    for (let i = 0; i < n; i++) if (serves.lunch[i] || serves.dinner[i]) isSight[i] = 0;
  }

  const pace = PACE_SETTINGS[trip.activityPace];
  const segments = segmentWindows(trip.activityPace);
  const stay = (role: Role, i: number) => (role === SIGHT ? sightStay[i]! : mealStay[i]!);
  const cache: (readonly number[] | undefined)[] = new Array(days.length * n * 3);
  const NONE: readonly number[] = [];
  const windows = (role: Role, i: number, day: number): readonly number[] => {
    const key = (day * n + i) * 3 + role;
    const hit = cache[key];
    if (hit) return hit;
    let result = NONE;
    const p = places[i]!;
    const allowed: Window[] | null =
      role === SIGHT
        ? isSight[i]
          ? p.segments.map((s) => segments[s])
          : null
        : serves[role === LUNCH ? 'lunch' : 'dinner'][i]
          ? [MEAL_WINDOWS[role === LUNCH ? 'lunch' : 'dinner']]
          : null;
    if (allowed) {
      result = startWindows(
        openingRangesOn(p.hours, days[day]!.weekday),
        allowed,
        stay(role, i),
        pace.dayEnd,
      );
    }
    cache[key] = result;
    return result;
  };

  return {
    trip,
    places,
    n,
    days,
    dayStart: pace.dayStart,
    dayEnd: pace.dayEnd,
    buffer: bufferFor(trip.activityPace, trip.travelStyle),
    minutes,
    between: (i, j) => (minutes(i, j) + minutes(j, i)) / 2,
    travel,
    center,
    sightScore: sightScores,
    mealScore: mealScores,
    isSight,
    isDayTrip,
    serves,
    stay,
    windows,
  };
}
