// Rule 9 read more widely. A return counts when the day comes back within 1 km of where it was after going more
// than 2 km away (polish.ts); a careful reader may also call a return a day that comes back within 2 km: Québec's
// Musée de la civilisation, Montmorency Falls, then dinner back in the old town 1.5 km from where the day began.
// Where such a return ends at a meal, the meal is chosen again within a meal's detour of the stop before it (the
// far one: the Manoir Montmorency by the falls), the closest fit to the trip's diets first, missing one diet more at
// most (said on its card), when that leaves no return of either kind more and no long idle stretch; when nothing
// near the far stop will do, one on the way from it to the next stop (or back to the accommodation).
import {
  mealOptions,
  polishDay,
  restore,
  snapshot,
  wideReturnTriples,
  wideZigzags,
  zigzags,
} from './polish.ts';
import { HOTEL, SIGHT } from './problem.ts';
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
    // The stop after the meal, or the accommodation (0 minutes away without one).
    const next = route[pos + 1]?.node ?? HOTEL;
    // One diet more at most (the card says which). Near the far stop first; then on the way between the meal's
    // neighbours (Vancouver: the Museum of Anthropology, then dinner in Kitsilano on the way back rather than in
    // Gastown where lunch was).
    const fits = (node: number) => p.dietMiss[node]! <= p.dietMiss[stop.node]! + 1;
    const nearFar = mealOptions(sol, d, stop, (node) => p.minutes(prev, node))
      .filter(fits)
      .slice(0, OPTIONS);
    const onTheWay = mealOptions(
      sol,
      d,
      stop,
      (node) => p.minutes(prev, node) + p.minutes(node, next) - p.minutes(prev, next),
    )
      .filter((node) => fits(node) && !nearFar.includes(node))
      .slice(0, OPTIONS);
    const saved = snapshot(sol, d);
    if (!sol.remove(d, pos)) continue;
    let placed = false;
    for (const node of [...nearFar, ...onTheWay]) {
      if (!sol.tryInsert(d, pos, node, stop.role)) continue;
      polishDay(sol, d);
      const after = sol.days[d]!;
      const [wide, strict] = [wideZigzags(p, after), zigzags(p, after)];
      if (
        ((wide < before && strict <= zig) || (strict < zig && wide <= before)) &&
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
