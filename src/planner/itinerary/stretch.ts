// The last touch to a settled day: a visit kept shorter than most visitors spend there (a day trip's three hours,
// a must-see shortened so that a meal fits) takes back the time the day then leaves empty after it. Todai-ji kept
// to three hours and followed by two hours of waiting for lunch in Nara reads as a mistake; four and a half hours
// at Todai-ji and Nara Park, then lunch, reads as a plan. And a day whose first stops end long before the next can
// begin (Hawk Hill from 8:45 to 9:45, lunch by it at noon) starts later rather than waiting.
import { SIGHT } from './problem.ts';
import type { Solution } from './solution.ts';
import { IDLE_FROM, LONG_GAP_MINUTES } from './spread.ts';
import { earliestStart, fullStayMinutes, TIME_STEP } from './time-windows.ts';

/** A visit is lengthened only by this much or more: five minutes more reads as noise. */
const MIN_STRETCH = 15;
/** A wait this long after the day's first stops is spent in bed instead: they start that much later. */
const MIN_WAIT = 30;
/** A day that starts earlier than this was timed to a place's doors (a sunrise, a morning market): kept so. */
const EARLIEST_SHIFTED = 7 * 60;

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

/**
 * Day d's first visits, up to the first wait of MIN_WAIT or more before the next stop, start later by that wait
 * (less where a place's hours or daylight do not allow it): the traveller leaves later rather than waits for lunch.
 * Not a visit at dawn (timed to its doors), not meals (their hours are the meal's), and never so late that the
 * morning turns into an idle stretch as long as rule 8's (counted from 9:30, as the wait was).
 */
export function startLater(sol: Solution, d: number): void {
  const p = sol.problem;
  const stops = [...sol.days[d]!].sort((a, b) => a.start - b.start);
  if (!stops[0] || stops[0].start < EARLIEST_SHIFTED) return;
  for (let k = 0; k + 1 < stops.length; k++) {
    const next = stops[k + 1]!;
    const wait = next.start - p.changeover(stops[k]!.node, next.node) - stops[k]!.end;
    if (wait < MIN_WAIT) continue;
    const block = stops.slice(0, k + 1);
    if (block.some((s) => s.role !== SIGHT)) return;
    const latest = IDLE_FROM + LONG_GAP_MINUTES - TIME_STEP - stops[0].start;
    const most = Math.min(wait, latest);
    for (let shift = Math.floor(most / TIME_STEP) * TIME_STEP; shift >= MIN_WAIT; shift -= TIME_STEP) {
      const fits = block.every(
        (s) => earliestStart(p.windows(s.role, s.node, d), s.start + shift) === s.start + shift,
      );
      if (!fits) continue;
      for (const s of block) {
        s.start += shift;
        s.end += shift;
      }
      return;
    }
    return;
  }
}
