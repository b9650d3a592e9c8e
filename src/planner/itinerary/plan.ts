// planTrip: a trip and a pool of real places in, a day-by-day plan out. A Team Orienteering Problem with
// Time Windows: one route per day, scores from the traveller's profile, windows from opening hours on each
// date's weekday and from the day's segments, meals from places that fit the diet, the daily limit capping
// each route. Pure and deterministic: the seed is the only source of variation.
import { createRng } from '../rng.ts';
import { construct } from './construct.ts';
import { planDayAreas } from './day-areas.ts';
import { improve } from './improve.ts';
import { toPlannedDays } from './output.ts';
import { buildProblem } from './problem.ts';
import { sequenceDay } from './sequence.ts';
import { Solution } from './solution.ts';
import type { PlannedDay, PlanTripInput } from './types.ts';

/** Rounds of iterated local search: more for bigger plans, bounded so a 7-day plan stays well under 100 ms. */
export function searchRounds(days: number, limit: number): number {
  return Math.min(40, 8 + days * Math.ceil(limit / 2));
}

export function planTrip(input: PlanTripInput): PlannedDay[] {
  const rng = createRng(input.seed);
  const problem = buildProblem(input, rng);
  const { setup, seeds } = planDayAreas(problem, rng);
  const first = new Solution(problem, setup);
  construct(first, seeds);
  const best = improve(first, rng, searchRounds(problem.days.length, input.trip.activityLimit));
  for (let d = 0; d < best.days.length; d++) sequenceDay(best, d);
  return toPlannedDays(best);
}
