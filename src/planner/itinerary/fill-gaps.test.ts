// Filling a long idle stretch (polish.ts fillGaps) without taking the day away and back: synthetic days.
import { describe, expect, it } from 'vitest';
import { fillGaps, wideZigzags, zigzags } from './polish.ts';
import { DINNER, LUNCH, SIGHT } from './problem.ts';
import { LONG_GAP_MINUTES, longestGap } from './spread.ts';
import {
  dailyHours,
  eastOf,
  eateryEastOf,
  handPlanned,
  makePlace,
  moderateTrip,
  TEST_CENTER,
} from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';

const eatery = (id: string, km: number, meal: 'lunch' | 'dinner') => eateryEastOf(id, km, { meals: [meal] });

/** A museum in the centre open in the morning, and gardens 6 km east open 14:00-18:00. */
const museumAndGardens = () => [
  makePlace({ id: 'museum', ...eastOf(0.2), durationMinutes: 90, hours: dailyHours('09:00', '12:00') }),
  makePlace({ id: 'gardens', ...eastOf(6), durationMinutes: 120, hours: dailyHours('14:00', '18:00') }),
];

/**
 * A moderate day: a museum and lunch in the centre, dinner 1.5 km west at 19:00, and the afternoon idle. The only
 * place left to fill it is gardens 6 km east (open 14:00-18:00); a second dinner place lies by the gardens.
 */
function idleAfternoon(over: { dinnerByGardens?: boolean; dinnerWestKm?: number } = {}) {
  const input: PlanTripInput = {
    trip: moderateTrip(),
    center: TEST_CENTER,
    places: [
      ...museumAndGardens(),
      eatery('lunch-centre', 0, 'lunch'),
      eatery('dinner-west', -(over.dinnerWestKm ?? 1.5), 'dinner'),
      ...(over.dinnerByGardens === false ? [] : [eatery('dinner-gardens', 6.3, 'dinner')]),
    ],
    mealTimes: { lunch: ['12:00', '14:30'], dinner: ['19:00', '21:00'] },
    seed: 1,
  };
  return handPlanned(input, [
    [
      ['museum', SIGHT],
      ['lunch-centre', LUNCH],
      ['dinner-west', DINNER],
    ],
  ]);
}

describe('fillGaps', () => {
  it('fills the idle afternoon out at the gardens and dines by them rather than back near lunch', () => {
    const { sol, ids, problem } = idleAfternoon();
    fillGaps(sol, 0);
    expect(ids()).toContain('gardens');
    expect(ids()).toContain('dinner-gardens');
    expect(wideZigzags(problem, sol.days[0]!)).toBe(0);
  });

  it('goes 6 km out and comes back within 2 km of lunch rather than leave the afternoon idle (decision 0058)', () => {
    // Rule 8 before rule 9 read widely: centre -> gardens -> 1.5 km from the centre comes back within 2 km, but
    // not within 1 km, and the afternoon would otherwise stay idle until dinner at 19:00.
    const { sol, ids, problem } = idleAfternoon({ dinnerByGardens: false });
    fillGaps(sol, 0);
    expect(ids()).toContain('gardens');
    expect(zigzags(problem, sol.days[0]!)).toBe(0);
  });

  it('does not go 6 km out and come back within 1 km of lunch to fill it', () => {
    // Rule 9: centre -> gardens -> 0.5 km from the centre returns to where the day was.
    const { sol, ids, problem } = idleAfternoon({ dinnerByGardens: false, dinnerWestKm: 0.5 });
    fillGaps(sol, 0);
    expect(ids()).not.toContain('gardens');
    expect(zigzags(problem, sol.days[0]!)).toBe(0);
  });

  it('moves a lunch its idle time was spread over back to its earliest time to fit a visit after it', () => {
    // Lunch (window 12:00-14:30) spread to 14:00 as spreadDay leaves a day, dinner at 19:00: the gallery (open
    // 13:00-18:00, three hours) fits after lunch only if lunch is at noon again.
    const input: PlanTripInput = {
      trip: moderateTrip(),
      center: TEST_CENTER,
      places: [
        makePlace({ id: 'museum', ...eastOf(0.2), durationMinutes: 90, hours: dailyHours('09:00', '12:00') }),
        makePlace({
          id: 'gallery',
          ...eastOf(0.6),
          durationMinutes: 180,
          hours: dailyHours('13:00', '18:00'),
        }),
        eatery('lunch-centre', 0, 'lunch'),
        eatery('dinner-east', 0.8, 'dinner'),
      ],
      mealTimes: { lunch: ['12:00', '14:30'], dinner: ['19:00', '21:00'] },
      seed: 1,
    };
    const { sol, ids } = handPlanned(input, [
      [
        ['museum', SIGHT],
        ['lunch-centre', LUNCH],
        ['dinner-east', DINNER],
      ],
    ]);
    const lunch = sol.days[0]![1]!;
    expect(lunch.start).toBeLessThan(14 * 60);
    lunch.end += 14 * 60 - lunch.start;
    lunch.start = 14 * 60;
    fillGaps(sol, 0);
    expect(ids()).toEqual(['museum', 'lunch-centre', 'gallery', 'dinner-east']);
  });
});

describe('fillGaps trading a visit', () => {
  /**
   * Lunch in the centre, an evening walk 0.5 km from it at 18:00 and dinner by gardens 6 km east: the afternoon is
   * idle, and the gardens would fill it only by taking the day out and back to the walk.
   */
  function eveningWalkDay() {
    const input: PlanTripInput = {
      trip: moderateTrip(),
      center: TEST_CENTER,
      places: [
        ...museumAndGardens(),
        makePlace({ id: 'walk', ...eastOf(0.5), durationMinutes: 60, hours: dailyHours('18:00', '22:00') }),
        eatery('lunch-centre', 0, 'lunch'),
        eatery('dinner-gardens', 6.3, 'dinner'),
      ],
      mealTimes: { lunch: ['12:00', '14:30'], dinner: ['18:30', '21:00'] },
      seed: 1,
    };
    return handPlanned(input, [
      [
        ['museum', SIGHT],
        ['lunch-centre', LUNCH],
        ['walk', SIGHT],
        ['dinner-gardens', DINNER],
      ],
    ]);
  }

  it('lets a visit that is no must-see make way for one that fills the idle afternoon (rule 8)', () => {
    const { sol, ids, problem } = eveningWalkDay();
    expect(longestGap(problem, 0, sol.days[0]!)).toBeGreaterThanOrEqual(LONG_GAP_MINUTES);
    fillGaps(sol, 0);
    expect(ids()).toEqual(['museum', 'lunch-centre', 'gardens', 'dinner-gardens']);
    expect(longestGap(problem, 0, sol.days[0]!)).toBeLessThan(LONG_GAP_MINUTES);
    expect(zigzags(problem, sol.days[0]!)).toBe(0);
  });
});
