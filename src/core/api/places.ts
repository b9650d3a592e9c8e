// The destination search API: GET /api/places/autocomplete?q=...
import { z } from 'zod';
import { resolvedPlaceSchema } from '../trip.ts';

/** At most this many places in one answer. */
export const DESTINATION_RESULTS_LIMIT = 8;
/** Queries shorter than this (after trimming) answer no places rather than an error. */
export const DESTINATION_QUERY_MIN = 2;
export const DESTINATION_QUERY_MAX = 200;

export const destinationQuerySchema = z.object({
  q: z
    .string({ error: 'Type the name of a place to search for.' })
    .max(DESTINATION_QUERY_MAX, `Search for at most ${DESTINATION_QUERY_MAX} characters.`),
});
export type DestinationQuery = z.infer<typeof destinationQuerySchema>;

/** One place: id, name, 'City, Region, Country', coordinates, time zone and country code. */
export const destinationSuggestionSchema = resolvedPlaceSchema;
export type DestinationSuggestion = z.infer<typeof destinationSuggestionSchema>;

export const destinationResultsSchema = z.object({
  results: z.array(destinationSuggestionSchema).max(DESTINATION_RESULTS_LIMIT),
});
export type DestinationResults = z.infer<typeof destinationResultsSchema>;
