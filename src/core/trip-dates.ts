// The trip form's calendar rules (SPEC.md section 5), as pure functions over ISO dates (YYYY-MM-DD):
// no day before today, at most MAX_TRIP_DAYS days, two clicks (start, then end).
import { MAX_TRIP_DAYS } from './constants.ts';
import { addDays, daysBetween, isIsoDate, tripLength } from './dates.ts';

/** A range being chosen: nothing, only the start, or both ends. */
export interface DraftRange {
  start?: string;
  end?: string;
}

/** True when only the first of the two clicks has happened. */
export function isStartOnly(range: DraftRange): boolean {
  return Boolean(range.start && !range.end);
}

/**
 * Whether a day can be clicked: never before today, and while only the start is chosen, no day more than
 * MAX_TRIP_DAYS days away from it (a day exactly that far is allowed and then clamped by clampRange).
 */
export function isSelectable(date: string, today: string, range: DraftRange = {}): boolean {
  if (!isIsoDate(date) || date < today) return false;
  if (isStartOnly(range) && range.start! >= today) {
    return Math.abs(daysBetween(range.start!, date)) <= MAX_TRIP_DAYS;
  }
  return true;
}

/** Puts the two ends in order and ends a longer trip on start + (MAX_TRIP_DAYS - 1). */
export function clampRange(a: string, b: string): { start: string; end: string; clamped: boolean } {
  const [start, end] = a <= b ? [a, b] : [b, a];
  if (tripLength(start, end) <= MAX_TRIP_DAYS) return { start, end, clamped: false };
  return { start, end: addDays(start, MAX_TRIP_DAYS - 1), clamped: true };
}

/**
 * The range after a click on `clicked`. The first click picks the start, the second the end (either order);
 * a click on a complete range, or on one whose start has passed, starts over. Days that cannot be clicked
 * leave the range as it was.
 */
export function nextRange(
  range: DraftRange,
  clicked: string,
  today: string,
): DraftRange & { clamped?: boolean } {
  if (!isSelectable(clicked, today, range)) return range;
  if (!range.start || range.end || range.start < today) return { start: clicked };
  return clampRange(range.start, clicked);
}

/**
 * A stored range still usable on a later visit: both ends valid, the start not yet passed, and within the
 * trip length. Anything else is dropped so the traveller picks new dates.
 */
export function usableStoredRange(
  start: string | undefined,
  end: string | undefined,
  today: string,
): DraftRange {
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) return {};
  if (start < today || end < start || tripLength(start, end) > MAX_TRIP_DAYS) return {};
  return { start, end };
}
