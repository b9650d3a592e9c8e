// The traveller's current trip: details from step 1 and the working itinerary, persisted in local storage so a
// reload loses nothing. Itinerary edits go through the pure operations in src/core, and every change of the days,
// whatever made it (an edit, a drag, the chat, a suggestion, Auto-Build, a new plan, an undo), passes through
// `commitDays`, which re-times the days that changed with the planner's rules: no path can leave a stale time.
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
  setDayOrder,
  updateActivity,
} from '../../core/itinerary.ts';
import type { TripDetails } from '../../core/trip.ts';
import { applyFixAction, type FixAction, retimeChanged } from '../../planner/retime/index.ts';

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
  /** A copy at the end of the given day's segment (right after the original without one). */
  duplicateActivity: (id: ActivityId, to?: { day: number; segment: TimeSegment }) => void;
  /** Puts a day's activities in this visiting order (Optimize Route); the times follow. */
  setDayOrder: (day: number, sequence: { id: ActivityId; segment: TimeSegment }[]) => void;
  /** A conflict's one-click fix: move the activity, or unpin its time. */
  applyFix: (fix: FixAction) => void;
  appendActivities: (day: number, drafts: ActivityDraft[]) => void;
  /** Loading a saved plan: its trip details and days replace the working ones, and saving again updates it. */
  loadPlan: (tripDetails: TripDetails, days: Day[], savedPlanId: string | null) => void;
}

/**
 * The one way days change: each day that is not the very object it was is re-timed (untouched days stay the same
 * objects, as the core operations return them). Without trip details there is nothing to time against.
 */
export function commitDays(
  before: readonly Day[] | null,
  next: Day[] | null,
  trip: TripDetails | null,
  all = false,
): Day[] | null {
  return next && trip ? retimeChanged(before, next, trip, all) : next;
}

/** Applies a pure itinerary operation to the working days; needs the trip details for the dates of new days. */
function editDays(state: TripState, op: (days: Day[], startDate: string) => Day[]): Partial<TripState> {
  if (!state.tripDetails) return {};
  const next = op(state.days ?? [], state.tripDetails.startDate);
  return { days: commitDays(state.days, next, state.tripDetails) };
}

export const useTripStore = create<TripState>()(
  persist(
    (set, get) => ({
      tripDetails: null,
      days: null,
      savedPlanId: null,
      isGenerating: false,
      // New details (pace, arrival, accommodation...) change every day's times.
      setTripDetails: (tripDetails) => set({ tripDetails, days: commitDays(null, get().days, tripDetails) }),
      setDays: (days) => set({ days: commitDays(get().days, days, get().tripDetails) }),
      setSavedPlanId: (savedPlanId) => set({ savedPlanId }),
      setGenerating: (isGenerating) => set({ isGenerating }),
      reset: () => set({ tripDetails: null, days: null, savedPlanId: null, isGenerating: false }),
      ensureDays: () => {
        const { tripDetails, days } = get();
        if (tripDetails)
          set({
            days: commitDays(days, ensureDays(days, tripDetails.startDate, tripDetails.endDate), tripDetails),
          });
      },
      addActivity: (draft) => set(editDays(get(), (days, start) => addActivity(days, draft, start))),
      updateActivity: (id, changes) =>
        set(editDays(get(), (days, start) => updateActivity(days, id, changes, start))),
      removeActivity: (id) => set(editDays(get(), (days) => removeActivity(days, id))),
      reorderSegment: (day, segment, ids) =>
        set(editDays(get(), (days) => reorderSegment(days, day, segment, ids))),
      moveActivity: (id, toDay, toSegment, toIndex) =>
        set(editDays(get(), (days, start) => moveActivity(days, id, toDay, toSegment, toIndex, start))),
      duplicateActivity: (id, to) =>
        set(
          editDays(get(), (days, startDate) =>
            duplicateActivity(days, id, to ? { ...to, startDate } : undefined),
          ),
        ),
      setDayOrder: (day, sequence) => set(editDays(get(), (days) => setDayOrder(days, day, sequence))),
      applyFix: (fix) => {
        const trip = get().tripDetails;
        if (trip) set(editDays(get(), (days) => applyFixAction(days, fix, trip)));
      },
      appendActivities: (day, drafts) =>
        set(editDays(get(), (days, start) => appendActivities(days, day, drafts, start))),
      loadPlan: (tripDetails, days, savedPlanId) =>
        set({
          tripDetails,
          days: commitDays(null, normalizeDays(days), tripDetails, true),
          savedPlanId,
          isGenerating: false,
        }),
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
