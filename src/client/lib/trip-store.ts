// The traveller's current trip: details from step 1 and the working itinerary, persisted in local storage so a
// reload loses nothing. Itinerary edits go through the pure operations in src/core.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Day } from '../../core/activity.ts';
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
}

export const useTripStore = create<TripState>()(
  persist(
    (set) => ({
      tripDetails: null,
      days: null,
      savedPlanId: null,
      isGenerating: false,
      setTripDetails: (tripDetails) => set({ tripDetails }),
      setDays: (days) => set({ days }),
      setSavedPlanId: (savedPlanId) => set({ savedPlanId }),
      setGenerating: (isGenerating) => set({ isGenerating }),
      reset: () => set({ tripDetails: null, days: null, savedPlanId: null, isGenerating: false }),
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
