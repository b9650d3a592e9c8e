// Opening hours as minute intervals of one local calendar day, and the Open Now test. A range whose closing
// time runs past 24:00 belongs to its own weekday but also keeps the place open early the next morning.
import { type OpeningHours, WEEKDAYS, type Weekday } from '../../core/knowledge.ts';
import { hhmmToMinutes, MINUTES_PER_DAY } from './clock.ts';

/** [open, close) in minutes after the day's local midnight; close may exceed 1440 (after midnight). */
export type MinuteRange = readonly [number, number];

/** The knowledge-base key of a weekday index (0 = Sunday ... 6 = Saturday, as Date.getDay()). */
export function weekdayKey(weekdayIndex: number): Weekday {
  return WEEKDAYS[((weekdayIndex % 7) + 7 + 6) % 7]!;
}

/**
 * Every stretch of the given weekday during which the place is open, sorted and merged: the day's own ranges
 * (closing possibly after midnight) and what the previous day's late ranges carry past midnight.
 */
export function openingRangesOn(hours: OpeningHours, weekdayIndex: number): MinuteRange[] {
  const ranges: [number, number][] = [];
  for (const [open, close] of hours[weekdayKey(weekdayIndex)] ?? []) {
    ranges.push([hhmmToMinutes(open), hhmmToMinutes(close)]);
  }
  for (const [, close] of hours[weekdayKey(weekdayIndex + 6)] ?? []) {
    const spill = hhmmToMinutes(close) - MINUTES_PER_DAY;
    if (spill > 0) ranges.push([0, spill]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** Whether the place is open at this local minute (0..1439) of this weekday (0 = Sunday). */
export function isOpenAt(hours: OpeningHours, weekdayIndex: number, minuteOfDay: number): boolean {
  return openingRangesOn(hours, weekdayIndex).some(
    ([open, close]) => minuteOfDay >= open && minuteOfDay < close,
  );
}

/** Whether the place is open for the whole visit [start, end) of that weekday (end may pass midnight). */
export function isOpenThrough(
  hours: OpeningHours,
  weekdayIndex: number,
  start: number,
  end: number,
): boolean {
  return openingRangesOn(hours, weekdayIndex).some(([open, close]) => start >= open && end <= close);
}

/** Whether the place opens at all on that weekday. */
export function opensOn(hours: OpeningHours, weekdayIndex: number): boolean {
  return openingRangesOn(hours, weekdayIndex).length > 0;
}

export interface LocalClock {
  /** ISO date at the place. */
  date: string;
  weekdayIndex: number;
  minuteOfDay: number;
}

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in an IANA time zone at a given instant (the caller supplies the instant: no hidden clock). */
export function localClock(instant: Date, timeZone: string): LocalClock {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekdayIndex: SHORT_DAYS.indexOf(parts.weekday ?? ''),
    minuteOfDay: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

/** The Open Now badge: open at this instant in the place's time zone. */
export function isOpenNow(hours: OpeningHours, instant: Date, timeZone: string): boolean {
  const { weekdayIndex, minuteOfDay } = localClock(instant, timeZone);
  return isOpenAt(hours, weekdayIndex, minuteOfDay);
}
