// Day areas: seeded, weighted k-medoids over travel time. Weights are the places' scores, so medoids settle
// where the valuable places are; the seed only changes the initial choice (k-medoids++ sampling).
import type { Rng } from '../rng.ts';

export interface Clustering {
  /** Item index of each cluster's medoid. */
  medoids: number[];
  /** Cluster of each item. */
  assignment: Int32Array;
}

/**
 * Splits items 0..n-1 into k clusters. `dist(i, j)` must be symmetric and zero on the diagonal; `weights` are
 * positive. k is capped at n.
 */
export function kMedoids(
  n: number,
  dist: (i: number, j: number) => number,
  weights: readonly number[],
  k: number,
  rng: Rng,
  maxRounds = 20,
): Clustering {
  const clusters = Math.min(k, n);
  const assignment = new Int32Array(n).fill(-1);
  if (clusters <= 0) return { medoids: [], assignment };
  const medoids = seedMedoids(n, dist, weights, clusters, rng);
  for (let round = 0; round < maxRounds; round++) {
    assign(n, dist, medoids, assignment);
    let changed = false;
    for (let c = 0; c < clusters; c++) {
      let best = medoids[c]!;
      let bestCost = clusterCost(n, dist, weights, assignment, c, best);
      for (let i = 0; i < n; i++) {
        if (assignment[i] !== c || i === best) continue;
        const cost = clusterCost(n, dist, weights, assignment, c, i);
        if (cost < bestCost - 1e-9) {
          best = i;
          bestCost = cost;
        }
      }
      if (best !== medoids[c]) {
        medoids[c] = best;
        changed = true;
      }
    }
    if (!changed) break;
  }
  assign(n, dist, medoids, assignment);
  return { medoids, assignment };
}

function seedMedoids(
  n: number,
  dist: (i: number, j: number) => number,
  weights: readonly number[],
  k: number,
  rng: Rng,
): number[] {
  const medoids = [pick(n, (i) => weights[i]!, rng)];
  const nearest = new Float64Array(n);
  for (let i = 0; i < n; i++) nearest[i] = dist(i, medoids[0]!);
  while (medoids.length < k) {
    const next = pick(n, (i) => (medoids.includes(i) ? 0 : weights[i]! * (nearest[i]! + 1) ** 2), rng);
    medoids.push(next);
    for (let i = 0; i < n; i++) nearest[i] = Math.min(nearest[i]!, dist(i, next));
  }
  return medoids;
}

/** An index drawn with probability proportional to `weight(i)`; the first positive one if all round to 0. */
function pick(n: number, weight: (i: number) => number, rng: Rng): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += weight(i);
  let r = rng.next() * total;
  let fallback = -1;
  for (let i = 0; i < n; i++) {
    const w = weight(i);
    if (w <= 0) continue;
    if (fallback < 0) fallback = i;
    r -= w;
    if (r < 0) return i;
  }
  return Math.max(0, fallback);
}

function assign(n: number, dist: (i: number, j: number) => number, medoids: number[], out: Int32Array) {
  for (let i = 0; i < n; i++) {
    let best = 0;
    let bestD = Number.POSITIVE_INFINITY;
    medoids.forEach((m, c) => {
      const d = dist(i, m);
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    });
    out[i] = best;
  }
}

function clusterCost(
  n: number,
  dist: (i: number, j: number) => number,
  weights: readonly number[],
  assignment: Int32Array,
  cluster: number,
  medoid: number,
): number {
  let cost = 0;
  for (let i = 0; i < n; i++) if (assignment[i] === cluster) cost += weights[i]! * dist(i, medoid);
  return cost;
}
