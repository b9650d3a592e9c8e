// Rule 9 read more widely. A return counts when the day comes back within 1 km of where it was after going more
// than 2 km away (polish.ts); a careful reader may also call a return a day that comes back within 2 km: Québec's
// Musée de la civilisation, Montmorency Falls, then dinner back in the old town 1.5 km from where the day began.
// Where such a return ends at a meal, the meal is chosen again within a meal's detour of the stop before it (the
// far one: the Manoir Montmorency by the falls), the closest fit to the trip's diets first, missing one diet more at
// most (said on its card), when that leaves no return of either kind more and no long idle stretch.
import {
  mealOptions,
  polishDay,
  restore,
  snapshot,
  wideReturnTriples,
  wideZigzags,
  zigzags,
} from './polish.ts';
import { SIGHT } from './problem.ts';
import type { Solution, Stop } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** Meal places tried in place of one that closes such a return. */
const OPTIONS = 8;

/** Positions of the meals of a route that close a return under the wide reading, last first. */
function mealsClosingWideReturns(sol: Solution, route: readonly Stop[]): number[] {
  const closing = wideReturnTriples(sol.problem, route)
    .map(([, , back]) => back)
    .filter((pos) => route[pos]!.role !== SIGHT);
  return [...new Set(closing)].sort((x, y) => y - x);
}

/** Day d's meals closing a wide return, each chosen again near the far stop before it where that keeps the day. */
export function fewerWideReturns(sol: Solution, d: number): void {
  const p = sol.problem;
  for (const pos of mealsClosingWideReturns(sol, sol.days[d]!)) {
    const route = sol.days[d]!;
    const stop = route[pos];
    if (!stop || stop.role === SIGHT) continue;
    const before = wideZigzags(p, route);
    if (before === 0) return;
    const zig = zigzags(p, route);
    const gap = Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1);
    const prev = route[pos - 1]!.node;
    // One diet more at most (the card says which).
    const options = mealOptions(sol, d, stop, (node) => p.minutes(prev, node)).filter(
      (node) => p.dietMiss[node]! <= p.dietMiss[stop.node]! + 1,
    );
    const saved = snapshot(sol, d);
    if (!sol.remove(d, pos)) continue;
    let placed = false;
    for (const node of options.slice(0, OPTIONS)) {
      if (!sol.tryInsert(d, pos, node, stop.role)) continue;
      polishDay(sol, d);
      const after = sol.days[d]!;
      if (
        wideZigzags(p, after) < before &&
        zigzags(p, after) <= zig &&
        longestGap(p, d, after) <= gap &&
        after.some((s) => s.node === node && s.role === stop.role)
      ) {
        placed = true;
        break;
      }
      restore(sol, d, saved);
      if (!sol.remove(d, pos)) break;
    }
    if (!placed) restore(sol, d, saved);
  }
}
