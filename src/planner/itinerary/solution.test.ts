// A failed change to a day leaves the day as it was, times and all (solution.ts).
import { describe, expect, it } from 'vitest';
import { type OpeningHours, WEEKDAYS } from '../../core/knowledge.ts';
import { createRng } from '../rng.ts';
import { planDayAreas } from './day-areas.ts';
import { buildProblem, SIGHT } from './problem.ts';
import { Solution } from './solution.ts';
import { makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';

const elevenToNoon = Object.fromEntries(WEEKDAYS.map((d) => [d, [['11:00', '12:00']]])) as OpeningHours;

/**
 * A day timed from 7:00 (as a day leaving early for a place's doors is): a short stop, a long museum, and a tour
 * that starts at 11:00 sharp. From the usual start of a day the museum would end too late for the tour.
 */
function earlyDay() {
  const input: PlanTripInput = {
    trip: moderateTrip(),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'fountain', durationMinutes: 15 }),
      makePlace({ id: 'museum', durationMinutes: 180, lat: TEST_CENTER.lat + 0.01 }),
      makePlace({ id: 'tour', durationMinutes: 60, hours: elevenToNoon, lat: TEST_CENTER.lat + 0.02 }),
    ],
    seed: 1,
  };
  const problem = buildProblem(input, createRng(1));
  const sol = new Solution(problem, planDayAreas(problem, createRng(1)).setup);
  let at = 7 * 60;
  for (const id of ['fountain', 'museum', 'tour']) {
    const node = problem.places.findIndex((p) => p.id === id);
    const start = id === 'tour' ? 11 * 60 : at;
    sol.days[0]!.push({ node, role: SIGHT, start, end: start + problem.stay(SIGHT, node) });
    at = start + problem.stay(SIGHT, node) + 15;
  }
  const times = () => sol.days[0]!.map((s) => [s.start, s.end]);
  return { sol, times };
}

describe('Solution', () => {
  it('puts a day back as it was, times and all, when taking a stop out of it does not fit', () => {
    const { sol, times } = earlyDay();
    const before = times();
    // Without the fountain the day is timed from its usual start, and the museum then runs past 11:00.
    expect(sol.remove(0, 0)).toBe(false);
    expect(times()).toEqual(before);
  });

  it('puts a day back as it was, times and all, when a stop put in does not fit', () => {
    const { sol, times } = earlyDay();
    const before = times();
    const fountain = sol.days[0]![0]!.node;
    expect(sol.tryInsert(0, 1, fountain, SIGHT)).toBe(false);
    expect(sol.days[0]).toHaveLength(3);
    expect(times()).toEqual(before);
  });
});
