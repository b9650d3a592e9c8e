// A night's rest before a start in the small hours. A sunrise trek or a dawn temple leaves the base at 3:00 or 4:00;
// the evening before then ends early enough for the way back and some sleep, by the day's last visits giving way
// (never a must-see, never the dinner the day was meant to have).
import { polishDay, restore, snapshot } from './polish.ts';
import { MEAL_COVER_MINUTES, SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';

/** A day leaving the base before this (minutes after midnight) starts in the small hours. */
const SMALL_HOURS_END = 5 * 60;
/**
 * The time between the evening's last stop and such a start: the way back and about six hours' sleep (Bali: back
 * from dinner at 21:25 for a 3:00 start to Mount Batur's sunrise).
 */
export const REST_BEFORE_SMALL_HOURS = 7 * 60;

export function restBeforeSmallHours(sol: Solution): void {
  const p = sol.problem;
  for (let d = 1; d < p.days.length; d++) {
    const first = sol.days[d]![0];
    if (!first) continue;
    const leave = p.leaveFor(d, first.node);
    if (leave >= SMALL_HOURS_END) continue;
    const eve = d - 1;
    const info = p.days[eve]!;
    const dinner = info.meals.includes('dinner') ? info.mealWindows.dinner[0] + MEAL_COVER_MINUTES : 0;
    const restBy = Math.max(leave + 24 * 60 - REST_BEFORE_SMALL_HOURS, dinner);
    const last = sol.days[eve]!.at(-1);
    if (!last || last.end <= restBy) continue;
    const saved = snapshot(sol, eve);
    const { end, quietEnd } = info;
    const endDayBy = (until: number) => {
      info.end = Math.min(end, until);
      info.quietEnd = Math.min(quietEnd, until);
      p.forgetWindows(eve);
    };
    if (endsBy(sol, eve, restBy, end, endDayBy)) {
      polishDay(sol, eve);
      continue;
    }
    // It cannot: the evening keeps its hours and its visits.
    endDayBy(end);
    restore(sol, eve, saved);
  }
}

/**
 * Whether day d fits hours ending at `until`, giving up its last visits that are no must-sees until it does (each
 * removed under the day's own hours, where it fits).
 */
function endsBy(
  sol: Solution,
  d: number,
  until: number,
  ownEnd: number,
  endDayBy: (until: number) => void,
): boolean {
  const p = sol.problem;
  for (;;) {
    endDayBy(until);
    if (sol.retime(d)) return true;
    endDayBy(ownEnd);
    sol.retime(d);
    const route = sol.days[d]!;
    let pos = route.length - 1;
    while (pos >= 0 && (route[pos]!.role !== SIGHT || p.isMustSee[route[pos]!.node])) pos--;
    if (pos < 0 || !sol.remove(d, pos)) return false;
  }
}
