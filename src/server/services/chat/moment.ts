// The moment or window a question is about ("now", "tonight", "tomorrow morning", "day 3 at 7 pm") as a date and
// minutes of that day, and whether a place is open then.
import type { TimeSegment } from '../../../core/constants.ts';
import { addDays, weekdayIndex } from '../../../core/dates.ts';
import type { OpeningHours } from '../../../core/knowledge.ts';
import { formatMinutes, isOpenAt, openMinutesBetween } from '../../../core/opening-hours.ts';
import { type CalendarPlace, type Holidays, openRangesOnDate } from '../../../core/place-calendar.ts';
import { type ChatContext, dateOfDay, destinationName, lastDayOf, tripDayOfDate } from './context.ts';
import { dateText } from './format.ts';
import { MEAL_SEGMENTS, MEAL_WINDOWS, SEGMENT_WINDOWS, segmentOfClock, type When } from './when.ts';

export interface Moment {
  /** The trip day, when the moment falls inside the trip. */
  day?: number;
  date: string;
  weekday: number;
  /** [from, to) minutes of the date; a point in time has to = from + 1. */
  from: number;
  to: number;
  point: boolean;
  segment?: TimeSegment;
  /** "right now (Friday, May 8, 9:14 PM in Paris)", "on day 2 (Saturday, May 9) in the evening (6:00 PM – 11:00 PM)" */
  label: string;
}

const window = ([from, to]: readonly [number, number]) => `${formatMinutes(from)} – ${formatMinutes(to)}`;

/** The day a message means: its day number, else today or tomorrow relative to the trip day "today" is. */
export function dayOf(ctx: ChatContext, when: When, base = ctx.referenceDay): number {
  if (when.day !== undefined) return when.day;
  return when.relative === 'tomorrow' ? base + 1 : base;
}

export function momentOf(ctx: ChatContext, when: When, fallback: 'now' | 'day' = 'now'): Moment {
  const unspecified =
    when.day === undefined &&
    when.relative === undefined &&
    when.segment === undefined &&
    when.clock === undefined &&
    when.meal === undefined;
  if (when.now || (unspecified && fallback === 'now')) {
    const { date, weekdayIndex: weekday, minuteOfDay } = ctx.clock;
    const dayNumber = tripDayOfDate(ctx.trip, date);
    return {
      day: dayNumber >= 1 && dayNumber <= lastDayOf(ctx) ? dayNumber : undefined,
      date,
      weekday,
      from: minuteOfDay,
      to: minuteOfDay + 1,
      point: true,
      segment: segmentOfClock(minuteOfDay),
      label: `right now (${dateText(date)}, ${formatMinutes(minuteOfDay)} in ${destinationName(ctx)})`,
    };
  }
  const day = dayOf(ctx, when);
  const date = day >= 1 ? dateOfDay(ctx, day) : addDays(ctx.trip.startDate, day - 1);
  const inTrip = day >= 1 && day <= lastDayOf(ctx);
  const on = inTrip ? `on day ${day} (${dateText(date)})` : `on ${dateText(date)}`;
  const base = { day: inTrip ? day : undefined, date, weekday: weekdayIndex(date) };
  if (when.clock !== undefined) {
    return {
      ...base,
      from: when.clock,
      to: when.clock + 1,
      point: true,
      segment: segmentOfClock(when.clock),
      label: `${on} at ${formatMinutes(when.clock)}`,
    };
  }
  if (when.meal && !when.segment) {
    const meal = MEAL_WINDOWS[when.meal];
    return {
      ...base,
      from: meal[0],
      to: meal[1],
      point: false,
      segment: MEAL_SEGMENTS[when.meal],
      label: `${on} at ${when.meal} time (${window(meal)})`,
    };
  }
  if (when.segment) {
    const w = SEGMENT_WINDOWS[when.segment];
    return {
      ...base,
      from: w[0],
      to: w[1],
      point: false,
      segment: when.segment,
      label: `${on} in the ${when.segment} (${window(w)})`,
    };
  }
  return { ...base, from: 0, to: 24 * 60, point: false, label: on };
}

/** Open at a point in time, or for a good part of a window (an hour, or all of a shorter window). */
export function isOpenDuring(hours: OpeningHours, m: Moment): boolean {
  if (m.point) return isOpenAt(hours, m.weekday, m.from);
  return openMinutesBetween(hours, m.weekday, m.from, m.to) >= Math.min(60, m.to - m.from);
}

/**
 * The same question on the planner's calendar: the place's hours on that very date (its season, closed days of the
 * year, public holidays, months it runs), not just on that weekday.
 */
export function isPlaceOpenDuring(place: CalendarPlace, m: Moment, holidays: Holidays): boolean {
  const ranges = openRangesOnDate(place, m.date, holidays);
  if (m.point) return ranges.some(([open, close]) => m.from >= open && m.from < close);
  const minutes = ranges.reduce(
    (sum, [open, close]) => sum + Math.max(0, Math.min(close, m.to) - Math.max(open, m.from)),
    0,
  );
  return minutes >= Math.min(60, m.to - m.from);
}
