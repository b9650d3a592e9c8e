// Opening hours on a given date, not just a weekday: the hours of the season that covers the date, closures on
// fixed days of the year and on the country's public holidays, months a seasonal activity does not run, and
// hours a provider knows per date. Shared by the planner (scheduling), the builder (badges, conflicts) and the
// server (details). Minutes count from the date's local midnight; a range may close after 1440 (past midnight).
import { addDays, dayOfMonth, longMonth, weekdayIndex } from './dates.ts';
import type { OpeningHours, OpeningRange, Place, Weekday } from './knowledge.ts';
import { clockMinutes, DAY_MINUTES, type MinuteRange } from './opening-hours.ts';

/** Public holidays of the destination's country: ISO date -> name ("2026-12-25" -> "Christmas Day"). */
export type Holidays = Readonly<Record<string, string>>;

/** What the calendar needs of a place (a knowledge place fits; providers may add `datedHours`). */
export type CalendarPlace = Pick<
  Place,
  | 'hours'
  | 'seasons'
  | 'closedDates'
  | 'closures'
  | 'closedOnPublicHolidays'
  | 'months'
  | 'lastAdmissionMinutes'
> & { datedHours?: Readonly<Record<string, readonly OpeningRange[]>> };

const KEY_BY_INDEX: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY_PLURAL = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const monthDayOf = (isoDate: string) => isoDate.slice(5, 10);
/** "06-10" -> "10 June". */
const dayOfYear = (monthDay: string) =>
  `${Number(monthDay.slice(3))} ${MONTHS[Number(monthDay.slice(0, 2)) - 1]}`;
/** "2027-01-31" -> "31 January 2027". */
const longDate = (isoDate: string) => `${dayOfMonth(isoDate)} ${longMonth(isoDate)} ${isoDate.slice(0, 4)}`;

/** Whether "MM-DD" lies in [from, to], a span that may run over New Year. */
export function inSeason(monthDay: string, from: string, to: string): boolean {
  return from <= to ? monthDay >= from && monthDay <= to : monthDay >= from || monthDay <= to;
}

/** The weekly hours that apply on that date: the first season covering it, else the usual hours. */
export function weeklyHoursOn(place: CalendarPlace, isoDate: string): OpeningHours {
  return seasonOn(place, isoDate)?.hours ?? place.hours;
}

/** The first season covering that date, if any. */
function seasonOn(place: CalendarPlace, isoDate: string) {
  const md = monthDayOf(isoDate);
  return place.seasons?.find((s) => inSeason(md, s.from, s.to));
}

/** Why the place is closed all of that date, in words; undefined when its hours decide. */
export function closureOn(place: CalendarPlace, isoDate: string, holidays?: Holidays): string | undefined {
  if (place.datedHours?.[isoDate]) return undefined;
  const month = Number(isoDate.slice(5, 7));
  if (place.months && !place.months.includes(month)) return `Out of season: runs ${monthSpan(place.months)}`;
  const md = monthDayOf(isoDate);
  if (place.closedDates?.includes(md)) return `Closed on ${dayOfYear(md)}`;
  const dated = place.closures?.find((c) => c.from <= isoDate && (!c.until || isoDate <= c.until));
  if (dated)
    return dated.until
      ? `Closed from ${longDate(dated.from)} to ${longDate(dated.until)}: ${dated.reason}`
      : `Closed from ${longDate(dated.from)}: ${dated.reason}`;
  const holiday = holidays?.[isoDate];
  if (holiday && place.closedOnPublicHolidays) return `Closed on public holidays (${holiday})`;
  return undefined;
}

/** The ranges the place opens on that date itself (closing possibly after midnight), as minutes. */
export function ownRangesOn(place: CalendarPlace, isoDate: string, holidays?: Holidays): MinuteRange[] {
  const dated = place.datedHours?.[isoDate];
  if (dated) return dated.map(([o, c]) => [clockMinutes(o), clockMinutes(c)] as const);
  if (closureOn(place, isoDate, holidays)) return [];
  const week = weeklyHoursOn(place, isoDate);
  return week[KEY_BY_INDEX[weekdayIndex(isoDate)]!].map(
    ([o, c]) => [clockMinutes(o), clockMinutes(c)] as const,
  );
}

/**
 * Every stretch of that date during which the place is open, sorted and merged: its own ranges and what the
 * previous date's late ranges carry past midnight.
 */
export function openRangesOnDate(place: CalendarPlace, isoDate: string, holidays?: Holidays): MinuteRange[] {
  const ranges: [number, number][] = ownRangesOn(place, isoDate, holidays).map(([o, c]) => [o, c]);
  for (const [, close] of ownRangesOn(place, addDays(isoDate, -1), holidays)) {
    if (close > DAY_MINUTES) ranges.push([0, close - DAY_MINUTES]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push(r);
  }
  return merged;
}

/** The latest start of a visit in an opening range: its close, less the last admission margin. */
export function lastEntry(place: Pick<CalendarPlace, 'lastAdmissionMinutes'>, close: number): number {
  return close - (place.lastAdmissionMinutes ?? 0);
}

/** Whether a visit [start, end) on that date lies inside one opening stretch and starts before last entry. */
export function openThroughOnDate(
  place: CalendarPlace,
  isoDate: string,
  start: number,
  end: number,
  holidays?: Holidays,
): boolean {
  return openRangesOnDate(place, isoDate, holidays).some(
    ([open, close]) => start >= open && end <= close && start <= lastEntry(place, close),
  );
}

/** Why the place is closed all day on that date: a closure, or its weekly closing day. */
export function closedAllDayReason(
  place: CalendarPlace,
  isoDate: string,
  holidays?: Holidays,
): string | undefined {
  const closure = closureOn(place, isoDate, holidays);
  if (closure) return closure;
  if (openRangesOnDate(place, isoDate, holidays).length > 0) return undefined;
  // A season of no hours at all is a closure of part of every year (the Ho Chi Minh Mausoleum's upkeep).
  const season = seasonOn(place, isoDate);
  if (season && Object.values(season.hours).every((ranges) => ranges.length === 0))
    return `Closed every year from ${dayOfYear(season.from)} to ${dayOfYear(season.to)}`;
  return `Closed on ${WEEKDAY_PLURAL[weekdayIndex(isoDate)]}`;
}

/** "June to November", "December to February", "July". */
function monthSpan(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  // Find the start of the run: the month whose predecessor is not in the set (handles December-February).
  const has = new Set(sorted);
  const start = sorted.find((m) => !has.has(m === 1 ? 12 : m - 1)) ?? sorted[0]!;
  let end = start;
  while (has.has(end === 12 ? 1 : end + 1) && (end === 12 ? 1 : end + 1) !== start)
    end = end === 12 ? 1 : end + 1;
  const count = sorted.length;
  const runLength = ((end - start + 12) % 12) + 1;
  if (runLength !== count) return sorted.map((m) => MONTHS[m - 1]).join(', ');
  return start === end ? MONTHS[start - 1]! : `${MONTHS[start - 1]} to ${MONTHS[end - 1]}`;
}
