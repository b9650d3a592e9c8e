// Rule 9 across days: two days may trade their lunches or their dinners when that keeps each day nearer its own
// stops. Each day's meals are chosen with that day's places in mind, while rule 3 keeps a restaurant off days in a
// row; the place that would have kept one day compact can be the next day's meal (Petra: Al Iwan by the Siq was the
// second evening's dinner, so the first evening went to Wadi Musa between the Siq and Petra by Night, while the
// second day ended in Wadi Musa itself). A trade never misses more diets (the same places, the same traveller).
import { dayShape } from './day-shape.ts';
import { polishDay, restore, snapshot, wideZigzags, zigzags } from './polish.ts';
import { DINNER, LUNCH, type Role } from './problem.ts';
import type { Solution } from './solution.ts';

/** Trades meals between days while a trade removes returns to an area left, over the two days. */
export function swapMealsAcrossDays(sol: Solution): void {
  for (const role of [LUNCH, DINNER] as const) {
    for (let d = 0; d < sol.days.length; d++) {
      if (zigzags(sol.problem, sol.days[d]!) === 0 && wideZigzags(sol.problem, sol.days[d]!) === 0) continue;
      for (let e = 0; e < sol.days.length; e++) {
        if (e !== d && traded(sol, role, d, e)) break;
      }
    }
  }
}

/** Whether day d and day e trade their meals of `role`, returning less over the two days and losing nothing. */
function traded(sol: Solution, role: Role, d: number, e: number): boolean {
  const p = sol.problem;
  // An outing's lunch is taken there (rule 7): it stays with its day.
  const outing = (k: number) => p.days[k]!.dayTrip === true || sol.setup[k]!.away !== undefined;
  if (role === LUNCH && (outing(d) || outing(e))) return false;
  const posD = sol.days[d]!.findIndex((s) => s.role === role);
  const posE = sol.days[e]!.findIndex((s) => s.role === role);
  if (posD < 0 || posE < 0) return false;
  const nodeD = sol.days[d]![posD]!.node;
  const nodeE = sol.days[e]![posE]!.node;
  if (nodeD === nodeE) return false;
  const before = {
    d: dayShape(sol, d),
    e: dayShape(sol, e),
    repeats: sol.repeatCost(nodeD) + sol.repeatCost(nodeE),
  };
  // Each place at its own length, or else at the length of the meal it replaces (the hour the day had for it).
  const held = {
    d: sol.days[d]![posD]!.end - sol.days[d]![posD]!.start,
    e: sol.days[e]![posE]!.end - sol.days[e]![posE]!.start,
  };
  const full = { d: p.stay(role, nodeD), e: p.stay(role, nodeE) };
  const saved = [snapshot(sol, d), snapshot(sol, e)] as const;
  const undo = () => {
    p.setMealMinutes(nodeD, full.d);
    p.setMealMinutes(nodeE, full.e);
    restore(sol, d, saved[0]);
    restore(sol, e, saved[1]);
    return false;
  };
  if (!sol.remove(d, posD) || !sol.remove(e, posE)) return undo();
  const fits = (k: number, pos: number, node: number, own: number, other: number) => {
    if (sol.tryInsert(k, pos, node, role)) return true;
    if (other >= own) return false;
    p.setMealMinutes(node, other);
    return sol.tryInsert(k, pos, node, role);
  };
  if (!fits(d, posD, nodeE, full.e, held.d) || !fits(e, posE, nodeD, full.d, held.e)) return undo();
  polishDay(sol, d);
  polishDay(sol, e);
  const after = { d: dayShape(sol, d), e: dayShape(sol, e) };
  const kept = (k: number, node: number) => sol.days[k]!.some((s) => s.node === node && s.role === role);
  const keeps =
    kept(d, nodeE) &&
    kept(e, nodeD) &&
    after.d.stops === before.d.stops &&
    after.e.stops === before.e.stops &&
    after.d.gap <= before.d.gap &&
    after.e.gap <= before.e.gap &&
    after.d.lunchInTown <= before.d.lunchInTown &&
    after.e.lunchInTown <= before.e.lunchInTown &&
    returnsLess(before.d, before.e, after.d, after.e) &&
    // Rule 3: no place comes on days in a row, nor a third time, that did not before.
    sol.repeatCost(nodeD) + sol.repeatCost(nodeE) <= before.repeats;
  return keeps || undo();
}

type Measure = { zig: number; wide: number; travel: number };

/**
 * Fewer returns over the two days: to within 1 km (rule 9), or as many of those and fewer to within 2 km (the wider
 * reading) with no more way to go.
 */
function returnsLess(d0: Measure, e0: Measure, d1: Measure, e1: Measure): boolean {
  const strict = d1.zig + e1.zig - (d0.zig + e0.zig);
  if (strict !== 0) return strict < 0;
  return d1.wide + e1.wide < d0.wide + e0.wide && d1.travel + e1.travel <= d0.travel + e0.travel;
}
