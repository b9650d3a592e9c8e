// Optimize Route for one day of the builder: the order of the day's stops with the least travel time or distance
// that keeps every opening time, meal window, show time and pinned time, leaving from the accommodation and back
// when the trip has one (solved exactly, see tsptw.ts). The schedule counts the way between stops as re-timing does,
// so the times the day then shows are the ones the optimiser checked.
import type { Activity, ActivityId, Day } from '../../core/activity.ts';
import type { TimeSegment } from '../../core/constants.ts';
import { segmentOf } from '../itinerary/time-windows.ts';
import { estimateLeg, type TravelModel } from '../travel.ts';
import { durationMinutes } from './duration.ts';
import { changeover, frameOf, pinnedStart, type RetimeTrip, samePlace } from './retime.ts';
import { rulesOn, validStarts } from './rules.ts';
import { solveTsptw, TSPTW_EXACT_LIMIT, type TsptwInput } from './tsptw.ts';

/** What the order costs: between two stops, and from and back to the accommodation. */
export interface RouteCosts {
  between: (a: Activity, b: Activity) => number;
  fromBase?: (a: Activity) => number;
  toBase?: (a: Activity) => number;
}

export type DayRoute =
  | { kind: 'ordered'; sequence: { id: ActivityId; segment: TimeSegment; start: number }[]; cost: number }
  | { kind: 'no-fit' }
  | { kind: 'too-many'; limit: number };

/**
 * What the solver orders: one activity, or a visit and its own meal taken together (lunch on board after the
 * cruise: the meal comes right after the visit, no way and no buffer between, as the planner puts it).
 */
type Unit = readonly [Activity] | readonly [Activity, Activity];

/** The day's activities as units: each experience's own meal joins its visit. */
function unitsOf(activities: readonly Activity[]): Unit[] {
  const mealOf = new Map<Activity, Activity>();
  const joined = new Set<Activity>();
  for (const visit of activities) {
    if (visit.meal) continue;
    const meal = activities.find((m) => m.meal && !joined.has(m) && samePlace(visit, m));
    if (!meal) continue;
    mealOf.set(visit, meal);
    joined.add(meal);
  }
  return activities.flatMap((a): Unit[] => {
    if (joined.has(a)) return [];
    const meal = mealOf.get(a);
    return [meal ? [a, meal] : [a]];
  });
}

/** The starts s in windows `a` with s + shift in windows `b` (flat, sorted start-window lists). */
function startsWithin(a: readonly number[], b: readonly number[], shift: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i += 2)
    for (let j = 0; j < b.length; j += 2) {
      const from = Math.max(a[i]!, b[j]! - shift);
      const to = Math.min(a[i + 1]!, b[j + 1]! - shift);
      if (from <= to) out.push(from, to);
    }
  return out;
}

/** The day's problem for the solver (exported for tests and the bench). */
export function dayRouteInput(
  day: Day,
  trip: RetimeTrip,
  costs: RouteCosts,
  travel: TravelModel = estimateLeg,
): { input: TsptwInput; units: Unit[] } {
  const f = frameOf(day, trip, travel);
  const units = unitsOf(day.activities);
  const startsOf = (a: Activity, duration: number) => {
    const pin = pinnedStart(a);
    return pin !== undefined ? [pin, pin] : validStarts(rulesOn(a, day.date), duration);
  };
  const stops = units.map((unit) => {
    const [visit, meal] = unit;
    const first = durationMinutes(visit);
    if (!meal) return { duration: first, windows: startsOf(visit, first) };
    const second = durationMinutes(meal);
    return {
      duration: first + second,
      windows: startsWithin(startsOf(visit, first), startsOf(meal, second), first),
    };
  });
  const head = (i: number) => units[i]![0];
  const tail = (i: number) => units[i]![units[i]!.length - 1]!;
  const base = f.base;
  const input: TsptwInput = {
    stops,
    dayStart: f.start,
    gap: (i, j) => changeover(tail(i), head(j), f.buffer, travel),
    cost: (i, j) => costs.between(tail(i), head(j)),
    fromStart: base
      ? {
          gap: (j) => legFromBase(base, head(j), travel),
          cost: (j) => costs.fromBase?.(head(j)) ?? 0,
        }
      : { gap: (j) => head(j).timing?.accessMinutes ?? 0, cost: () => 0 },
    ...(base
      ? {
          toStart: {
            gap: (j: number) => legFromBase(base, tail(j), travel),
            cost: (j: number) => costs.toBase?.(tail(j)) ?? 0,
          },
        }
      : {}),
    ...(f.backBy !== undefined ? { backBy: f.backBy } : {}),
  };
  return { input, units };
}

function legFromBase(base: { lat: number; lng: number }, a: Activity, travel: TravelModel): number {
  return typeof a.lat === 'number' && typeof a.lng === 'number'
    ? travel(base, { lat: a.lat, lng: a.lng }).minutes
    : 0;
}

export function optimizeDayRoute(
  day: Day,
  trip: RetimeTrip,
  costs: RouteCosts,
  travel: TravelModel = estimateLeg,
): DayRoute {
  if (day.activities.length > TSPTW_EXACT_LIMIT) return { kind: 'too-many', limit: TSPTW_EXACT_LIMIT };
  const { input, units } = dayRouteInput(day, trip, costs, travel);
  const best = solveTsptw(input);
  if (!best) return { kind: 'no-fit' };
  return {
    kind: 'ordered',
    cost: best.cost,
    sequence: best.order.flatMap((i, k) => {
      const [visit, meal] = units[i]!;
      const start = best.starts[k]!;
      const stops = [{ id: visit.id, segment: segmentOf(start), start }];
      if (meal) {
        const after = start + durationMinutes(visit);
        stops.push({ id: meal.id, segment: segmentOf(after), start: after });
      }
      return stops;
    }),
  };
}
