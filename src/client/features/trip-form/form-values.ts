// What the trip form starts with (the stored trip, or SPEC.md's defaults) and the destination rule that needs
// to know how the destination was entered.

import type { TravelPreferences } from '../../../core/api/profile.ts';
import { DEFAULT_ACTIVITY_LIMIT, DEFAULT_TRAVELERS } from '../../../core/constants.ts';
import type { TripDetails, TripDetailsInput } from '../../../core/trip.ts';
import { usableStoredRange } from '../../../core/trip-dates.ts';
import type { SearchMode } from './use-destination-search.ts';

export const DESTINATION_NOT_FOUND = 'We could not find that place. Choose a destination from the list.';

export interface TripFormValues extends TripDetailsInput {
  startDate: string;
  endDate: string;
}

/**
 * The stored trip's values (dates only while still ahead); for a new trip, the traveller's saved preferences
 * (profile page) over SPEC.md's defaults.
 */
export function initialFormValues(
  stored: TripDetails | null,
  today: string,
  preferences: TravelPreferences | null = null,
): TripFormValues {
  const range = usableStoredRange(stored?.startDate, stored?.endDate, today);
  return {
    destination: stored?.destination ?? '',
    destinationPlace: stored?.destinationPlace,
    startDate: range.start ?? '',
    endDate: range.end ?? '',
    travelers: stored?.travelers ?? DEFAULT_TRAVELERS,
    travelStyle: stored?.travelStyle ?? preferences?.travelStyles[0] ?? 'relaxed',
    interests: stored?.interests ?? preferences?.interests ?? [],
    dietaryPreferences: stored?.dietaryPreferences ?? preferences?.dietaryPreferences ?? [],
    activityLimit: stored?.activityLimit ?? DEFAULT_ACTIVITY_LIMIT,
    activityPace: stored?.activityPace ?? preferences?.pace ?? 'moderate',
    accommodation: stored?.accommodation,
    arrivalTime: stored?.arrivalTime,
    departureTime: stored?.departureTime,
  };
}

/** How the destination was entered, for the rule below (the resolver's context). */
export interface DestinationEntry {
  mode: SearchMode;
  /** True once the traveller typed in the field; false after choosing a suggestion or for the stored trip. */
  typed: boolean;
}

/**
 * With the destination search working, typed text must become a chosen place: text that was never matched to
 * one is not sent on. In the basic fallback the typed or chosen text is kept as it is, and so is a stored trip
 * whose destination was entered that way (docs/decisions/0005-destination-search.md).
 */
export function unmatchedDestination(
  values: Pick<TripFormValues, 'destination' | 'destinationPlace'>,
  entry: DestinationEntry,
): boolean {
  return (
    entry.mode === 'search' &&
    entry.typed &&
    !values.destinationPlace &&
    (values.destination ?? '').trim().length >= 2
  );
}
