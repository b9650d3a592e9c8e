// The day strip (SPEC.md '/itinerary-builder'): one button per day with its short weekday and day of the month;
// today is marked, the selected day filled and the others outlined. Each button also takes a dragged activity,
// which moves it to that day.
import { useDroppable } from '@dnd-kit/core';
import { localIsoDate, longMonth, longWeekday } from '../../../core/dates.ts';
import { cn } from '../../lib/cn.ts';
import { type DaySelectorItem, daySelectorItems } from './day-items.ts';
import { dayTargetId } from './dnd-ids.ts';

function DayButton({
  item,
  selected,
  onSelect,
}: {
  item: DaySelectorItem;
  selected: boolean;
  onSelect: (day: number) => void;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: dayTargetId(item.day) });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        aria-pressed={selected}
        aria-current={item.isToday ? 'date' : undefined}
        title={`${longWeekday(item.date)}, ${longMonth(item.date)} ${item.dayOfMonth}`}
        onClick={() => onSelect(item.day)}
        className={cn(
          'relative flex w-16 shrink-0 cursor-pointer flex-col items-center rounded-md border px-2 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          selected
            ? 'border-primary bg-primary text-primary-foreground shadow'
            : 'border-input bg-card hover:bg-muted',
          active && !selected && 'border-dashed',
          isOver && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
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
    </li>
  );
}

export function DaySelector({
  startDate,
  totalDays,
  selectedDay,
  onSelect,
}: {
  startDate: string;
  totalDays: number;
  selectedDay: number;
  onSelect: (day: number) => void;
}) {
  const items = daySelectorItems(startDate, totalDays, localIsoDate());
  return (
    <nav aria-label="Trip days" className="overflow-x-auto pb-2">
      <ol className="flex gap-2 p-1">
        {items.map((item) => (
          <DayButton key={item.day} item={item} selected={item.day === selectedDay} onSelect={onSelect} />
        ))}
      </ol>
    </nav>
  );
}
