// A described trip as the client keeps it in localStorage after step 1 (the trip store's persisted form,
// src/client/lib/trip-store.ts), for browser tests and benches that start at the builder.
export const TRIP_STORAGE_KEY = 'wayfarer-trip';

/** A 2-traveller cultural trip to `place` (a destination search result), with any field overridden. */
export function storedTrip(
  place: { formatted: string },
  startDate: string,
  endDate: string,
  overrides: object = {},
): string {
  const tripDetails = {
    destination: place.formatted,
    destinationPlace: place,
    startDate,
    endDate,
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['history', 'food'],
    dietaryPreferences: [],
    activityLimit: 5,
    activityPace: 'moderate',
    ...overrides,
  };
  return persistedTrip({ tripDetails });
}

/** The trip store's persisted form of `state`, as the client writes it under TRIP_STORAGE_KEY. */
export function persistedTrip(state: {
  tripDetails: unknown;
  days?: unknown;
  savedPlanId?: string | null;
}): string {
  return JSON.stringify({ state: { days: null, savedPlanId: null, ...state }, version: 1 });
}
