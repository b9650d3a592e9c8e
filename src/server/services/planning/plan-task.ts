// What a planner worker thread runs (plan-runner.ts): one plan per task. Loaded by plan-worker.mjs under the
// TypeScript loader, or built into dist/server/plan-worker.mjs for `npm start` (scripts/build-server.mjs).
import { planTrip } from '../../../planner/itinerary/plan.ts';
import type { PlannedTrip, PlanTripInput } from '../../../planner/itinerary/types.ts';

/** The planner's own errors come back as a value, so the pool's rejections mean only that a worker failed. */
export default function plan(input: PlanTripInput): { plan: PlannedTrip } | { error: string } {
  try {
    return { plan: planTrip(input) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
