// The last look at a day, as a travel editor would take it: among the orders of its stops that keep every window,
// prefer one that never returns to an area it has left (no A -> B -> A of more than 2 km), then one without a long
// idle stretch once the free time is balanced, then the least travel. Exhaustive for days of up to 7 stops; longer
// days keep the order the sequencing gave them.
import { haversineKm } from '../../core/geo.ts';
import { greedyFill, placeMeals } from './construct.ts';
import { HOTEL, LUNCH, type Problem, SIGHT } from './problem.ts';
import { sequenceDay } from './sequence.ts';
import { keepsDayOrder, routeTravel, type Solution, type Stop, WEIGHTS } from './solution.ts';
import { idleMinutes, LONG_GAP_MINUTES, longestGap, spreadDay } from './spread.ts';
import { ceilStep, earliestStart } from './time-windows.ts';

/** An idle stretch this long on a moderate or busy day under its limit takes another visit (fillGaps). */
const FILLED_GAP_MINUTES = 120;
/**
 * A busy day under its limit also takes another visit while its idle stretches add up to this much: a short visit
 * timed in the middle of a long stretch halves it without filling it (Tokyo on 28 December: lunch at 14:15, the
 * Marunouchi Building at 15:55 for 25 minutes, dinner at 18:00), and an hour left over goes to a visit stretched to
 * fill it (Central Park for 1 hour 40 before dinner) rather than to the tenth visit the traveller asked for.
 */
const BUSY_IDLE_MINUTES = 60;
/** The most travel minutes one such visit may add to a busy day. */
const BUSY_FILL_MAX_TRAVEL = 30;
/** A stop this far from both ends of a return makes it a trip out and back (farReturns). */
const FAR_AWAY_KM = 5;
const MAX_STOPS = 7;
/** Orders timed and balanced at the end (the best by zig-zags and travel). */
const FINALISTS = 12;

/** How many A -> B -> A returns an order makes (A and the return within 1 km, B more than 2 km from both). */
export function zigzags(p: Problem, route: readonly Stop[]): number {
  return countReturns(p, route, false);
}

/**
 * Returns of an order, [from, away, back] with `away` apart from both: `back` within BACK_KM of `from`, or with
 * `wide`, not apart from it (within AWAY_KM). Counted in plain loops, without listing them: every order of a day
 * is counted.
 */
function countReturns(p: Problem, route: readonly Stop[], wide: boolean): number {
  const k = route.length;
  let count = 0;
  for (let i = 0; i < k; i++) {
    const a = route[i]!.node;
    for (let j = i + 1; j < k; j++) {
      const b = route[j]!.node;
      if (!p.apart(a, b)) continue;
      for (let m = j + 1; m < k; m++) {
        const c = route[m]!.node;
        if (p.apart(b, c) && (wide ? !p.apart(a, c) : p.together(a, c))) count++;
      }
    }
  }
  return count;
}

/**
 * Returns under a wider reading of rule 9, as [from, away, back] positions: back within AWAY_KM (2 km) rather than
 * BACK_KM of where the day was, that is to a place not apart from where the day was. Only a preference
 * (wide-returns.ts, and between orders that return alike under the strict reading).
 */
export function wideReturnTriples(p: Problem, route: readonly Stop[]): [number, number, number][] {
  return returnTriples(p, route, (a, c) => !p.apart(a, c));
}

/**
 * Returns within AWAY_KM whose stop away lies over FAR_AWAY_KM from both ends: the trip out and back that a travel
 * editor strikes first (Bali: the Batur trek, Klungkung 35 km off, then lunch back by the lake).
 */
export function farReturns(p: Problem, route: readonly Stop[]): number {
  const place = (pos: number) => p.places[route[pos]!.node]!;
  return wideReturnTriples(p, route).filter(
    ([i, j, m]) =>
      haversineKm(place(i), place(j)) > FAR_AWAY_KM && haversineKm(place(j), place(m)) > FAR_AWAY_KM,
  ).length;
}

/** How many returns within AWAY_KM an order makes (the length of wideReturnTriples). */
export function wideZigzags(p: Problem, route: readonly Stop[]): number {
  return countReturns(p, route, true);
}

/** Times an order at its earliest; null if a stop misses its window or the day cannot end in time. */
export function timed(p: Problem, d: number, order: readonly Stop[]): Stop[] | null {
  const out = order.map((s) => ({ ...s }));
  return timeInPlace(p, d, out) ? out : null;
}

/** Sets the earliest start and end of each stop of an order; false if one misses its window or the day ends late. */
function timeInPlace(p: Problem, d: number, order: Stop[]): boolean {
  const day = p.days[d]!;
  let prev = HOTEL;
  let ready = order[0] ? p.leaveFor(d, order[0].node) : day.start;
  for (const s of order) {
    const t = prev === HOTEL ? ready + p.minutes(HOTEL, s.node) : ready + p.changeover(prev, s.node);
    const start = earliestStart(p.windows(s.role, s.node, d), ceilStep(t));
    if (start < 0) return false;
    s.start = start;
    s.end = start + p.stay(s.role, s.node);
    prev = s.node;
    ready = s.end;
  }
  return day.backBy === undefined || ready + p.minutes(prev, HOTEL) <= day.backBy;
}

export function eachPermutation<T>(items: readonly T[], visit: (perm: readonly T[]) => void): void {
  const a = [...items];
  const c = new Array<number>(a.length).fill(0);
  visit(a);
  let i = 0;
  while (i < a.length) {
    if (c[i]! < i) {
      const j = i % 2 === 0 ? 0 : c[i]!;
      [a[i], a[j]] = [a[j]!, a[i]!];
      visit(a);
      c[i]!++;
      i = 0;
    } else {
      c[i] = 0;
      i++;
    }
  }
}

/** The orders of a route with its stop at `from` moved to every other position (untimed, order rules unchecked). */
function movesOf(route: readonly Stop[], from: number): Stop[][] {
  const orders: Stop[][] = [];
  for (let to = 0; to < route.length; to++) {
    if (to === from) continue;
    const moved = [...route];
    const [s] = moved.splice(from, 1);
    moved.splice(to, 0, s!);
    orders.push(moved);
  }
  return orders;
}

/** Every order of day d's route with one stop moved that keeps the day's order rules, timed at its earliest. */
function singleMoves(sol: Solution, d: number, route: readonly Stop[]): Stop[][] {
  const orders: Stop[][] = [];
  for (let i = 0; i < route.length; i++) {
    for (const moved of movesOf(route, i)) {
      if (!keepsDayOrder(sol, d, moved)) continue;
      const order = timed(sol.problem, d, moved);
      if (order) orders.push(order);
    }
  }
  return orders;
}

/**
 * The timed orders of day d's route with the stop that takes it away moved and then a meal moved, returning less
 * than `zig`: an outing brought to the morning needs lunch brought forward too (Salzburg: the Cathedral and the
 * Getreidegasse, lunch, Hellbrunn, dinner back by the Getreidegasse, rather than Hellbrunn first).
 */
function outingAndMealMoves(sol: Solution, d: number, route: readonly Stop[], zig: number): Stop[][] {
  const p = sol.problem;
  const away = new Set(zigzagTriples(p, route).map(([, j]) => route[j]!.node));
  const orders: Stop[][] = [];
  route.forEach((s, i) => {
    if (!away.has(s.node)) return;
    for (const once of movesOf(route, i)) {
      once.forEach((meal, m) => {
        if (meal.role === SIGHT) return;
        for (const moved of movesOf(once, m)) {
          if (!keepsDayOrder(sol, d, moved) || zigzags(p, moved) >= zig) continue;
          const order = timed(p, d, moved);
          if (order) orders.push(order);
        }
      });
    }
  });
  return orders;
}

/** Longer days: move single stops, or an outing and a meal, while that removes returns and keeps every window. */
function relocateOut(sol: Solution, d: number, route: Stop[]): void {
  const p = sol.problem;
  let zig = zigzags(p, route);
  // The order returning least, then travelling least, among those returning less than the day does now.
  const fewestReturns = (orders: Stop[][]) => {
    let best: { order: Stop[]; zig: number; travel: number } | null = null;
    for (const order of orders) {
      const z = zigzags(p, order);
      const t = routeTravel(p, order);
      if (z < zig && (!best || z < best.zig || (z === best.zig && t < best.travel)))
        best = { order, zig: z, travel: t };
    }
    return best;
  };
  for (let round = 0; round < 40 && zig > 0; round++) {
    const best =
      fewestReturns(singleMoves(sol, d, route)) ?? fewestReturns(outingAndMealMoves(sol, d, route, zig));
    if (!best) return;
    route.splice(0, route.length, ...best.order);
    zig = best.zig;
  }
}

/**
 * Longer days left with a long idle stretch: the single move of one stop (most often lunch, to the middle of a
 * morning of short visits) that, balanced, leaves the shortest stretch, returning no more than before. Lisbon on
 * a busy day: seven short visits in Alfama and the Baixa until 14:15, lunch, then nothing until dinner at 19:30.
 */
function moveForGap(sol: Solution, d: number, route: Stop[]): void {
  const p = sol.problem;
  const zig = zigzags(p, route);
  let best: { order: Stop[]; gap: number; travel: number } | null = null;
  for (const order of singleMoves(sol, d, route)) {
    if (zigzags(p, order) > zig) continue;
    spreadDay(p, d, order);
    const gap = longestGap(p, d, order);
    const travel = routeTravel(p, order);
    if (!best || gap < best.gap || (gap === best.gap && travel < best.travel)) best = { order, gap, travel };
  }
  if (best && best.gap < longestGap(p, d, route)) route.splice(0, route.length, ...best.order);
}

/** Re-orders and re-times day d when its current shape zig-zags or leaves a long idle stretch. */
export function polishDay(sol: Solution, d: number): void {
  const p = sol.problem;
  const route = sol.days[d]!;
  spreadDay(p, d, route);
  if (route.length < 3) return;
  const current = {
    zig: zigzags(p, route),
    long: longestGap(p, d, route) >= LONG_GAP_MINUTES,
    wide: wideZigzags(p, route),
  };
  if (current.zig === 0 && !current.long && current.wide === 0) return;
  if (route.length > MAX_STOPS) {
    relocateOut(sol, d, route);
    spreadDay(p, d, route);
    if (longestGap(p, d, route) >= LONG_GAP_MINUTES) moveForGap(sol, d, route);
    return;
  }
  const best = bestOrder(sol, d, route);
  // A day that only returns read widely takes an order returning less so, no worse otherwise and travelling no
  // more (an order fewer returns but a longer way makes is no better for the traveller).
  const onlyWide = current.zig === 0 && !current.long;
  const widely = (b: NonNullable<typeof best>) =>
    !b.long && b.wide < current.wide && routeTravel(p, b.order) <= routeTravel(p, route);
  const better =
    best &&
    (best.zig < current.zig ||
      (best.zig === current.zig && (onlyWide ? widely(best) : !best.long || current.long)));
  if (best && better) {
    route.splice(0, route.length, ...best.order);
    current.zig = best.zig;
  }
  if (current.zig > 0) startEarlierForOrder(sol, d, current.zig);
}

/**
 * The order of day d's stops that returns least, then leaves no long idle stretch, then returns least read widely,
 * then travels least.
 */
function bestOrder(
  sol: Solution,
  d: number,
  route: readonly Stop[],
): { order: Stop[]; zig: number; long: boolean; wide: number } | null {
  const p = sol.problem;
  const candidates = feasibleOrders(sol, d, route);
  candidates.sort((a, b) => a.zig - b.zig || a.gap - b.gap || a.wide - b.wide || a.travel - b.travel);
  let best: { order: Stop[]; zig: number; long: boolean; wide: number } | null = null;
  for (const { perm, zig, wide } of candidates.slice(0, FINALISTS)) {
    const order = timed(
      p,
      d,
      perm.map((i) => route[i]!),
    )!;
    spreadDay(p, d, order);
    const long = longestGap(p, d, order) >= LONG_GAP_MINUTES;
    if (!best || zig < best.zig || (zig === best.zig && !long && best.long))
      best = { order, zig, long, wide };
  }
  return best;
}

interface OrderCandidate {
  /** Positions in the route, in the order's sequence. */
  perm: number[];
  zig: number;
  gap: number;
  wide: number;
  travel: number;
}

/**
 * Every order of the route that keeps the day's order rules and every window, in the sequence `eachPermutation` gives
 * (ties in bestOrder's sort keep it). The orders are timed depth first, so that a prefix missing a window is timed
 * once and dropped with all its completions, then listed in that sequence.
 */
export function feasibleOrders(sol: Solution, d: number, route: readonly Stop[]): OrderCandidate[] {
  const p = sol.problem;
  const day = p.days[d]!;
  const k = route.length;
  const work = route.map((s) => ({ ...s }));
  const perm = new Array<number>(k);
  const used = new Array<boolean>(k).fill(false);
  const found = new Map<number, OrderCandidate>();
  const keyOf = (order: readonly number[]) => order.reduce((key, i) => key * k + i, 0);
  const extend = (depth: number, prev: number, ready: number): void => {
    if (depth === k) {
      if (day.backBy !== undefined && ready + p.minutes(prev, HOTEL) > day.backBy) return;
      if (!keepsDayOrder(sol, d, work)) return;
      // The gap at the earliest times: balancing only shortens it, so short ones are the likely finalists.
      found.set(keyOf(perm), {
        perm: [...perm],
        zig: zigzags(p, work),
        gap: longestGap(p, d, work) >= LONG_GAP_MINUTES ? 1 : 0,
        wide: wideZigzags(p, work),
        travel: routeTravel(p, work),
      });
      return;
    }
    for (let i = 0; i < k; i++) {
      if (used[i]) continue;
      const s = route[i]!;
      const t =
        depth === 0 ? p.leaveFor(d, s.node) + p.minutes(HOTEL, s.node) : ready + p.changeover(prev, s.node);
      const start = earliestStart(p.windows(s.role, s.node, d), ceilStep(t));
      if (start < 0) continue;
      const w = work[depth]!;
      w.node = s.node;
      w.role = s.role;
      w.start = start;
      w.end = start + p.stay(s.role, s.node);
      perm[depth] = i;
      used[i] = true;
      extend(depth + 1, s.node, w.end);
      used[i] = false;
    }
  };
  extend(0, HOTEL, day.start);
  const inSequence: OrderCandidate[] = [];
  if (found.size > 0)
    eachPermutation(
      route.map((_, i) => i),
      (order) => {
        const c = found.get(keyOf(order));
        if (c) inSequence.push(c);
      },
    );
  return inSequence;
}

/** How much earlier than the pace's start a day may begin, in steps, so that its order need not return. */
const EARLIER_STARTS = [30, 60, 90] as const;
/** ... but not before this (minutes after midnight). */
const EARLIEST_START_FOR_ORDER = 8 * 60;

/** A visit this long may be shortened so that its day returns less (shorterForOrder), by SHORTER_BY minutes. */
const LONG_VISIT_MINUTES = 150;
const SHORTER_BY = 30;

/**
 * A day still returning to an area it left may cut one long visit by half an hour when an order then returns less
 * and leaves no long idle stretch: Valencia, a light arrival day: the Mercado Central (mornings only), the
 * Oceanogràfic for three hours, then lunch back by the market; with the Oceanogràfic at two and a half hours it
 * comes after lunch, before the evening in Ruzafa. Only once the days are settled: a shorter stay is not undone
 * with a day's route (snapshot and restore keep routes, not stays). True if it did.
 */
export function shorterForOrder(sol: Solution, d: number): boolean {
  const p = sol.problem;
  const route = sol.days[d]!;
  const zig = zigzags(p, route);
  if (zig === 0 || route.length > MAX_STOPS) return false;
  for (const stop of route) {
    if (stop.role !== SIGHT) continue;
    const stay = p.stay(SIGHT, stop.node);
    if (stay < LONG_VISIT_MINUTES) continue;
    p.setVisitMinutes(stop.node, stay - SHORTER_BY);
    const best = bestOrder(sol, d, route);
    if (best && best.zig < zig && !best.long) {
      route.splice(0, route.length, ...best.order);
      p.cutForOrder[stop.node] = 1;
      return true;
    }
    p.setVisitMinutes(stop.node, stay);
  }
  return false;
}

/**
 * A day whose stops return to an area they left may start up to an hour and a half earlier (not before 8:00)
 * when that lets the outing come first and the rest of the day stay in town, its meals chosen again around the new
 * order if need be: Perge from 9:00 and lunch back in Antalya by 14:00, rather than Perge after lunch and dinner
 * back in town; a light day at the Summer Palace from 8:00, lunch in town by 13:00. Arrival days and day trips keep
 * their start.
 */
function startEarlierForOrder(sol: Solution, d: number, zig: number): void {
  const p = sol.problem;
  const info = p.days[d]!;
  const route = sol.days[d]!;
  if (info.dayTrip || (d === 0 && p.trip.arrivalTime) || route.length > MAX_STOPS) return;
  const usual = info.start;
  const saved = snapshot(sol, d);
  const untangled = () => zigzags(p, route) < zig && longestGap(p, d, route) < LONG_GAP_MINUTES;
  for (const shift of EARLIER_STARTS) {
    const start = Math.max(EARLIEST_START_FOR_ORDER, usual - shift);
    if (start >= usual) break;
    info.start = start;
    p.forgetWindows(d);
    const best = bestOrder(sol, d, route);
    if (best) {
      route.splice(0, route.length, ...best.order);
      if (untangled()) return;
      if (mealsRechosen(sol, d)) {
        spreadDay(p, d, route);
        if (untangled()) return;
      }
    }
    restore(sol, d, saved);
  }
  info.start = usual;
  p.forgetWindows(d);
}

/** The stops of day d's route taking part in returns, as [from, away, back] positions. */
function zigzagTriples(p: Problem, route: readonly Stop[]): [number, number, number][] {
  return returnTriples(p, route, (a, c) => p.together(a, c));
}

/** The [from, away, back] positions of a route: away more than AWAY_KM from both, `back` near enough to from. */
function returnTriples(
  p: Problem,
  route: readonly Stop[],
  back: (from: number, to: number) => boolean,
): [number, number, number][] {
  const out: [number, number, number][] = [];
  const k = route.length;
  for (let i = 0; i < k; i++) {
    const a = route[i]!.node;
    for (let j = i + 1; j < k; j++) {
      const b = route[j]!.node;
      if (!p.apart(a, b)) continue;
      for (let m = j + 1; m < k; m++) {
        const c = route[m]!.node;
        if (p.apart(b, c) && back(a, c)) out.push([i, j, m]);
      }
    }
  }
  return out;
}

/**
 * When no order of day d avoids returning to an area it has left, a stop is replaced: the one that takes the day
 * away, or else the one that comes back; a visit by another near the rest of the day (the visit itself may move to
 * another day, a must-see only so), a meal by one near its neighbours that misses at most one diet more. A change
 * is kept only when the trip's days return less.
 */
export function untangleDay(sol: Solution, d: number, rounds = 4): void {
  const p = sol.problem;
  const banned = new Set<number>();
  for (let round = 0; round < rounds; round++) {
    const route = sol.days[d]!;
    const triples = zigzagTriples(p, route);
    if (triples.length === 0) return;
    const before = tripReturns(sol);
    const movable = (pos: number) => route[pos]!.node !== sol.setup[d]!.pinned;
    const ranked = (k: 0 | 1 | 2) => {
      const count = new Map<number, number>();
      for (const t of triples) count.set(t[k], (count.get(t[k]) ?? 0) + 1);
      return [...count.entries()].sort((a, b) => b[1] - a[1]).map(([pos]) => pos);
    };
    const tries = [...new Set([...ranked(1), ...ranked(2), ...ranked(0)])]
      .filter(movable)
      .map((pos) => route[pos]!.node);
    let improved = false;
    // A meal missing one diet more than the one it replaces first; then, when nothing else undoes the return, the
    // closest fit there is near the stops (rule 2 reads "in reach": a vegan dinner back across town after
    // Montmartre is no longer in reach of the day).
    for (const dietSlack of [1, Number.POSITIVE_INFINITY]) {
      for (const node of tries) {
        if (dietSlack > 1 && sol.days[d]!.find((s) => s.node === node)?.role === SIGHT) continue;
        const saved = sol.days.map((_, e) => snapshot(sol, e));
        const pos = sol.days[d]!.findIndex((s) => s.node === node);
        const undo: (() => void)[] = [];
        if (replaceStop(sol, d, pos, banned, dietSlack, undo) && tripReturns(sol) < before) {
          banned.add(node);
          improved = true;
          break;
        }
        for (const [e, day] of saved.entries()) restore(sol, e, day);
        for (const step of undo) step();
      }
      if (improved) break;
    }
    if (!improved) return;
  }
}

/** Returns to an area left, over all the trip's days. */
function tripReturns(sol: Solution): number {
  return sol.days.reduce((sum, route) => sum + zigzagTriples(sol.problem, route).length, 0);
}

export type Snapshot = { route: Stop[]; sightUses: Int32Array; mealDays: Uint8Array };

export function snapshot(sol: Solution, d: number): Snapshot {
  return {
    route: sol.days[d]!.map((s) => ({ ...s })),
    sightUses: sol.sightUses.slice(),
    mealDays: sol.mealDays.slice(),
  };
}

export function restore(sol: Solution, d: number, saved: Snapshot): void {
  // Copies, so that one snapshot may be restored more than once.
  sol.days[d]!.splice(0, sol.days[d]!.length, ...saved.route.map((s) => ({ ...s })));
  sol.setCounts(saved.sightUses, saved.mealDays);
}

/**
 * Takes the stop at `pos` out of day d and fills its place from what lies near the rest of the day (a meal from
 * places missing at most `dietSlack` diets more than it did). What to do to take back a meal's shortened length is
 * pushed on `undo`, for a caller that does not keep the change.
 */
function replaceStop(
  sol: Solution,
  d: number,
  pos: number,
  banned: Set<number>,
  dietSlack: number,
  undo: (() => void)[],
): boolean {
  const p = sol.problem;
  const victim = { ...sol.days[d]![pos]! };
  // The replacement stays in the area of the stops around the victim, so the day's order keeps its areas apart.
  const around = [sol.days[d]![pos - 1], sol.days[d]![pos + 1]].filter((s): s is Stop => Boolean(s));
  // The day's last meal, after an outing with nowhere to eat near it, may be anywhere on the way back that does
  // not return to where the day has been (dinner in Kaleiçi, not back by the lunch place, after Perge).
  const lastMeal = victim.role !== SIGHT && pos === sol.days[d]!.length - 1;
  if (!sol.remove(d, pos)) return false;
  const near = (node: number) => lastMeal || around.some((s) => !p.apart(s.node, node));
  if (victim.role === SIGHT) {
    // Other days may take the visit itself (where it fits without a return); this day only places near its rest.
    greedyFill(sol, (e, node) =>
      e === d ? node === victim.node || banned.has(node) || !near(node) : node !== victim.node,
    );
    // A must-see stays in the plan: it moves to another day or keeps its place.
    if (p.isMustSee[victim.node] && !sol.isUsed(victim.node)) return false;
    const moved = sol.days.findIndex((route, e) => e !== d && route.some((s) => s.node === victim.node));
    if (moved >= 0) {
      sequenceDay(sol, moved);
      polishDay(sol, moved);
    }
  } else {
    const serves = victim.role === LUNCH ? p.serves.lunch : p.serves.dinner;
    const held = victim.end - victim.start;
    let best: { node: number; pos: number; delta: number; minutes: number } | null = null;
    for (let node = 0; node < p.n; node++) {
      if (!serves[node] || node === victim.node || banned.has(node) || !near(node)) continue;
      // Up to `dietSlack` diets more may be missed (the card says which): a return costs more than a diet.
      if (p.dietMiss[node]! > p.dietMiss[victim.node]! + dietSlack) continue;
      const full = p.stay(victim.role, node);
      let minutes = full;
      let ins = sol.bestInsertion(d, node, victim.role);
      // A longer meal may take the time the day had for the one it replaces, when only that lets it fit, as days
      // trading meals do (meal-swaps.ts): Athens, an hour's lunch at Strofi by the Acropolis Museum rather than
      // at Diporto, 0.65 km from the evening's only vegan dinner, before Sounion's sunset. Only a restaurant
      // meeting the diets as well (not a cooking class at its hour), and not one another day eats at, whose
      // times would no longer be its length.
      const shortens =
        full > held &&
        p.places[node]!.category === 'restaurant' &&
        p.dietMiss[node]! <= p.dietMiss[victim.node]! &&
        sol.mealCount(node) === 0;
      if (!ins && shortens) {
        p.setMealMinutes(node, held);
        ins = sol.bestInsertion(d, node, victim.role);
        p.setMealMinutes(node, full);
        minutes = held;
      }
      if (ins && (!best || ins.delta > best.delta)) best = { node, minutes, ...ins };
    }
    if (!best) return false;
    const full = p.stay(victim.role, best.node);
    if (best.minutes !== full) {
      const node = best.node;
      p.setMealMinutes(node, best.minutes);
      undo.push(() => p.setMealMinutes(node, full));
    }
    sol.insert(d, best.pos, best.node, victim.role);
  }
  sequenceDay(sol, d);
  polishDay(sol, d);
  return true;
}

/**
 * Moderate and busy days: while an idle stretch of two hours remains and the day is under its limit, add the visit
 * that fits best (even one the score alone would not take), as long as the day does not start returning on itself.
 * Two hours, under rule 8's bar of 2.5: days left thinner by the places a seed sets aside (variety.ts) fill up
 * before they turn idle.
 */
export function fillGaps(sol: Solution, d: number, rounds = 3): void {
  const p = sol.problem;
  if (p.trip.activityPace === 'light') return;
  // Back in town from a whole-day trip, an evening idle for as long as rule 8 allows none may take one visit more
  // than such days usually do (Mendoza after Aconcagua, back at 17:25, dinner from 21:00).
  const setup = sol.setup[d]!;
  const cap = setup.townVisits;
  if (cap === undefined || longestGap(p, d, sol.days[d]!, true) < LONG_GAP_MINUTES)
    fillGapRounds(sol, d, rounds, false);
  else {
    setup.townVisits = cap + 1;
    fillGapRounds(sol, d, rounds, false);
    const inTown = sol.days[d]!.filter((s) => s.role === SIGHT && !setup.away?.(s.node)).length;
    setup.townVisits = Math.max(cap, inTown);
  }
}

/**
 * Busy days, once every day's long idle stretches are filled (fillGaps): while a day under its limit is idle for
 * BUSY_IDLE_MINUTES in all, another visit (up to five). After, so that the first days do not take the places a later
 * day's long stretch needs (Buenos Aires: a third day idle until lunch at 13:00).
 */
export function fillBusyDay(sol: Solution, d: number, rounds = 5): void {
  if (sol.problem.trip.activityPace === 'busy') fillGapRounds(sol, d, rounds, true);
}

/** What filling day d shrinks: its longest idle stretch, or (`inAll`) its idle time in all. */
function idleMeasure(p: Problem, d: number, route: readonly Stop[], inAll: boolean): number {
  return inAll ? idleMinutes(p, d, route) : longestGap(p, d, route);
}

function needsFilling(p: Problem, d: number, route: readonly Stop[], inAll: boolean): boolean {
  return inAll
    ? idleMinutes(p, d, route) >= BUSY_IDLE_MINUTES
    : longestGap(p, d, route) >= FILLED_GAP_MINUTES;
}

function fillGapRounds(sol: Solution, d: number, rounds: number, inAll: boolean): void {
  const p = sol.problem;
  for (let round = 0; round < rounds; round++) {
    const route = sol.days[d]!;
    if (!needsFilling(p, d, route, inAll)) return;
    if (route.filter((s) => s.role === SIGHT).length >= p.trip.activityLimit) return;
    const zig = zigzags(p, route);
    // A fill returning within 2 km of where the day was after a stop away (rule 9 read widely) is refused; a busy
    // day's fill, which the daily limit needs more (decision 0036), only one going far away and back.
    const returns = (r: readonly Stop[]) => (inAll ? farReturns(p, r) : wideZigzags(p, r));
    const returnsBefore = returns(route);
    const gap = idleMeasure(p, d, route, inAll);
    const longest = longestGap(p, d, route);
    // Insertions are tried from the day's earliest times: the stops its idle time was spread over (spreadDay) may
    // move earlier again for a visit (Orlando: lunch spread to 13:30 left no room for the savanna before dinner).
    const spread = snapshot(sol, d);
    if (!sol.retime(d)) restore(sol, d, spread);
    const options: { node: number; pos: number; delta: number; shortens: boolean }[] = [];
    for (let node = 0; node < p.n; node++) {
      if (sol.isUsed(node)) continue;
      const ins = sol.bestInsertion(d, node, SIGHT);
      if (!ins) continue;
      // Whether the visit lands in the long stretch (timed where the search would put it).
      const after = measureWithVisit(sol, d, ins.pos, node, (route) => idleMeasure(p, d, route, inAll));
      if (after !== null) options.push({ node, ...ins, shortens: after < gap });
    }
    // Visits that fill the idle stretch first, then the best gain.
    options.sort((a, b) => Number(b.shortens) - Number(a.shortens) || b.delta - a.delta);
    const travel = routeTravel(p, route);
    /**
     * The first of the options that fits without the day returning more; with `wideAllowed`, returning more only
     * read widely (back within 2 km), and only if the idle stretch gets shorter.
     */
    const tryOptions = (wideAllowed: boolean): boolean => {
      for (const o of options.slice(0, 8)) {
        const saved = snapshot(sol, d);
        if (!sol.tryInsert(d, o.pos, o.node, SIGHT)) continue;
        sequenceDay(sol, d);
        polishDay(sol, d);
        // A meal chosen again near the new visit may miss one diet more (its card says which): the day is not
        // left idle for hours for the sake of a diet met across town (Mumbai's vegan and gluten-free meals).
        const returnsNone = () =>
          zigzags(p, sol.days[d]!) <= zig && (wideAllowed || returns(sol.days[d]!) <= returnsBefore);
        const returnsNoMore = returnsNone() || (mealsRechosen(sol, d, 1) && returnsNone());
        // A busy day's last idle hour is not worth a long way there and back (Orlando: after dinner near the
        // hotel, back 30 km to Celebration and Disney's BoardWalk).
        const nearby = !inAll || routeTravel(p, sol.days[d]!) - travel <= BUSY_FILL_MAX_TRAVEL;
        // Meals chosen again may have taken the new visit's room (a meal is worth more than a visit): then it
        // filled nothing (Toronto's afternoon after lunch on the Danforth stayed idle, each round "adding" a
        // visit the meals then removed).
        // Timed again, the day must open no long idle stretch: a busy day's village out of town had moved lunch
        // and left Kathmandu's afternoon idle from 13:15 to 18:00.
        const after = sol.days[d]!;
        const stretch = longestGap(p, d, after);
        const noLongerStretch =
          stretch <= (inAll ? Math.max(longest, LONG_GAP_MINUTES - 1) : gap) &&
          (!wideAllowed || stretch < gap);
        if (
          returnsNoMore &&
          nearby &&
          noLongerStretch &&
          after.some((s) => s.node === o.node && s.role === SIGHT)
        )
          return true;
        restore(sol, d, saved);
      }
      return false;
    };
    if (tryOptions(false)) continue;
    restore(sol, d, spread);
    if (inAll) return;
    if (borrowVisit(sol, d, zig, gap)) continue;
    // Rule 8 before the wide reading of rule 9 (decision 0058): a stretch still idle for 2.5 hours takes a visit
    // that brings the day back within 2 km of where it was, never one returning within 1 km after going 2 km away
    // (Honolulu: lunch in Moiliili, the Foster Botanical Garden downtown, dinner back near lunch, rather than
    // 14:45-17:30 idle).
    if (gap < LONG_GAP_MINUTES) return;
    const again = snapshot(sol, d);
    if (!sol.retime(d)) restore(sol, d, again);
    if (tryOptions(true)) continue;
    restore(sol, d, spread);
    if (tradeVisit(sol, d, zig, gap)) continue;
    return;
  }
}

/** Unused places tried in the stretch once a visit of the day has made way (tradeVisit). */
const TRADE_OPTIONS = 6;

/**
 * Rule 8 before a visit that is no must-see: when every place that would fill day d's long idle stretch makes the
 * day return to an area it left, because of a visit after the stretch, that visit makes way for one that fills it
 * (Orlando: lunch at EPCOT, Disney's BoardWalk 0.9 km from it in the evening, idle 14:15-18:00 while the Winter Park
 * boat tour would fit without the BoardWalk). Kept when the day has as many visits, no long stretch and returns no
 * more, read either way.
 */
function tradeVisit(sol: Solution, d: number, zig: number, gap: number): boolean {
  const p = sol.problem;
  const route = sol.days[d]!;
  const count = sol.sightCount(d);
  const wide = wideZigzags(p, route);
  const saved = snapshot(sol, d);
  const visits = route.filter(
    (s) => s.role === SIGHT && !p.isMustSee[s.node] && s.node !== sol.setup[d]!.pinned,
  );
  for (const visit of visits) {
    const pos = sol.days[d]!.findIndex((s) => s.node === visit.node && s.role === SIGHT);
    if (!sol.remove(d, pos)) {
      restore(sol, d, saved);
      continue;
    }
    const base = snapshot(sol, d);
    if (!sol.retime(d)) restore(sol, d, base);
    const options: { node: number; pos: number; delta: number }[] = [];
    for (let node = 0; node < p.n; node++) {
      if (node === visit.node || sol.isUsed(node)) continue;
      const ins = sol.bestInsertion(d, node, SIGHT);
      if (ins) options.push({ node, ...ins });
    }
    options.sort((a, b) => b.delta - a.delta);
    for (const o of options.slice(0, TRADE_OPTIONS)) {
      const before = snapshot(sol, d);
      if (sol.tryInsert(d, o.pos, o.node, SIGHT)) {
        sequenceDay(sol, d);
        polishDay(sol, d);
        const after = sol.days[d]!;
        if (
          sol.sightCount(d) >= count &&
          longestGap(p, d, after) < Math.min(gap, LONG_GAP_MINUTES) &&
          zigzags(p, after) <= zig &&
          wideZigzags(p, after) <= wide
        )
          return true;
      }
      restore(sol, d, before);
    }
    restore(sol, d, saved);
  }
  return false;
}

/**
 * What `measure` reads of day d with `node` visited at `pos`, the day then left as it was; null when the visit does
 * not fit there.
 */
export function measureWithVisit(
  sol: Solution,
  d: number,
  pos: number,
  node: number,
  measure: (route: readonly Stop[]) => number,
): number | null {
  const saved = snapshot(sol, d);
  if (!sol.tryInsert(d, pos, node, SIGHT)) return null;
  const value = measure(sol.days[d]!);
  restore(sol, d, saved);
  return value;
}

/**
 * When no unused place fills day d's idle stretch without making the day return, a visit of another day may: one
 * near this day's stops (a square by Tokyo Station on the afternoon between lunch and dinner there), taken only
 * if its own day keeps no idle stretch it did not have and returns no more.
 */
function borrowVisit(sol: Solution, d: number, zig: number, gap: number): boolean {
  const p = sol.problem;
  for (let e = 0; e < sol.days.length; e++) {
    if (e === d) continue;
    const before = { zig: zigzags(p, sol.days[e]!), gap: longestGap(p, e, sol.days[e]!) };
    for (const stop of [...sol.days[e]!]) {
      const node = stop.node;
      if (stop.role !== SIGHT || p.isMustSee[node] || node === sol.setup[e]!.pinned) continue;
      if (!sol.setup[d]!.allowsSight(node)) continue;
      const saved = sol.days.map((_, k) => snapshot(sol, k));
      if (sol.remove(e, sol.days[e]!.indexOf(stop))) {
        const ins = sol.bestInsertion(d, node, SIGHT);
        if (ins && sol.tryInsert(d, ins.pos, node, SIGHT)) {
          sequenceDay(sol, d);
          polishDay(sol, d);
          // The lending day, timed again around the stop it lost (its visits spread over the hours it has).
          polishDay(sol, e);
          const left = longestGap(p, e, sol.days[e]!);
          if (
            longestGap(p, d, sol.days[d]!) < gap &&
            zigzags(p, sol.days[d]!) <= zig &&
            zigzags(p, sol.days[e]!) <= before.zig &&
            (left < LONG_GAP_MINUTES || left <= before.gap)
          )
            return true;
        }
      }
      for (const [k, day] of saved.entries()) restore(sol, k, day);
    }
  }
  return false;
}

/** Meal places tried in place of one left far from the stops around it. */
const NEARER_MEAL_OPTIONS = 8;

/**
 * Rule 9's meals near the stops around them, once the day's visits are settled: a meal that the visits put in
 * around it since it was chosen left a long way off (Bangkok: lunch in Sukhumvit between Phra Sumen Fort and the
 * Grand Palace, 1.5 km apart) is chosen again among the places within the usual detour of a meal, the closest fit
 * to the trip's diets first (its card says which diet to ask about), then the nearest. Kept when the day still
 * fits and returns no more to an area it left; with `dietsKept`, only for a place meeting the diets as well.
 */
export function nearerMeals(sol: Solution, d: number, dietsKept = false): void {
  const p = sol.problem;
  for (let pos = 1; pos < sol.days[d]!.length - 1; pos++) {
    const route = sol.days[d]!;
    const stop = route[pos]!;
    if (stop.role === SIGHT) continue;
    const prev = route[pos - 1]!.node;
    const next = route[pos + 1]!.node;
    const detour = (node: number) => p.minutes(prev, node) + p.minutes(node, next) - p.minutes(prev, next);
    if (detour(stop.node) <= WEIGHTS.mealMaxDetour) continue;
    // Once the meals have been fitted to the diets (`dietsKept`), only a place meeting them as well.
    const options = mealOptions(sol, d, stop, detour).filter(
      (node) => !dietsKept || p.dietMiss[node]! <= p.dietMiss[stop.node]!,
    );
    const zig = zigzags(p, route);
    const saved = snapshot(sol, d);
    if (!sol.remove(d, pos)) continue;
    let placed = false;
    for (const node of options.slice(0, NEARER_MEAL_OPTIONS)) {
      if (!sol.tryInsert(d, pos, node, stop.role)) continue;
      if (zigzags(p, sol.days[d]!) <= zig) {
        placed = true;
        break;
      }
      sol.remove(d, pos);
    }
    if (!placed) restore(sol, d, saved);
    else polishDay(sol, d);
  }
}

/**
 * Places that may take the place of `stop`, a meal of day d, best first: serving that meal and allowed that day, not
 * a place of the day nor one the trip visits (a market seen one day is no lunch the next), never a third meal at one
 * place nor one the day before or after (rule 3), and within a meal's detour by `minutes` (what the place adds to
 * the day's way); the closest fit to the trip's diets first, then the fewest repeats, then the fewest minutes.
 */
export function mealOptions(
  sol: Solution,
  d: number,
  stop: Stop,
  minutes: (node: number) => number,
  maxDetour: number = WEIGHTS.mealMaxDetour,
): number[] {
  const p = sol.problem;
  const route = sol.days[d]!;
  const setup = sol.setup[d]!;
  const serves = stop.role === LUNCH ? p.serves.lunch : p.serves.dinner;
  const options: number[] = [];
  for (let node = 0; node < p.n; node++) {
    if (!serves[node] || route.some((s) => s.node === node) || sol.sightUses[node]! > 0) continue;
    if (!setup.allowsMeal(node, stop.role) || minutes(node) > maxDetour) continue;
    if (sol.repeatCost(node, d) > WEIGHTS.repeatSecond) continue;
    options.push(node);
  }
  const cost = (node: number) =>
    WEIGHTS.dietMiss * Math.min(p.dietMiss[node]!, 4) +
    sol.repeatCost(node, d) +
    WEIGHTS.mealTravelPerMinute * minutes(node);
  return options.sort((a, b) => cost(a) - cost(b) || a - b);
}

/**
 * The day's meals chosen again around its stops as they now stand (a visit out of town in the afternoon: dinner
 * near it rather than back where lunch was). True when every meal the day had is placed again.
 */
export function mealsRechosen(sol: Solution, d: number, dietsMore = 0): boolean {
  const before = mealCompromises(sol, d);
  const count = sol.days[d]!.filter((s) => s.role !== SIGHT).length;
  for (let pos = sol.days[d]!.length - 1; pos >= 0; pos--) {
    if (sol.days[d]![pos]!.role !== SIGHT && !sol.remove(d, pos)) return false;
  }
  placeMeals(sol, d);
  // Never at the cost of a diet (beyond the `dietsMore` allowed) or a repeated restaurant.
  return (
    sol.days[d]!.filter((s) => s.role !== SIGHT).length >= count &&
    mealCompromises(sol, d) <= before + dietsMore * WEIGHTS.dietMiss
  );
}

/** Diets missed and restaurant repeats of day d's meals, weighed as the search weighs them. */
function mealCompromises(sol: Solution, d: number): number {
  let total = 0;
  for (const s of sol.days[d]!) {
    if (s.role === SIGHT) continue;
    total += WEIGHTS.dietMiss * Math.min(sol.problem.dietMiss[s.node]!, 4) + sol.repeatCost(s.node);
  }
  return total;
}
