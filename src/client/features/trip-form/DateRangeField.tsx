// The travel dates: a two-month calendar, two clicks (start, then end), past days disabled, and while only the
// start is chosen days more than 7 days away disabled; a longer range is clamped (rules in core/trip-dates).
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import './trip-calendar.css';
import { MAX_TRIP_DAYS, TRIP_LENGTH_HINT } from '../../../core/constants.ts';
import { formatDate, formatDateRange, localIsoDate, tripLength } from '../../../core/dates.ts';
import { type DraftRange, isSelectable, isStartOnly, nextRange } from '../../../core/trip-dates.ts';
import { FieldError } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';

/** Local midnight of an ISO date (the calendar works in the traveller's own calendar days). */
export function isoToLocalDate(iso: string): Date {
  return new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

export interface DateRangeFieldProps {
  id: string;
  today: string;
  range: DraftRange;
  /** The new range, and whether it was shortened to the maximum trip length. */
  onChange: (range: DraftRange, clamped: boolean) => void;
  clamped: boolean;
  error?: string;
}

const LABELS = {
  labelMonthDropdown: () => 'Month',
  labelYearDropdown: () => 'Year',
  labelNext: () => 'Go to next month',
  labelPrevious: () => 'Go to previous month',
};

function rangeSummary(range: DraftRange, clamped: boolean): string {
  if (range.start && range.end) {
    const days = tripLength(range.start, range.end);
    const text = `${formatDateRange(range.start, range.end)} (${days} ${days === 1 ? 'day' : 'days'})`;
    return clamped ? `${text}. Trips are limited to ${MAX_TRIP_DAYS} days, so the end date was moved.` : text;
  }
  if (range.start) return `Starts ${formatDate(range.start)}. Now choose the last day of your trip.`;
  return 'Choose the first day of your trip, then the last.';
}

export function DateRangeField({ id, today, range, onChange, clamped, error }: DateRangeFieldProps) {
  const todayDate = isoToLocalDate(today);
  const from = range.start ? isoToLocalDate(range.start) : undefined;
  const to = range.end ? isoToLocalDate(range.end) : undefined;
  const endMonth = new Date(todayDate.getFullYear() + 2, todayDate.getMonth(), 1);

  return (
    <fieldset
      id={id}
      className="grid gap-3"
      aria-describedby={[`${id}-summary`, `${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-2 text-sm font-medium">Travel dates</legend>
      <p id={`${id}-summary`} className="text-sm" aria-live="polite">
        {rangeSummary(range, clamped)}
      </p>
      <div
        className={cn(
          'trip-calendar w-fit max-w-full overflow-x-auto rounded-md border bg-card p-3',
          error && 'border-destructive',
        )}
      >
        <DayPicker
          mode="range"
          numberOfMonths={2}
          captionLayout="dropdown"
          labels={LABELS}
          today={todayDate}
          defaultMonth={from ?? todayDate}
          startMonth={todayDate}
          endMonth={endMonth}
          selected={from ? { from, to } : undefined}
          disabled={(date: Date) => !isSelectable(localIsoDate(date), today, range)}
          onSelect={(_picked, clickedDay) => {
            const next = nextRange(range, localIsoDate(clickedDay), today);
            onChange({ start: next.start, end: next.end }, Boolean(next.clamped));
          }}
          footer={
            isStartOnly(range) ? (
              <span className="sr-only">
                Days more than {MAX_TRIP_DAYS} days from the start are unavailable.
              </span>
            ) : undefined
          }
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {TRIP_LENGTH_HINT}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
