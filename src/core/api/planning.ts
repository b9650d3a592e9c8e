// Contracts of the planning endpoints: itinerary generation, alternatives, destination tips.
import { z } from 'zod';
import { activitySchema, daySchema } from '../activity.ts';
import { destinationTipsSchema } from '../knowledge.ts';
import { resolvedPlaceSchema, tripDetailsSchema } from '../trip.ts';

/** Where a plan's places came from; `notice` says so when it is not what the traveller would expect. */
export const planSourceSchema = z.enum(['knowledge-base', 'open-data', 'mixed', 'google', 'wikidata', 'ai']);
export type PlanSource = z.infer<typeof planSourceSchema>;

export const generateItineraryRequestSchema = z.object({
  tripDetails: tripDetailsSchema,
  /** Varies the plan: the same trip and seed give the same plan. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** Knowledge-base place ids already in the plan (kept by Auto-Build), never proposed again. */
  exclude: z.array(z.string().max(200)).max(500).optional(),
});
export type GenerateItineraryRequest = z.input<typeof generateItineraryRequestSchema>;

export const generateItineraryResponseSchema = z.object({
  days: z.array(daySchema),
  source: planSourceSchema,
  notice: z.string().optional(),
  /** Credit the data requires ("© OpenStreetMap contributors"), shown with the plan. */
  attribution: z.string().optional(),
  /** Public holidays of the destination's country on the trip's dates. */
  holidays: z.array(z.object({ date: z.string(), name: z.string() })).optional(),
  seed: z.number().int(),
});
export type GenerateItineraryResponse = z.output<typeof generateItineraryResponseSchema>;

export const SUGGESTION_PROMPTS = ['hiking', 'culinary', 'hidden-gems', 'family', 'evening'] as const;
export type SuggestionPromptId = (typeof SUGGESTION_PROMPTS)[number];

export const alternativesRequestSchema = z.object({
  promptId: z.enum(SUGGESTION_PROMPTS, {
    error: 'promptId must be hiking, culinary, hidden-gems, family or evening.',
  }),
  promptText: z.string().max(500).default(''),
  tripDetails: tripDetailsSchema,
  currentActivities: z.array(activitySchema).max(700).default([]),
  /** The day the suggestions are for (its activities set the area). */
  day: z.number().int().min(1).max(366).optional(),
});
export type AlternativesRequest = z.input<typeof alternativesRequestSchema>;

export const alternativesResponseSchema = z.object({
  alternatives: z.array(activitySchema.omit({ id: true }).extend({ id: z.string() })),
  source: planSourceSchema,
  notice: z.string().optional(),
});
export type AlternativesResponse = z.output<typeof alternativesResponseSchema>;

/** SPEC: the tips call takes the trip details; only the destination matters. */
export const tipsRequestSchema = z
  .object({
    destination: z
      .string({ error: 'Destination is required.' })
      .trim()
      .min(2, 'Destination is required.')
      .max(200),
    destinationPlace: resolvedPlaceSchema.optional(),
  })
  .passthrough();
export type TipsRequest = z.input<typeof tipsRequestSchema>;

export const tipsResponseSchema = z.object({
  destination: z.string(),
  tips: destinationTipsSchema,
  source: planSourceSchema,
});
export type TipsResponse = z.output<typeof tipsResponseSchema>;
