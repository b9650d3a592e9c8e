// Rule 9, last resort. A day that still returns to an area it left once every repair has run (reordering, meals
// chosen again, visits trading days) gives up the visit that takes it away or brings it back: Valencia, a light
// day from a 06:30 arrival, had the Cathedral, the Oceanogràfic 3.5 km off, then Horchatería Daniel back 0.9 km
// from the Cathedral. One visit fewer is better than a day crossing town and back.
import { polishDay, restore, snapshot, wideZigzags, zigzags } from './polish.ts';
import { SIGHT } from './problem.ts';
import type { Solution, Stop } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

/** At most this many visits a day given up so. */
const MAX_DROPS = 2;

const mealsIn = (route: readonly Stop[]) => route.filter((s) => s.role !== SIGHT).length;

/**
 * Day d, while it returns to an area it left: without the visit (not a must-see, not the day's pinned stop) whose
 * removal returns the least, and of those the one worth least to the traveller, if the day then returns less,
 * returns no more read widely, keeps its meals and, at a moderate or busy pace, opens no idle stretch as long as
 * rule 8 allows none.
 */
export function dropReturningVisits(sol: Solution, d: number): void {
  const p = sol.problem;
  for (let drop = 0; drop < MAX_DROPS; drop++) {
    const route = sol.days[d]!;
    const zig = zigzags(p, route);
    if (zig === 0) return;
    const wide = wideZigzags(p, route);
    const meals = mealsIn(route);
    const gap = Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1);
    let best: { node: number; zig: number; value: number } | null = null;
    for (let pos = 0; pos < route.length; pos++) {
      const stop = route[pos]!;
      if (stop.role !== SIGHT || p.isMustSee[stop.node] || stop.node === sol.setup[d]!.pinned) continue;
      const saved = snapshot(sol, d);
      if (!sol.remove(d, pos)) continue;
      polishDay(sol, d);
      const after = sol.days[d]!;
      const left = zigzags(p, after);
      const keeps =
        left < zig &&
        wideZigzags(p, after) <= wide &&
        mealsIn(after) === meals &&
        (p.trip.activityPace === 'light' || longestGap(p, d, after) <= gap);
      restore(sol, d, saved);
      const value = sol.sightValue(d, stop.node);
      if (keeps && (!best || left < best.zig || (left === best.zig && value < best.value)))
        best = { node: stop.node, zig: left, value };
    }
    if (!best) return;
    const pos = sol.days[d]!.findIndex((s) => s.node === best.node && s.role === SIGHT);
    if (!sol.remove(d, pos)) return;
    polishDay(sol, d);
  }
}
