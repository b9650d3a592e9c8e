// Rule 2 over the whole trip: a meal missing a diet while a place meeting more of them lies within a meal's detour
// is chosen again, once the days are settled. The search picks each day's meals as it goes, and the passes after
// it may trade a meal for one nearer the day's stops (nearerMeals, fewerWideReturns) and so free a place's second
// meal of the trip that an earlier day could no longer take (Tel Aviv, vegan and gluten-free: lunch moved from
// Anastasia to Jaffa, the one place meeting both diets left with a meal to give while falafel was lunch 300 m from
// it three days later). Rule 3 still holds: never a third meal at one place, nor two on days in a row.
import { mealOptions, polishDay, restore, snapshot, wideZigzags, zigzags } from './polish.ts';
import { HOTEL, SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** Places tried in place of a meal missing a diet. */
const OPTIONS = 8;

/** Every day's meals missing a diet, each given to a better fit within a meal's detour where the day keeps. */
export function fitterMeals(sol: Solution): void {
  for (let d = 0; d < sol.days.length; d++) {
    for (let pos = 0; pos < sol.days[d]!.length; pos++) fitterMeal(sol, d, pos);
  }
}

function fitterMeal(sol: Solution, d: number, pos: number): void {
  const p = sol.problem;
  const route = sol.days[d]!;
  const stop = route[pos]!;
  if (stop.role === SIGHT || p.dietMiss[stop.node]! === 0) return;
  const prev = pos > 0 ? route[pos - 1]!.node : HOTEL;
  const next = pos + 1 < route.length ? route[pos + 1]!.node : HOTEL;
  const detour = (node: number) => p.minutes(prev, node) + p.minutes(node, next) - p.minutes(prev, next);
  const options = mealOptions(sol, d, stop, detour).filter(
    (node) => p.dietMiss[node]! < p.dietMiss[stop.node]!,
  );
  if (options.length === 0) return;
  const before = {
    zig: zigzags(p, route),
    wide: wideZigzags(p, route),
    gap: Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1),
    stops: route.length,
  };
  const saved = snapshot(sol, d);
  if (!sol.remove(d, pos)) return;
  for (const node of options.slice(0, OPTIONS)) {
    if (!sol.tryInsert(d, pos, node, stop.role)) continue;
    polishDay(sol, d);
    const after = sol.days[d]!;
    if (
      after.some((s) => s.node === node && s.role === stop.role) &&
      after.length === before.stops &&
      zigzags(p, after) <= before.zig &&
      wideZigzags(p, after) <= before.wide &&
      longestGap(p, d, after) <= before.gap
    )
      return;
    restore(sol, d, saved);
    if (!sol.remove(d, pos)) break;
  }
  restore(sol, d, saved);
}
