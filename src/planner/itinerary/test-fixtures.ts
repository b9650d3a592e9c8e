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
  type Destination,
  MEALS,
  type OpeningHours,
  type OpeningRange,
  PLACE_CATEGORIES,
  WEEKDAYS,
} from '../../core/knowledge.ts';
import { createRng } from '../rng.ts';
import { planDayAreas } from './day-areas.ts';
import { buildProblem, type Role } from './problem.ts';
import { Solution } from './solution.ts';
import type { PlannerPlace, PlannerTrip, PlanTripInput } from './types.ts';

export const TEST_CENTER: LatLng = { lat: 41.9, lng: 12.5 };

const DESCRIPTION =
  'A synthetic place invented for the planner tests; it exists nowhere and is never shipped.';

/** About `km` east of TEST_CENTER (west when negative): 1 degree of longitude is about 83 km there. */
export const eastOf = (km: number): LatLng => ({ lat: TEST_CENTER.lat, lng: TEST_CENTER.lng + km / 83 });

/** The same single opening range every day of the week. */
export function dailyHours(from: string, to: string): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, [[from, to]]])) as OpeningHours;
}

/** A moderate trip of up to four activities a day for two, on 3 June 2026 only unless told otherwise. */
export function moderateTrip(over: Partial<PlannerTrip> = {}): PlannerTrip {
  return {
    startDate: '2026-06-03',
    endDate: '2026-06-03',
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['history'],
    dietaryPreferences: [],
    activityLimit: 4,
    activityPace: 'moderate',
    ...over,
  };
}

/**
 * The trip's days built by hand, each a list of [place id, role] put in as listed (seed 1's day areas), for tests
 * of one repair at a time. Throws when a stop does not fit where it is put.
 */
export function handPlanned(input: PlanTripInput, days: readonly (readonly (readonly [string, Role])[])[]) {
  const problem = buildProblem(input, createRng(1));
  const node = (id: string) => problem.places.findIndex((p) => p.id === id);
  const sol = new Solution(problem, planDayAreas(problem, createRng(1)).setup);
  days.forEach((stops, d) => {
    stops.forEach(([id, role], pos) => {
      if (!sol.tryInsert(d, pos, node(id), role))
        throw new Error(`${id} does not fit day ${d + 1} at ${pos}`);
    });
  });
  /** The place ids of day d, in order. */
  const ids = (d = 0) => sol.days[d]!.map((s) => problem.places[s.node]!.id);
  return { problem, sol, node, ids };
}

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

/** A restaurant `km` east of TEST_CENTER serving lunch and dinner (an hour), unless told otherwise. */
export function eateryEastOf(id: string, km: number, over: Partial<PlannerPlace> = {}): PlannerPlace {
  return makePlace({
    id,
    ...eastOf(km),
    category: 'restaurant',
    tags: ['food'],
    meals: ['lunch', 'dinner'],
    durationMinutes: 60,
    ...over,
  });
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

/** Undefined four times out of five. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, { arbitrary: arb, weight: 1 });

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
  // The calendar's awkward cases: winter hours, closed days of the year and on holidays, last entry, shows,
  // seasonal months, evening places and bars.
  winter: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  closedDates: rarely(subset(['12-25', '01-01', '06-03', '06-05'], 1, 2)),
  closedOnPublicHolidays: fc.boolean(),
  lastAdmission: rarely(fc.constantFrom(30, 60)),
  show: fc.integer({ min: 0, max: 9 }),
  months: rarely(subset([1, 2, 3, 6, 7, 8, 11, 12], 2, 5)),
  evening: fc.integer({ min: 0, max: 5 }),
  bar: fc.integer({ min: 0, max: 5 }),
});

/** Winter hours: each range closes an hour earlier (kept when that would empty it). */
function shorter(hours: OpeningHours): OpeningHours {
  const cut = ([o, c]: OpeningRange): OpeningRange => {
    const close = Number(c.slice(0, 2)) - 1;
    const open = Number(o.slice(0, 2));
    return close > open ? [o, `${String(close).padStart(2, '0')}${c.slice(2)}`] : [o, c];
  };
  return Object.fromEntries(WEEKDAYS.map((d) => [d, hours[d].map(cut)])) as OpeningHours;
}

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
        ...(dayTrip
          ? {
              dayTrip: true,
              access: { minutes: 45 + r.show * 10, mode: 'train' as const, note: 'A synthetic train.' },
            }
          : {}),
        ...(r.winter ? { seasons: [{ from: '11-01', to: '02-28', hours: shorter(r.hours) }] } : {}),
        ...(r.closedDates ? { closedDates: r.closedDates } : {}),
        ...(r.closedOnPublicHolidays ? { closedOnPublicHolidays: true } : {}),
        ...(r.lastAdmission ? { lastAdmissionMinutes: r.lastAdmission } : {}),
        ...(r.show === 0 && !food ? { startTimes: ['19:00', '21:00'] } : {}),
        ...(r.months && !food ? { months: r.months } : {}),
        ...(r.evening === 0 ? { evening: true } : {}),
        ...(r.bar === 0 && (food || r.category === 'nightlife') ? { bar: true } : {}),
      };
    }),
  );
}

/**
 * Any valid trip: 1-7 days from a date on any weekday (summer or winter, Christmas included), any style,
 * interests, diet, limit and pace, with or without an accommodation, arrival and departure times.
 */
export const tripArb: fc.Arbitrary<PlannerTrip> = fc
  .record({
    startOffset: fc.integer({ min: 0, max: 13 }),
    winter: fc.boolean(),
    days: fc.integer({ min: 1, max: 7 }),
    hotel: fc.option(
      fc.record({
        dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
        dLng: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
      }),
      { nil: undefined },
    ),
    arrival: fc.option(fc.constantFrom('08:00', '11:30', '14:00', '17:45', '21:00'), { nil: undefined }),
    departure: fc.option(fc.constantFrom('10:00', '13:15', '16:00', '19:30', '23:00'), { nil: undefined }),
    travelers: fc.integer({ min: 1, max: 6 }),
    travelStyle: fc.constantFrom(...TRAVEL_STYLES),
    interests: subset(INTERESTS, 1, 4),
    dietaryPreferences: subset(DIETARY_OPTIONS, 0, 2),
    activityLimit: fc.integer({ min: 1, max: 10 }),
    activityPace: fc.constantFrom(...PACES),
  })
  .map(({ startOffset, winter, days, hotel, arrival, departure, ...rest }) => {
    const startDate = addDays(winter ? '2026-12-20' : '2026-06-01', startOffset);
    const oneDayClash = days === 1 && arrival && departure && departure <= arrival;
    return {
      ...rest,
      startDate,
      endDate: addDays(startDate, days - 1),
      ...(hotel
        ? {
            accommodation: {
              name: 'Synthetic hotel',
              lat: TEST_CENTER.lat + hotel.dLat,
              lng: TEST_CENTER.lng + hotel.dLng,
            },
          }
        : {}),
      ...(arrival ? { arrivalTime: arrival } : {}),
      ...(departure && !oneDayClash ? { departureTime: departure } : {}),
    };
  });

/** Public holidays for the synthetic trips: Christmas, New Year and one in June. */
export const TEST_HOLIDAYS = {
  '2026-12-25': 'Christmas Day',
  '2027-01-01': "New Year's Day",
  '2026-06-04': 'Test Day',
};

/** Holidays of the grid's dates, for every country (the real calendar is the server's business). */
export const GRID_HOLIDAYS = { '2026-12-25': 'Christmas Day', '2027-01-01': "New Year's Day" };

/** The grid: profile k of destination number d, drawn from a seeded generator so every run plans the same trips. */
export function gridTrip(d: number, k: number, destination: { lat: number; lng: number }): PlannerTrip {
  const rng = createRng(d * 1000 + k);
  const days = 1 + ((d + k) % 7);
  // Summer weeks, and Christmas week for one profile in four.
  const startDate = k % 4 === 1 ? addDays('2026-12-21', (d + k) % 7) : addDays('2026-06-01', (d * 3 + k) % 7);
  const interests = INTERESTS.filter(() => rng.next() < 0.25);
  if (interests.length === 0) interests.push(INTERESTS[(d + k) % INTERESTS.length]!);
  const dietaryPreferences =
    k % 4 === 0 ? (['vegan', 'glutenFree'] as const) : DIETARY_OPTIONS.filter(() => rng.next() < 0.15);
  return {
    startDate,
    endDate: addDays(startDate, days - 1),
    travelers: 1 + rng.int(5),
    travelStyle: TRAVEL_STYLES[(d + k) % TRAVEL_STYLES.length]!,
    interests,
    dietaryPreferences: [...dietaryPreferences],
    activityLimit: 1 + ((d * 7 + k * 3) % 10),
    activityPace: PACES[(d + 2 * k) % PACES.length]!,
    ...(k % 2 === 0
      ? { accommodation: { name: 'A hotel', lat: destination.lat + 0.004, lng: destination.lng - 0.003 } }
      : {}),
    ...(k % 3 === 0 ? { arrivalTime: '13:30', departureTime: '17:00' } : {}),
  };
}

/** Rule 8's busy profiles (seed, interests): the busy week below, one profile each (scripts/busy-days.ts, tests). */
export const BUSY_PROFILES: readonly (readonly [number, readonly Interest[]])[] = [
  [1, ['history', 'museums']],
  [2, ['food', 'local']],
];

/** A busy trip with a limit of 10 from 11 May 2027, four days unless told otherwise. */
export function busyTrip(interests: readonly Interest[], endDate = '2027-05-14'): PlannerTrip {
  return {
    startDate: '2027-05-11',
    endDate,
    travelers: 2,
    travelStyle: 'cultural',
    interests: [...interests],
    dietaryPreferences: [],
    activityLimit: 10,
    activityPace: 'busy',
  };
}

/**
 * The planner's input for a trip to a guide destination, as the server builds it from the guide (place-pool.ts):
 * its highlights as must-sees, its signature activities, meal times, time zone and, for a remote place, why no
 * meals are planned.
 */
export function guidePlanInput(
  destination: Destination,
  places: readonly PlannerPlace[],
  trip: PlannerTrip,
  seed: number,
  holidays: PlanTripInput['holidays'],
): PlanTripInput {
  return {
    trip,
    center: { lat: destination.lat, lng: destination.lng },
    places,
    seed,
    highlights: destination.activities,
    mustSee: (destination.highlights ?? []).map((h) => `${destination.id}/${h}`),
    mealTimes: destination.mealTimes,
    ...(destination.remoteReason ? { noMealsReason: destination.remoteReason } : {}),
    holidays,
    timeZone: destination.timeZone,
  };
}
