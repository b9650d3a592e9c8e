// Whether the working plan holds work that is not in the saved plans: then replacing it (planning another trip
// from the explorer, copying a shared plan) asks first.
import { type Day, daySchema } from '../../../core/activity.ts';
import type { SavedPlan } from '../../../core/api/itineraries.ts';
import { normalizeDays, totalActivities } from '../../../core/itinerary.ts';
import { type TripDetails, tripDetailsSchema } from '../../../core/trip.ts';
import { queryClient } from '../../lib/api.ts';
import { useTripStore } from '../../lib/trip-store.ts';
import { SAVED_PLANS_KEY } from './api.ts';

/** JSON with keys in a fixed order, so two equal plans compare equal whatever order their fields came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The plan as the server would store it (schemas applied, days tidied), for comparing. */
function comparable(tripDetails: TripDetails, days: readonly Day[]): string | null {
  const trip = tripDetailsSchema.safeParse(tripDetails);
  const parsed = normalizeDays(days).map((d) => daySchema.safeParse(d));
  if (!trip.success || parsed.some((d) => !d.success)) return null;
  return canonical({
    trip: trip.data,
    days: parsed.map((d) => d.data).filter((d) => d && d.activities.length > 0),
  });
}

/** Unsaved: a plan with activities that was never saved, or that differs from its saved version. */
export function differsFromSaved(
  working: { tripDetails: TripDetails | null; days: Day[] | null; savedPlanId: string | null },
  saved: readonly SavedPlan[],
): boolean {
  const { tripDetails, days, savedPlanId } = working;
  if (!tripDetails || !days || totalActivities(days) === 0) return false;
  const plan = savedPlanId ? saved.find((p) => p.id === savedPlanId) : undefined;
  if (!plan) return true;
  const mine = comparable(tripDetails, days);
  return mine === null || mine !== comparable(plan.tripDetails, plan.days);
}

/** Checks the working plan against the saved plans (the list is fetched when not loaded yet). */
export async function hasUnsavedChanges(): Promise<boolean> {
  const working = useTripStore.getState();
  if (!working.tripDetails || !working.days || totalActivities(working.days) === 0) return false;
  if (!working.savedPlanId) return true;
  try {
    const saved = await queryClient.fetchQuery<SavedPlan[]>({ queryKey: SAVED_PLANS_KEY });
    return differsFromSaved(useTripStore.getState(), saved);
  } catch {
    // The list cannot be read: asking is the safe answer.
    return true;
  }
}
