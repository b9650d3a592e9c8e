// 'Edit Activity' (SPEC.md '/itinerary-builder'): Title, Description, Duration, Location, Start Time, End Time and
// Notes; Cancel or Save Changes.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Activity } from '../../../core/activity.ts';
import type { ActivityChanges } from '../../../core/itinerary.ts';
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
import { type EditActivityValues, editActivitySchema, editChanges, editValuesOf } from './activity-form.ts';

function EditForm({
  activity,
  onSave,
  onCancel,
}: {
  activity: Activity;
  onSave: (changes: ActivityChanges) => void;
  onCancel: () => void;
}) {
  const uid = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditActivityValues>({
    resolver: zodResolver(editActivitySchema),
    defaultValues: editValuesOf(activity),
  });
  const id = (name: string) => `${uid}-${name}`;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onSave(editChanges(activity, values)))}
      className="grid gap-4"
    >
      <FormField id={id('title')} label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} />}
      </FormField>
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        {(p) => <Textarea rows={3} {...p} {...register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('duration')} label="Duration" error={errors.duration?.message}>
          {(p) => <Input placeholder="e.g. 2 hours" {...p} {...register('duration')} />}
        </FormField>
        <FormField id={id('location')} label="Location" error={errors.location?.message}>
          {(p) => <Input {...p} {...register('location')} />}
        </FormField>
        <FormField id={id('start')} label="Start Time" error={errors.startTime?.message}>
          {(p) => <Input type="time" {...p} {...register('startTime')} />}
        </FormField>
        <FormField id={id('end')} label="End Time" error={errors.endTime?.message}>
          {(p) => <Input type="time" {...p} {...register('endTime')} />}
        </FormField>
      </div>
      <FormField id={id('notes')} label="Notes" error={errors.notes?.message}>
        {(p) => (
          <Textarea rows={3} placeholder="Tickets, reminders, who to meet..." {...p} {...register('notes')} />
        )}
      </FormField>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </DialogFooter>
    </form>
  );
}

export function EditActivityDialog({
  activity,
  onOpenChange,
  onSave,
}: {
  /** The activity being edited; null closes the dialog. */
  activity: Activity | null;
  onOpenChange: (open: boolean) => void;
  onSave: (activity: Activity, changes: ActivityChanges) => void;
}) {
  return (
    <Dialog open={activity !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Activity</DialogTitle>
          <DialogDescription>
            Change the details of this activity. Fields left empty are removed.
          </DialogDescription>
        </DialogHeader>
        {activity && (
          <EditForm
            key={String(activity.id)}
            activity={activity}
            onCancel={() => onOpenChange(false)}
            onSave={(changes) => onSave(activity, changes)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
