// POST /api/send-itinerary: the request (SPEC.md section 7), its checks and messages (section 5 'Email sending').
import { z } from 'zod';
import { type Activity, activitySchema, type Day, daySchema } from '../activity.ts';
import { addDays, tripLength } from '../dates.ts';
import { type TripDetails, tripDetailsSchema } from '../trip.ts';

export const SEND_MESSAGES = {
  emailRequired: { message: 'Email required', description: 'Please enter a valid email address.' },
  invalidEmail: { message: 'Invalid email', description: 'Please enter a valid email address.' },
  noActivities: {
    message: 'No activities to send',
    description: 'Please add some activities to your itinerary before sending.',
  },
} as const;
export type SendProblem = (typeof SEND_MESSAGES)[keyof typeof SEND_MESSAGES];

export const sendItineraryRequestSchema = z.object({
  // Optional and unchecked here so a blank or malformed address gets SPEC.md's own message, not a schema message.
  recipientEmail: z.string().max(320, 'recipientEmail: Email is too long.').optional(),
  tripDetails: tripDetailsSchema,
  /** SPEC.md's form: a flat list, each activity carrying its day number. */
  activities: z
    .array(
      activitySchema.extend({
        day: z.number().int().min(1, 'Day must be 1 or more.').max(31, 'Day must be 31 or less.'),
      }),
    )
    .max(500)
    .optional(),
  /** The client's own form: days with their activities. Used instead of `activities` when given. */
  days: z.array(daySchema).max(31).optional(),
  totalDays: z.number().int().min(1).max(31).optional(),
  /** An active share token of the sender's: the email then links to the read-only shared plan. */
  shareToken: z.string().max(100).optional(),
});
export type SendItineraryRequest = z.input<typeof sendItineraryRequestSchema>;

export const sendItineraryResponseSchema = z.object({ queued: z.literal(true), id: z.string() });
export type SendItineraryResponse = z.infer<typeof sendItineraryResponseSchema>;

const emailShape = z.email();

/** The first problem with a send request, as SPEC.md words it, or null when it can be sent. */
export function sendProblem(
  recipientEmail: string | undefined,
  days: readonly Pick<Day, 'activities'>[],
): SendProblem | null {
  const email = (recipientEmail ?? '').trim();
  if (!email) return SEND_MESSAGES.emailRequired;
  if (!emailShape.safeParse(email).success) return SEND_MESSAGES.invalidEmail;
  if (!days.some((d) => d.activities.length > 0)) return SEND_MESSAGES.noActivities;
  return null;
}

/**
 * The days to send: the given days, or the flat activity list grouped into days 1..totalDays (default: the trip's
 * length, stretched to hold every activity), each dated start + (day - 1).
 */
export function daysToSend(
  trip: Pick<TripDetails, 'startDate' | 'endDate'>,
  input: { days?: Day[]; activities?: Activity[]; totalDays?: number },
): Day[] {
  if (input.days) return [...input.days].sort((a, b) => a.day - b.day);
  const activities = input.activities ?? [];
  const total = Math.max(
    input.totalDays ?? tripLength(trip.startDate, trip.endDate),
    ...activities.map((a) => a.day),
  );
  return Array.from({ length: total }, (_, i) => ({
    day: i + 1,
    date: addDays(trip.startDate, i),
    activities: activities.filter((a) => a.day === i + 1),
  }));
}
