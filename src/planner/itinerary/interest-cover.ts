// Every interest the traveller named shows in the plan where the pool has a place for it: a beach lover in
// Barcelona in July gets a beach even when markets and museums fill the days more cheaply (a beach takes a
// long afternoon; scores alone let shorter visits win the time).
import { mealsRechosen, restore, snapshot, zigzags } from './polish.ts';
import { SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';

/** Places of an uncovered interest tried, best first. */
const CANDIDATES = 6;

export function coverInterests(sol: Solution): void {
  const p = sol.problem;
  for (const interest of p.trip.interests) {
    const matches = (node: number) => p.places[node]!.tags.includes(interest as never);
    if (sol.days.some((route) => route.some((s) => s.role === SIGHT && matches(s.node)))) continue;
    const candidates: number[] = [];
    for (let node = 0; node < p.n; node++)
      if (p.isSight[node] && !p.places[node]!.dayTrip && matches(node) && !sol.isUsed(node))
        candidates.push(node);
    // The seed's own order among equals: a light trip's places set aside are all worth 0, and by index every seed
    // took the same one (Bali, shopping: the Ubud Art Market whatever the seed).
    candidates.sort((a, b) => p.sightScore[b]! - p.sightScore[a]! || p.seedOrder[a]! - p.seedOrder[b]!);
    for (const node of candidates.slice(0, CANDIDATES)) if (addOrSwap(sol, node)) break;
  }
}

/**
 * Puts `node` on a day where it fits, or in place of a visit whose interests the plan covers anyway (or that
 * matches none), when the day returns no more to an area it left (its meals chosen again around it if need be,
 * never at the cost of a diet or a repeat). False, and nothing changed, otherwise.
 */
function addOrSwap(sol: Solution, node: number): boolean {
  const p = sol.problem;
  const interests = p.trip.interests;
  const cover = (tag: string) =>
    sol.days.reduce(
      (n, route) =>
        n + route.filter((s) => s.role === SIGHT && p.places[s.node]!.tags.includes(tag as never)).length,
      0,
    );
  const spare = (victim: number) =>
    p.places[victim]!.tags.filter((t) => interests.includes(t)).every((t) => cover(t) >= 2);
  for (let d = 0; d < sol.days.length; d++) {
    const zig = zigzags(p, sol.days[d]!);
    const saved = sol.days.map((_, e) => snapshot(sol, e));
    const undo = () => {
      for (const [e, day] of saved.entries()) restore(sol, e, day);
    };
    const ins = sol.bestInsertion(d, node, SIGHT);
    if (ins && sol.tryInsert(d, ins.pos, node, SIGHT)) {
      if (zigzags(p, sol.days[d]!) <= zig) return true;
      if (mealsRechosen(sol, d) && zigzags(p, sol.days[d]!) <= zig) return true;
      undo();
    }
    const victims = sol.days[d]!.map((s, pos) => ({ s, pos })).filter(
      ({ s }) =>
        s.role === SIGHT &&
        !p.isMustSee[s.node] &&
        !p.isTownHighlight[s.node] &&
        s.node !== sol.setup[d]!.pinned &&
        spare(s.node),
    );
    victims.sort((a, b) => sol.sightValue(d, a.s.node) - sol.sightValue(d, b.s.node));
    for (const { pos } of victims) {
      if (sol.remove(d, pos)) {
        const swap = sol.bestInsertion(d, node, SIGHT);
        if (swap && sol.tryInsert(d, swap.pos, node, SIGHT)) {
          if (zigzags(p, sol.days[d]!) <= zig) return true;
          // Lunch and dinner chosen again around the new afternoon (dinner near the beach, not back by lunch).
          if (mealsRechosen(sol, d) && zigzags(p, sol.days[d]!) <= zig) return true;
        }
      }
      undo();
    }
  }
  return false;
}
