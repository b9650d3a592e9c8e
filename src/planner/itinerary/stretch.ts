// The last touch to a settled day: a visit kept shorter than most visitors spend there (a day trip's three hours,
// a must-see shortened so that a meal fits) takes back the time the day then leaves empty after it. Todai-ji kept
// to three hours and followed by two hours of waiting for lunch in Nara reads as a mistake; four and a half hours
// at Todai-ji and Nara Park, then lunch, reads as a plan.
import { SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';
import { earliestStart, fullStayMinutes, TIME_STEP } from './time-windows.ts';

/** A visit is lengthened only by this much or more: five minutes more reads as noise. */
const MIN_STRETCH = 15;

/** Lengthens day d's shortened visits into the idle time before their next stop, where the place's hours allow. */
export function stretchVisits(sol: Solution, d: number): void {
  const p = sol.problem;
  const { travelStyle, activityPace } = p.trip;
  const stops = [...sol.days[d]!].sort((a, b) => a.start - b.start);
  for (let k = 0; k + 1 < stops.length; k++) {
    const stop = stops[k]!;
    if (stop.role !== SIGHT) continue;
    const next = stops[k + 1]!;
    const stay = stop.end - stop.start;
    const full = fullStayMinutes(p.places[stop.node]!, travelStyle, activityPace);
    const idle = next.start - p.changeover(stop.node, next.node) - stop.end;
    if (Math.min(full - stay, idle) < MIN_STRETCH) continue;
    let longer = stay + Math.floor(Math.min(full - stay, idle) / TIME_STEP) * TIME_STEP;
    // The longest stay the place's hours, daylight and the way back still allow from the same start.
    for (; longer - stay >= MIN_STRETCH; longer -= TIME_STEP) {
      p.setVisitMinutes(stop.node, longer);
      if (earliestStart(p.windows(SIGHT, stop.node, d), stop.start) === stop.start) break;
    }
    if (longer - stay >= MIN_STRETCH) stop.end = stop.start + longer;
    else p.setVisitMinutes(stop.node, stay);
  }
}
