// The day strip of the builder and the finalize review (SPEC.md): one button per day with its short weekday and
// day of the month; today is marked, the selected day filled and the others outlined.
import { forwardRef, type ReactNode } from 'react';
import { dayOfMonth, localIsoDate, longMonth, longWeekday, shortWeekday } from '../../core/dates.ts';
import { cn } from '../lib/cn.ts';

export interface DaySelectorDay {
  day: number;
  /** ISO date. */
  date: string;
}

export interface DayButtonProps {
  day: DaySelectorDay;
  selected: boolean;
  isToday: boolean;
  onSelect: (day: number) => void;
  className?: string;
}

/** One day's button; forwards its ref so a caller can make it a drop target. */
export const DayButton = forwardRef<HTMLButtonElement, DayButtonProps>(
  ({ day, selected, isToday, onSelect, className }, ref) => (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      title={`${longWeekday(day.date)}, ${longMonth(day.date)} ${dayOfMonth(day.date)}`}
      onClick={() => onSelect(day.day)}
      className={cn(
        'relative flex w-16 shrink-0 cursor-pointer flex-col items-center rounded-md border px-2 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected
          ? 'border-primary bg-primary text-primary-foreground shadow'
          : 'border-input bg-card hover:bg-muted',
        className,
      )}
    >
      <span className="sr-only">Day {day.day}, </span>
      <span className="text-xs font-medium uppercase">{shortWeekday(day.date)}</span>
      <span className="text-lg font-bold leading-tight">{dayOfMonth(day.date)}</span>
      {isToday && (
        <span
          className={cn(
            'mt-0.5 rounded-full px-1.5 text-[10px] font-semibold uppercase leading-4',
            selected ? 'bg-primary-foreground text-primary' : 'bg-accent text-accent-foreground',
          )}
        >
          Today
        </span>
      )}
    </button>
  ),
);
DayButton.displayName = 'DayButton';

export function DaySelector({
  days,
  selectedDay,
  onSelect,
  today = localIsoDate(),
  renderDay = (props) => <DayButton {...props} />,
  label = 'Trip days',
}: {
  days: readonly DaySelectorDay[];
  selectedDay: number;
  onSelect: (day: number) => void;
  /** ISO date of today (the viewer's local calendar day). */
  today?: string;
  /** Wraps or replaces a day's button (the builder makes each one a drop target). */
  renderDay?: (props: DayButtonProps) => ReactNode;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="overflow-x-auto pb-2">
      <ol className="flex gap-2 p-1">
        {days.map((d) => (
          <li key={d.day}>
            {renderDay({ day: d, selected: d.day === selectedDay, isToday: d.date === today, onSelect })}
          </li>
        ))}
      </ol>
    </nav>
  );
}
