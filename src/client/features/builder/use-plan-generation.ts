// Building the plan: on entry (a whole new plan) and from Auto-Build (existing activities kept). Failures toast as
// SPEC.md section 8 words them; a destination the planner has no real data for (422) is shown in the page.
import { useCallback, useRef, useState } from 'react';
import { totalActivities } from '../../../core/itinerary.ts';
import { isDifferentTrip } from '../../../core/trip.ts';
import { nextPlanSeed } from '../../../planner/seeds.ts';
import { ApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { useTripStore } from '../../lib/trip-store.ts';
import { fillRemainingRoom, placeIdsIn, randomSeed, requestPlan, withFreshIds } from './plan-generation.ts';

export type GenerationProblem =
  /** The planner has no real places for this destination: its message, shown in the page. */
  { kind: 'unavailable'; message: string } | { kind: 'failed' };

export const GENERATION_FAILED = {
  title: 'Failed to build itinerary',
  description: 'There was an error generating your itinerary. Please try again.',
} as const;
export const GENERATION_ERROR = {
  title: 'Error building itinerary',
  description: 'There was an unexpected error. Please try again later.',
} as const;

function toastFailure(err: unknown) {
  const known = err instanceof ApiError;
  toast({
    ...(known ? GENERATION_FAILED : GENERATION_ERROR),
    // A rate limit or a rejected trip says why; anything else keeps SPEC.md's wording.
    ...(known && (err.status === 429 || err.status === 400) ? { description: err.serverMessage } : {}),
    variant: 'destructive',
  });
}

export function usePlanGeneration() {
  const [problem, setProblem] = useState<GenerationProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set once a generation has finished in this visit, so an emptied plan shows the timeline, not the loader. */
  const [finished, setFinished] = useState(false);
  /** The seed of the plan generated last in this visit: "New Plan" takes the next of its group (planner/seeds.ts). */
  const lastSeed = useRef<number | undefined>(undefined);

  /** A whole new plan replacing the working days (SPEC.md 'Generate'). */
  const generate = useCallback(async (seed?: number) => {
    const store = useTripStore.getState();
    const trip = store.tripDetails;
    if (!trip || store.isGenerating) return false;
    store.setGenerating(true);
    setProblem(null);
    try {
      const res = await requestPlan(trip, seed === undefined ? {} : { seed });
      const now = useTripStore.getState();
      // The traveller changed the trip meanwhile: this plan is for another trip.
      if (!now.tripDetails || isDifferentTrip(trip, now.tripDetails)) return false;
      now.setDays(withFreshIds(res.days));
      now.ensureDays();
      lastSeed.current = res.seed;
      setNotice(res.notice ?? null);
      toast({
        title: 'Itinerary generated!',
        description: `${res.days.length} ${res.days.length === 1 ? 'day' : 'days'} planned for ${trip.destination}.`,
      });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        setProblem({ kind: 'unavailable', message: err.serverMessage });
      } else {
        setProblem({ kind: 'failed' });
        toastFailure(err);
      }
      return false;
    } finally {
      useTripStore.getState().setGenerating(false);
      setFinished(true);
    }
  }, []);

  /** Auto-Build: keeps what is there and fills each day up to the daily limit with places not yet in the plan. */
  const autoBuild = useCallback(async () => {
    const store = useTripStore.getState();
    const trip = store.tripDetails;
    if (!trip || store.isGenerating) return false;
    store.ensureDays();
    const kept = useTripStore.getState().days ?? [];
    if (totalActivities(kept) === 0) return generate(nextPlanSeed(lastSeed.current, Math.random));
    store.setGenerating(true);
    try {
      const res = await requestPlan(trip, { seed: randomSeed(), exclude: placeIdsIn(kept) });
      const now = useTripStore.getState();
      if (!now.tripDetails || isDifferentTrip(trip, now.tripDetails)) return false;
      const { days, added } = fillRemainingRoom(now.days ?? [], res.days, trip.activityLimit, trip.startDate);
      now.setDays(days);
      setNotice(res.notice ?? null);
      setProblem(null);
      toast({
        title: 'Itinerary built successfully!',
        description:
          added > 0
            ? `${added} new ${added === 1 ? 'activity was' : 'activities were'} added; your own activities were kept.`
            : 'Every day already holds as many activities as your daily limit allows.',
      });
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        toast({ title: GENERATION_FAILED.title, description: err.serverMessage, variant: 'destructive' });
      } else {
        toastFailure(err);
      }
      return false;
    } finally {
      useTripStore.getState().setGenerating(false);
      setFinished(true);
    }
  }, [generate]);

  /** Forgets the last build's problem and notice (another plan was loaded). */
  const reset = useCallback(() => {
    setProblem(null);
    setNotice(null);
  }, []);

  /** 'New Plan': another plan of the same trip, as different from the current one as the places allow. */
  const newPlan = useCallback(() => generate(nextPlanSeed(lastSeed.current, Math.random)), [generate]);

  return {
    generate,
    newPlan,
    autoBuild,
    problem,
    notice,
    finished,
    reset,
    dismissNotice: () => setNotice(null),
  };
}
