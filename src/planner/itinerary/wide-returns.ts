// Rule 9 read more widely. A return counts when the day comes back within 1 km of where it was after going more
// than 2 km away (polish.ts); a careful reader may also call a return a day that comes back within 2 km: Québec's
// Musée de la civilisation, Montmorency Falls, then dinner back in the old town 1.5 km from where the day began.
// Where a meal is part of such a return (it closes it, opens it, or is the far stop itself), it is chosen again near
// the stop beside it (the Manoir Montmorency by the falls), or else on the way between its neighbours (back to the
// accommodation after the last stop), the closest fit to the trip's diets first, missing one diet more at most (said
// on its card), when that leaves the day returning less under one reading, no more under the other, and with no long
// idle stretch (decisions 0042 and 0046).
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

/** Meal places tried, near the stop beside it and then on the way, in place of a meal in such a return. */
const OPTIONS = 8;

/**
 * The meals of a route that close a return under the wide reading, or else open one (lunch where the day comes back
 * to after an afternoon away), or else are the far stop (lunch across town between two visits near each other),
 * last first, each with the position of the stop beside it to look for a place near.
 */
function mealsInWideReturns(sol: Solution, route: readonly Stop[]): { pos: number; far: number }[] {
  const out = new Map<number, number>();
  for (const [from, away, back] of wideReturnTriples(sol.problem, route)) {
    if (route[back]!.role !== SIGHT && !out.has(back)) out.set(back, back - 1);
    else if (route[from]!.role !== SIGHT && !out.has(from)) out.set(from, from + 1);
    else if (route[away]!.role !== SIGHT && !out.has(away)) out.set(away, away - 1);
  }
  return [...out].map(([pos, far]) => ({ pos, far })).sort((x, y) => y.pos - x.pos);
}

/**
 * Day d's meals in a wide return, each chosen again near the stop beside it, or on the way between its neighbours,
 * missing at most `dietsMore` diets more than the meal it replaces.
 */
export function fewerWideReturns(sol: Solution, d: number, dietsMore = 1): void {
  const p = sol.problem;
  for (const { pos, far: farPos } of mealsInWideReturns(sol, sol.days[d]!)) {
    const route = sol.days[d]!;
    const stop = route[pos];
    if (!stop || stop.role === SIGHT) continue;
    const before = wideZigzags(p, route);
    if (before === 0) return;
    const zig = zigzags(p, route);
    const gap = Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1);
    const prev = route[pos - 1]?.node ?? HOTEL;
    // Read again: an earlier change may have reordered the day.
    const far = route[farPos]?.node ?? prev;
    // The stop after the meal, or the accommodation (0 minutes away without one).
    const next = route[pos + 1]?.node ?? HOTEL;
    // One diet more at most (the card says which). Near the far stop first; then on the way between the meal's
    // neighbours (Vancouver: the Museum of Anthropology, then dinner in Kitsilano on the way back rather than in
    // Gastown where lunch was).
    const fits = (node: number) => p.dietMiss[node]! <= p.dietMiss[stop.node]! + dietsMore;
    const nearFar = mealOptions(sol, d, stop, (node) => p.minutes(far, node))
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
