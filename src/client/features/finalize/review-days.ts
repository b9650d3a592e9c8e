// The days the finalize review shows (SPEC.md section 5 'Finalize trip length'): the absolute day difference
// between start and end, rounded up, plus 1, with a missing start read as today and a missing end as start + 7.
import type { Day } from '../../../core/activity.ts';
import { addDays, isIsoDate, localIsoDate, tripLength } from '../../../core/dates.ts';

export function finalizeTripLength(
  startDate: string | undefined,
  endDate: string | undefined,
  today = localIsoDate(),
): number {
  const start = startDate && isIsoDate(startDate) ? startDate : today;
  const end = endDate && isIsoDate(endDate) ? endDate : addDays(start, 7);
  return tripLength(start, end);
}

/**
 * Day 1..trip length, each with its stored activities (none when the day is missing). A stored day beyond the trip
 * length is kept too, so nothing in the plan is hidden from its review.
 */
export function reviewDays(
  trip: { startDate?: string; endDate?: string },
  days: readonly Day[],
  today = localIsoDate(),
): Day[] {
  const start = trip.startDate && isIsoDate(trip.startDate) ? trip.startDate : today;
  const length = Math.max(finalizeTripLength(trip.startDate, trip.endDate, today), ...days.map((d) => d.day));
  const byNumber = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length }, (_, i) => {
    const stored = byNumber.get(i + 1);
    return {
      // The accommodation's departure and return travel with the day (the exports name them).
      ...(stored?.start ? { start: stored.start } : {}),
      ...(stored?.end ? { end: stored.end } : {}),
      day: i + 1,
      date: stored?.date ?? addDays(start, i),
      activities: stored?.activities ?? [],
    };
  });
}
