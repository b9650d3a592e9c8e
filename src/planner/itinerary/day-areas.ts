// Which part of the map each day covers. Day trips (places outside the city) get a day of their own, whole
// or half depending on how long the outing takes; the city's places are clustered into one area per other day,
// and each area goes to the day on which most of its value is open.
import { haversineKm } from '../../core/geo.ts';
import type { Rng } from '../rng.ts';
import { kMedoids } from './clustering.ts';
import {
  DINNER,
  EARLIEST_DAY_START,
  HOTEL,
  isEveningOuting,
  LUNCH,
  NEAR_EXCURSION_MINUTES,
  OUTING_LUNCH_MINUTES,
  type Problem,
  type Role,
  SIGHT,
  startEarlyFor,
} from './problem.ts';
import type { DaySetup } from './solution.ts';
import { earliestStart, MIN_SHORT_TRIP_VISIT, TOWN_DAY_VISIT_MINUTES } from './time-windows.ts';

/** An outing this long (visit plus the way there and back) takes the whole day. */
export const WHOLE_DAY_MINUTES = 330;
/** Visits in town after the way back from a whole-day trip, by pace. */
const TOWN_VISITS_AFTER_WHOLE_DAY_TRIP = { light: 0, moderate: 1, busy: 2 } as const;
/** A day trip this long one way leaves early in the morning. */
const EARLY_ACCESS_MINUTES = 60;
/** Minutes from arriving back in town to sitting down at lunch. */
const LUNCH_SLACK_MINUTES = 15;
/** A lunch in town before an evening outing takes at least this long. */
const LUNCH_BEFORE_OUTING_MINUTES = 60;
/** Day trips must rank among the traveller's better places (this share of city places scores lower). */
const DAY_TRIP_QUANTILE = 0.6;
/**
 * The way to a must-see in town, counted with its visit when an outing asks whether the must-sees still fit the
 * days left: four museums of 95 minutes on a busy day are no 380 minutes of a 390-minute day once the ways between
 * them and their winter closing at 16:00-17:00 count (Munich on 27 December).
 */
const MUST_SEE_WAY_MINUTES = 20;

export interface DayAreas {
  setup: DaySetup[];
  /** Per day, the places of its area (candidates for the day's first visit). */
  seeds: number[][];
}

/**
 * Whether the must-sees in town still fit the days free of outings once day `taken` is one too: for every set
 * of dates that some of them open on (and no other free date), their visits fit those dates at the pace, in
 * minutes and in the daily limit (an arrival or a departure leaves about half of its day). Munich over
 * Christmas: the Residenz, the Alte Pinakothek, Nymphenburg and the Deutsches Museum all close on the 24th and
 * 25th, so an outing to Neuschwanstein on the 26th would leave them one day.
 */
function mustSeesFitWithout(p: Problem, city: readonly number[], pinned: Int32Array, taken: number): boolean {
  const D = p.days.length;
  const share = (d: number) =>
    Math.max(
      0,
      1 - (d === 0 && p.trip.arrivalTime ? 0.5 : 0) - (d === D - 1 && p.trip.departureTime ? 0.5 : 0),
    );
  const needs: { dates: number; minutes: number }[] = [];
  for (const i of city) {
    if (!p.isMustSee[i]) continue;
    let dates = 0;
    let before = 0;
    for (let d = 0; d < D; d++) {
      if (pinned[d]! >= 0 || p.windows(SIGHT, i, d).length === 0) continue;
      before |= 1 << d;
      if (d !== taken) dates |= 1 << d;
    }
    // Closed on every free date anyway: nothing to keep room for.
    if (before === 0) continue;
    if (dates === 0) return false;
    needs.push({ dates, minutes: p.stay(SIGHT, i) + MUST_SEE_WAY_MINUTES });
  }
  for (const { dates } of needs) {
    let minutes = 0;
    let visits = 0;
    for (const need of needs) {
      if ((need.dates & ~dates) !== 0) continue;
      minutes += need.minutes;
      visits++;
    }
    let days = 0;
    for (let d = 0; d < D; d++) if (dates & (1 << d)) days += share(d);
    if (minutes > days * TOWN_DAY_VISIT_MINUTES[p.trip.activityPace] || visits > days * p.trip.activityLimit)
      return false;
  }
  return true;
}

/**
 * What day `d` is worth to the must-sees in town: each one open that day counts its visit, shared among the free
 * days it opens on.
 */
function mustSeeLoad(p: Problem, city: readonly number[], pinned: Int32Array, d: number): number {
  let load = 0;
  for (const i of city) {
    if (!p.isMustSee[i] || p.windows(SIGHT, i, d).length === 0) continue;
    let dates = 0;
    for (let e = 0; e < p.days.length; e++) if (pinned[e]! < 0 && p.windows(SIGHT, i, e).length > 0) dates++;
    load += p.stay(SIGHT, i) / dates;
  }
  return load;
}

/**
 * The preferred days, unless another full day is worth at most half as much to the must-sees in town: then the
 * days worth least.
 */
function leastCostly(preferred: number[], others: number[], load: (d: number) => number): number[] {
  const least = Math.min(...others.map(load));
  if (others.length === 0 || least * 2 > Math.min(...preferred.map(load))) return preferred;
  return others.filter((d) => load(d) === least);
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

/**
 * When day d leaves for day trip t: the usual start (earlier for a long way there), or, when that is too late
 * for the visit to fit its hours (the Rosario Islands, back in town by the evening), early enough to be there
 * when it opens; and, when lunch cannot be had out there, early enough to be back in town for lunch. Undefined
 * when the trip cannot happen that day.
 */
function leaveForTrip(p: Problem, d: number, t: number): number | undefined {
  const way = p.minutes(HOTEL, t);
  const windows = p.windows(SIGHT, t, d);
  const fits = (leave: number) => earliestStart(windows, leave + way) >= 0;
  const fixedStart = d === 0 && Boolean(p.trip.arrivalTime);
  let leave = earlyStart(p, d, p.access[t]! >= EARLY_ACCESS_MINUTES ? p.access[t]! : 0);
  if (!fits(leave)) {
    const opens = windows[0];
    if (opens === undefined || fixedStart) return undefined;
    leave = Math.max(EARLIEST_DAY_START, Math.floor((opens - way) / 5) * 5);
    if (!fits(leave)) return undefined;
  }
  if (fixedStart || !p.days[d]!.meals.includes('lunch')) return leave;
  // At lunch (out there, or back in town when nothing is near) by the end of lunchtime: leave earlier by what
  // the visit would miss it by.
  const start = earliestStart(windows, leave + way);
  const toLunch = nearestLunchMinutes(p, t, d) ?? p.minutes(t, HOTEL);
  const back = start + p.stay(SIGHT, t) + nearMustSeeMinutes(p, t, d) + p.buffer + toLunch;
  // An hour before lunchtime ends: kitchens close, and a long lunch must still start in time.
  const late = back - (p.days[d]!.mealWindows.lunch[1] - 60);
  if (late <= 0) return leave;
  const earlier = Math.max(EARLIEST_DAY_START, Math.floor((leave - late) / 5) * 5);
  return fits(earlier) ? earlier : leave;
}

/**
 * The morning the must-sees near day trip t add to the outing on day d (Mount Misen after the Itsukushima
 * Shrine, both on Miyajima): their visits and the short ways to them, so that the day leaves early enough.
 */
function nearMustSeeMinutes(p: Problem, t: number, d: number): number {
  let minutes = 0;
  for (let i = 0; i < p.n; i++) {
    if (i === t || !p.isMustSee[i] || p.between(t, i) > NEAR_EXCURSION_MINUTES) continue;
    if (p.windows(SIGHT, i, d).length === 0) continue;
    minutes += p.buffer + p.between(t, i) + p.stay(SIGHT, i);
  }
  return minutes;
}

/**
 * How long the visit to day trip t may last on day d for lunch to fit after it, within lunchtime: at a place
 * near it, or back in town; Infinity when the day has no lunch to fit, -Infinity when the visit cannot start.
 */
function visitRoomBeforeLunch(p: Problem, d: number, t: number, leave: number): number {
  const day = p.days[d]!;
  if (!day.meals.includes('lunch')) return Number.POSITIVE_INFINITY;
  const start = earliestStart(p.windows(SIGHT, t, d), leave + p.minutes(HOTEL, t));
  if (start < 0) return Number.NEGATIVE_INFINITY;
  // Out there, by the last seating of a place near it that a lunch still fits before it closes (the Ostellerie
  // at Pérouges seats until 12:30 for a lunch of an hour and a half: a visit until 12:30 had lunch back in Lyon);
  // back in town, a quarter of an hour to reach a table before lunchtime ends.
  const by =
    lastLunchDepartureNear(p, t, d) ?? day.mealWindows.lunch[1] - LUNCH_SLACK_MINUTES - p.minutes(t, HOTEL);
  return by - p.buffer - start;
}

/** The latest a visit to day trip t may end on day d and still reach the last seating of a lunch near it. */
function lastLunchDepartureNear(p: Problem, t: number, d: number): number | undefined {
  let best: number | undefined;
  for (let i = 0; i < p.n; i++) {
    if (!p.serves.lunch[i] || p.between(t, i) > OUTING_LUNCH_MINUTES) continue;
    const windows = p.windows(LUNCH, i, d);
    if (windows.length === 0) continue;
    const by = windows[windows.length - 1]! - p.minutes(t, i);
    if (best === undefined || by > best) best = by;
  }
  return best;
}

/**
 * A day trip whose visit would end too late for lunch (its doors open late, lunch is back in town or lunchtime
 * ends early) is kept shorter so that lunch fits; the card says how long visitors usually stay. Never shorter
 * than MIN_SHORT_TRIP_VISIT: an outing not worth its way keeps its length, and the plan says lunch is missing.
 */
function shortenForLunch(p: Problem, d: number, t: number): void {
  if (d === 0 && p.trip.arrivalTime) return;
  const room = visitRoomBeforeLunch(p, d, t, p.days[d]!.start);
  if (room >= p.stay(SIGHT, t)) return;
  const shorter = Math.floor(room / 15) * 15;
  if (shorter >= MIN_SHORT_TRIP_VISIT) p.setVisitMinutes(t, shorter);
}

/** Whether day d can lunch on an outing to t, after a visit kept short at worst. */
function lunchReachable(p: Problem, d: number, t: number): boolean {
  const leave = leaveForTrip(p, d, t);
  if (leave === undefined) return false;
  return visitRoomBeforeLunch(p, d, t, leave) >= Math.min(p.stay(SIGHT, t), MIN_SHORT_TRIP_VISIT);
}

/** A must-see out of town this close to the straight way back from an outing is seen on the way. */
const ON_THE_WAY_DETOUR_KM = 5;
/** ... and only when it lies at least this share of the outing's distance out of town (not a sight in town). */
const ON_THE_WAY_OUT_OF_TOWN = 1 / 3;

/**
 * Whether must-see i lies on the way back from day trip t, well out of town (Boulders Beach's penguins between
 * Cape Point and Cape Town): it is part of that day's outing, not a visit in town after it.
 */
function onTheWayBack(p: Problem, t: number, i: number): boolean {
  if (!p.isMustSee[i] || p.isDayTrip[i] || i === t) return false;
  const outing = p.places[t]!;
  const place = p.places[i]!;
  const far = haversineKm(outing, p.base);
  const out = haversineKm(place, p.base);
  if (out < ON_THE_WAY_OUT_OF_TOWN * far) return false;
  return haversineKm(outing, place) + out - far <= ON_THE_WAY_DETOUR_KM;
}

/** Whether day d's outing to u leaves time for t near it too, one after the other within their hours. */
function fitsBeside(p: Problem, d: number, u: number, t: number): boolean {
  const oneThenOther = (a: number, b: number) => {
    const start = earliestStart(p.windows(SIGHT, a, d), p.days[d]!.start + p.minutes(HOTEL, a));
    if (start < 0) return false;
    const next = start + p.stay(SIGHT, a) + p.buffer + p.minutes(a, b);
    return earliestStart(p.windows(SIGHT, b, d), next) >= 0;
  };
  return oneThenOther(u, t) || oneThenOther(t, u);
}

/** Travel minutes from day trip t to the nearest place near it serving lunch on day d, or undefined. */
function nearestLunchMinutes(p: Problem, t: number, d: number): number | undefined {
  let best: number | undefined;
  for (let i = 0; i < p.n; i++) {
    if (!p.serves.lunch[i] || p.between(t, i) > OUTING_LUNCH_MINUTES) continue;
    if (p.windows(LUNCH, i, d).length === 0) continue;
    const m = p.minutes(t, i);
    if (best === undefined || m < best) best = m;
  }
  return best;
}

/** Whether day d can lunch in town and still reach evening outing t within its hours (Cape Sounion in winter: no). */
function lunchBeforeOuting(p: Problem, d: number, t: number): boolean {
  const info = p.days[d]!;
  if (!info.meals.includes('lunch')) return true;
  const windows = p.windows(SIGHT, t, d);
  const lastStart = windows[windows.length - 1];
  if (lastStart === undefined) return false;
  return info.mealWindows.lunch[0] + LUNCH_BEFORE_OUTING_MINUTES + p.buffer + p.access[t]! <= lastStart;
}

/** Whether a place serving dinner on day d lies near evening outing t (the Penguin Parade's cafe). */
function dinnerNear(p: Problem, t: number, d: number): boolean {
  for (let i = 0; i < p.n; i++) {
    if (p.serves.dinner[i] && p.between(t, i) <= NEAR_EXCURSION_MINUTES && p.windows(DINNER, i, d).length > 0)
      return true;
  }
  return false;
}

/** Whether a place serving lunch on day d lies near day trip t. */
function lunchNear(p: Problem, t: number, d: number): boolean {
  return nearestLunchMinutes(p, t, d) !== undefined;
}

/**
 * Whether an outing to t on day d is worth its way (rule 7): t's visit lasts at least half the way there, and with
 * the visits near it open that day at least the whole way. Not one short visit two hours away: the Stonehenge
 * exhibition for 35 minutes, or Capri's gardens for 45 in December, when the island's restaurants are closed.
 */
export function worthTheWayOn(p: Problem, t: number, d: number): boolean {
  const way = p.roundTripFromCentre(t) / 2;
  let minutes = p.stay(SIGHT, t);
  if (minutes < way / 2) return false;
  for (let i = 0; i < p.n && minutes < way; i++) {
    if (i === t || !p.isSight[i] || !p.isDayTrip[i] || p.between(t, i) > NEAR_EXCURSION_MINUTES) continue;
    if (p.windows(SIGHT, i, d).length > 0) minutes += p.stay(SIGHT, i);
  }
  return minutes >= way;
}

export function planDayAreas(p: Problem, rng: Rng): DayAreas {
  const D = p.days.length;
  const city: number[] = [];
  const trips: number[] = [];
  for (let i = 0; i < p.n; i++) {
    if (!p.isSight[i]) continue;
    // A cafe or market out of town that serves meals is lunch on an outing, not an outing of its own.
    if (p.isDayTrip[i] && !p.isMustSee[i] && (p.serves.lunch[i] || p.serves.dinner[i])) continue;
    (p.isDayTrip[i] ? trips : city).push(i);
  }

  const pinned = new Int32Array(D).fill(-1);
  const whole = new Uint8Array(D);
  // Days whose outing comes last, in the evening (the penguins at dusk): the town's day comes first.
  const evening = new Uint8Array(D);
  const sortedCity = city.map((i) => p.sightScore[i]!).sort((a, b) => a - b);
  const bar = sortedCity.length ? sortedCity[Math.floor(DAY_TRIP_QUANTILE * (sortedCity.length - 1))]! : 0;
  // Must-sees first (Machu Picchu from Cusco), then the traveller's best.
  trips.sort((a, b) => p.isMustSee[b]! - p.isMustSee[a]! || p.sightScore[b]! - p.sightScore[a]! || a - b);
  // Must-see day trips (Machu Picchu, the theme parks of Orlando) may take more days: every one when no must-see
  // waits in town (Orlando's parks and Cape Canaveral), else all but one.
  const mustTrips = trips.filter((t) => p.isMustSee[t]).length;
  const mustInTown = city.some((i) => p.isMustSee[i]);
  let budget = Math.max(dayTripBudget(D), Math.min(mustTrips, mustInTown ? D - 1 : D));
  // Days still free for the town, and the must-sees in town that open on exactly one of them.
  const onlyDayOfMustSee = (d: number) =>
    city.some((i) => {
      if (!p.isMustSee[i] || p.windows(SIGHT, i, d).length === 0) return false;
      return p.days.every((_, e) => e === d || pinned[e]! >= 0 || p.windows(SIGHT, i, e).length === 0);
    });
  for (const t of trips) {
    if (budget === 0) break;
    if (p.sightScore[t]! < bar && !p.isMustSee[t]) continue;
    // A place near a day trip already planned is seen on that day, not on an outing of its own, unless both
    // cannot be seen in one day (Universal Studios beside Islands of Adventure: a park of a day each).
    if (
      pinned.some(
        (u, d) =>
          u >= 0 && p.between(u, t) <= NEAR_EXCURSION_MINUTES && (!p.isMustSee[t] || fitsBeside(p, d, u, t)),
      )
    )
      continue;
    // An outing that is not a must-see never costs the day its lunch (nowhere to eat out there, and back in
    // town too late even with a short visit), nor the days the must-sees in town need, nor an arrival or a
    // departure day (Montserrat from 6:00 before a noon departure).
    const partDay = (d: number) =>
      (d === 0 && p.trip.arrivalTime !== undefined) || (d === D - 1 && p.trip.departureTime !== undefined);
    const late = isEveningOuting(p.places[t]!);
    const open = p.days
      .map((_, d) => d)
      .filter(
        (d) =>
          pinned[d]! < 0 &&
          (late ? p.windows(SIGHT, t, d).length > 0 : leaveForTrip(p, d, t) !== undefined) &&
          (p.isMustSee[t] === 1 ||
            (!partDay(d) &&
              (late || worthTheWayOn(p, t, d)) &&
              (late ? lunchBeforeOuting(p, d, t) : lunchReachable(p, d, t)) &&
              mustSeesFitWithout(p, city, pinned, d))),
      );
    if (open.length === 0) continue;
    // In order of preference: a day in the middle of the trip, then a first or last day without an arrival or a
    // departure time, rather than the only day a must-see in town opens (Hobart from Thursday 24 December: Port
    // Arthur on the 24th, not on the Saturday of the Salamanca Market). Above that, a day whose loss still leaves
    // the must-sees in town room on the days they open; when none does, the day worth least to them (Honolulu
    // from 23 December: Haleiwa on Christmas Day, not on the 24th). Never an arrival or departure day for that
    // (Machu Picchu before a 17:00 departure: no lunch).
    const middle = open.filter((d) => d > 0 && d < D - 1);
    const fullDays = open.filter((d) => !partDay(d));
    const free = (days: number[]) => days.filter((d) => !onlyDayOfMustSee(d));
    const order = [free(middle), free(fullDays), middle, free(open), open];
    // The first of these lists with a day that leaves the must-sees in town their room (and passes `ok`).
    const roomyDays = (ok: (d: number) => boolean) =>
      [free(middle), free(fullDays), middle, fullDays]
        .map((c) => c.filter((d) => ok(d) && mustSeesFitWithout(p, city, pinned, d)))
        .find((c) => c.length);
    const roomy = roomyDays(() => true);
    const choices =
      roomy ??
      leastCostly(order.find((c) => c.length > 0)!, fullDays, (d) => mustSeeLoad(p, city, pinned, d));
    // Lunch out there (rule 7): a day on which a place near the outing serves lunch, when there is one (Ayutthaya
    // on a Monday, when Malakor is closed, had lunch back in Bangkok at 13:30).
    // Failing that, another day that still leaves the must-sees in town their room (Nara on a Wednesday, when
    // Mizuya Chaya closes).
    const lunchOutThere = (e: number) => lunchNear(p, t, e);
    const withLunch = choices.filter(lunchOutThere);
    const pick = withLunch.length > 0 ? withLunch : (roomyDays(lunchOutThere) ?? choices);
    const d = pick[rng.int(pick.length)]!;
    pinned[d] = t;
    budget--;
    if (late) {
      evening[d] = 1;
      continue;
    }
    whole[d] = p.stay(SIGHT, t) + p.roundTripFromCentre(t) >= WHOLE_DAY_MINUTES ? 1 : 0;
    startEarlyFor(p, d, leaveForTrip(p, d, t)!);
    shortenForLunch(p, d, t);
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
    const lunchReach = (i: number) => trip >= 0 && p.between(trip, i) <= OUTING_LUNCH_MINUTES;
    // Food places out of town serve the day trip they are near, and no other day.
    const awayFood = (i: number) => p.isDayTrip[i] === 1 && !lunchReach(i);
    // On a day trip lunch is taken there, when the guide knows a place near it serving lunch that day.
    const lunchThere = trip >= 0 && lunchNear(p, trip, d);
    const allowsMeal = (i: number, role: Role) =>
      !awayFood(i) && (role !== LUNCH || !lunchThere || lunchReach(i));
    const lunchInTown = lunchThere ? { lunchInTown: (i: number) => !awayFood(i) } : {};
    // A day out of town in the morning dines in town: a dinner out there sent the afternoon back out for it
    // (Magic Kingdom, idle from lunch in the park at 14:15 until dinner in the park at 17:30).
    const dinnerInTown = (i: number, role: Role) =>
      allowsMeal(i, role) && (role !== DINNER || !p.isDayTrip[i]);
    if (whole[d]) {
      // Back in town, the evening is the town's: dinner, and a visit or two as the pace allows. Must-sees on the
      // way back belong to the outing (worked out once: \`away\` is asked at every insertion).
      const wayBack = Uint8Array.from(p.places, (_, i) => (onTheWayBack(p, trip, i) ? 1 : 0));
      return {
        area: -1,
        pinned: trip,
        allowsSight: (i: number) => i === trip || near(i) || !p.isDayTrip[i],
        allowsMeal: dinnerInTown,
        ...lunchInTown,
        away: (i: number) => i === trip || near(i) || wayBack[i] === 1,
        townVisits: TOWN_VISITS_AFTER_WHOLE_DAY_TRIP[p.trip.activityPace],
        nightOut: (i: number) => p.nightOnlyMustSee(i, d),
      };
    }
    if (evening[d]) {
      // The town first, lunch there; out of town at the end of the day, dinner there when the guide knows a place
      // near it serving dinner, else back in town.
      const dinnerThere = dinnerNear(p, trip, d);
      // Staying out there (a hotel by Cape Sounion), the day starts by the outing: lunch may be there too, or the
      // day had none (Sounion's cafe was food of a day trip, the town a two-hour ride away).
      const stayingThere =
        p.hasAccommodation && p.minutes(HOTEL, trip) <= OUTING_LUNCH_MINUTES && lunchNear(p, trip, d);
      return {
        area: area[d]!,
        pinned: trip,
        // No other place out of town: one near it that leaves in the morning would make this a day trip's day.
        allowsSight: (i: number) => !p.isDayTrip[i] || i === trip,
        allowsMeal: (i: number, role: Role) =>
          !awayFood(i) &&
          (role === LUNCH ? !p.isDayTrip[i] || (stayingThere && lunchReach(i)) : !dinnerThere || near(i)),
        away: (i: number) => i === trip || (p.isDayTrip[i] === 1 && near(i)),
        awayLast: true,
      };
    }
    return {
      area: area[d]!,
      pinned: trip,
      allowsSight: (i: number) => !p.isDayTrip[i] || i === trip || near(i),
      allowsMeal: trip >= 0 ? dinnerInTown : allowsMeal,
      ...lunchInTown,
      // A half-day trip too goes first, so that the day does not leave town and come back to where it was.
      ...(trip >= 0 ? { away: (i: number) => i === trip || (p.isDayTrip[i] === 1 && near(i)) } : {}),
    };
  });
  return { setup, seeds };
}
