// Exact optimisation of one day's route: a fixed start, then every stop once, open path (no return).
// Held-Karp dynamic programming over subsets, O(2^n * n^2): about 10^5 steps for 10 stops.
// Ties on the chosen metric are broken by the other one (time, then distance, or the reverse), then by
// the lowest stop index, so the answer is deterministic.
import type { LatLng } from '../core/geo.ts';
import { estimateLeg, type TravelModel } from './travel.ts';

export type RouteMetric = 'time' | 'distance';

export interface OptimizedRoute {
  /** Indices into `stops`, in visiting order. */
  order: number[];
  totalMinutes: number;
  totalKm: number;
}

/** Exact up to this many stops; longer lists get a local-search answer (2-opt and relocation). */
export const EXACT_ROUTE_LIMIT = 12;

const EPS = 1e-9;

interface Matrix {
  primary: Float64Array;
  secondary: Float64Array;
  minutes: Float64Array;
  km: Float64Array;
  size: number;
}

function buildMatrix(points: LatLng[], metric: RouteMetric, travel: TravelModel): Matrix {
  const size = points.length;
  const minutes = new Float64Array(size * size);
  const km = new Float64Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i === j) continue;
      const leg = travel(points[i]!, points[j]!);
      minutes[i * size + j] = leg.minutes;
      km[i * size + j] = leg.km;
    }
  }
  return metric === 'time'
    ? { primary: minutes, secondary: km, minutes, km, size }
    : { primary: km, secondary: minutes, minutes, km, size };
}

function totals(m: Matrix, order: number[]): { totalMinutes: number; totalKm: number } {
  let prev = 0;
  let totalMinutes = 0;
  let totalKm = 0;
  for (const stop of order) {
    const node = stop + 1;
    totalMinutes += m.minutes[prev * m.size + node]!;
    totalKm += m.km[prev * m.size + node]!;
    prev = node;
  }
  return { totalMinutes, totalKm: Math.round(totalKm * 10) / 10 };
}

function heldKarp(m: Matrix, n: number): number[] {
  const full = (1 << n) - 1;
  const states = (1 << n) * n;
  const p = new Float64Array(states).fill(Number.POSITIVE_INFINITY);
  const s = new Float64Array(states).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array(states).fill(-1);
  const size = m.size;
  for (let j = 0; j < n; j++) {
    const idx = (1 << j) * n + j;
    p[idx] = m.primary[j + 1]!;
    s[idx] = m.secondary[j + 1]!;
  }
  for (let mask = 1; mask <= full; mask++) {
    for (let j = 0; j < n; j++) {
      if (!(mask & (1 << j))) continue;
      const cur = mask * n + j;
      const cp = p[cur]!;
      if (cp === Number.POSITIVE_INFINITY) continue;
      const cs = s[cur]!;
      const row = (j + 1) * size;
      for (let k = 0; k < n; k++) {
        if (mask & (1 << k)) continue;
        const next = (mask | (1 << k)) * n + k;
        const np = cp + m.primary[row + k + 1]!;
        const ns = cs + m.secondary[row + k + 1]!;
        const op = p[next]!;
        if (np < op - EPS || (np <= op + EPS && ns < s[next]! - EPS)) {
          p[next] = np;
          s[next] = ns;
          parent[next] = j;
        }
      }
    }
  }
  let last = 0;
  for (let j = 1; j < n; j++) {
    const a = full * n + j;
    const b = full * n + last;
    if (p[a]! < p[b]! - EPS || (p[a]! <= p[b]! + EPS && s[a]! < s[b]! - EPS)) last = j;
  }
  const order: number[] = [];
  let mask = full;
  let j = last;
  while (j >= 0) {
    order.push(j);
    const prev = parent[mask * n + j]!;
    mask &= ~(1 << j);
    j = prev;
  }
  return order.reverse();
}

function pathCost(m: Matrix, order: number[]): number {
  let prev = 0;
  let cost = 0;
  for (const stop of order) {
    cost += m.primary[prev * m.size + stop + 1]!;
    prev = stop + 1;
  }
  return cost;
}

/** Nearest neighbour, then 2-opt and single-stop relocation until no move improves. */
function localSearch(m: Matrix, n: number): number[] {
  const used = new Uint8Array(n);
  const order: number[] = [];
  let prev = 0;
  for (let step = 0; step < n; step++) {
    let best = -1;
    for (let k = 0; k < n; k++) {
      if (used[k]) continue;
      if (best < 0 || m.primary[prev * m.size + k + 1]! < m.primary[prev * m.size + best + 1]!) best = k;
    }
    used[best] = 1;
    order.push(best);
    prev = best + 1;
  }
  let cost = pathCost(m, order);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const cand = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const c = pathCost(m, cand);
        if (c < cost - EPS) {
          order.splice(0, n, ...cand);
          cost = c;
          improved = true;
        }
      }
    }
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const cand = order.slice();
        const [x] = cand.splice(i, 1);
        cand.splice(j, 0, x!);
        const c = pathCost(m, cand);
        if (c < cost - EPS) {
          order.splice(0, n, ...cand);
          cost = c;
          improved = true;
        }
      }
    }
  }
  return order;
}

/**
 * The best visiting order of `stops` from `start` (open path) by the fastest time or the shortest distance.
 * Exact for up to EXACT_ROUTE_LIMIT stops.
 */
export function optimizeRoute(
  start: LatLng,
  stops: readonly LatLng[],
  metric: RouteMetric = 'time',
  travel: TravelModel = estimateLeg,
): OptimizedRoute {
  const n = stops.length;
  if (n === 0) return { order: [], totalMinutes: 0, totalKm: 0 };
  const m = buildMatrix([start, ...stops], metric, travel);
  const order = n <= EXACT_ROUTE_LIMIT ? heldKarp(m, n) : localSearch(m, n);
  return { order, ...totals(m, order) };
}
