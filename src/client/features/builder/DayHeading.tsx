// 'Day N - weekday, month day' with the day's conflict count (also told to screen readers as it changes) and the
// 'Enhance Day' toggle for the 'Enhance Your Itinerary' panel.
import { Sparkles, TriangleAlert } from 'lucide-react';
import { dayOfMonth, longMonth, longWeekday } from '../../../core/dates.ts';
import { Button } from '../../components/ui/button.tsx';

export function dayTitle(day: number, date: string): string {
  return `Day ${day} - ${longWeekday(date)}, ${longMonth(date)} ${dayOfMonth(date)}`;
}

export const conflictText = (n: number) => `${n} ${n === 1 ? 'conflict' : 'conflicts'}`;

export function DayHeading({
  day,
  date,
  enhanceOpen,
  enhanceControls,
  onToggleEnhance,
  conflictCount = 0,
  conflictSummary,
}: {
  day: number;
  date: string;
  /** How many conflicts the day's times have. */
  conflictCount?: number;
  /** The conflicts in words, for screen readers ("Bairro Alto: Closed at this time: opens at 7:00 PM."). */
  conflictSummary?: string;
  enhanceOpen: boolean;
  /** The id of the enhance panel this button shows and hides. */
  enhanceControls: string;
  onToggleEnhance: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold tracking-tight">
        {dayTitle(day, date)}
        {conflictCount > 0 && (
          <span className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {conflictText(conflictCount)}
          </span>
        )}
      </h2>
      <p role="status" className="sr-only">
        {conflictCount > 0 ? `Day ${day}: ${conflictText(conflictCount)}. ${conflictSummary ?? ''}` : ''}
      </p>
      <Button
        variant={enhanceOpen ? 'secondary' : 'outline'}
        aria-expanded={enhanceOpen}
        aria-controls={enhanceOpen ? enhanceControls : undefined}
        onClick={onToggleEnhance}
      >
        <Sparkles aria-hidden="true" />
        Enhance Day
      </Button>
    </div>
  );
}
