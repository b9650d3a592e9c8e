// Synthetic places and trips for the planner's property tests: clearly invented ("Synthetic place 3"), used in
// tests only, never shipped as data. Opening hours cover the awkward cases: closed days, split lunch/dinner
// service, closing after midnight, always open.
import fc from 'fast-check';
import {
  DIETARY_OPTIONS,
  INTERESTS,
  type Interest,
  PACES,
  TIME_SEGMENTS,
  TRAVEL_STYLES,
} from '../../core/constants.ts';
import { addDays } from '../../core/dates.ts';
import type { LatLng } from '../../core/geo.ts';
import {
  MEALS,
  type OpeningHours,
  type OpeningRange,
  PLACE_CATEGORIES,
  WEEKDAYS,
} from '../../core/knowledge.ts';
import type { PlannerPlace, PlannerTrip } from './types.ts';

export const TEST_CENTER: LatLng = { lat: 41.9, lng: 12.5 };

const DESCRIPTION =
  'A synthetic place invented for the planner tests; it exists nowhere and is never shipped.';

/** Open every day, all day. */
export function alwaysOpen(): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [['00:00', '24:00']]])) as OpeningHours;
}

/** One synthetic place near TEST_CENTER: a landmark, open all the time, unless told otherwise. */
export function makePlace(over: Partial<PlannerPlace> & Pick<PlannerPlace, 'id'>): PlannerPlace {
  return {
    gid: `test/${over.id}`,
    name: `Synthetic ${over.id}`,
    lat: TEST_CENTER.lat,
    lng: TEST_CENTER.lng,
    address: `1 Synthetic Street`,
    category: 'landmark',
    tags: ['history'],
    description: DESCRIPTION,
    durationMinutes: 60,
    hours: alwaysOpen(),
    priceLevel: 0,
    cost: 'Free',
    segments: ['morning', 'afternoon', 'evening'],
    ...over,
  };
}

const DAY_PATTERNS: OpeningRange[][] = [
  [],
  [['09:00', '17:00']],
  [['10:00', '18:00']],
  [['08:00', '20:00']],
  [
    ['12:00', '15:00'],
    ['19:00', '23:30'],
  ],
  [['11:30', '23:00']],
  [['18:00', '26:00']],
  [['00:00', '24:00']],
];

const hoursArb: fc.Arbitrary<OpeningHours> = fc
  .tuple(...WEEKDAYS.map(() => fc.integer({ min: 0, max: DAY_PATTERNS.length - 1 })))
  .map((picks) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, DAY_PATTERNS[picks[i]!]!])) as OpeningHours);

const subset = <T>(items: readonly T[], min: number, max: number) =>
  fc.uniqueArray(fc.constantFrom(...items), { minLength: min, maxLength: max });

const placeArb = fc.record({
  dLat: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
  dLng: fc.double({ min: -0.06, max: 0.06, noNaN: true }),
  category: fc.constantFrom(...PLACE_CATEGORIES),
  tags: subset(INTERESTS, 1, 3),
  durationMinutes: fc.constantFrom(30, 45, 60, 90, 120, 180),
  hours: hoursArb,
  priceLevel: fc.integer({ min: 0, max: 4 }),
  segments: subset(TIME_SEGMENTS, 1, 3),
  meals: subset(MEALS, 1, 3),
  dietary: subset(DIETARY_OPTIONS, 0, 4),
  rating: fc.option(
    fc.integer({ min: 35, max: 49 }).map((r) => r / 10),
    { nil: undefined },
  ),
  far: fc.integer({ min: 0, max: 9 }),
});

/** A pool of synthetic places around TEST_CENTER; about one in ten is a day trip 30-60 km out. */
export function poolArb(maxSize = 40, minSize = 1): fc.Arbitrary<PlannerPlace[]> {
  return fc.array(placeArb, { minLength: minSize, maxLength: maxSize }).map((raw) =>
    raw.map((r, i): PlannerPlace => {
      const id = `synthetic-${i}`;
      const food = r.category === 'restaurant' || r.category === 'cafe' || r.category === 'market';
      const dayTrip = r.far === 0;
      const stretch = dayTrip ? 8 : 1;
      return {
        gid: `test/${id}`,
        id,
        name: `Synthetic place ${i}`,
        lat: TEST_CENTER.lat + r.dLat * stretch,
        lng: TEST_CENTER.lng + r.dLng * stretch,
        address: `${i} Synthetic Street`,
        category: r.category,
        tags: food && !r.tags.includes('food') ? (['food', ...r.tags] as Interest[]).slice(0, 3) : r.tags,
        description: DESCRIPTION,
        durationMinutes: dayTrip ? r.durationMinutes + 120 : r.durationMinutes,
        hours: r.hours,
        priceLevel: r.priceLevel,
        cost: 'Free',
        segments: r.segments,
        ...(food ? { meals: r.meals, dietary: r.dietary } : {}),
        ...(r.rating === undefined ? {} : { rating: r.rating }),
        ...(dayTrip ? { dayTrip: true } : {}),
      };
    }),
  );
}

/** Any valid trip: 1-7 days from a date on any weekday, any style, interests, diet, limit and pace. */
export const tripArb: fc.Arbitrary<PlannerTrip> = fc
  .record({
    startOffset: fc.integer({ min: 0, max: 13 }),
    days: fc.integer({ min: 1, max: 7 }),
    travelers: fc.integer({ min: 1, max: 6 }),
    travelStyle: fc.constantFrom(...TRAVEL_STYLES),
    interests: subset(INTERESTS, 1, 4),
    dietaryPreferences: subset(DIETARY_OPTIONS, 0, 2),
    activityLimit: fc.integer({ min: 1, max: 10 }),
    activityPace: fc.constantFrom(...PACES),
  })
  .map(({ startOffset, days, ...rest }) => {
    const startDate = addDays('2026-06-01', startOffset);
    return { ...rest, startDate, endDate: addDays(startDate, days - 1) };
  });
