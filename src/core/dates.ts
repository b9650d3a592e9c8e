// Calendar-day arithmetic on ISO dates (YYYY-MM-DD), independent of the host's time zone.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

function toUtcMs(iso: string): number {
  return Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
}

/**
 * Results of addDays and weekdayIndex, kept: the planner asks them for the same few dates for every place of a
 * plan. Bounded, as a long-running server sees new dates every day.
 */
const shifted = new Map<string, string>();
const weekdays = new Map<string, number>();
const MEMO_SIZE = 10_000;

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, value);
  return value;
}

export function addDays(iso: string, days: number): string {
  const key = `${iso} ${days}`;
  return (
    shifted.get(key) ??
    remember(shifted, key, new Date(toUtcMs(iso) + days * DAY_MS).toISOString().slice(0, 10))
  );
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcMs(b) - toUtcMs(a)) / DAY_MS);
}

/** Days in an inclusive range: 2026-05-01 .. 2026-05-03 is 3. */
export function tripLength(startDate: string, endDate: string): number {
  return Math.abs(daysBetween(startDate, endDate)) + 1;
}

/** The local calendar date of a Date object, as an ISO date. */
export function localIsoDate(d: Date = new Date()): string {
  const y = d.getFullYear();
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${y}-${m}-${day}`;
}

/** 0 = Sunday ... 6 = Saturday, for an ISO date. */
export function weekdayIndex(iso: string): number {
  return weekdays.get(iso) ?? remember(weekdays, iso, new Date(toUtcMs(iso)).getUTCDay());
}

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LONG_MONTHS = [
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
const SHORT_MONTHS = LONG_MONTHS.map((m) => m.slice(0, 3));

export function shortWeekday(iso: string): string {
  return SHORT_WEEKDAYS[weekdayIndex(iso)]!;
}
export function longWeekday(iso: string): string {
  return LONG_WEEKDAYS[weekdayIndex(iso)]!;
}
export function dayOfMonth(iso: string): number {
  return Number(iso.slice(8, 10));
}
export function longMonth(iso: string): string {
  return LONG_MONTHS[Number(iso.slice(5, 7)) - 1]!;
}
/** "May 3, 2026" */
export function formatDate(iso: string): string {
  return `${SHORT_MONTHS[Number(iso.slice(5, 7)) - 1]} ${dayOfMonth(iso)}, ${iso.slice(0, 4)}`;
}
/** "May 3 - May 7, 2026" or across years "Dec 30, 2026 - Jan 2, 2027" */
export function formatDateRange(start: string, end: string): string {
  if (start.slice(0, 4) === end.slice(0, 4)) {
    return `${SHORT_MONTHS[Number(start.slice(5, 7)) - 1]} ${dayOfMonth(start)} - ${formatDate(end)}`;
  }
  return `${formatDate(start)} - ${formatDate(end)}`;
}
