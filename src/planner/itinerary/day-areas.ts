// Which part of the map each day covers. Day trips (places outside the city) get a day of their own, whole
// or half depending on how long the outing takes; the city's places are clustered into one area per other day,
// and each area goes to the day on which most of its value is open.
import type { Rng } from '../rng.ts';
import { kMedoids } from './clustering.ts';
import {
  EARLIEST_DAY_START,
  HOTEL,
  LUNCH,
  type Problem,
  type Role,
  SIGHT,
  startEarlyFor,
} from './problem.ts';
import type { DaySetup } from './solution.ts';
import { earliestStart } from './time-windows.ts';

/** An outing this long (visit plus the way there and back) takes the whole day. */
export const WHOLE_DAY_MINUTES = 330;
/** On a whole-day trip, other visits and lunch must be this close (travel minutes) to the excursion. */
const NEAR_EXCURSION_MINUTES = 20;
/** A day trip this long one way leaves early in the morning. */
const EARLY_ACCESS_MINUTES = 60;
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

/** When day d would start with a day trip whose access takes this long (0: the usual start). */
function earlyStart(p: Problem, d: number, accessMinutes: number): number {
  const start = p.days[d]!.start;
  if (accessMinutes === 0 || (d === 0 && p.trip.arrivalTime)) return start;
  return Math.max(EARLIEST_DAY_START, Math.min(start, 10 * 60 - accessMinutes));
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
  // Must-sees first (Machu Picchu from Cusco), then the traveller's best.
  trips.sort((a, b) => p.isMustSee[b]! - p.isMustSee[a]! || p.sightScore[b]! - p.sightScore[a]! || a - b);
  // Must-see day trips (Machu Picchu, the theme parks of Orlando) may take more days, never all of them.
  const mustTrips = trips.filter((t) => p.isMustSee[t]).length;
  let budget = Math.max(dayTripBudget(D), Math.min(mustTrips, D - 1));
  for (const t of trips) {
    if (budget === 0) break;
    if (p.sightScore[t]! < bar && !p.isMustSee[t]) continue;
    const early = p.access[t]! >= EARLY_ACCESS_MINUTES;
    const reachable = (d: number) =>
      earliestStart(
        p.windows(SIGHT, t, d),
        earlyStart(p, d, early ? p.access[t]! : 0) + p.minutes(HOTEL, t),
      ) >= 0;
    const open = p.days.map((_, d) => d).filter((d) => pinned[d]! < 0 && reachable(d));
    if (open.length === 0) continue;
    // Not on the first or last day when avoidable: arrival and departure days stay in town.
    const middle = open.filter((d) => d > 0 && d < D - 1);
    const choices = middle.length ? middle : open;
    const d = choices[rng.int(choices.length)]!;
    pinned[d] = t;
    whole[d] = p.stay(SIGHT, t) + p.roundTripFromCentre(t) >= WHOLE_DAY_MINUTES ? 1 : 0;
    if (early || whole[d]) startEarlyFor(p, d, early ? p.access[t]! : 0);
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
    const near = (i: number) => trip >= 0 && p.between(trip, i) <= NEAR_EXCURSION_MINUTES;
    // Food places out of town serve the day trip they are near, and no other day.
    const awayFood = (i: number) => p.isDayTrip[i] === 1 && !near(i);
    if (whole[d]) {
      // Lunch is taken there, when the guide knows a place near the excursion.
      const lunchThere = Array.from({ length: p.n }, (_, i) => i).some((i) => p.serves.lunch[i] && near(i));
      // Back in town, the evening is the town's.
      return {
        area: -1,
        pinned: trip,
        allowsSight: (i: number) => i === trip || near(i) || !p.isDayTrip[i],
        allowsMeal: (i: number, role: Role) => !awayFood(i) && (role !== LUNCH || !lunchThere || near(i)),
        away: (i: number) => i === trip || near(i),
      };
    }
    return {
      area: area[d]!,
      pinned: trip,
      allowsSight: (i: number) => !p.isDayTrip[i] || i === trip,
      allowsMeal: (i: number) => !awayFood(i),
      // A half-day trip too goes first, so that the day does not leave town and come back to where it was.
      ...(trip >= 0 ? { away: (i: number) => i === trip || (p.isDayTrip[i] === 1 && near(i)) } : {}),
    };
  });
  return { setup, seeds };
}
