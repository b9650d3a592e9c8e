// The destination explorer's API: the suggestion request (SPEC.md section 3 'Destination suggestion request',
// section 5 'Destination explorer form') and the recommendations it answers.
import { z } from 'zod';
import {
  CONTINENTS,
  DIETARY_OPTIONS,
  EXPLORER_STYLES,
  INTERESTS,
  PACES,
  POPULARITY_LEVELS,
  TRAVEL_STYLES,
} from '../constants.ts';
import { resolvedPlaceSchema } from '../trip.ts';

export const EXPLORER_MESSAGES = {
  continent: 'Please select a continent.',
  previousVisits: 'Please enter your previous travel destinations.',
  travelStyle: 'Please select at least one travel interest.',
  adventureLevel: 'Please set your adventure level.',
} as const;

export const PREFERENCE_TYPES = ['iconic', 'hidden-gems'] as const;
export type PreferenceType = (typeof PREFERENCE_TYPES)[number];

export const MIN_ADVENTURE_LEVEL = 1;
export const MAX_ADVENTURE_LEVEL = 5;
export const DEFAULT_ADVENTURE_LEVEL = 3;
/** SPEC.md section 9: 'iconic' for adventure levels 1-3, 'hidden-gems' for 4-5. */
export const ICONIC_MAX_LEVEL = 3;
export const MAX_RECOMMENDATIONS = 6;
export const PREVIOUS_VISITS_MAX = 2000;

/** Interests may be the trip form's interests or, as SPEC.md words it, the explorer's style values. */
export const EXPLORER_INTEREST_VALUES = [...INTERESTS, ...TRAVEL_STYLES] as const;
export type ExplorerInterest = (typeof EXPLORER_INTEREST_VALUES)[number];

const continent = z.enum(CONTINENTS, { error: EXPLORER_MESSAGES.continent });
const previousVisits = z
  .string({ error: EXPLORER_MESSAGES.previousVisits })
  .trim()
  .min(1, EXPLORER_MESSAGES.previousVisits)
  .max(
    PREVIOUS_VISITS_MAX,
    `Please keep your previous destinations under ${PREVIOUS_VISITS_MAX} characters.`,
  );
const adventureLevel = z
  .number({ error: EXPLORER_MESSAGES.adventureLevel })
  .int(EXPLORER_MESSAGES.adventureLevel)
  .min(MIN_ADVENTURE_LEVEL, EXPLORER_MESSAGES.adventureLevel)
  .max(MAX_ADVENTURE_LEVEL, EXPLORER_MESSAGES.adventureLevel);

/** What the 'Your Travel Profile' form holds. */
export const explorerFormSchema = z.object({
  continent,
  previousVisits,
  travelStyle: z
    .array(z.enum(EXPLORER_STYLES), { error: EXPLORER_MESSAGES.travelStyle })
    .min(1, EXPLORER_MESSAGES.travelStyle),
  interests: z.array(z.enum(INTERESTS)).default([]),
  adventureLevel,
  /** Carried into the trip planned from a card, and shown in "Why It's a Match". */
  dietaryPreferences: z.array(z.enum(DIETARY_OPTIONS)).default([]),
  /** The planned trip's pace (SPEC.md's 'light' unless chosen). */
  pace: z.enum(PACES).default('light'),
});
export type ExplorerForm = z.output<typeof explorerFormSchema>;
export type ExplorerFormInput = z.input<typeof explorerFormSchema>;

/** POST /api/destination-recommendations. preferenceType, when left out, follows from adventureLevel. */
export const suggestionRequestSchema = z.object({
  continent,
  previousVisits,
  travelStyle: z
    .array(z.enum(TRAVEL_STYLES, { error: 'Choose travel styles from the list.' }), {
      error: EXPLORER_MESSAGES.travelStyle,
    })
    .min(1, EXPLORER_MESSAGES.travelStyle)
    .max(TRAVEL_STYLES.length),
  interests: z
    .array(z.enum(EXPLORER_INTEREST_VALUES, { error: 'Choose interests from the list.' }))
    .max(EXPLORER_INTEREST_VALUES.length)
    .default([]),
  adventureLevel,
  preferenceType: z
    .enum(PREFERENCE_TYPES, { error: "preferenceType must be 'iconic' or 'hidden-gems'." })
    .optional(),
  travelStyleSecondary: z
    .enum(TRAVEL_STYLES, { error: 'Choose the secondary style from the list.' })
    .optional(),
  /** The traveller's diets: "Why It's a Match" says how each destination serves them. */
  dietaryPreferences: z
    .array(z.enum(DIETARY_OPTIONS, { error: 'Choose dietary preferences from the list.' }))
    .max(DIETARY_OPTIONS.length)
    .optional(),
});
export type SuggestionRequest = z.output<typeof suggestionRequestSchema>;
export type SuggestionRequestInput = z.input<typeof suggestionRequestSchema>;

export function preferenceTypeFor(adventureLevel: number): PreferenceType {
  return adventureLevel <= ICONIC_MAX_LEVEL ? 'iconic' : 'hidden-gems';
}

/** The request the explorer form sends (SPEC.md section 7): preferenceType and the second chosen style derived. */
export function toSuggestionRequest(form: ExplorerForm): SuggestionRequest {
  const secondary = form.travelStyle[1];
  return {
    continent: form.continent,
    previousVisits: form.previousVisits.trim(),
    travelStyle: [...form.travelStyle],
    interests: [...form.interests],
    adventureLevel: form.adventureLevel,
    preferenceType: preferenceTypeFor(form.adventureLevel),
    ...(secondary ? { travelStyleSecondary: secondary } : {}),
    ...(form.dietaryPreferences.length ? { dietaryPreferences: [...form.dietaryPreferences] } : {}),
  };
}

const text = (max: number) => z.string().max(max);

/** One recommendation (SPEC.md section 3), plus the knowledge-base id and the place the planner will use. */
export const destinationRecommendationSchema = z.object({
  destinationId: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  country: z.string().min(1).max(200),
  description: text(4000),
  whyMatch: text(2000),
  regionsTowns: z.array(text(200)).max(50),
  activities: z.array(text(300)).max(50),
  popularityLevel: z.union([z.enum(POPULARITY_LEVELS), text(50)]),
  popularityContext: text(2000),
  localTip: text(4000),
  imageUrl: text(2000).optional(),
  place: resolvedPlaceSchema,
  /** What the destination is known for; lets planning map styles to interests the place offers. */
  interests: z.array(z.enum(INTERESTS)).max(INTERESTS.length).optional(),
});
export type DestinationRecommendation = z.infer<typeof destinationRecommendationSchema>;

export const recommendationsResponseSchema = z.object({
  recommendations: z.array(destinationRecommendationSchema),
  /** Set when the list is empty: why, in words the page can show. */
  message: z.string().optional(),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** The image address of a recommendation: the place-photo endpoint, by name and country. */
export function recommendationImageUrl(name: string, country: string): string {
  return `/api/places/photos?query=${encodeURIComponent(`${name}, ${country}`)}`;
}
