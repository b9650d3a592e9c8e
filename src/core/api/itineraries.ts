// Request and response schemas of the saved plans API (SPEC.md section 7, itineraries and trips).
import { z } from 'zod';
import { activitySchema, daySchema } from '../activity.ts';
import { MAX_TRIP_DAYS } from '../constants.ts';
import { type TripDetailsInput, tripDetailsSchema } from '../trip.ts';

export const MAX_ACTIVITIES_PER_DAY = 100;
export const NO_ITINERARY_MESSAGE = 'There is no itinerary to save.';
export const NO_TRIP_DETAILS_MESSAGE = 'Trip details are required to save an itinerary.';

const planDaySchema = daySchema.extend({
  activities: z
    .array(activitySchema, { error: 'Activities must be a list.' })
    .max(MAX_ACTIVITIES_PER_DAY, `A day can hold at most ${MAX_ACTIVITIES_PER_DAY} activities.`),
});

const missing = (v: unknown) => v === undefined || v === null;

/** The days of a plan: 1 to 7, each day number once, every activity id once. */
export const planDaysSchema = z
  .array(planDaySchema, {
    error: (iss) => (missing(iss.input) ? NO_ITINERARY_MESSAGE : 'Days must be a list.'),
  })
  .min(1, NO_ITINERARY_MESSAGE)
  .max(MAX_TRIP_DAYS, `A plan can have at most ${MAX_TRIP_DAYS} days.`)
  .superRefine((days, ctx) => {
    const numbers = new Set<number>();
    const ids = new Set<string>();
    days.forEach((d, i) => {
      if (numbers.has(d.day))
        ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `Day ${d.day} appears twice.` });
      numbers.add(d.day);
      d.activities.forEach((a, j) => {
        // 1 and '1' would be the same activity to a client that compares loosely.
        const key = String(a.id);
        if (ids.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'activities', j, 'id'],
            message: `Activity id ${key} appears twice.`,
          });
        }
        ids.add(key);
      });
    });
  });

/** POST and PUT body. name, destination and date are accepted as SPEC.md sends them; the server derives them. */
export const savePlanSchema = z.object({
  name: z.string().trim().max(200, 'Name is too long.').optional(),
  destination: z.string().max(200).optional(),
  date: z.string().max(100).optional(),
  tripDetails: z
    .unknown()
    .refine((v) => !missing(v), { message: NO_TRIP_DETAILS_MESSAGE, abort: true })
    .pipe(tripDetailsSchema),
  days: planDaysSchema,
});
// The schema takes tripDetails as unknown first (for its message when missing); the request carries trip details.
export type SavePlanRequest = Omit<z.input<typeof savePlanSchema>, 'tripDetails'> & {
  tripDetails: TripDetailsInput;
};

/** SPEC.md 'Saved plan list item'. */
export const savedPlanSchema = z.object({
  id: z.string(),
  tripId: z.string(),
  /** 'Trip to {destination}' unless the traveller named it. */
  name: z.string(),
  destination: z.string(),
  /** 'May 3 - May 7, 2026' */
  date: z.string(),
  tripDetails: tripDetailsSchema,
  days: z.array(daySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedPlan = z.output<typeof savedPlanSchema>;

export const savedPlanListSchema = z.array(savedPlanSchema);

// Any text: ids that are not UUIDs are answered 404 by the handlers, like ids that name nothing.
export const planIdParamsSchema = z.object({ id: z.string() });

export const deletePlanResponseSchema = z.object({ ok: z.literal(true), name: z.string() });
export type DeletePlanResponse = z.infer<typeof deletePlanResponseSchema>;

export function planName(destination: string): string {
  return `Trip to ${destination}`;
}
