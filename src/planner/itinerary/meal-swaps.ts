// Rule 9 across days: two days may trade their lunches or their dinners when that keeps each day nearer its own
// stops. Each day's meals are chosen with that day's places in mind, while rule 3 keeps a restaurant off days in a
// row; the place that would have kept one day compact can be the next day's meal (Petra: Al Iwan by the Siq was the
// second evening's dinner, so the first evening went to Wadi Musa between the Siq and Petra by Night, while the
// second day ended in Wadi Musa itself). A trade never misses more diets (the same places, the same traveller).
import { polishDay, restore, snapshot, zigzags } from './polish.ts';
import { DINNER, LUNCH, type Role } from './problem.ts';
import type { Solution } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** Trades meals between days while a trade removes returns to an area left, over the two days. */
export function swapMealsAcrossDays(sol: Solution): void {
  for (const role of [LUNCH, DINNER] as const) {
    for (let d = 0; d < sol.days.length; d++) {
      if (zigzags(sol.problem, sol.days[d]!) === 0) continue;
      for (let e = 0; e < sol.days.length; e++) {
        if (e !== d && traded(sol, role, d, e)) break;
      }
    }
  }
}

/** Whether day d and day e trade their meals of `role`, returning less over the two days and losing nothing. */
function traded(sol: Solution, role: Role, d: number, e: number): boolean {
  const p = sol.problem;
  const posD = sol.days[d]!.findIndex((s) => s.role === role);
  const posE = sol.days[e]!.findIndex((s) => s.role === role);
  if (posD < 0 || posE < 0) return false;
  const nodeD = sol.days[d]![posD]!.node;
  const nodeE = sol.days[e]![posE]!.node;
  if (nodeD === nodeE) return false;
  const measure = (k: number) => ({
    zig: zigzags(p, sol.days[k]!),
    gap: Math.max(longestGap(p, k, sol.days[k]!), LONG_GAP_MINUTES - 1),
    stops: sol.days[k]!.length,
  });
  const before = { d: measure(d), e: measure(e), repeats: sol.repeatCost(nodeD) + sol.repeatCost(nodeE) };
  const saved = [snapshot(sol, d), snapshot(sol, e)] as const;
  const undo = () => {
    restore(sol, d, saved[0]);
    restore(sol, e, saved[1]);
    return false;
  };
  // Each place at its own length, or else at the length of the meal it replaces (the hour the day had for it).
  const held = {
    d: sol.days[d]![posD]!.end - sol.days[d]![posD]!.start,
    e: sol.days[e]![posE]!.end - sol.days[e]![posE]!.start,
  };
  const full = { d: p.stay(role, nodeD), e: p.stay(role, nodeE) };
  if (!sol.remove(d, posD) || !sol.remove(e, posE)) return undo();
  const fits = (k: number, pos: number, node: number, own: number, other: number) => {
    if (sol.tryInsert(k, pos, node, role)) return true;
    if (other >= own) return false;
    p.setMealMinutes(node, other);
    if (sol.tryInsert(k, pos, node, role)) return true;
    p.setMealMinutes(node, own);
    return false;
  };
  if (!fits(d, posD, nodeE, full.e, held.d) || !fits(e, posE, nodeD, full.d, held.e)) {
    p.setMealMinutes(nodeD, full.d);
    p.setMealMinutes(nodeE, full.e);
    return undo();
  }
  polishDay(sol, d);
  polishDay(sol, e);
  const after = { d: measure(d), e: measure(e) };
  const kept = (k: number, node: number) => sol.days[k]!.some((s) => s.node === node && s.role === role);
  const keeps =
    kept(d, nodeE) &&
    kept(e, nodeD) &&
    after.d.stops === before.d.stops &&
    after.e.stops === before.e.stops &&
    after.d.gap <= before.d.gap &&
    after.e.gap <= before.e.gap &&
    after.d.zig + after.e.zig < before.d.zig + before.e.zig &&
    // Rule 3: no place comes on days in a row, nor a third time, that did not before.
    sol.repeatCost(nodeD) + sol.repeatCost(nodeE) <= before.repeats;
  if (keeps) return true;
  p.setMealMinutes(nodeD, full.d);
  p.setMealMinutes(nodeE, full.e);
  return undo();
}
