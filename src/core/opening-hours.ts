// Opening hours of knowledge-base places: "is it open at this moment", "how long is it open in this window",
// and the weekday lines shown to travellers. Weekdays are indexed as JavaScript does (0 = Sunday ... 6 = Saturday,
// as `weekdayIndex` in dates.ts); minutes count from local midnight. Closing times past midnight ("25:30") belong
// to the day the range opens on, so Friday's 19:00-26:00 is still open at 1 AM on Saturday.
import type { OpeningHours, Weekday } from './knowledge.ts';

export const DAY_MINUTES = 24 * 60;

const KEY_BY_INDEX: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Travellers read the week from Monday. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/** [start, end) in minutes. */
export type MinuteRange = readonly [number, number];

/** "09:30" -> 570, "25:00" -> 1500. */
export function clockMinutes(hhmm: string): number {
  // "HH:MM", the form the guides keep, read digit by digit: the planner reads every place's hours for every date.
  if (hhmm.length === 5 && hhmm.charCodeAt(2) === COLON) {
    const [h1, h2, m1, m2] = [digit(hhmm, 0), digit(hhmm, 1), digit(hhmm, 3), digit(hhmm, 4)];
    if (h1 >= 0 && h2 >= 0 && m1 >= 0 && m2 >= 0) return (h1 * 10 + h2) * 60 + m1 * 10 + m2;
  }
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

const COLON = 58;
const ZERO = 48;

/** The digit at position k of s, or -1. */
function digit(s: string, k: number): number {
  const x = s.charCodeAt(k) - ZERO;
  return x >= 0 && x <= 9 ? x : -1;
}

const wrapDay = (i: number) => ((Math.trunc(i) % 7) + 7) % 7;

/** The ranges a day's entry lists, in minutes from that day's midnight (an end may pass 1440). */
export function rangesOn(hours: OpeningHours, weekdayIndex: number): MinuteRange[] {
  const key = KEY_BY_INDEX[wrapDay(weekdayIndex)]!;
  return (hours[key] ?? []).map(([open, close]) => [clockMinutes(open), clockMinutes(close)] as const);
}

/**
 * Every stretch of time the place is open as seen from one day: the previous day's late hours, the day's own and
 * the next day's, on one axis (minute 0 = that day's midnight), merged where they touch.
 */
export function openIntervals(hours: OpeningHours, weekdayIndex: number): MinuteRange[] {
  const all: [number, number][] = [];
  for (const shift of [-1, 0, 1]) {
    for (const [s, e] of rangesOn(hours, weekdayIndex + shift))
      all.push([s + shift * DAY_MINUTES, e + shift * DAY_MINUTES]);
  }
  all.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of all) {
    const last = merged.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/** True when the place is open at that minute of that weekday (past-midnight hours of the day before count). */
export function isOpenAt(hours: OpeningHours, weekdayIndex: number, minuteOfDay: number): boolean {
  return openIntervals(hours, weekdayIndex).some(([s, e]) => s <= minuteOfDay && minuteOfDay < e);
}

/** Minutes of [from, to) on that weekday's axis during which the place is open (`to` may pass midnight). */
export function openMinutesBetween(
  hours: OpeningHours,
  weekdayIndex: number,
  from: number,
  to: number,
): number {
  let total = 0;
  for (const [s, e] of openIntervals(hours, weekdayIndex))
    total += Math.max(0, Math.min(e, to) - Math.max(s, from));
  return total;
}

/** The stretch of opening that contains this minute, or undefined when closed then. */
export function openIntervalAt(
  hours: OpeningHours,
  weekdayIndex: number,
  minuteOfDay: number,
): MinuteRange | undefined {
  return openIntervals(hours, weekdayIndex).find(([s, e]) => s <= minuteOfDay && minuteOfDay < e);
}

/** Minutes on any day axis as a 12-hour clock: 570 -> "9:30 AM", 1440 -> "12:00 AM", 1530 -> "1:30 AM". */
export function formatMinutes(minutes: number): string {
  const m = ((Math.round(minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** "09:00" -> "9:00 AM"; "26:00" -> "2:00 AM". */
export function formatClock(hhmm: string): string {
  return formatMinutes(clockMinutes(hhmm));
}

/** One day's hours as text: "9:00 AM – 6:00 PM", "Open 24 hours" or "Closed". */
export function hoursText(hours: OpeningHours, weekdayIndex: number): string {
  const ranges = rangesOn(hours, weekdayIndex);
  if (ranges.length === 0) return 'Closed';
  if (ranges.some(([s, e]) => s === 0 && e >= DAY_MINUTES)) return 'Open 24 hours';
  return ranges.map(([s, e]) => `${formatMinutes(s)} – ${formatMinutes(e)}`).join(', ');
}

/** The week, Monday first: ["Monday: 9:00 AM – 6:00 PM", "Tuesday: Closed", ...]. */
export function weekdayText(hours: OpeningHours): string[] {
  return MONDAY_FIRST.map((i) => `${WEEKDAY_NAMES[i]}: ${hoursText(hours, i)}`);
}

export function weekdayName(weekdayIndex: number): string {
  return WEEKDAY_NAMES[wrapDay(weekdayIndex)]!;
}

export interface LocalClock {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  weekdayIndex: number;
  minuteOfDay: number;
}

/** The wall clock in a time zone at an instant (UTC when the zone is unknown to this runtime). */
export function localClock(timeZone: string, at: Date = new Date()): LocalClock {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return localClock('UTC', at);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(at).find((p) => p.type === type)?.value ?? '0';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  const hour = Number(part('hour')) % 24;
  return {
    date,
    weekdayIndex: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minuteOfDay: hour * 60 + Number(part('minute')),
  };
}

/** Open right now at the destination (its IANA time zone). */
export function isOpenNow(hours: OpeningHours, timeZone: string, at: Date = new Date()): boolean {
  const clock = localClock(timeZone, at);
  return isOpenAt(hours, clock.weekdayIndex, clock.minuteOfDay);
}
