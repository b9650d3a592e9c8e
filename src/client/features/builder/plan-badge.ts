// The card's Open / Closed badge describes the plan, not the clock: whether the place is open at the planned time
// on the planned date ("Open 9:30-17:30", with the weekday and date in its accessible name), or "Closed at this
// time". Live opening ("Open now") is for a stop planned today only, while the trip is happening.
import type { Activity } from '../../../core/activity.ts';
import { addDays, dayOfMonth, localIsoDate, longMonth, longWeekday } from '../../../core/dates.ts';
import { parseClock } from '../../../planner/itinerary/clock.ts';
import { durationMinutes, rangeAt, rulesOn, whatIsWrong } from '../../../planner/retime/index.ts';

export type PlanBadge =
  | { kind: 'open'; text: string; label: string }
  | { kind: 'closed'; text: string; label: string }
  | { kind: 'unknown'; text: string; label: string };

/** "9:30", "17:30", "24:00"; a closing after midnight reads on the next day's clock ("2:00"). */
function hm(minutes: number, closing = false): string {
  if (closing && minutes === 1440) return '24:00';
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** "9:30-17:30", or "24 hours" for a range that covers the whole day. */
function rangeText([open, close]: readonly [number, number]): string {
  return open <= 0 && close >= 1440 ? '24 hours' : `${hm(open)}-${hm(close, true)}`;
}

export function dateWords(date: string): string {
  return `${longWeekday(date)}, ${dayOfMonth(date)} ${longMonth(date)}`;
}

/** The badge for an activity planned on `date`; undefined when there is nothing to say (a custom activity). */
export function planBadge(
  activity: Pick<Activity, 'timing' | 'meal' | 'placeId' | 'startTime' | 'duration' | 'endTime'>,
  date: string,
): PlanBadge | undefined {
  const on = dateWords(date);
  if (!activity.timing) {
    return activity.placeId
      ? { kind: 'unknown', text: 'Hours unknown', label: `Opening hours unknown for ${on}` }
      : undefined;
  }
  const rules = rulesOn(activity, date);
  const start = activity.startTime ? parseClock(activity.startTime) : undefined;
  if (rules.open === null || start === undefined) {
    return { kind: 'unknown', text: 'Hours unknown', label: `Opening hours unknown for ${on}` };
  }
  const range = rangeAt(rules, start);
  const wrong = whatIsWrong(
    { ...rules, mealWindow: undefined, daylightEnd: undefined },
    start,
    durationMinutes(activity),
  );
  if (!range || wrong?.kind === 'closed' || wrong?.kind === 'closed-day') {
    return { kind: 'closed', text: 'Closed at this time', label: `Closed at this time on ${on}` };
  }
  const text = `Open ${rangeText(range)}`;
  const guess = rules.hoursUnknown ? ' (usual hours for this kind of place; check locally)' : '';
  return { kind: 'open', text, label: `${text} on ${on}${guess}` };
}

/** Whether the trip is happening on that date (the traveller's own calendar date). */
export function isToday(date: string, now: Date = new Date()): boolean {
  return localIsoDate(now) === date;
}

/** The hours on the planned date in words, for the details popover. */
export function plannedHoursText(activity: Pick<Activity, 'timing' | 'meal'>, date: string): string {
  const on = `Planned for ${dateWords(date)}`;
  if (!activity.timing) return `${on}: opening hours unknown`;
  const rules = rulesOn(activity, date);
  if (rules.open === null) return `${on}: opening hours unknown`;
  if (rules.open.length === 0) return `${on}: ${rules.closedReason ?? 'closed'}`;
  const ranges = rules.open.map(rangeText).join(', ');
  return `${on}: open ${ranges}${rules.hoursUnknown ? ' (usual hours; check locally)' : ''}`;
}

/** The trip's days by weekday name, for marking the week's hours ("Monday" -> "Day 1, 7 Dec"). */
export function tripDayMarks(startDate: string, count: number): { weekday: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(startDate, i);
    return {
      weekday: longWeekday(date),
      label: `Day ${i + 1}, ${dayOfMonth(date)} ${longMonth(date).slice(0, 3)}`,
    };
  });
}
