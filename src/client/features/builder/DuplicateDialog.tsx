// 'Duplicate Activity': where the copy goes (a day of the trip and a time of day). The copy is timed after what is
// already there, never on top of the original.
import { useId, useState } from 'react';
import type { Activity } from '../../../core/activity.ts';
import { SEGMENT_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { addDays, formatDate, shortWeekday } from '../../../core/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';

function DuplicateForm({
  activity,
  startDate,
  totalDays,
  onDuplicate,
  onCancel,
}: {
  activity: Activity;
  startDate: string;
  totalDays: number;
  onDuplicate: (to: { day: number; segment: TimeSegment }) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const [day, setDay] = useState(activity.day);
  const [segment, setSegment] = useState<TimeSegment>(activity.timeSegment);
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onDuplicate({ day, segment });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${uid}-day`} className="text-sm font-medium">
            Day
          </label>
          <NativeSelect id={`${uid}-day`} value={day} onChange={(e) => setDay(Number(e.target.value))}>
            {Array.from({ length: totalDays }, (_, i) => {
              const date = addDays(startDate, i);
              return (
                <option key={date} value={i + 1}>
                  Day {i + 1} - {shortWeekday(date)}, {formatDate(date)}
                </option>
              );
            })}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${uid}-segment`} className="text-sm font-medium">
            Time of Day
          </label>
          <NativeSelect
            id={`${uid}-segment`}
            value={segment}
            onChange={(e) => setSegment(e.target.value as TimeSegment)}
          >
            {TIME_SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {SEGMENT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Duplicate</Button>
      </DialogFooter>
    </form>
  );
}

export function DuplicateDialog({
  activity,
  startDate,
  totalDays,
  onOpenChange,
  onDuplicate,
}: {
  /** The activity to copy; null closes the dialog. */
  activity: Activity | null;
  startDate: string;
  totalDays: number;
  onOpenChange: (open: boolean) => void;
  onDuplicate: (activity: Activity, to: { day: number; segment: TimeSegment }) => void;
}) {
  return (
    <Dialog open={activity !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Duplicate Activity</DialogTitle>
          <DialogDescription>
            {activity ? `Where should the copy of ${activity.title} go? ` : ''}It is timed after what is
            already planned there.
          </DialogDescription>
        </DialogHeader>
        {activity && (
          <DuplicateForm
            key={String(activity.id)}
            activity={activity}
            startDate={startDate}
            totalDays={totalDays}
            onCancel={() => onOpenChange(false)}
            onDuplicate={(to) => onDuplicate(activity, to)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
