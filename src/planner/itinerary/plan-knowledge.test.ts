// The planner over the real knowledge base: every destination, a seeded grid of traveller profiles (every style,
// interests, diets including vegan + gluten-free, limits 1-10, every pace, 1-7 days, starts on every weekday).
import { describe, expect, it } from 'vitest';
import { DIETARY_OPTIONS, INTERESTS, PACES, TRAVEL_STYLES } from '../../core/constants.ts';
import { addDays, weekdayIndex } from '../../core/dates.ts';
import { haversineKm } from '../../core/geo.ts';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { createRng } from '../rng.ts';
import { estimateLeg } from '../travel.ts';
import { parseClock } from './clock.ts';
import { isOpenThrough } from './open-now.ts';
import { planTrip } from './plan.ts';
import { canBeSight, canServeMeal, interestMatches } from './scoring.ts';
import { mealMinutes } from './time-windows.ts';
import type { PlannedDay, PlannerPlace, PlannerTrip, PlanTripInput } from './types.ts';
import { checkPlan } from './validate.ts';

const kb = getKnowledgeBase();
const PROFILES_PER_DESTINATION = 8;
const isMeal = (type: string) => type === 'lunch' || type === 'dinner';
const all = (plan: PlannedDay[]) => plan.flatMap((d) => d.activities);

/** The grid: profile k of destination number d, drawn from a seeded generator so every run plans the same trips. */
function profile(d: number, k: number): PlannerTrip {
  const rng = createRng(d * 1000 + k);
  const days = 1 + ((d + k) % 7);
  const startDate = addDays('2026-06-01', (d * 3 + k) % 7);
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
  };
}

interface Case {
  input: PlanTripInput;
  plan: PlannedDay[];
}

const destinations = kb.destinations();
const cases = new Map<string, Case[]>();
function casesOf(id: string): Case[] {
  let list = cases.get(id);
  if (!list) {
    const d = destinations.findIndex((x) => x.id === id);
    const destination = destinations[d]!;
    const places: PlannerPlace[] = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
    list = Array.from({ length: PROFILES_PER_DESTINATION }, (_, k) => {
      const input: PlanTripInput = {
        trip: profile(d, k),
        center: destination,
        places,
        seed: k,
        highlights: destination.activities,
      };
      return { input, plan: planTrip(input) };
    });
    cases.set(id, list);
  }
  return list;
}

/**
 * Mean length of the legs between two places in town (day-trip legs aside) over the destination's plans, as a
 * share of the mean distance between two places of the pool in town (what random days would give, about 1).
 */
function compactness(id: string): number | undefined {
  const places = casesOf(id)[0]!.input.places;
  const town = places.filter((p) => !p.dayTrip);
  let pairs = 0;
  let pairKm = 0;
  for (const a of town) {
    for (const b of town) {
      if (a === b) continue;
      pairs++;
      pairKm += estimateLeg(a, b).km;
    }
  }
  let legs = 0;
  let legKm = 0;
  const dayTrip = new Set(places.filter((p) => p.dayTrip).map((p) => p.gid));
  for (const { plan } of casesOf(id)) {
    for (const day of plan) {
      day.activities.forEach((a, i) => {
        const next = day.activities[i + 1];
        if (!next || dayTrip.has(a.placeId) || dayTrip.has(next.placeId)) return;
        legs++;
        legKm += a.travelToNext!.km;
      });
    }
  }
  return legs > 0 ? legKm / legs / (pairKm / pairs) : undefined;
}

describe.each(destinations.map((d) => [d.id]))('planning %s', (id) => {
  it('follows every rule: open, in its segment, within the limit, travel fits, meals fit the diet, no repeats', () => {
    for (const { input, plan } of casesOf(id))
      expect(checkPlan(input, plan), JSON.stringify(input.trip)).toEqual([]);
  });

  it('repeats a meal place only when no fresh place as near could serve that meal then', () => {
    for (const { input, plan } of casesOf(id)) {
      const used = new Set(all(plan).map((a) => a.placeId));
      const seen = new Set<string>();
      for (const day of plan) {
        for (const m of day.activities.filter((a) => isMeal(a.type))) {
          if (!seen.has(m.placeId)) {
            seen.add(m.placeId);
            continue;
          }
          const start = parseClock(m.startTime)!;
          const fresh = input.places.filter(
            (p) =>
              !used.has(p.gid) &&
              canServeMeal(p, m.type as 'lunch' | 'dinner', input.trip) &&
              isOpenThrough(p.hours, weekdayIndex(day.date), start, start + mealMinutes(p.durationMinutes)) &&
              haversineKm(p, m) < 0.5,
          );
          expect(fresh.map((p) => p.gid)).toEqual([]);
        }
      }
    }
  });

  it('keeps days compact: legs in town are clearly shorter than distances across the pool', () => {
    const ratio = compactness(id);
    if (ratio !== undefined) expect(ratio).toBeLessThan(0.75);
  });

  it('is deterministic', () => {
    const { input, plan } = casesOf(id)[1]!;
    expect(planTrip(input)).toEqual(plan);
  });
});

describe('planning over the whole knowledge base', () => {
  it('reflects the interests: the visits match them more often than the pool does, for every destination', () => {
    for (const destination of destinations) {
      let lift = 0;
      for (const { input, plan } of casesOf(destination.id)) {
        const pool = input.places.filter((p) => canBeSight(p, input.trip));
        const poolShare =
          pool.filter((p) => interestMatches(p, input.trip.interests) > 0).length / pool.length;
        const visits = all(plan).filter((a) => !isMeal(a.type));
        if (visits.length === 0) continue;
        const share =
          visits.filter((a) => interestMatches({ tags: a.tags as never }, input.trip.interests) > 0).length /
          visits.length;
        lift += share - poolShare;
      }
      expect(lift, destination.id).toBeGreaterThan(0);
    }
  });

  it('places both meals on days of 4 or more activities whenever a fresh fitting place is open nearby (day trips aside)', () => {
    let wanted = 0;
    let missed = 0;
    for (const destination of destinations) {
      for (const { input, plan } of casesOf(destination.id)) {
        if (input.trip.activityLimit < 4) continue;
        const used = new Set(all(plan).map((a) => a.placeId));
        for (const day of plan) {
          if (day.activities.some((a) => input.places.find((p) => p.gid === a.placeId)?.dayTrip)) continue;
          for (const meal of ['lunch', 'dinner'] as const) {
            const [lo, hi] = meal === 'lunch' ? [720, 870] : [1110, 1260];
            // A fresh place that serves the meal for this diet, is open then, and lies within 2 km of the day.
            const open = input.places.some(
              (p) =>
                !used.has(p.gid) &&
                day.activities.some((a) => haversineKm(a, p) < 2) &&
                canServeMeal(p, meal, input.trip) &&
                [lo, hi].some((t) => isOpenThrough(p.hours, weekdayIndex(day.date), t, t + 60)),
            );
            if (!open) continue;
            wanted++;
            if (!day.activities.some((a) => a.type === meal)) missed++;
          }
        }
      }
    }
    expect(wanted).toBeGreaterThan(100);
    expect(missed).toBe(0);
  });

  it('keeps days compact across destinations: the typical leg is about half the typical distance in the pool', () => {
    const ratios = destinations
      .map((d) => compactness(d.id))
      .filter((r): r is number => r !== undefined)
      .sort((a, b) => a - b);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(0.55);
  });

  it('gives another valid plan of the same quality for another seed on a big pool', () => {
    for (const id of ['paris', 'london', 'tokyo', 'new-york', 'rome']) {
      const destination = kb.destination(id)!;
      const places = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
      const input: PlanTripInput = {
        trip: {
          startDate: '2026-06-03',
          endDate: '2026-06-05',
          travelers: 2,
          travelStyle: 'cultural',
          interests: ['history', 'architecture'],
          dietaryPreferences: [],
          activityLimit: 5,
          activityPace: 'moderate',
        },
        center: destination,
        places,
        seed: 1,
        highlights: destination.activities,
      };
      const one = planTrip(input);
      const other = planTrip({ ...input, seed: 2 });
      expect(checkPlan(input, other)).toEqual([]);
      expect(all(other).map((a) => a.placeId)).not.toEqual(all(one).map((a) => a.placeId));
      // Same quality: as many activities, about as many matching the interests.
      const matching = (plan: PlannedDay[]) =>
        all(plan).filter((a) => interestMatches({ tags: a.tags as never }, input.trip.interests) > 0).length;
      expect(all(other).length).toBe(all(one).length);
      expect(Math.abs(matching(other) - matching(one))).toBeLessThanOrEqual(2);
    }
  });

  it('includes the destination highlights on longer trips', () => {
    let named = 0;
    let planned = 0;
    for (const destination of destinations) {
      const places = kb.placesOf(destination.id).map((p) => ({ ...p, gid: p.globalId }));
      const input: PlanTripInput = {
        trip: {
          startDate: '2026-06-01',
          endDate: '2026-06-04',
          travelers: 2,
          travelStyle: 'relaxed',
          interests: ['local'],
          dietaryPreferences: [],
          activityLimit: 6,
          activityPace: 'moderate',
        },
        center: destination,
        places,
        seed: 1,
        highlights: destination.activities,
      };
      const used = new Set(all(planTrip(input)).map((a) => a.placeId));
      for (const p of places) {
        if (
          !destination.activities.some(
            (phrase) => haversineKm(p, destination) < 200 && phrase.includes(p.name),
          )
        ) {
          continue;
        }
        named++;
        if (used.has(p.gid)) planned++;
      }
    }
    expect(named).toBeGreaterThan(50);
    expect(planned / named).toBeGreaterThan(0.75);
  });
});
