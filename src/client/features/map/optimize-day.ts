// Optimize Route in the builder: the day's stops in the order with the least travel time (Fastest Time) or distance
// (Shortest Distance) that keeps every opening time, meal window, show time and pinned time, from and back to the
// accommodation when the trip has one. The costs are the distance-matrix endpoint's (OSRM, Google or the estimator),
// the feasibility the planner's own re-timing rules (src/planner/retime), solved exactly.
import type { Activity, ActivityId, Day } from '../../../core/activity.ts';
import type { DistanceMatrixResponse } from '../../../core/api/maps.ts';
import { MATRIX_MAX_ELEMENTS } from '../../../core/api/maps.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import type { LatLng } from '../../../core/geo.ts';
import { optimizeDayRoute, type RetimeTrip, type RouteCosts } from '../../../planner/retime/index.ts';
import { apiRequest } from '../../lib/api.ts';
import { type Matrix, straightLineMatrix } from './optimize.ts';
import { CRITERION_LABELS, type RouteCriterion } from './types.ts';

export type DayOptimizationOutcome =
  | {
      kind: 'ordered';
      /** The new visiting order, each stop in the segment of its new time. */
      sequence: { id: ActivityId; segment: TimeSegment }[];
      changed: boolean;
      /** What the panel says. */
      message: string;
    }
  | { kind: 'kept'; message: string };

const hasPoint = (a: Activity): a is Activity & LatLng =>
  typeof a.lat === 'number' && typeof a.lng === 'number' && Number.isFinite(a.lat) && Number.isFinite(a.lng);

/** Travel between every pair of points, asked in as few requests as the endpoint's size limit allows. */
async function matrixBetween(points: readonly LatLng[], mode: 'driving' | 'transit'): Promise<Matrix> {
  const fallback = straightLineMatrix(points);
  const minutes = fallback.minutes.map((row) => [...row]);
  const km = fallback.km.map((row) => [...row]);
  const rowsPerCall = Math.max(1, Math.floor(MATRIX_MAX_ELEMENTS / points.length));
  for (let from = 0; from < points.length; from += rowsPerCall) {
    const origins = points.slice(from, from + rowsPerCall);
    const res = await apiRequest<DistanceMatrixResponse>('POST', '/api/directions/distance-matrix', {
      origins,
      destinations: points,
      mode,
    });
    if (res.status !== 'OK') throw new Error(res.error_message ?? res.status);
    res.rows.forEach((row, r) => {
      row.elements.forEach((el, j) => {
        if (el.status !== 'OK') return;
        if (el.duration) minutes[from + r]![j] = el.duration.value / 60;
        if (el.distance) km[from + r]![j] = el.distance.value / 1000;
      });
    });
  }
  return { minutes, km };
}

/** "45 min, 6.2 km in total" along an order, with the way from and back to the accommodation. */
function totalsText(indexOf: (a: Activity) => number, ordered: Activity[], m: Matrix, base: boolean): string {
  let minutes = 0;
  let km = 0;
  const points = ordered.map(indexOf).filter((i) => i >= 0);
  const path = base ? [0, ...points, 0] : points;
  for (let k = 1; k < path.length; k++) {
    minutes += m.minutes[path[k - 1]!]![path[k]!]!;
    km += m.km[path[k - 1]!]![path[k]!]!;
  }
  return `${Math.round(minutes)} min, ${Math.round(km * 10) / 10} km in total`;
}

export async function optimizeDayInWindows(
  day: Day,
  trip: RetimeTrip,
  criterion: RouteCriterion,
  mode: 'driving' | 'transit' = 'transit',
): Promise<DayOptimizationOutcome> {
  const located = day.activities.filter(hasPoint);
  const base = trip.accommodation;
  const points: LatLng[] = [...(base ? [base] : []), ...located];
  let matrix: Matrix;
  let approximate = false;
  try {
    matrix = await matrixBetween(points, mode);
  } catch {
    matrix = straightLineMatrix(points);
    approximate = true;
  }
  const offset = base ? 1 : 0;
  const index = new Map(located.map((a, i) => [a.id, i + offset]));
  const indexOf = (a: Activity) => index.get(a.id) ?? -1;
  const table = criterion === 'time' ? matrix.minutes : matrix.km;
  // A stop without a place is reached the way the card estimates it (a quarter of an hour, no distance known).
  const unknown = criterion === 'time' ? 15 : 0;
  const costs: RouteCosts = {
    between: (a, b) => (indexOf(a) >= 0 && indexOf(b) >= 0 ? table[indexOf(a)]![indexOf(b)]! : unknown),
    ...(base
      ? {
          fromBase: (a: Activity) => (indexOf(a) >= 0 ? table[0]![indexOf(a)]! : 0),
          toBase: (a: Activity) => (indexOf(a) >= 0 ? table[indexOf(a)]![0]! : 0),
        }
      : {}),
  };
  const by = CRITERION_LABELS[criterion].toLowerCase();
  const route = optimizeDayRoute(day, trip, costs);
  if (route.kind === 'too-many') {
    return {
      kind: 'kept',
      message: `Optimize Route orders up to ${route.limit} stops a day; this day has ${day.activities.length}, so its order is kept.`,
    };
  }
  if (route.kind === 'no-fit') {
    return {
      kind: 'kept',
      message:
        'No order of these stops fits every opening time, meal time and fixed time, so your order is kept.',
    };
  }
  const current = [...day.activities].sort(
    (a, b) => SEGMENTS.indexOf(a.timeSegment) - SEGMENTS.indexOf(b.timeSegment) || a.order - b.order,
  );
  const ordered = route.sequence.map((s) => day.activities.find((a) => a.id === s.id)!);
  const changed = ordered.some((a, i) => a.id !== current[i]!.id);
  const totals = totalsText(indexOf, ordered, matrix, Boolean(base));
  return {
    kind: 'ordered',
    sequence: route.sequence.map(({ id, segment }) => ({ id, segment })),
    changed,
    message: changed
      ? `Route optimized by ${by}: ${totals}${approximate ? ', from straight-line distances' : ''}.`
      : `This order is already the best by ${by} within the opening times (${totals}).`,
  };
}

const SEGMENTS: readonly TimeSegment[] = ['morning', 'afternoon', 'evening'];
