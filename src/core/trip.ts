// The trip details a traveller enters on /trip-details, shared by the form and every endpoint that takes them.
import { z } from 'zod';
import {
  DEFAULT_ACTIVITY_LIMIT,
  DEFAULT_TRAVELERS,
  DIETARY_OPTIONS,
  INTERESTS,
  MAX_ACTIVITY_LIMIT,
  MAX_TRIP_DAYS,
  MIN_ACTIVITY_LIMIT,
  PACES,
  TRAVEL_STYLES,
} from './constants.ts';
import { isIsoDate, tripLength } from './dates.ts';

/** A place chosen from the destination search: the planner knows exactly which place was meant. */
export const resolvedPlaceSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  formatted: z.string().min(1).max(300),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string().max(64).optional(),
  countryCode: z.string().max(2).optional(),
});
export type ResolvedPlace = z.infer<typeof resolvedPlaceSchema>;

/** Where the traveller sleeps: each day starts and ends there. */
export const accommodationSchema = z.object({
  name: z
    .string({ error: 'Give the accommodation a name.' })
    .trim()
    .min(1, 'Give the accommodation a name.')
    .max(200, 'The accommodation name is too long.'),
  lat: z.number({ error: 'The accommodation needs a latitude.' }).min(-90).max(90),
  lng: z.number({ error: 'The accommodation needs a longitude.' }).min(-180).max(180),
  address: z.string().trim().max(300, 'The accommodation address is too long.').optional(),
});
export type Accommodation = z.infer<typeof accommodationSchema>;

const clockTime = (what: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${what} must be a time in the form HH:MM (24-hour), e.g. 14:30.`);

/** A required ISO date; `missing` is the message for an absent or empty one (the form's first message). */
const isoDate = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .refine((v) => v === '' || isIsoDate(v), 'Use a date in the form YYYY-MM-DD.');

export const TRIP_FORM_MESSAGES = {
  destination: 'Destination is required.',
  startDate: 'Choose your travel dates.',
  endDate: 'Choose an end date.',
  travelers: 'At least 1 traveler is required.',
  interests: 'Select at least one interest.',
} as const;

export const tripDetailsSchema = z
  .object({
    destination: z
      .string({ error: TRIP_FORM_MESSAGES.destination })
      .trim()
      .min(2, TRIP_FORM_MESSAGES.destination)
      .max(200, 'Destination is too long.'),
    destinationPlace: resolvedPlaceSchema.optional(),
    startDate: isoDate(TRIP_FORM_MESSAGES.startDate),
    endDate: isoDate(TRIP_FORM_MESSAGES.endDate),
    travelers: z
      .number({ error: TRIP_FORM_MESSAGES.travelers })
      .int('Travelers must be a whole number.')
      .min(1, TRIP_FORM_MESSAGES.travelers)
      .max(50, 'At most 50 travelers.')
      .default(DEFAULT_TRAVELERS),
    travelStyle: z.enum(TRAVEL_STYLES, { error: 'Choose a travel style.' }).default('relaxed'),
    interests: z
      .array(z.enum(INTERESTS), { error: TRIP_FORM_MESSAGES.interests })
      .min(1, TRIP_FORM_MESSAGES.interests),
    dietaryPreferences: z.array(z.enum(DIETARY_OPTIONS)).default([]),
    activityLimit: z
      .number()
      .int()
      .min(MIN_ACTIVITY_LIMIT, `The daily activity limit is ${MIN_ACTIVITY_LIMIT} to ${MAX_ACTIVITY_LIMIT}.`)
      .max(MAX_ACTIVITY_LIMIT, `The daily activity limit is ${MIN_ACTIVITY_LIMIT} to ${MAX_ACTIVITY_LIMIT}.`)
      .default(DEFAULT_ACTIVITY_LIMIT),
    activityPace: z.enum(PACES).default('moderate'),
    accommodation: accommodationSchema.optional(),
    /** When the traveller is free at the accommodation on day 1 (local time). */
    arrivalTime: clockTime('The arrival time').optional(),
    /** When the traveller must be back at the accommodation on the last day (local time). */
    departureTime: clockTime('The departure time').optional(),
  })
  .superRefine((t, ctx) => {
    if (!isIsoDate(t.startDate) || !isIsoDate(t.endDate)) return;
    if (t.endDate < t.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be on or after the start date.',
      });
    } else if (
      t.startDate === t.endDate &&
      t.arrivalTime &&
      t.departureTime &&
      t.departureTime <= t.arrivalTime
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['departureTime'],
        message: 'On a one-day trip the departure time must be after the arrival time.',
      });
    } else if (tripLength(t.startDate, t.endDate) > MAX_TRIP_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Trips are limited to ${MAX_TRIP_DAYS} days maximum.`,
      });
    }
  });
export type TripDetails = z.output<typeof tripDetailsSchema>;
export type TripDetailsInput = z.input<typeof tripDetailsSchema>;

/**
 * True when `next` describes another trip than `prev` (destination or dates changed), so a working itinerary
 * built for `prev` no longer fits and must be regenerated.
 */
export function isDifferentTrip(prev: TripDetails | null | undefined, next: TripDetails): boolean {
  if (!prev) return true;
  const place = (t: TripDetails) => t.destinationPlace?.id ?? t.destination.trim().toLowerCase();
  return place(prev) !== place(next) || prev.startDate !== next.startDate || prev.endDate !== next.endDate;
}
