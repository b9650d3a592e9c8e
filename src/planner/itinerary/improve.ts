// Improvement: local search (move a visit to a better day, swap a visit for an unused better one, swap a meal
// for a better-placed restaurant, fill freed room) inside an iterated local search whose perturbation removes
// a random run of visits from a day or two and keeps them out of those days while repairing. The iteration
// budget is fixed, not timed, so the same seed always gives the same plan.
import type { Rng } from '../rng.ts';
import { greedyFill, InsertionMemo, placeMeals } from './construct.ts';
import { HOTEL, LUNCH, type Role, SIGHT } from './problem.ts';
import { type Solution, type Stop, WEIGHTS } from './solution.ts';

const EPS = 1e-6;
const MAX_PASSES = 4;

/** Objective change of removing the stop at `pos` of day d (travel as the day stands). */
function removalGain(sol: Solution, d: number, pos: number): number {
  const stops = sol.days[d]!;
  const s = stops[pos]!;
  const m = sol.problem.minutes;
  const prev = pos === 0 ? HOTEL : stops[pos - 1]!.node;
  const next = pos + 1 < stops.length ? stops[pos + 1]!.node : HOTEL;
  const saved =
    stops.length === 1
      ? m(HOTEL, s.node) + m(s.node, HOTEL)
      : m(prev, s.node) + m(s.node, next) - m(prev, next);
  const refund = s.role === SIGHT ? 0 : sol.repeatCost(s.node) - sol.repeatCost(s.node, -1, d);
  const uncrowd = s.role === SIGHT ? sol.marginalCrowding(sol.sightCount(d) - 1) : 0;
  return -sol.stopValue(d, s) + WEIGHTS.travelPerMinute * saved + refund + uncrowd;
}

/** Moves day d's visit at `pos` to its best place on another day when that gains. */
function tryRelocate(sol: Solution, d: number, pos: number, to: number): boolean {
  const stop = sol.days[d]![pos]!;
  // Only a place that gains more than the removal loses is worth timing.
  const gainOut = removalGain(sol, d, pos);
  const ins = sol.bestInsertion(to, stop.node, SIGHT, true, EPS - gainOut);
  if (!ins || gainOut + ins.delta <= EPS) return false;
  if (!sol.remove(d, pos)) return false;
  sol.insert(to, ins.pos, stop.node, SIGHT);
  return true;
}

/**
 * Replaces day d's stop at `pos` by `node` in `role` when that gains, given the day without that stop
 * (`route`, from `sol.without`) and the objective change of taking the stop out (`gainOut`).
 */
function tryReplace(
  sol: Solution,
  d: number,
  pos: number,
  route: readonly Stop[],
  node: number,
  role: Role,
  gainOut: number,
): boolean {
  const ins = sol.bestReplacement(d, route, sol.days[d]![pos]!, node, role, EPS - gainOut);
  if (!ins || gainOut + ins.delta <= EPS) return false;
  if (!sol.remove(d, pos)) return false;
  sol.insert(d, ins.pos, node, role);
  return true;
}

/** Days the search looks at: all of them, or those a perturbation touched (and moves into or out of them). */
type Focus = (d: number) => boolean;
const ALL: Focus = () => true;

function relocatePass(sol: Solution, focus: Focus): boolean {
  let improved = false;
  const D = sol.days.length;
  for (let d = 0; d < D; d++) {
    for (let pos = 0; pos < sol.days[d]!.length; pos++) {
      const s = sol.days[d]![pos]!;
      if (s.role !== SIGHT || s.node === sol.setup[d]!.pinned) continue;
      for (let to = 0; to < D; to++) {
        if (to !== d && (focus(d) || focus(to)) && tryRelocate(sol, d, pos, to)) {
          improved = true;
          break;
        }
      }
    }
  }
  return improved;
}

function swapInPass(sol: Solution, sightsByScore: readonly number[], focus: Focus): boolean {
  let improved = false;
  sol.days.forEach((stops, d) => {
    if (!focus(d)) return;
    for (let pos = 0; pos < stops.length; pos++) {
      const s = stops[pos]!;
      // A must-see may move to another day, never be swapped out.
      if (s.role !== SIGHT || s.node === sol.setup[d]!.pinned || sol.problem.isMustSee[s.node]) continue;
      const gainOut = removalGain(sol, d, pos);
      let route: Stop[] | null | undefined;
      for (const u of sightsByScore) {
        if (sol.isUsed(u) || !sol.setup[d]!.allowsSight(u)) continue;
        // Even with no added travel, u must be worth more than what leaving s saves.
        if (gainOut + sol.sightValue(d, u) <= EPS) continue;
        route ??= sol.without(d, pos);
        if (!route) break;
        if (tryReplace(sol, d, pos, route, u, SIGHT, gainOut)) {
          improved = true;
          break;
        }
      }
    }
  });
  return improved;
}

/** Moves each stop to its best position within its own day (or-opt of one stop). */
function reorderPass(sol: Solution, focus: Focus): boolean {
  let improved = false;
  sol.days.forEach((stops, d) => {
    if (!focus(d)) return;
    for (let pos = 0; pos < stops.length; pos++) {
      const s = stops[pos]!;
      const route = sol.without(d, pos);
      if (route && tryReplace(sol, d, pos, route, s.node, s.role, removalGain(sol, d, pos))) improved = true;
    }
  });
  return improved;
}

function mealPass(sol: Solution, focus: Focus): boolean {
  let improved = false;
  const { n, serves } = sol.problem;
  sol.days.forEach((stops, d) => {
    if (!focus(d)) return;
    for (let pos = 0; pos < stops.length; pos++) {
      const s = stops[pos]!;
      if (s.role === SIGHT) continue;
      const can = s.role === LUNCH ? serves.lunch : serves.dinner;
      const gainOut = removalGain(sol, d, pos);
      let route: Stop[] | null | undefined;
      for (let node = 0; node < n; node++) {
        if (!can[node] || node === s.node) continue;
        if (sol.sightUses[node]! > 0) continue;
        const bound =
          gainOut + sol.mealValue(node, s.role) - (sol.repeatCost(node, d) - sol.repeatCost(node));
        if (bound <= EPS) continue;
        route ??= sol.without(d, pos);
        if (!route) break;
        if (tryReplace(sol, d, pos, route, node, s.role, gainOut)) {
          improved = true;
          break;
        }
      }
    }
  });
  return improved;
}

export function localSearch(sol: Solution, focus: Focus = ALL, memo?: InsertionMemo): void {
  const { n, sightScore, isSight } = sol.problem;
  const byScore = Array.from({ length: n }, (_, i) => i)
    .filter((i) => isSight[i])
    .sort((a, b) => sightScore[b]! - sightScore[a]! || a - b);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    for (let d = 0; d < sol.days.length; d++) if (focus(d)) placeMeals(sol, d);
    greedyFill(sol, undefined, memo);
    const a = relocatePass(sol, focus);
    const b = swapInPass(sol, byScore, focus);
    const c = mealPass(sol, focus);
    const e = reorderPass(sol, focus);
    if (!a && !b && !c && !e) return;
  }
  greedyFill(sol, undefined, memo);
}

/** Removes a random run of visits (never the pinned day trip or a must-see) from one or two random days. */
function perturb(sol: Solution, rng: Rng, touched: Set<number>): Set<number> {
  const banned = new Set<number>();
  const D = sol.days.length;
  const rounds = D > 1 && rng.next() < 0.5 ? 2 : 1;
  for (let r = 0; r < rounds; r++) {
    const d = rng.int(D);
    touched.add(d);
    const sights = sol.days[d]!.map((s, pos) => ({ s, pos })).filter(
      ({ s }) => s.role === SIGHT && s.node !== sol.setup[d]!.pinned && !sol.problem.isMustSee[s.node],
    );
    if (sights.length === 0) continue;
    const len = 1 + rng.int(Math.ceil(sights.length / 2));
    const from = rng.int(sights.length - len + 1);
    for (let k = from + len - 1; k >= from; k--) {
      const { s, pos } = sights[k]!;
      if (sol.remove(d, pos)) banned.add(d * sol.problem.n + s.node);
    }
  }
  return banned;
}

/** Iterated local search for a fixed number of rounds; returns the best plan seen. */
export function improve(start: Solution, rng: Rng, iterations: number): Solution {
  // Nothing here changes the problem (stays, windows, scores): the insertions of days left as they were are kept.
  const memo = new InsertionMemo();
  localSearch(start, ALL, memo);
  let current = start;
  let currentScore = current.objective();
  let best = current.clone();
  let bestScore = currentScore;
  let stale = 0;
  const n = start.problem.n;
  for (let it = 0; it < iterations; it++) {
    const trial = current.clone();
    const touched = new Set<number>();
    const banned = perturb(trial, rng, touched);
    greedyFill(trial, (d, node) => banned.has(d * n + node), memo);
    localSearch(trial, (d) => touched.has(d), memo);
    const score = trial.objective();
    if (score > currentScore + EPS) {
      current = trial;
      currentScore = score;
      stale = 0;
      if (score > bestScore + EPS) {
        best = trial.clone();
        bestScore = score;
      }
    } else if (++stale >= 6) {
      current = best.clone();
      currentScore = bestScore;
      stale = 0;
    }
  }
  return best;
}
