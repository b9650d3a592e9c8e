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
  for (let d = 0; d < problem.days.length; d++) {
    sol.mealSlots[d] = possibleMeals(sol, d);
    placeMeals(sol, d);
  }
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

/**
 * Meals day d could have at all: wanted ones some place serves, for this diet, on that weekday. Their slots are
 * held for them (visits cannot take them) until the search ends.
 */
export function possibleMeals(sol: Solution, d: number): number {
  const { problem } = sol;
  const can = (role: Role) => {
    for (let node = 0; node < problem.n; node++) if (problem.windows(role, node, d).length > 0) return true;
    return false;
  };
  const wanted = problem.days[d]!.meals;
  if (wanted.length === 1) return can(DINNER) || can(LUNCH) ? 1 : 0;
  return wanted.filter((m) => can(m === 'lunch' ? LUNCH : DINNER)).length;
}

/** Once the search is over, slots of meals that found no place go to visits. */
export function releaseMealSlots(sol: Solution): void {
  sol.days.forEach((stops, d) => {
    sol.mealSlots[d] = stops.filter((s) => s.role !== SIGHT).length;
  });
}

/**
 * Places the meals day d still lacks. With both missing it tries both orders (lunch first or dinner first: a
 * long visit can leave room for only one of them depending on which goes in first) and keeps the one that places
 * more, then gains more. The single meal of a 3-activity day is dinner, or lunch when dinner cannot be placed.
 */
export function placeMeals(sol: Solution, d: number): void {
  const wanted = sol.problem.days[d]!.meals;
  if (wanted.length === 1) {
    if (sol.hasMeal(d, DINNER) || sol.hasMeal(d, LUNCH)) return;
    if (insertMeals(sol, d, [DINNER]).placed === 0) insertMeals(sol, d, [LUNCH]);
    return;
  }
  const missing = wanted.map((m) => (m === 'lunch' ? LUNCH : DINNER)).filter((role) => !sol.hasMeal(d, role));
  if (missing.length === 0) return;
  if (missing.length === 1) {
    insertMeals(sol, d, missing);
    return;
  }
  let best: { order: Role[]; placed: number; gain: number } | null = null;
  for (const order of [missing, [...missing].reverse()]) {
    const result = insertMeals(sol.clone(), d, order);
    if (!best || result.placed > best.placed || (result.placed === best.placed && result.gain > best.gain)) {
      best = { order, ...result };
    }
  }
  if (best && best.placed > 0) insertMeals(sol, d, best.order);
}

function insertMeals(sol: Solution, d: number, roles: readonly Role[]): { placed: number; gain: number } {
  let placed = 0;
  let gain = 0;
  for (const role of roles) {
    const best = bestMeal(sol, d, role);
    if (!best) continue;
    sol.insert(d, best.ins.pos, best.node, role);
    placed++;
    gain += best.ins.delta;
  }
  return { placed, gain };
}

function bestMeal(sol: Solution, d: number, role: Role): { node: number; ins: Insertion } | null {
  let best: { node: number; ins: Insertion } | null = null;
  const serves = role === LUNCH ? sol.problem.serves.lunch : sol.problem.serves.dinner;
  for (let node = 0; node < sol.problem.n; node++) {
    if (!serves[node]) continue;
    const ins = sol.bestInsertion(d, node, role);
    if (ins && (!best || ins.delta > best.ins.delta)) best = { node, ins };
  }
  return best;
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
