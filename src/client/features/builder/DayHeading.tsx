// 'Day N - weekday, month day' with the 'Enhance Day' toggle for the 'Enhance Your Itinerary' panel.
import { Sparkles } from 'lucide-react';
import { dayOfMonth, longMonth, longWeekday } from '../../../core/dates.ts';
import { Button } from '../../components/ui/button.tsx';

export function dayTitle(day: number, date: string): string {
  return `Day ${day} - ${longWeekday(date)}, ${longMonth(date)} ${dayOfMonth(date)}`;
}

export function DayHeading({
  day,
  date,
  enhanceOpen,
  enhanceControls,
  onToggleEnhance,
}: {
  day: number;
  date: string;
  enhanceOpen: boolean;
  /** The id of the enhance panel this button shows and hides. */
  enhanceControls: string;
  onToggleEnhance: () => void;
}) {
  const toggleId = `${enhanceControls}-toggle`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-2xl font-bold tracking-tight">{dayTitle(day, date)}</h2>
      <Button
        id={toggleId}
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
