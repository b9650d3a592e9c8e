// The planner's fast paths give what the plain ways give: sunrise and sunset read with one UTC offset per quarter
// hour, the orders of a day timed depth first, and the greedy fill's insertions kept between rounds of the search.
import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/dates.ts';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { createRng } from '../rng.ts';
import { construct, greedyFill, InsertionMemo } from './construct.ts';
import { planDayAreas } from './day-areas.ts';
import { sunTimes } from './daylight.ts';
import { eachPermutation, feasibleOrders, timed } from './polish.ts';
import { buildProblem, SIGHT } from './problem.ts';
import { keepsDayOrder, Solution, type Stop } from './solution.ts';
import { GRID_HOLIDAYS, gridTrip } from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';
import { varietyDraw } from './variety.ts';

/** Local minutes of an instant on a date, read from Intl's Swedish clock ("2026-03-29 06:45:12"). */
function intlMinutes(instant: Date, isoDate: string, timeZone: string): number {
  const [day = '', time = ''] = instant.toLocaleString('sv-SE', { timeZone }).split(' ');
  const [h = 0, m = 0] = time.split(':').map(Number);
  const minutes = h * 60 + m;
  return day === isoDate ? minutes : day > isoDate ? minutes + 1440 : minutes - 1440;
}

/** Zones with offsets off the hour, half-hour clock changes, both hemispheres, and a place far from its zone. */
const ZONES = [
  { timeZone: 'Asia/Kathmandu', lat: 27.7, lng: 85.3 },
  { timeZone: 'Pacific/Chatham', lat: -43.95, lng: -176.55 },
  { timeZone: 'America/St_Johns', lat: 47.56, lng: -52.71 },
  { timeZone: 'Australia/Lord_Howe', lat: -31.55, lng: 159.08 },
  { timeZone: 'Europe/London', lat: 51.5, lng: -0.12 },
  { timeZone: 'America/Los_Angeles', lat: 34.05, lng: -118.24 },
  { timeZone: 'Europe/Madrid', lat: 42.88, lng: -8.54 },
  { timeZone: 'Atlantic/Reykjavik', lat: 64.15, lng: -21.94 },
];

function inputFor(destinationId: string, k: number): PlanTripInput {
  const kb = getKnowledgeBase();
  const index = kb.destinations().findIndex((x) => x.id === destinationId);
  const d = kb.destinations()[index]!;
  return {
    trip: gridTrip(index, k, d),
    center: { lat: d.lat, lng: d.lng },
    places: kb.placesOf(d.id).map((p) => ({ ...p, gid: p.globalId })),
    seed: k,
    highlights: d.activities,
    mustSee: (d.highlights ?? []).map((id) => `${d.id}/${id}`),
    mealTimes: d.mealTimes,
    holidays: GRID_HOLIDAYS,
    timeZone: d.timeZone,
  };
}

/** A plan built as far as its first fill, as the search starts from it. */
function constructed(input: PlanTripInput): Solution {
  const rng = createRng(input.seed);
  const problem = buildProblem(input, rng, varietyDraw(input.seed));
  const { setup, seeds } = planDayAreas(problem, rng);
  const sol = new Solution(problem, setup);
  construct(sol, seeds);
  return sol;
}

const CASES = ['paris', 'kyoto', 'marrakesh', 'new-york', 'cusco'].flatMap((id) =>
  [0, 1, 2, 3].map((k) => [id, k] as const),
);

describe('fast paths', () => {
  it('reads sunrise and sunset as Intl does, every day of two years, in zones off the hour and across clock changes', () => {
    let checked = 0;
    for (const { timeZone, lat, lng } of ZONES) {
      for (let k = 0; k < 730; k++) {
        const date = addDays('2026-01-01', k);
        const noon = new Date(Date.parse(`${date}T12:00:00Z`) - (lng / 15) * 3_600_000);
        const times = getTimes(noon, lat, lng);
        const { rise, set } = sunTimes(date, lat, lng, timeZone);
        expect(rise).toBe(intlMinutes(times.sunrise!, date, timeZone));
        expect(set).toBe(intlMinutes(times.sunset!, date, timeZone));
        checked++;
      }
    }
    expect(checked).toBe(ZONES.length * 730);
  });

  it('lists the orders of a day that every window and order rule allow, as timing each order would, in the same sequence', () => {
    const rng = createRng(11);
    let compared = 0;
    for (const [id, k] of CASES) {
      const sol = constructed(inputFor(id, k));
      sol.days.forEach((route, d) => {
        if (route.length > 6) return;
        // The day as built, and a shuffle of it (a sequence the builder would not give).
        const shuffled = [...route].sort(() => rng.next() - 0.5);
        for (const order of [route, shuffled]) {
          const exhaustive: number[][] = [];
          eachPermutation(
            order.map((_, i) => i),
            (perm) => {
              const stops: Stop[] = perm.map((i) => order[i]!);
              if (keepsDayOrder(sol, d, stops) && timed(sol.problem, d, stops)) exhaustive.push([...perm]);
            },
          );
          expect(feasibleOrders(sol, d, order).map((c) => c.perm)).toEqual(exhaustive);
          compared++;
        }
      });
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('fills days alike with the insertions kept between rounds and with each insertion timed afresh', () => {
    for (const [id, k] of CASES) {
      const rng = createRng(k + 5);
      let sol = constructed(inputFor(id, k));
      const memo = new InsertionMemo();
      for (let round = 0; round < 12; round++) {
        // Take a run of visits out of a day or two, as the search's perturbation does.
        for (let r = 0; r < 1 + rng.int(2); r++) {
          const d = rng.int(sol.days.length);
          for (let pos = sol.days[d]!.length - 1; pos >= 0; pos--)
            if (sol.days[d]![pos]!.role === SIGHT && rng.next() < 0.5) sol.remove(d, pos);
        }
        const plain = sol.clone();
        const kept = sol.clone();
        greedyFill(plain);
        greedyFill(kept, undefined, memo);
        expect(kept.days).toEqual(plain.days);
        sol = kept;
      }
    }
  });
});
