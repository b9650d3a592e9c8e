// SPEC.md 'Day selector item': day 1..totalDays, its date (start + day - 1), short weekday, day of month, today.
import { addDays, dayOfMonth, shortWeekday } from '../../../core/dates.ts';

export interface DaySelectorItem {
  day: number;
  date: string;
  weekday: string;
  dayOfMonth: number;
  isToday: boolean;
}

export function daySelectorItems(startDate: string, totalDays: number, today: string): DaySelectorItem[] {
  return Array.from({ length: Math.max(0, totalDays) }, (_, i) => {
    const date = addDays(startDate, i);
    return {
      day: i + 1,
      date,
      weekday: shortWeekday(date),
      dayOfMonth: dayOfMonth(date),
      isToday: date === today,
    };
  });
}
