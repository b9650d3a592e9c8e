// The last word on must-sees: a highlight the search left out (its day filled with shorter visits around the
// meals before it came up) gets a day rebuilt around it: the day's other visits and meals come out, the
// must-see goes in, the meals go back where they fit, and the visits refill the trip. Kept only when the day
// keeps every meal it had. An outing's must-see (Mount Misen) goes only on the day of the outing it is near.
// A long one that still leaves no room for lunch is kept shorter (three hours of the Forbidden City and lunch,
// rather than four hours and none, or no Forbidden City at all); its card says so.
import { adoptPlan, greedyFill, mealsOf, placeMeals, placeMealsFartherOff } from './construct.ts';
import { permutations } from './permutations.ts';
import { restore, snapshot, zigzags } from './polish.ts';
import { DINNER, LUNCH, SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';
import { SHORTER_MUST_SEE_VISITS } from './time-windows.ts';

/** Places must-sees the plan lacks where a rebuilt day can hold them; true when the plan changed. */
export function placeMissingMustSees(sol: Solution): boolean {
  const p = sol.problem;
  const missing: number[] = [];
  for (let i = 0; i < p.n; i++) if (p.isMustSee[i] && sol.sightUses[i] === 0) missing.push(i);
  // The longest first: they need the emptiest days.
  missing.sort((a, b) => p.stay(SIGHT, b) - p.stay(SIGHT, a) || a - b);
  let changed = false;
  for (const node of missing) {
    const full = p.stay(SIGHT, node);
    let best = bestRebuild(sol, node);
    for (const shorter of SHORTER_MUST_SEE_VISITS) {
      if (best || shorter >= full) continue;
      p.setVisitMinutes(node, shorter);
      best = bestRebuild(sol, node);
    }
    if (!best) p.setVisitMinutes(node, full);
    best ??= rebuildWithOtherShorter(sol, node);
    best ??= rebuildOnEveningAfterOuting(sol, node);
    if (!best) continue;
    adoptPlan(sol, best);
    changed = true;
  }
  return changed;
}

/** The best plan with a day rebuilt around `node`, or null. */
function bestRebuild(sol: Solution, node: number): Solution | null {
  const p = sol.problem;
  let best: Solution | null = null;
  for (let d = 0; d < p.days.length; d++) {
    if (p.windows(SIGHT, node, d).length === 0 || !sol.setup[d]!.allowsSight(node)) continue;
    const trial = rebuiltAround(sol, d, node);
    if (trial && (!best || better(trial, best))) best = trial;
  }
  return best;
}

/**
 * The best plan with a day rebuilt around `node` once a long must-see already on that day is kept shorter (the
 * Forbidden City for three hours, so that Tiananmen Square and lunch fit before a departure), or null.
 */
function rebuildWithOtherShorter(sol: Solution, node: number): Solution | null {
  const p = sol.problem;
  // Three hours first; shorter only when no day fits with three (Washington on 24 December: the Monument fits
  // beside the African American museum kept to 2.5 hours, which closes at 17:30).
  for (const shorter of SHORTER_MUST_SEE_VISITS) {
    let best: { trial: Solution; kept: number } | null = null;
    for (let d = 0; d < p.days.length; d++) {
      if (p.windows(SIGHT, node, d).length === 0 || !sol.setup[d]!.allowsSight(node)) continue;
      for (const stop of sol.days[d]!) {
        const full = p.stay(SIGHT, stop.node);
        if (stop.role !== SIGHT || !p.isMustSee[stop.node] || full <= shorter) continue;
        p.setVisitMinutes(stop.node, shorter);
        const trial = rebuiltAround(sol, d, node);
        if (trial && (!best || better(trial, best.trial))) best = { trial, kept: stop.node };
        p.setVisitMinutes(stop.node, full);
      }
    }
    // The chosen plan was timed with that must-see shorter: it stays so.
    if (best) {
      p.setVisitMinutes(best.kept, shorter);
      return best.trial;
    }
  }
  return null;
}

/**
 * The best plan with the evening after a whole-day trip rebuilt around `node`, one visit in town more than such
 * an evening usually holds (Kyoto at a light pace: the Arashiyama bamboo grove back from Nara, before dinner),
 * or null. That evening then keeps room for it.
 */
function rebuildOnEveningAfterOuting(sol: Solution, node: number): Solution | null {
  const p = sol.problem;
  let best: { trial: Solution; day: number } | null = null;
  for (let d = 0; d < p.days.length; d++) {
    const setup = sol.setup[d]!;
    if (setup.townVisits === undefined || p.windows(SIGHT, node, d).length === 0 || !setup.allowsSight(node))
      continue;
    setup.townVisits++;
    const trial = rebuiltAround(sol, d, node);
    setup.townVisits--;
    if (trial && (!best || better(trial, best.trial))) best = { trial, day: d };
  }
  if (!best) return null;
  const setup = sol.setup[best.day]!;
  setup.townVisits = setup.townVisits! + 1;
  return best.trial;
}

/** Fewer returns to an area a day has left first (MONA between lunch and dinner in town), then the objective. */
function better(a: Solution, b: Solution): boolean {
  const za = tripZigzags(a);
  const zb = tripZigzags(b);
  return za !== zb ? za < zb : a.objective() > b.objective();
}

function tripZigzags(sol: Solution): number {
  let count = 0;
  for (const route of sol.days) count += zigzags(sol.problem, route);
  return count;
}

/**
 * A copy of the plan with day d rebuilt around `node`, or null when it, a meal or another must-see would not
 * fit. The day keeps only its day trip; the must-sees go in (in the first order that fits: the missing one first,
 * else any order of up to four), the meals before or after the others (a must-see that no longer fits this day
 * may move to another), then visits refill the trip.
 */
function rebuiltAround(sol: Solution, d: number, node: number): Solution | null {
  const p = sol.problem;
  const pinned = sol.setup[d]!.pinned;
  const others = sol.days[d]!.filter((s) => s.role === SIGHT && s.node !== pinned && p.isMustSee[s.node]).map(
    (s) => s.node,
  );
  others.sort((a, b) => p.stay(SIGHT, b) - p.stay(SIGHT, a) || a - b);
  let best: Solution | null = null;
  for (const mealsFirst of [false, true]) {
    // The missing one first, the longest of the others next; when that fails, every other order of a few.
    let trial: Solution | null = null;
    for (const order of orders(node, others)) {
      trial = rebuilt(sol, d, order, node, mealsFirst);
      if (trial) break;
    }
    if (!trial) continue;
    greedyFill(trial);
    if (!best || better(trial, best)) best = trial;
  }
  return best;
}

/** How many must-sees of one day are tried in every order (4! = 24 orders at most). */
const ALL_ORDERS_UP_TO = 4;

function* orders(node: number, others: readonly number[]): Generator<number[]> {
  const first = [node, ...others];
  yield first;
  if (first.length > ALL_ORDERS_UP_TO) return;
  const key = first.join();
  for (const order of permutations(first)) if (order.join() !== key) yield order;
}

/**
 * Day d without its visits and meals (its day trip stays), then the must-sees in `order` (`node` on this day,
 * the others here or, if no longer, on another day), the meals after the first of them or after all; null when
 * `node` or a meal the day had does not fit.
 */
function rebuilt(
  sol: Solution,
  d: number,
  order: readonly number[],
  node: number,
  mealsFirst: boolean,
): Solution | null {
  const trial = sol.clone();
  const had = ([LUNCH, DINNER] as const).filter((role) => sol.hasMeal(d, role));
  const pinned = trial.setup[d]!.pinned;
  // Highest position first, so that the positions left stay valid.
  for (let pos = trial.days[d]!.length - 1; pos >= 0; pos--) {
    const stop = trial.days[d]![pos]!;
    if (stop.role === SIGHT && stop.node === pinned) continue;
    if (!trial.remove(d, pos)) return null;
  }
  for (const [k, m] of order.entries()) {
    if (m === node) {
      const ins = trial.bestInsertion(d, node, SIGHT);
      if (!ins) return null;
      trial.insert(d, ins.pos, node, SIGHT);
    } else if (!placeAnywhere(trial, m, d)) return null;
    if (mealsFirst && k === 0) placeMeals(trial, d);
  }
  if (!mealsFirst) placeMeals(trial, d);
  // A meal with no place beside the must-sees alone may have one once the day has its other visits: a dinner in
  // town right after MONA was 45 minutes off the way back to a hotel 20 km east, and after an hour in town it is on
  // it. Failing that, farther off the way, as a day without its must-see would take it.
  if (had.some((role) => !trial.hasMeal(d, role))) {
    greedyFill(trial);
    placeMeals(trial, d);
    placeMealsFartherOff(trial, d);
    // Not at the cost of a day that returns to an area it left (Perge, then a dinner back beside the lunch).
    if (zigzags(sol.problem, trial.days[d]!) > zigzags(sol.problem, sol.days[d]!)) return null;
  }
  // Every meal the day had, each of its kind: a dinner gained is no lunch (Beijing's last day had lost its lunch
  // to Tiananmen Square between the Forbidden City and the Lama Temple).
  if (had.some((role) => !trial.hasMeal(d, role))) return null;
  return trial;
}

/** Puts a must-see back on day d, or on another day where it gains most; false when no day has room. */
function placeAnywhere(sol: Solution, node: number, d: number): boolean {
  const here = sol.bestInsertion(d, node, SIGHT);
  if (here) {
    sol.insert(d, here.pos, node, SIGHT);
    return true;
  }
  let best: { e: number; pos: number; delta: number } | null = null;
  for (let e = 0; e < sol.days.length; e++) {
    if (e === d) continue;
    const ins = sol.bestInsertion(e, node, SIGHT);
    if (ins && (!best || ins.delta > best.delta)) best = { e, pos: ins.pos, delta: ins.delta };
  }
  if (best) {
    sol.insert(best.e, best.pos, node, SIGHT);
    return true;
  }
  return displaceOnAnotherDay(sol, node, d);
}

/** The most visits of another day that one must-see may take the place of. */
const MOST_DISPLACED = 3;

/**
 * Puts a must-see on a full day other than d in place of visits that are no must-sees (the least worth first, up
 * to three), when that day keeps its meals and returns to no area it left: Arthur's Seat to another morning when
 * Holyroodhouse, open one day of the trip, takes its day. False, and nothing changed, when no day can.
 */
function displaceOnAnotherDay(sol: Solution, node: number, d: number): boolean {
  const p = sol.problem;
  for (let e = 0; e < sol.days.length; e++) {
    if (e === d || p.windows(SIGHT, node, e).length === 0 || !sol.setup[e]!.allowsSight(node)) continue;
    const victims = sol.days[e]!.filter(
      (s) => s.role === SIGHT && !p.isMustSee[s.node] && s.node !== sol.setup[e]!.pinned,
    ).map((s) => s.node);
    victims.sort((a, b) => sol.sightValue(e, a) - sol.sightValue(e, b) || a - b);
    const saved = snapshot(sol, e);
    const meals = mealsOf(sol, e);
    const zig = zigzags(p, sol.days[e]!);
    for (const victim of victims.slice(0, MOST_DISPLACED)) {
      const pos = sol.days[e]!.findIndex((s) => s.role === SIGHT && s.node === victim);
      if (!sol.remove(e, pos)) break;
      const ins = sol.bestInsertion(e, node, SIGHT);
      if (ins && sol.tryInsert(e, ins.pos, node, SIGHT)) {
        if (mealsOf(sol, e) === meals && zigzags(p, sol.days[e]!) <= zig) return true;
        break;
      }
    }
    restore(sol, e, saved);
  }
  return false;
}
