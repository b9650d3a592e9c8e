// Route optimisation for one day: a fixed start (the first stop), then every other stop once, by the fastest
// time or the shortest distance, solved exactly by the planner's optimiser over the travel times and
// distances the distance-matrix endpoint answers (OSRM, Google or the estimator).
import { type DistanceMatrixResponse, MATRIX_MAX_ELEMENTS } from '../../../core/api/maps.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import { type OptimizedRoute, optimizeRoute } from '../../../planner/route.ts';
import { type Leg, matrixTravelModel } from '../../../planner/travel.ts';
import { apiRequest } from '../../lib/api.ts';
import type { MapStop, RouteCriterion } from './types.ts';

export interface Matrix {
  /** minutes[i][j], km[i][j] between stops i and j. */
  minutes: number[][];
  km: number[][];
}

/** The best order of `points` after the first one, over a matrix between them (indices into points[1..]). */
export function orderFromMatrix(
  points: readonly LatLng[],
  matrix: Matrix,
  criterion: RouteCriterion,
): OptimizedRoute {
  const legs = matrix.minutes.map((row, i) =>
    row.map((minutes, j): Leg => ({ minutes, km: matrix.km[i]![j]!, mode: 'transit' })),
  );
  return optimizeRoute(points[0]!, points.slice(1), criterion, matrixTravelModel(points, legs));
}

/** A matrix from straight-line distances, for when the server cannot be asked. */
export function straightLineMatrix(stops: readonly { lat: number; lng: number }[]): Matrix {
  const km = stops.map((a) => stops.map((b) => haversineKm(a, b)));
  // Walking pace: only the ordering matters here, and it is the same for both metrics.
  return { km, minutes: km.map((row) => row.map((d) => (d / 4.5) * 60)) };
}

/** Travel times and distances between every pair of stops, from the distance-matrix endpoint. */
export async function fetchMatrix(stops: readonly MapStop[], mode: 'driving' | 'transit'): Promise<Matrix> {
  const points = stops.map((s) => ({ lat: s.lat, lng: s.lng }));
  const res = await apiRequest<DistanceMatrixResponse>('POST', '/api/directions/distance-matrix', {
    origins: points,
    destinations: points,
    mode,
  });
  if (res.status !== 'OK') throw new Error(res.error_message ?? res.status);
  const fallback = straightLineMatrix(stops);
  const minutes = res.rows.map((row, i) =>
    row.elements.map((el, j) =>
      el.status === 'OK' && el.duration ? el.duration.value / 60 : fallback.minutes[i]![j]!,
    ),
  );
  const km = res.rows.map((row, i) =>
    row.elements.map((el, j) =>
      el.status === 'OK' && el.distance ? el.distance.value / 1000 : fallback.km[i]![j]!,
    ),
  );
  return { minutes, km };
}

export interface DayOptimization extends OptimizedRoute {
  /** Stop ids in the new visiting order, the first stop first. */
  orderedIds: string[];
  /** True when the server could not be asked and straight lines were used. */
  approximate: boolean;
}

/**
 * The best order of a day's located stops from the first one. `mode` is what the travel times are asked
 * for: OSRM routes driving only, others answer transit (walking short legs) for a city day.
 */
export async function optimizeStops(
  stops: readonly MapStop[],
  criterion: RouteCriterion,
  mode: 'driving' | 'transit' = 'transit',
): Promise<DayOptimization> {
  let matrix: Matrix;
  let approximate = false;
  if (stops.length * stops.length <= MATRIX_MAX_ELEMENTS) {
    try {
      matrix = await fetchMatrix(stops, mode);
    } catch {
      matrix = straightLineMatrix(stops);
      approximate = true;
    }
  } else {
    matrix = straightLineMatrix(stops);
    approximate = true;
  }
  const route = orderFromMatrix(stops, matrix, criterion);
  return {
    ...route,
    totalMinutes: Math.round(route.totalMinutes),
    orderedIds: [stops[0]!.id, ...route.order.map((i) => stops[i + 1]!.id)],
    approximate,
  };
}
