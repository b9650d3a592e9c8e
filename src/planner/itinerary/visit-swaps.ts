// Rule 9 across days: a visit that takes a day away and back may trade days with a visit of another day, when that
// leaves the two days returning less. Each day's visits are settled with that day's hours in mind, and a day full
// to its limit has no room for a visit moved alone (Antalya, two visits a day: the Düden falls in the morning, lunch
// in Kaleiçi, Perge 17 km out, then dinner back in Kaleiçi; with Perge on the day of the old town instead, and the old
// town on the day of the falls, neither day comes back). A trade keeps every visit, meal and must-see of the trip.
import { dayShape } from './day-shape.ts';
import { polishDay, restore, snapshot, wideReturnTriples, wideZigzags, zigzags } from './polish.ts';
import { SIGHT } from './problem.ts';
import { sequenceDay } from './sequence.ts';
import type { Solution } from './solution.ts';

/**
 * The trades tried for each visit in a return, the likeliest first (candidates). Bench, 7-day plans with 10 a day:
 * the first 6 hold 130 of the 182 trades that all of them hold, at p95 62 ms rather than 97 ms (52 ms without any).
 */
const TRADES_TRIED = 6;

/**
 * The most minutes of travel a trade may add over its two days to end a return within 1 km: Antalya's trade adds 7;
 * a day out east that would lunch 20 km west to end its neighbour's return is no better for the traveller.
 */
const MAX_EXTRA_TRAVEL = 20;

/** Trades visits between days while a trade removes returns over the two days. */
export function swapVisitsAcrossDays(sol: Solution): void {
  const p = sol.problem;
  for (let d = 0; d < sol.days.length; d++) {
    if (wideZigzags(p, sol.days[d]!) === 0) continue;
    // Every trade for a return within 1 km (rule 9), the likeliest for one within 2 km.
    const tries = zigzags(p, sol.days[d]!) > 0 ? Number.POSITIVE_INFINITY : TRADES_TRIED;
    for (const node of visitsInReturns(sol, d)) {
      for (const { e, other } of candidates(sol, d, node).slice(0, tries)) {
        if (trade(sol, d, node, e, other)) break;
      }
      if (wideZigzags(p, sol.days[d]!) === 0) break;
    }
  }
}

/** Day d's visits in a return (the stop away first, then the ends), not the day trip the day is built around. */
function visitsInReturns(sol: Solution, d: number): number[] {
  const route = sol.days[d]!;
  const triples = wideReturnTriples(sol.problem, route);
  const positions = [...triples.map((t) => t[1]), ...triples.map((t) => t[0]), ...triples.map((t) => t[2])];
  const nodes = positions.filter((pos) => route[pos]!.role === SIGHT).map((pos) => route[pos]!.node);
  return [...new Set(nodes)].filter((node) => node !== sol.setup[d]!.pinned);
}

/** Whether `node` of day d and `other` of day e change days, returning less over the two and losing nothing. */
function trade(sol: Solution, d: number, node: number, e: number, other: number): boolean {
  const before = { d: dayShape(sol, d), e: dayShape(sol, e) };
  const saved = [snapshot(sol, d), snapshot(sol, e)] as const;
  if (!exchangeVisits(sol, d, node, e, other)) return false;
  const after = { d: dayShape(sol, d), e: dayShape(sol, e) };
  const strict = after.d.zig + after.e.zig - (before.d.zig + before.e.zig);
  const wide = after.d.wide + after.e.wide - (before.d.wide + before.e.wide);
  const travel = after.d.travel + after.e.travel - (before.d.travel + before.e.travel);
  const keeps =
    after.d.stops === before.d.stops &&
    after.e.stops === before.e.stops &&
    after.d.gap <= before.d.gap &&
    after.e.gap <= before.e.gap &&
    // A day out keeps its lunch out there (rule 7: Rotorua, Wai-O-Tapu's cafe had given way to lunch in town).
    after.d.lunchInTown <= before.d.lunchInTown &&
    after.e.lunchInTown <= before.e.lunchInTown &&
    // Fewer returns within 1 km (rule 9) for a little more way to go at most, or as many and fewer within 2 km
    // with no more way to go.
    ((strict < 0 && travel <= MAX_EXTRA_TRAVEL) || (strict === 0 && wide < 0 && travel <= 0));
  if (keeps) return true;
  restore(sol, d, saved[0]);
  restore(sol, e, saved[1]);
  return false;
}

/**
 * Moves visit `node` of day d to day e and visit `other` of day e to day d, each where it fits best, and orders
 * both days again. False, and nothing changed, when either does not fit its new day (or is not where it was): a
 * day's trip out of town stays with its day. The caller judges the two days.
 */
export function exchangeVisits(sol: Solution, d: number, node: number, e: number, other: number): boolean {
  if (node === sol.setup[d]!.pinned || other === sol.setup[e]!.pinned) return false;
  if (!sol.setup[e]!.allowsSight(node) || !sol.setup[d]!.allowsSight(other)) return false;
  const saved = [snapshot(sol, d), snapshot(sol, e)] as const;
  const undo = () => {
    restore(sol, d, saved[0]);
    restore(sol, e, saved[1]);
    return false;
  };
  const posD = sol.days[d]!.findIndex((s) => s.node === node && s.role === SIGHT);
  // An earlier trade may have taken the visit to another day.
  if (posD < 0 || !sol.remove(d, posD)) return undo();
  const posE = sol.days[e]!.findIndex((s) => s.node === other && s.role === SIGHT);
  if (posE < 0 || !sol.remove(e, posE)) return undo();
  const put = (k: number, n: number) => {
    const ins = sol.bestInsertion(k, n, SIGHT);
    return ins !== null && sol.tryInsert(k, ins.pos, n, SIGHT);
  };
  if (!put(d, other) || !put(e, node)) return undo();
  for (const k of [d, e]) {
    sequenceDay(sol, k);
    polishDay(sol, k);
  }
  return true;
}

/**
 * Other days' visits that might take the place of `node`, a visit of day d: first those whose day has a stop near
 * `node` and that lie near the rest of day d themselves (the fewest minutes from each to the nearest stop there).
 */
function candidates(sol: Solution, d: number, node: number): { e: number; other: number }[] {
  const p = sol.problem;
  const nearest = (n: number, route: readonly { node: number }[], skip: number) => {
    let best = Number.POSITIVE_INFINITY;
    for (const s of route) if (s.node !== skip) best = Math.min(best, p.minutes(n, s.node));
    return best;
  };
  const out: { e: number; other: number; cost: number }[] = [];
  for (let e = 0; e < sol.days.length; e++) {
    if (e === d) continue;
    const toE = nearest(node, sol.days[e]!, -1);
    for (const s of sol.days[e]!) {
      if (s.role !== SIGHT) continue;
      out.push({ e, other: s.node, cost: toE + nearest(s.node, sol.days[d]!, node) });
    }
  }
  return out.sort((a, b) => a.cost - b.cost || a.e - b.e || a.other - b.other);
}
