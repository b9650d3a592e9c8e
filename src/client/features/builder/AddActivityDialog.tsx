// 'Add a Custom Activity' (SPEC.md section 5 'Custom activity dialog'): Activity Name, Description, Day (shown
// with its date), Time of Day, Location, and optional Start Time and Duration.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SEGMENT_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import { addDays, formatDate, shortWeekday } from '../../../core/dates.ts';
import type { ActivityDraft } from '../../../core/itinerary.ts';
import { FormField } from '../../components/FormField.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input, Textarea } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/select.tsx';
import { type CustomActivityValues, customActivityDraft, customActivitySchema } from './activity-form.ts';

export interface AddActivityTarget {
  day: number;
  segment: TimeSegment;
}

function AddForm({
  target,
  startDate,
  totalDays,
  onAdd,
  onCancel,
}: {
  target: AddActivityTarget;
  startDate: string;
  totalDays: number;
  onAdd: (draft: ActivityDraft) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomActivityValues>({
    resolver: zodResolver(customActivitySchema),
    defaultValues: {
      title: '',
      description: '',
      day: String(target.day),
      timeSegment: target.segment,
      location: '',
      startTime: '',
      duration: '',
    },
  });
  const id = (name: string) => `${uid}-${name}`;

  return (
    <form noValidate onSubmit={handleSubmit((v) => onAdd(customActivityDraft(v)))} className="grid gap-4">
      <FormField id={id('title')} label="Activity Name" error={errors.title?.message}>
        {(p) => <Input placeholder="e.g. Picnic by the river" {...p} {...register('title')} />}
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        {(p) => <Textarea rows={3} {...p} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('day')} label="Day" error={errors.day?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('day')}>
              {Array.from({ length: totalDays }, (_, i) => {
                const date = addDays(startDate, i);
                return (
                  <option key={date} value={i + 1}>
                    Day {i + 1} - {shortWeekday(date)}, {formatDate(date)}
                  </option>
                );
              })}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={id('segment')} label="Time of Day" error={errors.timeSegment?.message}>
          {(p) => (
            <NativeSelect {...p} {...register('timeSegment')}>
              {TIME_SEGMENTS.map((s) => (
                <option key={s} value={s}>
                  {SEGMENT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField id={id('location')} label="Location" error={errors.location?.message}>
        {(p) => <Input placeholder="Address or place name" {...p} {...register('location')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('start')} label="Start Time (optional)" error={errors.startTime?.message}>
          {(p) => <Input type="time" {...p} {...register('startTime')} />}
        </FormField>
        <FormField id={id('duration')} label="Duration (optional)" error={errors.duration?.message}>
          {(p) => <Input placeholder="e.g. 1 hour" {...p} {...register('duration')} />}
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Add Activity</Button>
      </DialogFooter>
    </form>
  );
}

export function AddActivityDialog({
  target,
  startDate,
  totalDays,
  onOpenChange,
  onAdd,
}: {
  /** Where the new activity goes by default; null closes the dialog. */
  target: AddActivityTarget | null;
  startDate: string;
  totalDays: number;
  onOpenChange: (open: boolean) => void;
  onAdd: (draft: ActivityDraft) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a Custom Activity</DialogTitle>
          <DialogDescription>
            Add something of your own to the plan: a booking, a meeting, a free afternoon.
          </DialogDescription>
        </DialogHeader>
        {target && (
          <AddForm
            key={`${target.day}-${target.segment}`}
            target={target}
            startDate={startDate}
            totalDays={totalDays}
            onAdd={onAdd}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
