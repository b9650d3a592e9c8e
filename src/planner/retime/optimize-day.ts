// Optimize Route for one day of the builder: the order of the day's stops with the least travel time or distance
// that keeps every opening time, meal window, show time and pinned time, leaving from the accommodation and back
// when the trip has one (solved exactly, see tsptw.ts). The schedule counts the way between stops as re-timing does,
// so the times the day then shows are the ones the optimiser checked.
import type { Activity, ActivityId, Day } from '../../core/activity.ts';
import type { TimeSegment } from '../../core/constants.ts';
import { segmentOf } from '../itinerary/time-windows.ts';
import { estimateLeg, type TravelModel } from '../travel.ts';
import { durationMinutes } from './duration.ts';
import { changeover, frameOf, pinnedStart, type RetimeTrip } from './retime.ts';
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

/** The day's problem for the solver (exported for tests and the bench). */
export function dayRouteInput(
  day: Day,
  trip: RetimeTrip,
  costs: RouteCosts,
  travel: TravelModel = estimateLeg,
): { input: TsptwInput; activities: Activity[] } {
  const f = frameOf(day, trip, travel);
  const activities = [...day.activities];
  const stops = activities.map((a) => {
    const duration = durationMinutes(a);
    const pin = pinnedStart(a);
    return {
      duration,
      windows: pin !== undefined ? [pin, pin] : validStarts(rulesOn(a, day.date), duration),
    };
  });
  const base = f.base;
  const input: TsptwInput = {
    stops,
    dayStart: f.start,
    gap: (i, j) => changeover(activities[i]!, activities[j]!, f.buffer, travel),
    cost: (i, j) => costs.between(activities[i]!, activities[j]!),
    fromStart: base
      ? {
          gap: (j) => legFromBase(base, activities[j]!, travel),
          cost: (j) => costs.fromBase?.(activities[j]!) ?? 0,
        }
      : { gap: (j) => activities[j]!.timing?.accessMinutes ?? 0, cost: () => 0 },
    ...(base
      ? {
          toStart: {
            gap: (j: number) => legFromBase(base, activities[j]!, travel),
            cost: (j: number) => costs.toBase?.(activities[j]!) ?? 0,
          },
        }
      : {}),
    ...(f.backBy !== undefined ? { backBy: f.backBy } : {}),
  };
  return { input, activities };
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
  const { input, activities } = dayRouteInput(day, trip, costs, travel);
  const best = solveTsptw(input);
  if (!best) return { kind: 'no-fit' };
  return {
    kind: 'ordered',
    cost: best.cost,
    sequence: best.order.map((i, k) => ({
      id: activities[i]!.id,
      segment: segmentOf(best.starts[k]!),
      start: best.starts[k]!,
    })),
  };
}
