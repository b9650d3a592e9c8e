// Saved plans over the API (SPEC.md section 7): the list, saving (a new plan, or the same plan again) and deleting.
// Toasts and dialogs are the caller's: these hooks return the data and throw errors with the server's message.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Day } from '../../../core/activity.ts';
import {
  type DeletePlanResponse,
  planName,
  type SavedPlan,
  type SavePlanRequest,
} from '../../../core/api/itineraries.ts';
import { formatDateRange } from '../../../core/dates.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { useTripStore } from '../../lib/trip-store.ts';

export const SAVED_PLANS_KEY = ['/api/itineraries'] as const;

/** SPEC.md section 5 'Saving': the toast title and description when there is nothing to save. */
export class CannotSaveError extends Error {
  readonly title = 'Cannot save itinerary';
  constructor() {
    super('There is no itinerary to save.');
  }
}

/** The request body for the working plan, or CannotSaveError without trip details or days. */
export function savePlanRequest(tripDetails: TripDetails | null, days: Day[] | null): SavePlanRequest {
  if (!tripDetails || !days || days.length === 0) throw new CannotSaveError();
  return {
    name: planName(tripDetails.destination),
    destination: tripDetails.destination,
    date: formatDateRange(tripDetails.startDate, tripDetails.endDate),
    tripDetails,
    days,
  };
}

/** The signed-in user's saved plans, newest first. Errors are left to the caller (SPEC.md: toast, empty list). */
export function useSavedPlans(opts: { enabled?: boolean } = {}) {
  return useQuery<SavedPlan[]>({ queryKey: SAVED_PLANS_KEY, enabled: opts.enabled ?? true });
}

export interface SavePlanVariables {
  tripDetails: TripDetails | null;
  days: Day[] | null;
  /** The plan this itinerary was loaded from or last saved as: saving again updates it. */
  savedPlanId?: string | null;
}

/** POST, or PUT when savedPlanId is set (falling back to POST when that plan is gone). */
export async function savePlan({ tripDetails, days, savedPlanId }: SavePlanVariables): Promise<SavedPlan> {
  const body = savePlanRequest(tripDetails, days);
  if (savedPlanId) {
    try {
      return await apiRequest<SavedPlan>('PUT', `/api/itineraries/${encodeURIComponent(savedPlanId)}`, body);
    } catch (err) {
      // Deleted meanwhile (another tab, another device): save it as a new plan rather than lose the work.
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    }
  }
  return apiRequest<SavedPlan>('POST', '/api/itineraries', body);
}

export function deletePlan(id: string): Promise<DeletePlanResponse> {
  return apiRequest<DeletePlanResponse>('DELETE', `/api/trips/${encodeURIComponent(id)}`);
}

/** Saves the working plan (POST, or PUT when savedPlanId is set) and remembers its id so the next save updates it. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlan,
    onSuccess: (plan) => {
      useTripStore.getState().setSavedPlanId(plan.id);
      return queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY });
    },
  });
}

/** Deletes a saved plan (and its trip) by the plan's id; answers the deleted plan's name for the toast. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: (_res, id) => {
      const store = useTripStore.getState();
      // The working itinerary stays; it is just no longer a saved plan, so the next save creates a new one.
      if (store.savedPlanId === id) store.setSavedPlanId(null);
      return queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY });
    },
  });
}
