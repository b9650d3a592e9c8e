// The day strip of the builder and the finalize review (SPEC.md): one button per day with its short weekday and
// day of the month; today is marked, the selected day filled and the others outlined.
import { forwardRef, type ReactNode } from 'react';
import { longMonth, longWeekday } from '../../core/dates.ts';
import { cn } from '../lib/cn.ts';
import type { DaySelectorItem } from './day-items.ts';

export interface DayButtonProps {
  item: DaySelectorItem;
  selected: boolean;
  onSelect: (day: number) => void;
  className?: string;
}

/** One day's button; forwards its ref so a caller can make it a drop target. */
export const DayButton = forwardRef<HTMLButtonElement, DayButtonProps>(
  ({ item, selected, onSelect, className }, ref) => (
    <button
      ref={ref}
      type="button"
      aria-pressed={selected}
      aria-current={item.isToday ? 'date' : undefined}
      title={`${longWeekday(item.date)}, ${longMonth(item.date)} ${item.dayOfMonth}`}
      onClick={() => onSelect(item.day)}
      className={cn(
        'relative flex w-14 shrink-0 cursor-pointer flex-col items-center rounded-md border px-2 py-1.5 text-sm sm:w-16 sm:py-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected
          ? 'border-primary bg-primary text-primary-foreground shadow'
          : 'border-input bg-card hover:bg-muted',
        className,
      )}
    >
      <span className="sr-only">Day {item.day}, </span>
      <span className="text-xs font-medium uppercase">{item.weekday}</span>
      <span className="text-lg font-bold leading-tight">{item.dayOfMonth}</span>
      {item.isToday && (
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
  items,
  selectedDay,
  onSelect,
  renderDay = (props) => <DayButton {...props} />,
  label = 'Trip days',
}: {
  /** The days to offer (day-items.ts). */
  items: readonly DaySelectorItem[];
  selectedDay: number;
  onSelect: (day: number) => void;
  /** Wraps or replaces a day's button (the builder makes each one a drop target). */
  renderDay?: (props: DayButtonProps) => ReactNode;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="overflow-x-auto pb-2">
      <ol className="flex gap-2 p-1">
        {items.map((item) => (
          <li key={item.day}>{renderDay({ item, selected: item.day === selectedDay, onSelect })}</li>
        ))}
      </ol>
    </nav>
  );
}
