// The traveller's current trip: details from step 1 and the working itinerary, persisted in local storage so a
// reload loses nothing. Itinerary edits go through the pure operations in src/core.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ActivityId, Day } from '../../core/activity.ts';
import type { TimeSegment } from '../../core/constants.ts';
import {
  type ActivityChanges,
  type ActivityDraft,
  addActivity,
  appendActivities,
  duplicateActivity,
  ensureDays,
  moveActivity,
  normalizeDays,
  removeActivity,
  reorderSegment,
  updateActivity,
} from '../../core/itinerary.ts';
import type { TripDetails } from '../../core/trip.ts';

export interface TripState {
  tripDetails: TripDetails | null;
  /** The working itinerary's days (SPEC.md section 4 'Itinerary state'). */
  days: Day[] | null;
  /** The saved plan this itinerary was loaded from or last saved as, so saving again updates it. */
  savedPlanId: string | null;
  isGenerating: boolean;
  setTripDetails: (details: TripDetails) => void;
  setDays: (days: Day[] | null) => void;
  setSavedPlanId: (id: string | null) => void;
  setGenerating: (busy: boolean) => void;
  reset: () => void;
  /** Creates the trip's empty days (keeping any activities) from the trip details; no-op without them. */
  ensureDays: () => void;
  addActivity: (draft: ActivityDraft) => void;
  updateActivity: (id: ActivityId, changes: ActivityChanges) => void;
  removeActivity: (id: ActivityId) => void;
  reorderSegment: (day: number, segment: TimeSegment, orderedIds: ActivityId[]) => void;
  moveActivity: (id: ActivityId, toDay: number, toSegment: TimeSegment, toIndex: number) => void;
  duplicateActivity: (id: ActivityId) => void;
  appendActivities: (day: number, drafts: ActivityDraft[]) => void;
  /** Loading a saved plan: its trip details and days replace the working ones, and saving again updates it. */
  loadPlan: (tripDetails: TripDetails, days: Day[], savedPlanId: string | null) => void;
}

/** Applies a pure itinerary operation to the working days; needs the trip details for the dates of new days. */
function editDays(state: TripState, op: (days: Day[], startDate: string) => Day[]): Partial<TripState> {
  return state.tripDetails ? { days: op(state.days ?? [], state.tripDetails.startDate) } : {};
}

export const useTripStore = create<TripState>()(
  persist(
    (set, get) => ({
      tripDetails: null,
      days: null,
      savedPlanId: null,
      isGenerating: false,
      setTripDetails: (tripDetails) => set({ tripDetails }),
      setDays: (days) => set({ days }),
      setSavedPlanId: (savedPlanId) => set({ savedPlanId }),
      setGenerating: (isGenerating) => set({ isGenerating }),
      reset: () => set({ tripDetails: null, days: null, savedPlanId: null, isGenerating: false }),
      ensureDays: () => {
        const { tripDetails, days } = get();
        if (tripDetails) set({ days: ensureDays(days, tripDetails.startDate, tripDetails.endDate) });
      },
      addActivity: (draft) => set(editDays(get(), (days, start) => addActivity(days, draft, start))),
      updateActivity: (id, changes) =>
        set(editDays(get(), (days, start) => updateActivity(days, id, changes, start))),
      removeActivity: (id) => set(editDays(get(), (days) => removeActivity(days, id))),
      reorderSegment: (day, segment, ids) =>
        set(editDays(get(), (days) => reorderSegment(days, day, segment, ids))),
      moveActivity: (id, toDay, toSegment, toIndex) =>
        set(editDays(get(), (days, start) => moveActivity(days, id, toDay, toSegment, toIndex, start))),
      duplicateActivity: (id) => set(editDays(get(), (days) => duplicateActivity(days, id))),
      appendActivities: (day, drafts) =>
        set(editDays(get(), (days, start) => appendActivities(days, day, drafts, start))),
      loadPlan: (tripDetails, days, savedPlanId) =>
        set({ tripDetails, days: normalizeDays(days), savedPlanId, isGenerating: false }),
    }),
    {
      name: 'wayfarer-trip',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // The in-progress flag never survives a reload.
      partialize: ({ tripDetails, days, savedPlanId }) => ({ tripDetails, days, savedPlanId }),
    },
  ),
);
