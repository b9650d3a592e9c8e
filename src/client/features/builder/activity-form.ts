// The Edit Activity and Add a Custom Activity forms (SPEC.md '/itinerary-builder', section 5 'Custom activity
// dialog'): their fields, validation (the shared activity schema's messages) and the changes they make.
import { z } from 'zod';
import { type Activity, activitySchema } from '../../../core/activity.ts';
import { TIME_SEGMENTS } from '../../../core/constants.ts';
import type { ActivityChanges, ActivityDraft } from '../../../core/itinerary.ts';
import { formatClock, formatDuration, parseClock, segmentOf } from '../../../planner/itinerary/index.ts';
import { parseDuration } from '../../../planner/retime/index.ts';

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

const inputMinutes = (value: string) => {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
};

export const END_BEFORE_START = 'The end time must be after the start time.';
export const END_WITHOUT_START = 'Enter a start time for this end time.';
export const PAST_MIDNIGHT =
  'The activity must end by midnight: choose an earlier start or a shorter duration.';

export const editActivitySchema = z
  .object({
    title: shape.title,
    description: z.string().max(4000, 'Description is too long.'),
    duration: z.string().max(50, 'Duration is too long.'),
    location: z.string().max(500, 'Location is too long.'),
    startTime: timeInput,
    endTime: timeInput,
    notes: z.string().max(4000, 'Notes are too long.'),
  })
  .superRefine((v, ctx) => {
    const start = inputMinutes(v.startTime);
    const end = inputMinutes(v.endTime);
    if (end !== undefined && start === undefined) {
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: END_WITHOUT_START });
      return;
    }
    if (start === undefined) return;
    if (end !== undefined && end <= start) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: END_BEFORE_START });
      return;
    }
    const lasts = end !== undefined ? end - start : (parseDuration(v.duration) ?? 0);
    if (start + lasts > 24 * 60)
      ctx.addIssue({ code: 'custom', path: ['startTime'], message: PAST_MIDNIGHT });
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

/**
 * The changes an edit makes. A start time typed (changed) pins the activity at that time, in the segment the time
 * falls in; a start cleared unpins it. With a start and an end the duration is what lies between them. A time the
 * form could not show (not 'h:mm AM') is kept unless it was changed.
 */
export function editChanges(original: Activity, values: EditActivityValues): ActivityChanges {
  const parsed = editActivitySchema.parse(values);
  const time = (field: 'startTime' | 'endTime') =>
    parsed[field] === toTimeInput(original[field]) && parsed[field] === ''
      ? original[field]
      : fromTimeInput(parsed[field]);
  const startChanged = parsed.startTime !== toTimeInput(original.startTime);
  const endChanged = parsed.endTime !== toTimeInput(original.endTime);
  const start = inputMinutes(parsed.startTime);
  const end = inputMinutes(parsed.endTime);
  const changes: ActivityChanges = {
    title: parsed.title,
    description: blankToUndefined(parsed.description),
    duration: blankToUndefined(parsed.duration),
    location: blankToUndefined(parsed.location),
    startTime: time('startTime'),
    endTime: time('endTime'),
    notes: blankToUndefined(parsed.notes),
  };
  if ((startChanged || endChanged) && start !== undefined && end !== undefined) {
    changes.duration = formatDuration(end - start);
  }
  if (startChanged) {
    changes.pinned = start !== undefined;
    if (start !== undefined) changes.timeSegment = segmentOf(start);
  }
  return changes;
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
    // A start typed fixes the time, in the segment it falls in.
    ...(inputMinutes(v.startTime) !== undefined
      ? { pinned: true, timeSegment: segmentOf(inputMinutes(v.startTime)!) }
      : {}),
    type: 'custom',
    isCustom: true,
    isVegetarian: false,
  };
}
