// A day that went far out of town in the morning lunches out there (outing-lunch.ts): synthetic days.
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../core/geo.ts';
import { OUTING_KM } from './out-of-town.ts';
import { lunchOnTheOuting } from './outing-lunch.ts';
import { LUNCH, SIGHT } from './problem.ts';
import {
  dailyHours,
  eastOf,
  eateryEastOf,
  handPlanned,
  makePlace,
  moderateTrip,
  TEST_CENTER,
} from './test-fixtures.ts';
import type { PlannerPlace, PlanTripInput } from './types.ts';

const eatery = (id: string, km: number, over: Partial<PlannerPlace> = {}) =>
  eateryEastOf(id, km, { meals: ['lunch'], ...over });

/**
 * A morning at waterfalls 30 km east, then lunch in town by a museum, as a meal chosen by its detour leaves it; a
 * kitchen 2 km from the falls serves lunch from noon.
 */
function outingDay(
  over: {
    falls?: Partial<PlannerPlace>;
    museum?: Partial<PlannerPlace>;
    kitchen?: Partial<PlannerPlace>;
    diets?: string[];
    /** The museum, then lunch in town, then the falls in the afternoon. */
    afternoon?: boolean;
    /** More places, after the others. */
    extra?: PlannerPlace[];
  } = {},
) {
  const input: PlanTripInput = {
    trip: moderateTrip({
      travelStyle: 'outdoorsy',
      interests: ['nature'],
      dietaryPreferences: (over.diets ?? []) as PlanTripInput['trip']['dietaryPreferences'],
    }),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'falls', ...eastOf(30), tags: ['nature'], durationMinutes: 120, ...over.falls }),
      makePlace({ id: 'museum', ...eastOf(0.5), ...over.museum }),
      eatery('town-cafe', 0, { dietary: ['vegan'] }),
      eatery('falls-kitchen', 32, { hours: dailyHours('12:00', '15:00'), ...over.kitchen }),
      ...(over.extra ?? []),
    ],
    mealTimes: { lunch: ['12:00', '14:30'], dinner: ['18:00', '21:00'] },
    seed: 1,
  };
  const stops = { falls: ['falls', SIGHT], museum: ['museum', SIGHT], lunch: ['town-cafe', LUNCH] } as const;
  const { sol, problem } = handPlanned(input, [
    over.afternoon ? [stops.museum, stops.lunch, stops.falls] : [stops.falls, stops.museum, stops.lunch],
  ]);
  const lunchOf = () => problem.places[sol.days[0]!.find((s) => s.role === LUNCH)!.node]!.id;
  return { sol, lunchOf, problem };
}

describe('lunchOnTheOuting', () => {
  it('is set for falls far enough out to count as an outing', () => {
    expect(haversineKm(eastOf(30), TEST_CENTER)).toBeGreaterThan(OUTING_KM);
  });

  it('takes lunch by the falls, right after them, rather than back in town', () => {
    const { sol, lunchOf } = outingDay();
    expect(lunchOnTheOuting(sol, 0)).toBe(true);
    expect(lunchOf()).toBe('falls-kitchen');
    // Next to the falls: the day goes out once and comes back once.
    const ids = sol.days[0]!.map((s) => sol.problem.places[s.node]!.id);
    expect(Math.abs(ids.indexOf('falls') - ids.indexOf('falls-kitchen'))).toBe(1);
  });

  it('lunches by the falls rather than in town before going out there after lunch', () => {
    const { sol, lunchOf } = outingDay({ afternoon: true });
    expect(lunchOnTheOuting(sol, 0)).toBe(true);
    expect(lunchOf()).toBe('falls-kitchen');
    // Next to the falls, as the day's order then has it (the museum first, lunch out there at noon).
    const ids = sol.days[0]!.map((s) => sol.problem.places[s.node]!.id);
    expect(Math.abs(ids.indexOf('falls') - ids.indexOf('falls-kitchen'))).toBe(1);
  });

  it('keeps a morning in town that cannot wait and lunches out there before the falls', () => {
    // The museum closes at noon, so the falls cannot come first (Cape Town: District Six in the morning, then
    // lunch in Kalk Bay rather than by the V&A before the drive out).
    const { sol, lunchOf } = outingDay({ afternoon: true, museum: { hours: dailyHours('09:00', '12:00') } });
    expect(lunchOnTheOuting(sol, 0)).toBe(true);
    expect(lunchOf()).toBe('falls-kitchen');
    const ids = sol.days[0]!.map((s) => sol.problem.places[s.node]!.id);
    expect(ids).toEqual(['museum', 'falls-kitchen', 'falls']);
  });

  it('keeps lunch in town rather than an hour short of the falls', () => {
    // A kitchen 15 km back towards town is on the way, not out there: lunch stays in town, and its card says why.
    const { sol, lunchOf } = outingDay({
      afternoon: true,
      museum: { hours: dailyHours('09:00', '12:00') },
      kitchen: eastOf(15),
    });
    expect(lunchOnTheOuting(sol, 0)).toBe(false);
    expect(lunchOf()).toBe('town-cafe');
  });

  it('lunches out there even when the place out there misses a diet the town meets', () => {
    // Rule 7 before a better fit 30 km away: in reach on a day out is out there; the card says what it misses.
    const { sol, lunchOf } = outingDay({ diets: ['vegan'] });
    expect(lunchOnTheOuting(sol, 0)).toBe(true);
    expect(lunchOf()).toBe('falls-kitchen');
  });

  it('takes the closest fit to the diets among the places out there', () => {
    const vegan = eatery('falls-vegan', 33, { hours: dailyHours('12:00', '15:00'), dietary: ['vegan'] });
    const { sol, lunchOf } = outingDay({ diets: ['vegan'], extra: [vegan] });
    expect(lunchOnTheOuting(sol, 0)).toBe(true);
    expect(lunchOf()).toBe('falls-vegan');
  });

  it('keeps lunch in town rather than hours of waiting out there for the kitchen to open', () => {
    // The falls close at 11:00 and the kitchen opens at 13:00: lunch by them would be two idle hours.
    const { sol, lunchOf } = outingDay({
      falls: { hours: dailyHours('07:00', '11:00'), durationMinutes: 60 },
      kitchen: { hours: dailyHours('13:00', '15:00') },
    });
    expect(lunchOnTheOuting(sol, 0)).toBe(false);
    expect(lunchOf()).toBe('town-cafe');
  });
});
