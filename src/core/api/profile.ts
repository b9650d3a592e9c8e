// The traveller's profile: a display name and saved travel preferences that prefill the trip form and the
// explorer's travel profile. Stored in users.preferences.
import { z } from 'zod';
import { CONTINENTS, DIETARY_OPTIONS, INTERESTS, PACES, TRAVEL_STYLES } from '../constants.ts';

export const DELETE_CONFIRMATION = 'DELETE';

export const travelPreferencesSchema = z.object({
  travelStyles: z
    .array(z.enum(TRAVEL_STYLES, { error: 'Choose travel styles from the list.' }))
    .max(TRAVEL_STYLES.length)
    .default([]),
  interests: z
    .array(z.enum(INTERESTS, { error: 'Choose interests from the list.' }))
    .max(INTERESTS.length)
    .default([]),
  dietaryPreferences: z
    .array(z.enum(DIETARY_OPTIONS, { error: 'Choose dietary preferences from the list.' }))
    .max(DIETARY_OPTIONS.length)
    .default([]),
  pace: z.enum(PACES, { error: 'Choose a pace: light, moderate or busy.' }).nullable().default(null),
  homeContinent: z.enum(CONTINENTS, { error: 'Choose a continent from the list.' }).nullable().default(null),
});
export type TravelPreferences = z.output<typeof travelPreferencesSchema>;

export const EMPTY_PREFERENCES: TravelPreferences = {
  travelStyles: [],
  interests: [],
  dietaryPreferences: [],
  pace: null,
  homeContinent: null,
};

export const profileSchema = z.object({
  email: z.string(),
  displayName: z.string().nullable(),
  preferences: travelPreferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({
  displayName: z
    .string({ error: 'Display name must be text.' })
    .trim()
    .max(100, 'Display name is too long (at most 100 characters).'),
  preferences: travelPreferencesSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileSchema>;

export const deleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
});

/** Stored preferences as they are now; a field that is unreadable (an older shape) falls back to empty. */
export function readPreferences(stored: unknown): TravelPreferences {
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const shape = travelPreferencesSchema.shape;
  const field = <K extends keyof TravelPreferences>(key: K): TravelPreferences[K] => {
    const r = shape[key].safeParse(raw[key]);
    return (r.success ? r.data : EMPTY_PREFERENCES[key]) as TravelPreferences[K];
  };
  return {
    travelStyles: field('travelStyles'),
    interests: field('interests'),
    dietaryPreferences: field('dietaryPreferences'),
    pace: field('pace'),
    homeContinent: field('homeContinent'),
  };
}
