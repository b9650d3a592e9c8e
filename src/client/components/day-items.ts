// SPEC.md 'Day selector item': day 1..totalDays, its date (start + day - 1), short weekday, day of month, today.
import { addDays, dayOfMonth, localIsoDate, shortWeekday } from '../../core/dates.ts';

export interface DaySelectorItem {
  day: number;
  /** ISO date. */
  date: string;
  weekday: string;
  dayOfMonth: number;
  isToday: boolean;
}

/** One day's item; `today` is the viewer's local calendar day. */
export function dayItem(
  { day, date }: { day: number; date: string },
  today = localIsoDate(),
): DaySelectorItem {
  return { day, date, weekday: shortWeekday(date), dayOfMonth: dayOfMonth(date), isToday: date === today };
}

/** The items of a trip of `totalDays` days from `startDate`. */
export function daySelectorItems(
  startDate: string,
  totalDays: number,
  today = localIsoDate(),
): DaySelectorItem[] {
  return Array.from({ length: Math.max(0, totalDays) }, (_, i) =>
    dayItem({ day: i + 1, date: addDays(startDate, i) }, today),
  );
}
