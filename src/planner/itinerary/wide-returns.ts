// Rule 9 read more widely. A return counts when the day comes back within 1 km of where it was after going more
// than 2 km away (polish.ts); a careful reader may also call a return a day that comes back within 2 km: Québec's
// Musée de la civilisation, Montmorency Falls, then dinner back in the old town 1.5 km from where the day began.
// Where such a return ends at a meal, the meal is chosen again near the stop before it (the far one: the Manoir
// Montmorency by the falls), the closest fit to the trip's diets first, missing one diet more at most (said on its
// card), when that leaves no return of either kind more and no long idle stretch.
import { haversineKm } from '../../core/geo.ts';
import { polishDay, restore, snapshot, WIDE_BACK_KM, wideZigzags, zigzags } from './polish.ts';
import { LUNCH, SIGHT } from './problem.ts';
import type { Solution, Stop } from './solution.ts';
import { WEIGHTS } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** Meal places tried in place of one that closes such a return. */
const OPTIONS = 8;

/** Positions of the meals of day d's route that close a return under the wide reading. */
function mealsClosingWideReturns(sol: Solution, route: readonly Stop[]): number[] {
  const p = sol.problem;
  const meals = new Set<number>();
  for (let i = 0; i < route.length; i++)
    for (let j = i + 1; j < route.length; j++) {
      if (!p.apart(route[i]!.node, route[j]!.node)) continue;
      for (let m = j + 1; m < route.length; m++) {
        const [a, b, c] = [route[i]!.node, route[j]!.node, route[m]!.node];
        if (route[m]!.role === SIGHT || !p.apart(b, c)) continue;
        if (haversineKm(p.places[a]!, p.places[c]!) <= WIDE_BACK_KM) meals.add(m);
      }
    }
  return [...meals].sort((x, y) => y - x);
}

export function fewerWideReturns(sol: Solution, d: number): void {
  const p = sol.problem;
  const setup = sol.setup[d]!;
  for (const pos of mealsClosingWideReturns(sol, sol.days[d]!)) {
    const route = sol.days[d]!;
    const stop = route[pos];
    if (!stop || stop.role === SIGHT) continue;
    const before = wideZigzags(p, route);
    if (before === 0) return;
    const zig = zigzags(p, route);
    const gap = Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1);
    const prev = route[pos - 1]!.node;
    const serves = stop.role === LUNCH ? p.serves.lunch : p.serves.dinner;
    const options: number[] = [];
    for (let node = 0; node < p.n; node++) {
      if (!serves[node] || route.some((s) => s.node === node) || sol.sightUses[node]! > 0) continue;
      if (!setup.allowsMeal(node, stop.role) || p.minutes(prev, node) > WEIGHTS.mealMaxDetour) continue;
      // One diet more at most (the card says which); never a third meal at one place, nor one two days running.
      if (p.dietMiss[node]! > p.dietMiss[stop.node]! + 1) continue;
      if (sol.repeatCost(node, d) > WEIGHTS.repeatSecond) continue;
      options.push(node);
    }
    const cost = (node: number) =>
      WEIGHTS.dietMiss * p.dietMiss[node]! + sol.repeatCost(node, d) + p.minutes(prev, node);
    options.sort((a, b) => cost(a) - cost(b) || a - b);
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
      sol.remove(d, pos);
    }
    if (!placed) restore(sol, d, saved);
  }
}
