// Route optimisation for one day: a fixed start (the first stop), then every other stop once, by the fastest
// time or the shortest distance over a matrix of travel times and distances from the server.
// MERGE: the planner's exact optimiser (src/planner/route.ts, optimizeRoute(start, stops, metric, travel))
// replaces `bestOrder` below once it lands; this exhaustive search with pruning is exact too (<= 9 stops
// after the start take well under a second), and returns the same shape.
import { type DistanceMatrixResponse, MATRIX_MAX_ELEMENTS } from '../../../core/api/maps.ts';
import { haversineKm } from '../../../core/geo.ts';
import { apiRequest } from '../../lib/api.ts';
import type { MapStop, RouteCriterion } from './types.ts';

export interface Matrix {
  /** minutes[i][j], km[i][j] between stops i and j. */
  minutes: number[][];
  km: number[][];
}

export interface OptimizedRoute {
  /** Indices into the stops after the start, in visiting order. */
  order: number[];
  totalMinutes: number;
  totalKm: number;
}

/**
 * The best open path from node 0 through every other node of the matrix, by `metric`, ties broken by the
 * other metric then by the lowest indices. Exhaustive depth-first search, pruned by the best cost found.
 */
export function bestOrder(matrix: Matrix, metric: RouteCriterion): OptimizedRoute {
  const n = matrix.minutes.length;
  const primary = metric === 'time' ? matrix.minutes : matrix.km;
  const secondary = metric === 'time' ? matrix.km : matrix.minutes;
  const used = new Array<boolean>(n).fill(false);
  used[0] = true;
  const path: number[] = [];
  let best: number[] = [];
  let bestP = Infinity;
  let bestS = Infinity;
  const EPS = 1e-9;
  const visit = (node: number, p: number, s: number) => {
    if (p > bestP + EPS) return;
    if (path.length === n - 1) {
      if (p < bestP - EPS || (p <= bestP + EPS && s < bestS - EPS)) {
        bestP = p;
        bestS = s;
        best = [...path];
      }
      return;
    }
    for (let next = 1; next < n; next++) {
      if (used[next]) continue;
      used[next] = true;
      path.push(next);
      visit(next, p + primary[node]![next]!, s + secondary[node]![next]!);
      path.pop();
      used[next] = false;
    }
  };
  visit(0, 0, 0);
  let totalMinutes = 0;
  let totalKm = 0;
  let prev = 0;
  for (const node of best) {
    totalMinutes += matrix.minutes[prev]![node]!;
    totalKm += matrix.km[prev]![node]!;
    prev = node;
  }
  return {
    order: best.map((node) => node - 1),
    totalMinutes: Math.round(totalMinutes),
    totalKm: Math.round(totalKm * 10) / 10,
  };
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
  const route = bestOrder(matrix, criterion);
  return {
    ...route,
    orderedIds: [stops[0]!.id, ...route.order.map((i) => stops[i + 1]!.id)],
    approximate,
  };
}
