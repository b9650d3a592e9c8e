// The Edit Activity and Add a Custom Activity forms (SPEC.md '/itinerary-builder', section 5 'Custom activity
// dialog'): their fields, validation (the shared activity schema's messages) and the changes they make.
import { z } from 'zod';
import { type Activity, activitySchema } from '../../../core/activity.ts';
import { TIME_SEGMENTS } from '../../../core/constants.ts';
import type { ActivityChanges, ActivityDraft } from '../../../core/itinerary.ts';
import { formatClock, parseClock } from '../../../planner/itinerary/index.ts';

/** '9:00 AM' -> '09:00' for a time input; '' when the text is not such a time. */
export function toTimeInput(text: string | undefined): string {
  const minutes = text ? parseClock(text) : undefined;
  if (minutes === undefined) return '';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** '14:30' -> '2:30 PM'; '' -> undefined. */
export function fromTimeInput(value: string): string | undefined {
  const m = /^(\d{2}):(\d{2})/.exec(value);
  return m ? formatClock(Number(m[1]) * 60 + Number(m[2])) : undefined;
}

const timeInput = z.string().regex(/^(\d{2}:\d{2})?$/, 'Enter a time such as 09:30.');
const shape = activitySchema.shape;

export const editActivitySchema = z.object({
  title: shape.title,
  description: z.string().max(4000, 'Description is too long.'),
  duration: z.string().max(50, 'Duration is too long.'),
  location: z.string().max(500, 'Location is too long.'),
  startTime: timeInput,
  endTime: timeInput,
  notes: z.string().max(4000, 'Notes are too long.'),
});
export type EditActivityValues = z.input<typeof editActivitySchema>;

export function editValuesOf(a: Activity): EditActivityValues {
  return {
    title: a.title,
    description: a.description ?? '',
    duration: a.duration ?? '',
    location: a.location ?? '',
    startTime: toTimeInput(a.startTime),
    endTime: toTimeInput(a.endTime),
    notes: a.notes ?? '',
  };
}

const blankToUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The changes an edit makes. A time the form could not show (not 'h:mm AM') is kept unless it was changed. */
export function editChanges(original: Activity, values: EditActivityValues): ActivityChanges {
  const parsed = editActivitySchema.parse(values);
  const time = (field: 'startTime' | 'endTime') =>
    parsed[field] === toTimeInput(original[field]) && parsed[field] === ''
      ? original[field]
      : fromTimeInput(parsed[field]);
  return {
    title: parsed.title,
    description: blankToUndefined(parsed.description),
    duration: blankToUndefined(parsed.duration),
    location: blankToUndefined(parsed.location),
    startTime: time('startTime'),
    endTime: time('endTime'),
    notes: blankToUndefined(parsed.notes),
  };
}

export const customActivitySchema = z.object({
  title: shape.title,
  description: z.string().max(4000, 'Description is too long.'),
  day: z.coerce.number<string | number>().int().min(1, 'Choose a day of the trip.'),
  timeSegment: z.enum(TIME_SEGMENTS, { error: 'Choose a time of day.' }),
  location: z.string().max(500, 'Location is too long.'),
  startTime: timeInput,
  duration: z.string().max(50, 'Duration is too long.'),
});
export type CustomActivityValues = z.input<typeof customActivitySchema>;

export function customActivityDraft(values: CustomActivityValues): ActivityDraft {
  const v = customActivitySchema.parse(values);
  return {
    title: v.title,
    description: blankToUndefined(v.description),
    day: v.day,
    timeSegment: v.timeSegment,
    location: blankToUndefined(v.location),
    startTime: fromTimeInput(v.startTime),
    duration: blankToUndefined(v.duration),
    type: 'custom',
    isCustom: true,
    isVegetarian: false,
  };
}
