// The rules one activity's start must meet on one date, from the timing the server sent with it: open ranges,
// last admission, show times, the meal's window and dusk. Without timing (custom activities, older saved plans)
// a place is taken as always open; a meal still keeps to the usual meal hours.
import type { Activity, ActivityTiming } from '../../core/activity.ts';
import { daysBetween } from '../../core/dates.ts';
import { formatClock, formatDuration } from '../itinerary/clock.ts';
import {
  MEAL_WINDOWS,
  SUNSET_AFTER_MINUTES,
  SUNSET_LEAD_MINUTES,
  startWindows,
  type Window,
} from '../itinerary/time-windows.ts';

export type MinuteRange = readonly [number, number];

export interface DateRules {
  /** Open ranges that date; null when not known (taken as always open). */
  open: readonly MinuteRange[] | null;
  /** Why it is closed all day, when it is. */
  closedReason?: string;
  lastEntry: number;
  startTimes?: readonly number[];
  meal?: 'breakfast' | 'lunch' | 'dinner';
  mealWindow?: Window;
  /** Latest end for an outdoor visit (dusk); undefined when there is no limit. */
  daylightEnd?: number;
  /** The sunset a visit timed to it must cover; undefined when it is not timed so. */
  sunset?: number;
  /** The hours are a guess, or not known for this date. */
  hoursUnknown: boolean;
}

/** Breakfast has no planner window; these are its usual hours. */
const BREAKFAST_WINDOW: Window = [6 * 60 + 30, 10 * 60 + 30];
/** A visit ends by midnight: later is a day running into the next. */
export const DAY_LIMIT = 24 * 60;
const ALWAYS: readonly MinuteRange[] = [[0, 2 * DAY_LIMIT]];

/** Index of a date in a timing's per-date lists, or -1 when the timing does not cover it. */
function dateIndex(timing: ActivityTiming, date: string): number {
  const i = daysBetween(timing.from, date);
  return i >= 0 && i < timing.open.length ? i : -1;
}

/** The rules of an activity on a date. */
export function rulesOn(activity: Pick<Activity, 'timing' | 'meal'>, date: string): DateRules {
  const t = activity.timing;
  const meal = activity.meal;
  const usual: Window | undefined = meal
    ? (t?.mealWindow ?? (meal === 'breakfast' ? BREAKFAST_WINDOW : MEAL_WINDOWS[meal]))
    : undefined;
  const mealWindow = usual;
  if (!t) return { open: null, lastEntry: 0, meal, mealWindow, hoursUnknown: false };
  const i = dateIndex(t, date);
  const daylight = i >= 0 ? t.daylightEnd?.[i] : undefined;
  const sunset = i >= 0 ? t.sunset?.[i] : undefined;
  return {
    open: i >= 0 ? t.open[i]! : null,
    closedReason: i >= 0 ? t.closed?.[i] || undefined : undefined,
    lastEntry: t.lastEntry ?? 0,
    startTimes: t.startTimes,
    meal,
    mealWindow,
    daylightEnd: daylight ?? undefined,
    ...(sunset === undefined || sunset === null ? {} : { sunset }),
    hoursUnknown: Boolean(t.hoursUnknown) || i < 0,
  };
}

/**
 * Start times (flat closed intervals on 5-minute marks) at which a visit of `duration` minutes keeps every rule of
 * the date and ends by midnight. `from`..`to` narrows the starts (a segment, a meal window).
 */
export function validStarts(r: DateRules, duration: number): number[] {
  const opening = (r.open ?? ALWAYS).map(
    ([open, close]) => [open, Math.min(close, close - r.lastEntry + duration)] as const,
  );
  const [from, to] = r.mealWindow ?? [0, DAY_LIMIT];
  // Timed to the sunset: starts before it and lasts past it (as the planner times it).
  const allowed: Window[] =
    r.sunset === undefined
      ? [[from, to]]
      : [
          [
            Math.max(from, r.sunset + SUNSET_AFTER_MINUTES - duration),
            Math.min(to, r.sunset - SUNSET_LEAD_MINUTES),
          ],
        ];
  const latestEnd = Math.min(DAY_LIMIT, r.daylightEnd ?? DAY_LIMIT);
  const flat = startWindows(opening, allowed, duration, latestEnd);
  if (!r.startTimes) return flat;
  const out: number[] = [];
  for (const s of r.startTimes) {
    for (let k = 0; k < flat.length; k += 2) if (s >= flat[k]! && s <= flat[k + 1]!) out.push(s, s);
  }
  return out;
}

/** The earliest start at or after `t` inside the windows, or -1 (t itself may be off the 5-minute marks). */
export function earliestIn(windows: readonly number[], t: number): number {
  for (let i = 0; i < windows.length; i += 2) {
    if (t <= windows[i + 1]!) return Math.max(t, windows[i]!);
  }
  return -1;
}

export type RuleBreak = 'closed-day' | 'closed' | 'meal' | 'show' | 'daylight' | 'sunset' | 'midnight';

const MEAL_WORDS = { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner' } as const;
const after = (minutes: number) => formatDuration(minutes);
const clock = (m: number) => formatClock(m);

/** What is wrong with a visit [start, start + duration) on the date, in words; undefined when nothing is. */
export function whatIsWrong(
  r: DateRules,
  start: number,
  duration: number,
): { kind: RuleBreak; message: string } | undefined {
  const end = start + duration;
  if (r.open && r.open.length === 0) {
    return { kind: 'closed-day', message: r.closedReason || 'Closed on this day' };
  }
  if (r.startTimes && !r.startTimes.includes(start)) {
    const times = r.startTimes.map(clock);
    return {
      kind: 'show',
      message: `Starts only at ${times.length > 1 ? `${times.slice(0, -1).join(', ')} or ${times.at(-1)}` : times[0]}`,
    };
  }
  if (r.mealWindow && r.meal) {
    const [a, b] = r.mealWindow;
    const name = MEAL_WORDS[r.meal];
    if (start < a) return { kind: 'meal', message: `${name} is served from ${clock(a)}` };
    if (start > b)
      return {
        kind: 'meal',
        message: `Starts ${after(start - b)} after ${name.toLowerCase()} time (${clock(a)} to ${clock(b)})`,
      };
  }
  if (r.open) {
    const within = r.open.find(([o, c]) => start >= o && start < c);
    if (!within) {
      const next = r.open.find(([o]) => o > start);
      const closedBefore = [...r.open].reverse().find(([, c]) => c <= start);
      if (!next && closedBefore)
        return { kind: 'closed', message: `Starts ${after(start - closedBefore[1])} after it closes` };
      if (next)
        return {
          kind: 'closed',
          message: `Closed at this time: opens ${closedBefore ? 'again ' : ''}at ${clock(next[0])}`,
        };
      return { kind: 'closed', message: 'Closed at this time' };
    }
    const [, close] = within;
    if (r.lastEntry && start > close - r.lastEntry)
      return { kind: 'closed', message: `Starts after the last entry (${clock(close - r.lastEntry)})` };
    if (end > close) return { kind: 'closed', message: `Ends ${after(end - close)} after it closes` };
  }
  if (r.daylightEnd !== undefined && end > r.daylightEnd) {
    return r.daylightEnd <= 0
      ? { kind: 'daylight', message: 'No daylight on this date' }
      : { kind: 'daylight', message: `Ends after dark (light until about ${clock(r.daylightEnd)})` };
  }
  if (
    r.sunset !== undefined &&
    (start > r.sunset - SUNSET_LEAD_MINUTES || end < r.sunset + SUNSET_AFTER_MINUTES)
  )
    return { kind: 'sunset', message: `Misses the sunset it is timed to (about ${clock(r.sunset)})` };
  if (end > DAY_LIMIT) return { kind: 'midnight', message: `Runs past midnight (ends ${clock(end)})` };
  return undefined;
}

/** The open range that holds a start, for the badge ("Open 9:30-17:30"). */
export function rangeAt(r: DateRules, start: number): MinuteRange | undefined {
  return r.open?.find(([o, c]) => start >= o && start < c);
}
