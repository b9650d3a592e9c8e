// The planner in a worker thread (see plan-runner.ts). A worker does not inherit the parent's TypeScript loader,
// so it registers tsx itself before importing the planner's sources.
import { register } from 'tsx/esm/api';

register();
const { planTrip } = await import('../../../planner/itinerary/plan.ts');

/** @param {import('../../../planner/itinerary/types.ts').PlanTripInput} input */
export default function plan(input) {
  return planTrip(input);
}
