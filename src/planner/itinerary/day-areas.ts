// Which part of the map each day covers. Day trips (places outside the city) get a day of their own, whole
// or half depending on how long the outing takes; the city's places are clustered into one area per other day,
// and each area goes to the day on which most of its value is open.
import type { Rng } from '../rng.ts';
import { kMedoids } from './clustering.ts';
import { HOTEL, type Problem, SIGHT } from './problem.ts';
import type { DaySetup } from './solution.ts';
import { earliestStart } from './time-windows.ts';

/** An outing this long (visit plus the way there and back) takes the whole day. */
export const WHOLE_DAY_MINUTES = 330;
/** On a whole-day trip, other visits must be this close (travel minutes) to the excursion. */
const NEAR_EXCURSION_MINUTES = 20;
/** Day trips must rank among the traveller's better places (this share of city places scores lower). */
const DAY_TRIP_QUANTILE = 0.6;

export interface DayAreas {
  setup: DaySetup[];
  /** Per day, the places of its area (candidates for the day's first visit). */
  seeds: number[][];
}

/** One day trip for every three days (none on trips of one or two days). */
export function dayTripBudget(days: number): number {
  return days >= 3 ? Math.floor(days / 3) : 0;
}

export function planDayAreas(p: Problem, rng: Rng): DayAreas {
  const D = p.days.length;
  const city: number[] = [];
  const trips: number[] = [];
  for (let i = 0; i < p.n; i++) {
    if (!p.isSight[i]) continue;
    (p.isDayTrip[i] ? trips : city).push(i);
  }

  const pinned = new Int32Array(D).fill(-1);
  const whole = new Uint8Array(D);
  const sortedCity = city.map((i) => p.sightScore[i]!).sort((a, b) => a - b);
  const bar = sortedCity.length ? sortedCity[Math.floor(DAY_TRIP_QUANTILE * (sortedCity.length - 1))]! : 0;
  trips.sort((a, b) => p.sightScore[b]! - p.sightScore[a]! || a - b);
  let budget = dayTripBudget(D);
  for (const t of trips) {
    if (budget === 0) break;
    if (p.sightScore[t]! < bar) continue;
    const reachable = (d: number) =>
      earliestStart(p.windows(SIGHT, t, d), p.dayStart + p.minutes(HOTEL, t)) >= 0;
    const open = p.days.map((_, d) => d).filter((d) => pinned[d]! < 0 && reachable(d));
    if (open.length === 0) continue;
    // Not on the first or last day when avoidable: arrival and departure days stay in town.
    const middle = open.filter((d) => d > 0 && d < D - 1);
    const choices = middle.length ? middle : open;
    const d = choices[rng.int(choices.length)]!;
    pinned[d] = t;
    whole[d] = p.stay(SIGHT, t) + p.minutes(HOTEL, t) + p.minutes(t, HOTEL) >= WHOLE_DAY_MINUTES ? 1 : 0;
    budget--;
  }

  const cityDays = p.days.map((_, d) => d).filter((d) => !whole[d]);
  const weights = city.map((i) => p.sightScore[i]!);
  const clusters = kMedoids(
    city.length,
    (a, b) => p.between(city[a]!, city[b]!),
    weights,
    cityDays.length,
    rng,
  );
  const area = new Int32Array(D).fill(-1);
  const seeds: number[][] = p.days.map(() => []);
  // Greedy matching of areas to days by the value open on that day.
  const value = clusters.medoids.map((_, c) =>
    cityDays.map((d) => {
      let v = 0;
      city.forEach((i, k) => {
        if (clusters.assignment[k] === c && p.windows(SIGHT, i, d).length > 0) v += p.sightScore[i]!;
      });
      return v;
    }),
  );
  const freeClusters = new Set(clusters.medoids.map((_, c) => c));
  const freeDays = new Set(cityDays.map((_, k) => k));
  while (freeClusters.size && freeDays.size) {
    let pick: [number, number] | null = null;
    let bestValue = -1;
    for (const c of freeClusters) {
      for (const k of freeDays) {
        if (value[c]![k]! > bestValue) {
          bestValue = value[c]![k]!;
          pick = [c, k];
        }
      }
    }
    const [c, k] = pick!;
    freeClusters.delete(c);
    freeDays.delete(k);
    const d = cityDays[k]!;
    area[d] = city[clusters.medoids[c]!]!;
    seeds[d] = city.filter((_, m) => clusters.assignment[m] === c);
  }

  const setup: DaySetup[] = p.days.map((_, d) => {
    const trip = pinned[d]!;
    if (whole[d]) {
      return {
        area: -1,
        pinned: trip,
        allowsSight: (i: number) =>
          i === trip || (!p.isDayTrip[i] && p.between(trip, i) <= NEAR_EXCURSION_MINUTES),
      };
    }
    return { area: area[d]!, pinned: trip, allowsSight: (i: number) => !p.isDayTrip[i] || i === trip };
  });
  return { setup, seeds };
}
