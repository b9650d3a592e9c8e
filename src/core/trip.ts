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

const isoDate = z.string().refine(isIsoDate, 'Use a date in the form YYYY-MM-DD.');

export const tripDetailsSchema = z
  .object({
    destination: z
      .string({ error: 'Destination is required.' })
      .trim()
      .min(2, 'Destination is required.')
      .max(200, 'Destination is too long.'),
    destinationPlace: resolvedPlaceSchema.optional(),
    startDate: isoDate,
    endDate: isoDate,
    travelers: z
      .number({ error: 'At least 1 traveler is required.' })
      .int('Travelers must be a whole number.')
      .min(1, 'At least 1 traveler is required.')
      .max(50, 'At most 50 travelers.')
      .default(DEFAULT_TRAVELERS),
    travelStyle: z.enum(TRAVEL_STYLES, { error: 'Choose a travel style.' }).default('relaxed'),
    interests: z
      .array(z.enum(INTERESTS), { error: 'Select at least one interest.' })
      .min(1, 'Select at least one interest.'),
    dietaryPreferences: z.array(z.enum(DIETARY_OPTIONS)).default([]),
    activityLimit: z
      .number()
      .int()
      .min(MIN_ACTIVITY_LIMIT, `The daily activity limit is ${MIN_ACTIVITY_LIMIT} to ${MAX_ACTIVITY_LIMIT}.`)
      .max(MAX_ACTIVITY_LIMIT, `The daily activity limit is ${MIN_ACTIVITY_LIMIT} to ${MAX_ACTIVITY_LIMIT}.`)
      .default(DEFAULT_ACTIVITY_LIMIT),
    activityPace: z.enum(PACES).default('moderate'),
  })
  .superRefine((t, ctx) => {
    if (!isIsoDate(t.startDate) || !isIsoDate(t.endDate)) return;
    if (t.endDate < t.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must be on or after the start date.',
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
