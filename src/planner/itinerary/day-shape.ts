// What a trade between two days is judged by (meal-swaps.ts, visit-swaps.ts): how a day returns to areas it left,
// how far it goes, its longest idle stretch, how many stops it holds and whether a day out lunches out there.
import { lunchesOutThere, visitsOutOfTown } from './out-of-town.ts';
import { wideZigzags, zigzags } from './polish.ts';
import { LUNCH } from './problem.ts';
import { routeTravel, type Solution } from './solution.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';

export interface DayShape {
  /** Returns within 1 km (rule 9). */
  zig: number;
  /** Returns within 2 km (the wider reading). */
  wide: number;
  /** Minutes of travel, from the accommodation and back. */
  travel: number;
  /** The longest idle stretch, or just under rule 8's bar when shorter: a trade may lengthen a short one. */
  gap: number;
  stops: number;
  /** 1 when the day goes out of town and lunches back in town (rule 7), else 0. */
  lunchInTown: number;
}

export function dayShape(sol: Solution, d: number): DayShape {
  const p = sol.problem;
  const route = sol.days[d]!;
  return {
    zig: zigzags(p, route),
    wide: wideZigzags(p, route),
    travel: routeTravel(p, route),
    gap: Math.max(longestGap(p, d, route), LONG_GAP_MINUTES - 1),
    stops: route.length,
    lunchInTown: lunchesInTown(sol, d) ? 1 : 0,
  };
}

/** Day d goes out of town and has its lunch back in town. */
function lunchesInTown(sol: Solution, d: number): boolean {
  const route = sol.days[d]!;
  const lunch = route.find((s) => s.role === LUNCH);
  const farOut = visitsOutOfTown(sol.problem, route);
  return lunch !== undefined && farOut.length > 0 && !lunchesOutThere(sol.problem, farOut, lunch.node);
}
