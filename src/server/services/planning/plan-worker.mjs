// The planner in a worker thread (see plan-runner.ts). A worker does not inherit the parent's TypeScript loader,
// so it registers tsx itself before importing the planner's sources.
import { register } from 'tsx/esm/api';

register();
const { planTrip } = await import('../../../planner/itinerary/plan.ts');

/**
 * The planner's own errors come back as a value, so the pool's rejections mean only that a worker failed.
 * @param {import('../../../planner/itinerary/types.ts').PlanTripInput} input
 */
export default function plan(input) {
  try {
    return { plan: planTrip(input) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
