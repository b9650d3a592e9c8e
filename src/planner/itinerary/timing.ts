// What the builder needs to re-time a planned place after an edit, computed once on the server with everything
// the planner knows: the open ranges on each trip date (seasons, closed days, public holidays, dated hours), why
// it is closed on a date, last admission, show times, the meal's window, dusk for outdoor visits, and whether the
// place is worth seeing after dark.
import type { ActivityTiming } from '../../core/activity.ts';
import type { MealTimes } from '../../core/knowledge.ts';
import { clockMinutes } from '../../core/opening-hours.ts';
import { closedAllDayReason, type Holidays, openRangesOnDate } from '../../core/place-calendar.ts';
import { legModeOf } from '../travel.ts';
import { AFTER_SUNSET_MINUTES, needsDaylight, sunsetMinutes } from './daylight.ts';
import { MEAL_WINDOWS, type Window } from './time-windows.ts';
import type { MealKind, PlannerPlace } from './types.ts';

export interface TimingInput {
  /** The trip's dates, first to last. */
  dates: readonly string[];
  holidays?: Holidays;
  /** Set when the activity is this meal at the place. */
  meal?: MealKind;
  mealWindows: Readonly<Record<MealKind, Window>>;
  /** The destination's time zone, for sunset times. */
  timeZone?: string;
}

const MAX_MINUTE = 48 * 60;
const clamp = (m: number) => Math.max(0, Math.min(MAX_MINUTE, Math.round(m)));

export function activityTiming(place: PlannerPlace, input: TimingInput): ActivityTiming {
  const { dates, holidays } = input;
  const timing: ActivityTiming = {
    from: dates[0]!,
    open: dates.map((date) =>
      openRangesOnDate(place, date, holidays).map(([o, c]) => [clamp(o), clamp(c)] as [number, number]),
    ),
  };
  const closed = dates.map((date) => closedAllDayReason(place, date, holidays) ?? '');
  if (closed.some(Boolean)) timing.closed = closed;
  if (place.lastAdmissionMinutes) timing.lastEntry = place.lastAdmissionMinutes;
  if (input.meal) {
    const [a, b] = input.mealWindows[input.meal];
    timing.mealWindow = [clamp(a), clamp(b)];
  } else {
    if (place.startTimes?.length)
      timing.startTimes = [...new Set(place.startTimes.map(clockMinutes))].sort((a, b) => a - b);
    // The sun as seen at the place itself, as the planner times it.
    const sunsets = () => dates.map((date) => sunsetMinutes(date, place.lat, place.lng, input.timeZone));
    if (place.atSunset) timing.sunset = sunsets().map((s) => (Number.isFinite(s) ? clamp(s) : null));
    if (place.evening) timing.afterDark = true;
    if (needsDaylight(place)) {
      timing.daylightEnd = sunsets().map((s) => {
        if (s === Number.POSITIVE_INFINITY) return null;
        return s === Number.NEGATIVE_INFINITY ? 0 : clamp(s + AFTER_SUNSET_MINUTES);
      });
    }
  }
  if (place.dayTrip && place.access?.minutes) {
    timing.accessMinutes = place.access.minutes;
    timing.accessMode = legModeOf(place.access.mode);
  }
  if (place.hoursUnknown) timing.hoursUnknown = true;
  return timing;
}

/** The destination's meal windows in minutes (the planner's defaults when it has none of its own). */
export function mealWindowsOf(times: MealTimes | undefined): Record<MealKind, Window> {
  if (!times) return { lunch: MEAL_WINDOWS.lunch, dinner: MEAL_WINDOWS.dinner };
  return {
    lunch: [clockMinutes(times.lunch[0]), clockMinutes(times.lunch[1])],
    dinner: [clockMinutes(times.dinner[0]), clockMinutes(times.dinner[1])],
  };
}
