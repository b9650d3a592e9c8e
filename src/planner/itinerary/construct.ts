// The first plan: pin the day trips, open each day with the best place of its own area, place the meals, then
// insert visits greedily (best gain anywhere in the trip first) until nothing more fits.

import { permutations } from './permutations.ts';
import { DINNER, LUNCH, type Role, SIGHT } from './problem.ts';
import { type Insertion, keepsDayOrder, type Solution, type Stop, WEIGHTS, zigzagsWith } from './solution.ts';
import {
  LAST_SHORTER_MUST_SEE_VISIT,
  MIN_SHORT_TRIP_VISIT,
  SHORTER_MUST_SEE_VISITS,
} from './time-windows.ts';

/** Meal places tried, best first, around a must-see kept shorter for the meal. */
const MEALS_TRIED = 6;
/**
 * The longest detours (travel minutes added to the day's way) a meal may take when no nearer one fits, tried in
 * turn: a long way to a meal beats none.
 */
const LAST_RESORT_MEAL_DETOURS = [60, 120] as const;

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
  placeMustSees(sol);
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

/**
 * Must-sees go in before the meals, each where it gains most (its day's area, the day it opens): a four-hour
 * visit to the Statue of Liberty fits a morning only while the morning is free, and lunch can follow it.
 */
function placeMustSees(sol: Solution): void {
  const { problem } = sol;
  const must = Array.from({ length: problem.n }, (_, i) => i)
    .filter((i) => problem.isMustSee[i] && !problem.isDayTrip[i])
    .sort((a, b) => problem.stay(SIGHT, b) - problem.stay(SIGHT, a) || a - b);
  for (const node of must) {
    const options: { d: number; ins: Insertion }[] = [];
    for (let d = 0; d < problem.days.length; d++) {
      const ins = sol.bestInsertion(d, node, SIGHT);
      if (ins) options.push({ d, ins });
    }
    options.sort((a, b) => b.ins.delta - a.ins.delta || a.d - b.d);
    // The best day that keeps its meals. Failing that it waits: once the meals are placed, the greedy fill
    // puts it wherever it still fits around them (a meal is worth more than any visit).
    for (const { d, ins } of options) {
      const before = mealsThatFit(sol, d);
      sol.insert(d, ins.pos, node, SIGHT);
      if (mealsThatFit(sol, d) === before) break;
      sol.remove(d, ins.pos);
    }
  }
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
 * Places the meals day d still lacks. With both missing it tries both orders (lunch first or dinner first: a
 * long visit can leave room for only one of them depending on which goes in first) and keeps the one that places
 * more, then gains more.
 */
export function placeMeals(sol: Solution, d: number): void {
  const wanted = sol.problem.days[d]!.meals;
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
  makeRoomForMeals(sol, d);
}

/**
 * A meal that fits nowhere on a full day gets the room of one visit: the visit whose removal lets the meal in
 * at the least cost (never the day trip or a must-see). A meal is worth more than any single visit.
 */
function makeRoomForMeals(sol: Solution, d: number): void {
  const { problem } = sol;
  for (const meal of problem.days[d]!.meals) {
    const role = meal === 'lunch' ? LUNCH : DINNER;
    if (sol.hasMeal(d, role)) continue;
    let best: { pos: number; node: number; ins: Insertion; value: number } | null = null;
    sol.days[d]!.forEach((stop, pos) => {
      if (stop.role !== SIGHT || stop.node === sol.setup[d]!.pinned || problem.isMustSee[stop.node]) return;
      const trial = sol.clone();
      if (!trial.remove(d, pos)) return;
      const found = bestMeal(trial, d, role);
      if (!found) return;
      const value = found.ins.delta - trial.sightValue(d, stop.node);
      if (!best || value > best.value) best = { pos, node: found.node, ins: found.ins, value };
    });
    if (!best) continue;
    const chosen = best as { pos: number; node: number; ins: Insertion; value: number };
    sol.remove(d, chosen.pos);
    sol.insert(d, chosen.ins.pos, chosen.node, role);
  }
}

/**
 * The last word on meals: a day still missing a wanted meal gives up the visits, one or two (never the day trip
 * or a must-see), whose removal lets the meal in at the least loss. A traveller eats before sightseeing more.
 */
export function ensureMeals(sol: Solution, d: number): void {
  const { problem } = sol;
  placeMeals(sol, d);
  const setup = sol.setup[d]!;
  if (!sol.hasMeal(d, LUNCH) && setup.lunchInTown && problem.days[d]!.meals.includes('lunch')) {
    // The day trip's own lunch places do not fit after all: lunch back in town rather than none.
    setup.allowsMeal = setup.lunchInTown;
    placeMeals(sol, d);
  }
  for (const meal of problem.days[d]!.meals) {
    const role = meal === 'lunch' ? LUNCH : DINNER;
    if (sol.hasMeal(d, role)) continue;
    const removable = sol.days[d]!.map((stop, pos) => ({ stop, pos })).filter(
      ({ stop }) =>
        stop.role === SIGHT && stop.node !== sol.setup[d]!.pinned && !problem.isMustSee[stop.node],
    );
    let best: { trial: Solution; value: number } | null = null;
    const attempt = (positions: number[]) => {
      const trial = sol.clone();
      let lost = 0;
      // Highest position first, so that the others stay where they are.
      for (const pos of [...positions].sort((a, b) => b - a)) {
        const node = trial.days[d]![pos]!.node;
        lost += trial.sightValue(d, node);
        if (!trial.remove(d, pos)) return;
      }
      const found = bestMeal(trial, d, role);
      if (!found) return;
      const value = found.ins.delta - lost;
      if (best && value <= best.value) return;
      trial.insert(d, found.ins.pos, found.node, role);
      best = { trial, value };
    };
    for (const a of removable) attempt([a.pos]);
    if (!best)
      for (const a of removable) for (const b of removable) if (a.pos < b.pos) attempt([a.pos, b.pos]);
    const chosen =
      (best as { trial: Solution } | null)?.trial ??
      mustSeeMovedFor(sol, d, role) ??
      mealsPlacedAgain(sol, d, removable) ??
      mealsAfterReorder(sol, d) ??
      mustSeeShortenedFor(sol, d, role, removable) ??
      outingShortenedFor(sol, d, role) ??
      outingShortenedWithout(sol, d, role, removable);
    if (chosen) adoptPlan(sol, chosen);
  }
  placeMealsFartherOff(sol, d);
  quickMealBeforeLeaving(sol, d);
}

/**
 * The meals day d still lacks, farther off the day's way than meals usually go, then farther still: a long way to
 * dinner beats none (a hotel by the Garden of Five Senses in south Delhi, every dinner place in the guide but the
 * day's lunch place across town; a hotel at Uluwatu after the Kecak dance: dinner in Seminyak, an hour's drive each
 * way).
 */
export function placeMealsFartherOff(sol: Solution, d: number): void {
  for (const cap of LAST_RESORT_MEAL_DETOURS) {
    if (sol.problem.days[d]!.meals.every((m) => sol.hasMeal(d, m === 'lunch' ? LUNCH : DINNER))) break;
    sol.mealDetourCap = cap;
    placeMeals(sol, d);
    sol.mealDetourCap = WEIGHTS.mealMaxDetour;
  }
}

/**
 * The best place for a quick meal on day d that does not bring the day back to where it was: a return would undo
 * the day (its visits traded for others near the meal, Johannesburg's afternoon in Newtown for dinner in Rosebank).
 */
function quickMealOption(sol: Solution, d: number, role: Role): { node: number; ins: Insertion } | undefined {
  return mealsByGain(sol, d, role).find(
    (o) => zigzagsWith(sol.problem, sol.days[d]!, o.ins.pos, o.node) === 0,
  );
}

/** Day d with the meal in place of one of its visits (not its day trip, not a must-see), the least loss; or as it was. */
function mealWithoutOneVisit(sol: Solution, d: number, role: Role): void {
  const p = sol.problem;
  let best: { trial: Solution; value: number } | null = null;
  for (const [pos, stop] of sol.days[d]!.entries()) {
    if (stop.role !== SIGHT || stop.node === sol.setup[d]!.pinned || p.isMustSee[stop.node]) continue;
    const trial = sol.clone();
    const lost = trial.sightValue(d, stop.node);
    if (!trial.remove(d, pos)) continue;
    const found = quickMealOption(trial, d, role);
    if (!found || (best && found.ins.delta - lost <= best.value)) continue;
    trial.insert(d, found.ins.pos, found.node, role);
    best = { trial, value: found.ins.delta - lost };
  }
  if (best) adoptPlan(sol, best.trial);
}

/** Makes `sol` the plan `trial` (a clone of it changed): its days, visits and meals. */
export function adoptPlan(sol: Solution, trial: Solution): void {
  trial.days.forEach((stops, e) => {
    sol.days[e]!.splice(0, sol.days[e]!.length, ...stops);
  });
  sol.setCounts(trial.sightUses, trial.mealDays);
}

/** The length of a meal taken quickly before the traveller must be back (the departure). */
const QUICK_MEAL_MINUTES = 45;

/**
 * The departure day's meal that fits at no place's usual length (back at 19:30, dinner from 18:30): a quick one,
 * of 45 minutes, where it then fits, near the way back or farther as a last resort, else in place of one visit.
 * The place keeps that length (its card says why).
 */
function quickMealBeforeLeaving(sol: Solution, d: number): void {
  const p = sol.problem;
  const info = p.days[d]!;
  if (info.backBy === undefined) return;
  for (const meal of info.meals) {
    const role = meal === 'lunch' ? LUNCH : DINNER;
    if (sol.hasMeal(d, role)) continue;
    // Not a place the plan already eats at: its meals there keep their length.
    const eatenAt = new Set(
      sol.days.flatMap((route) => route.filter((s) => s.role !== SIGHT).map((s) => s.node)),
    );
    const shortened: [number, number][] = [];
    for (let node = 0; node < p.n; node++) {
      const full = p.stay(role, node);
      if (!p.serves[meal][node] || full <= QUICK_MEAL_MINUTES || eatenAt.has(node)) continue;
      shortened.push([node, full]);
      p.setMealMinutes(node, QUICK_MEAL_MINUTES);
    }
    for (const cap of [WEIGHTS.mealMaxDetour, ...LAST_RESORT_MEAL_DETOURS]) {
      sol.mealDetourCap = cap;
      if (sol.hasMeal(d, role)) continue;
      const pick = quickMealOption(sol, d, role);
      if (pick) sol.insert(d, pick.ins.pos, pick.node, role);
    }
    sol.mealDetourCap = WEIGHTS.mealMaxDetour;
    if (!sol.hasMeal(d, role)) mealWithoutOneVisit(sol, d, role);
    const taken = sol.days[d]!.find((s) => s.role === role)?.node;
    for (const [node, full] of shortened) if (node !== taken) p.setMealMinutes(node, full);
  }
}

/**
 * A copy of the plan where day d's meals are all chosen again, without one or two of its visits that are no
 * must-sees if need be (the fewest, the least worth), so that every meal of the day fits; or null. The meal
 * already placed may be what blocks the other: Paris on arrival at 13:30, lunch before the Musée d'Orsay pushes
 * Montmartre past the time to reach the dinner booked across town, while a dinner in Montmartre still fits.
 */
function mealsPlacedAgain(
  sol: Solution,
  d: number,
  removable: readonly { stop: Stop; pos: number }[],
): Solution | null {
  const { problem } = sol;
  const wanted = problem.days[d]!.meals.length;
  const subsets: number[][] = [[], ...removable.map((a) => [a.pos])];
  for (const a of removable) for (const b of removable) if (a.pos < b.pos) subsets.push([a.pos, b.pos]);
  let best: { trial: Solution; lost: number; size: number } | null = null;
  for (const positions of subsets) {
    if (best && positions.length > best.size) break;
    const trial = sol.clone();
    let lost = 0;
    let removed = true;
    // Highest position first, so that the others stay where they are.
    for (const pos of [...positions].sort((x, y) => y - x)) {
      lost += trial.sightValue(d, trial.days[d]![pos]!.node);
      if (!trial.remove(d, pos)) removed = false;
    }
    if (!removed) continue;
    for (let pos = trial.days[d]!.length - 1; pos >= 0; pos--)
      if (trial.days[d]![pos]!.role !== SIGHT && !trial.remove(d, pos)) removed = false;
    if (!removed) continue;
    placeMeals(trial, d);
    if (mealsOf(trial, d) < wanted) continue;
    if (!best || lost < best.lost) best = { trial, lost, size: positions.length };
  }
  return best?.trial ?? null;
}

/** Lunch and dinner that day d holds (0 to 2). */
export function mealsOf(sol: Solution, d: number): number {
  return (sol.hasMeal(d, LUNCH) ? 1 : 0) + (sol.hasMeal(d, DINNER) ? 1 : 0);
}

/** A day of at most this many visits tries every order of them for its meals (4! = 24 orders). */
const REORDERED_VISITS_UP_TO = 4;

/**
 * A copy of the plan where day d's visits go in another order and its meals are chosen again, so that every meal
 * fits; or null. New York on arrival at 13:30: lunch pushed the Met, after the Empire State Building, past any
 * dinner; the Met first, then the Empire State Building, open late, leaves dinner in Midtown. Not on a day trip's
 * day, whose order is the outing's.
 */
function mealsAfterReorder(sol: Solution, d: number): Solution | null {
  const { problem } = sol;
  if (sol.setup[d]!.pinned >= 0) return null;
  const visits = sol.days[d]!.filter((s) => s.role === SIGHT).map((s) => s.node);
  if (visits.length < 2 || visits.length > REORDERED_VISITS_UP_TO) return null;
  const wanted = problem.days[d]!.meals.length;
  let best: Solution | null = null;
  for (const order of permutations(visits)) {
    const trial = sol.clone();
    let fits = true;
    for (let pos = trial.days[d]!.length - 1; pos >= 0 && fits; pos--) fits = trial.remove(d, pos);
    for (const node of order) if (fits) fits = trial.tryInsert(d, trial.days[d]!.length, node, SIGHT);
    if (!fits || !keepsDayOrder(trial, d, trial.days[d]!)) continue;
    placeMeals(trial, d);
    if (mealsOf(trial, d) < wanted) continue;
    if (!best || trial.objective() > best.objective()) best = trial;
  }
  return best;
}

/** A copy of the plan where a must-see of day d moved to another day so that the meal fits, or null. */
function mustSeeMovedFor(sol: Solution, d: number, role: Role): Solution | null {
  const { problem } = sol;
  for (let pos = 0; pos < sol.days[d]!.length; pos++) {
    const stop = sol.days[d]![pos]!;
    if (stop.role !== SIGHT || !problem.isMustSee[stop.node] || stop.node === sol.setup[d]!.pinned) continue;
    const trial = sol.clone();
    if (!trial.remove(d, pos)) continue;
    const meal = bestMeal(trial, d, role);
    if (!meal) continue;
    trial.insert(d, meal.ins.pos, meal.node, role);
    for (let e = 0; e < problem.days.length; e++) {
      if (e === d) continue;
      const ins = trial.bestInsertion(e, stop.node, SIGHT);
      if (!ins) continue;
      trial.insert(e, ins.pos, stop.node, SIGHT);
      return trial;
    }
  }
  return null;
}

/**
 * A copy of the plan where a long must-see of day d is kept shorter (three hours, then two and a half...) so that
 * the meal fits that day, without one lesser visit of the day if need be, or null; the shorter visit stays for
 * the whole plan, and its card says so. Wellington on arrival at 13:30: lunch, the Cable Car Museum and three
 * hours of Te Papa (last entry 15:00) do not fit; lunch and two and a half hours of Te Papa do.
 */
function mustSeeShortenedFor(
  sol: Solution,
  d: number,
  role: Role,
  removable: readonly { stop: Stop; pos: number }[],
): Solution | null {
  const { problem } = sol;
  // An hour and a half only when no longer visit, even without a lesser one, lets the meal in (St Kilda before
  // the penguins, so that dinner at their cafe fits before it closes).
  for (const lengths of [SHORTER_MUST_SEE_VISITS, [LAST_SHORTER_MUST_SEE_VISIT]])
    for (const without of [undefined, ...removable.map((a) => a.stop.node)]) {
      const base = sol.clone();
      if (without !== undefined) {
        const at = base.days[d]!.findIndex((s) => s.role === SIGHT && s.node === without);
        if (!base.remove(d, at)) continue;
      }
      for (const minutes of lengths) {
        for (let pos = 0; pos < base.days[d]!.length; pos++) {
          const stop = base.days[d]![pos]!;
          const full = problem.stay(SIGHT, stop.node);
          if (stop.role !== SIGHT || !problem.isMustSee[stop.node] || full <= minutes) continue;
          problem.setVisitMinutes(stop.node, minutes);
          const without = base.clone();
          // The best meal may sit where the must-see cannot follow it (a dinner across town before Monserrate's
          // evening): the next best are tried too.
          const meals = without.remove(d, pos) ? mealsByGain(without, d, role).slice(0, MEALS_TRIED) : [];
          for (const meal of meals) {
            const trial = without.clone();
            trial.insert(d, meal.ins.pos, meal.node, role);
            const back = trial.bestInsertion(d, stop.node, SIGHT);
            if (back) {
              trial.insert(d, back.pos, stop.node, SIGHT);
              return trial;
            }
          }
          problem.setVisitMinutes(stop.node, full);
        }
        const both = mustSeesShortenedTogether(base, d, role, minutes);
        if (both) return both;
      }
    }
  return null;
}

/**
 * A copy of the plan where every long must-see of day d is kept to `minutes` at once so that the meal fits, or
 * null (Vancouver: after Shannon Falls, lunch at the gondola leaves room for Grouse Mountain and Stanley Park
 * only with both kept to two hours). The shorter visits stay for the whole plan.
 */
function mustSeesShortenedTogether(base: Solution, d: number, role: Role, minutes: number): Solution | null {
  const { problem } = base;
  const long = base.days[d]!.filter(
    (s) => s.role === SIGHT && problem.isMustSee[s.node] && problem.stay(SIGHT, s.node) > minutes,
  ).map((s) => s.node);
  if (long.length < 2) return null;
  const full = long.map((node) => problem.stay(SIGHT, node));
  for (const node of long) problem.setVisitMinutes(node, minutes);
  const trial = base.clone();
  const meal = trial.setRoute(d, trial.days[d]!) ? mealsByGain(trial, d, role)[0] : undefined;
  if (meal) {
    trial.insert(d, meal.ins.pos, meal.node, role);
    return trial;
  }
  long.forEach((node, k) => {
    problem.setVisitMinutes(node, full[k]!);
  });
  return null;
}

/**
 * A copy of the plan where day d's outing is kept shorter, half an hour at a time down to an hour and a half, so
 * that the meal fits that day, or null; its card says so. Bergamo's Città Alta had been kept to three hours for a
 * lunch back in Milan; the one lunch place up there seats its last lunch at 13:00, after two hours up there.
 */
function outingShortenedFor(sol: Solution, d: number, role: Role): Solution | null {
  const { problem } = sol;
  const pinned = sol.setup[d]!.pinned;
  const pos = sol.days[d]!.findIndex((s) => s.role === SIGHT && s.node === pinned);
  if (pinned < 0 || pos < 0) return null;
  const full = problem.stay(SIGHT, pinned);
  for (let minutes = full - 30; minutes >= MIN_SHORT_TRIP_VISIT; minutes -= 30) {
    problem.setVisitMinutes(pinned, minutes);
    const trial = sol.clone();
    if (trial.remove(d, pos)) {
      const back = trial.bestInsertion(d, pinned, SIGHT);
      if (back) {
        trial.insert(d, back.pos, pinned, SIGHT);
        const meal = bestMeal(trial, d, role);
        if (meal) {
          trial.insert(d, meal.ins.pos, meal.node, role);
          return trial;
        }
      }
    }
  }
  problem.setVisitMinutes(pinned, full);
  return null;
}

/**
 * outingShortenedFor without one lesser visit of the day: Melbourne at a light pace, the aquarium until 16:20 left
 * no time for dinner at the Penguin Parade's cafe (it closes at 20:00) before the penguins come ashore at dusk.
 */
function outingShortenedWithout(
  sol: Solution,
  d: number,
  role: Role,
  removable: readonly { stop: Stop; pos: number }[],
): Solution | null {
  for (const { pos } of removable) {
    const trial = sol.clone();
    if (!trial.remove(d, pos)) continue;
    const found = outingShortenedFor(trial, d, role);
    if (found) return found;
  }
  return null;
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

/** Meal places that fit day d in this role, best gain first. */
function mealsByGain(sol: Solution, d: number, role: Role): { node: number; ins: Insertion }[] {
  const out: { node: number; ins: Insertion }[] = [];
  const serves = role === LUNCH ? sol.problem.serves.lunch : sol.problem.serves.dinner;
  for (let node = 0; node < sol.problem.n; node++) {
    if (!serves[node]) continue;
    const ins = sol.bestInsertion(d, node, role);
    if (ins) out.push({ node, ins });
  }
  return out.sort((a, b) => b.ins.delta - a.ins.delta);
}

function bestMeal(sol: Solution, d: number, role: Role): { node: number; ins: Insertion } | null {
  return mealsByGain(sol, d, role)[0] ?? null;
}

/**
 * The greedy fill's best insertion of each unused visit into a day (gains above zero only, as the fill asks), kept by
 * the day's stops and their times: for a place no stop uses, it depends on nothing else while the problem stays as it
 * is (the iterated local search, whose rounds leave most days as they were).
 */
export class InsertionMemo {
  private readonly rows = new Map<string, (Insertion | null | undefined)[]>();

  /** Day d's best insertions as the day stands, for places no stop uses. */
  forDay(sol: Solution, d: number): (node: number) => Insertion | null {
    const key = sol.dayKey(d);
    let row = this.rows.get(key);
    if (!row) {
      row = new Array(sol.problem.n);
      this.rows.set(key, row);
    }
    const known = row;
    return (node) => {
      let ins = known[node];
      if (ins === undefined) ins = known[node] = sol.bestInsertion(d, node, SIGHT, false, 0);
      return ins;
    };
  }
}

/**
 * Inserts unused visits, best gain first, while one fits and gains. `tabu(d, node)` keeps a place out of a
 * day (the perturbation's way to force a change). `memo` is given only while nothing changes the problem.
 */
export function greedyFill(
  sol: Solution,
  tabu?: (d: number, node: number) => boolean,
  memo?: InsertionMemo,
): void {
  const { n, days } = sol.problem;
  const D = days.length;
  const best: (Insertion | null)[] = new Array(D * n).fill(null);
  const limit = sol.problem.trip.activityLimit;
  const refresh = (d: number) => {
    // A day at its limit takes no visit (the first check of every insertion below).
    if (sol.sightCount(d) >= limit) {
      best.fill(null, d * n, (d + 1) * n);
      return;
    }
    const known = memo?.forDay(sol, d);
    for (let node = 0; node < n; node++) {
      if (sol.isUsed(node) || tabu?.(d, node)) best[d * n + node] = null;
      else best[d * n + node] = known ? known(node) : sol.bestInsertion(d, node, SIGHT, false, 0);
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
