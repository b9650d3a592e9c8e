// The first plan: pin the day trips, open each day with the best place of its own area, place the meals, then
// insert visits greedily (best gain anywhere in the trip first) until nothing more fits.
import { DINNER, LUNCH, type Role, SIGHT } from './problem.ts';
import type { Insertion, Solution } from './solution.ts';

/** Candidates for one day's opening visit: the members of its area (by index into the pool). */
export type Seeds = readonly (readonly number[])[];

export function construct(sol: Solution, seeds: Seeds): void {
  const { problem } = sol;
  problem.days.forEach((_, d) => {
    const pinned = sol.setup[d]!.pinned;
    if (pinned < 0) return;
    const ins = sol.bestInsertion(d, pinned, SIGHT);
    if (ins) sol.insert(d, ins.pos, pinned, SIGHT);
  });
  problem.days.forEach((_, d) => {
    if (sol.days[d]!.length > 0) return;
    // The best place of the day's area that leaves room for the day's meals.
    const options: { node: number; ins: Insertion }[] = [];
    for (const node of seeds[d] ?? []) {
      const ins = sol.bestInsertion(d, node, SIGHT);
      if (ins) options.push({ node, ins });
    }
    options.sort((a, b) => b.ins.delta - a.ins.delta || a.node - b.node);
    const meals = mealsThatFit(sol, d);
    for (const { node, ins } of options) {
      sol.insert(d, ins.pos, node, SIGHT);
      if (mealsThatFit(sol, d) === meals) break;
      sol.remove(d, ins.pos);
    }
  });
  for (let d = 0; d < problem.days.length; d++) placeMeals(sol, d);
  greedyFill(sol);
}

/** How many of day d's wanted meals could still be placed (each on its own). */
function mealsThatFit(sol: Solution, d: number): number {
  let fit = 0;
  for (const meal of sol.problem.days[d]!.meals) {
    const role = meal === 'lunch' ? LUNCH : DINNER;
    const serves = sol.problem.serves[meal];
    for (let node = 0; node < sol.problem.n; node++) {
      if (serves[node] && sol.bestInsertion(d, node, role)) {
        fit++;
        break;
      }
    }
  }
  return fit;
}

/** Places day d's wanted meals; a single wanted dinner falls back to lunch. Frees the slots of meals left out. */
export function placeMeals(sol: Solution, d: number): void {
  const wanted = sol.problem.days[d]!.meals;
  let placed = 0;
  for (const meal of wanted) {
    if (insertBestMeal(sol, d, meal === 'lunch' ? LUNCH : DINNER)) placed++;
  }
  if (wanted.length === 1 && wanted[0] === 'dinner' && placed === 0 && insertBestMeal(sol, d, LUNCH))
    placed++;
  sol.mealSlots[d] = placed;
}

function insertBestMeal(sol: Solution, d: number, role: Role): boolean {
  let best: { node: number; ins: Insertion } | null = null;
  const serves = role === LUNCH ? sol.problem.serves.lunch : sol.problem.serves.dinner;
  for (let node = 0; node < sol.problem.n; node++) {
    if (!serves[node]) continue;
    const ins = sol.bestInsertion(d, node, role);
    if (ins && (!best || ins.delta > best.ins.delta)) best = { node, ins };
  }
  if (!best) return false;
  sol.insert(d, best.ins.pos, best.node, role);
  return true;
}

/**
 * Inserts unused visits, best gain first, while one fits and gains. `tabu(d, node)` keeps a place out of a
 * day (the perturbation's way to force a change).
 */
export function greedyFill(sol: Solution, tabu?: (d: number, node: number) => boolean): void {
  const { n, days } = sol.problem;
  const D = days.length;
  const best: (Insertion | null)[] = new Array(D * n).fill(null);
  const refresh = (d: number) => {
    for (let node = 0; node < n; node++) {
      best[d * n + node] =
        sol.uses[node] === 0 && !tabu?.(d, node) ? sol.bestInsertion(d, node, SIGHT) : null;
    }
  };
  for (let d = 0; d < D; d++) refresh(d);
  for (;;) {
    let pick = -1;
    let gain = 0;
    for (let k = 0; k < best.length; k++) {
      const ins = best[k];
      if (ins && ins.delta > gain) {
        gain = ins.delta;
        pick = k;
      }
    }
    if (pick < 0) return;
    const d = Math.floor(pick / n);
    const node = pick % n;
    sol.insert(d, best[pick]!.pos, node, SIGHT);
    for (let e = 0; e < D; e++) best[e * n + node] = null;
    refresh(d);
  }
}
