// The planning problem in numbers: the usable places, their scores for this traveller (with seeded noise so that
// another seed gives another good plan), a travel-time matrix from the day's base (the accommodation, or the
// centre), the trip's days with their own hours (arrival, departure, local meal times), and, lazily, each
// place's start-time windows per day and role: its hours on that date (seasons, closures, public holidays),
// last admission, show times, daylight at the place and the way back from a day trip.
import type { TimeSegment } from '../../core/constants.ts';
import { addDays, tripLength, weekdayIndex } from '../../core/dates.ts';
import type { LatLng } from '../../core/geo.ts';
import { haversineKm } from '../../core/geo.ts';
import { type MealTimes, servesOwnMeal } from '../../core/knowledge.ts';
import { clockMinutes, type MinuteRange } from '../../core/opening-hours.ts';
import { type Holidays, lastEntry, openRangesOnDate } from '../../core/place-calendar.ts';
import type { Rng } from '../rng.ts';
import { type AccessEnd, accessLeg, estimateLeg, type Leg, placeAccessEnd } from '../travel.ts';
import { AFTER_SUNSET_MINUTES, needsDaylight, sunTimes } from './daylight.ts';
import { highlightedPlaces } from './highlights.ts';
import {
  canBeSight,
  dietMisses,
  interestMatches,
  isBarForFamily,
  mealScore,
  servesMeal,
  sightScore,
} from './scoring.ts';
import {
  awayFromMeals,
  bufferFor,
  busyStayCap,
  FAMILY_EVENING_END,
  FAMILY_QUIET_END,
  LATE_MUST_SEE_END,
  MEAL_WINDOWS,
  MORNING_START,
  mealLength,
  opensAtDawn,
  opensOnlyAtNight,
  PACE_SETTINGS,
  type PaceSettings,
  SUNSET_AFTER_MINUTES,
  SUNSET_LEAD_MINUTES,
  segmentWindows,
  startWindows,
  stayMinutes,
  type Window,
} from './time-windows.ts';
import type { MealKind, PlannerPlace, PlannerTrip, PlanTripInput } from './types.ts';
import { keptByNeighbours, setAside, type VarietyDraw, varietyDraw } from './variety.ts';

/** What a stop is: a visit, or a meal. */
export const SIGHT = 0;
export const LUNCH = 1;
export const DINNER = 2;
export type Role = typeof SIGHT | typeof LUNCH | typeof DINNER;

/** The day's base (accommodation or centre) in the travel matrix. */
export const HOTEL = -1;

/**
 * Seeded noise on scores. Sights: +-25 %, so that another seed picks a visibly different set among places of
 * similar worth, while a place matching an interest still beats one that matches none. Meals: +-10 %.
 */
const SIGHT_NOISE = 0.5;
const MEAL_NOISE = 0.2;
/** What is left of a resting sight's score above its tier (see the noise below). */
const RESTING = 0.2;
/** The part of a score that matching an interest gives (scoring.ts). */
const INTEREST_TIER = 55;
/** The share of sights resting in a plan. */
const RESTING_SHARE = 0.7;
/**
 * The most a seed's own liking adds to a resting place (variety.ts draws it per seed and place): among the matches,
 * and among the places matching none. A resting place keeps little of its own worth, so without it the places
 * resting in both of two plans were chosen by nearness alone, the same ones for every seed (random profiles,
 * seeds 7 and 42: plans changed under 40 % 89 -> 77; seeds 5 and 1005: 79 -> 65; seeds 1 and 2: 24 -> 15).
 * Small among the others: a near resting place matching nothing must not take a match's visit (0-20 did, in
 * plan.test's pools).
 */
export const MATCH_LIKING = 40;
const OTHER_LIKING = 10;
/**
 * Added to a place that matches an interest and is not resting: worth a longer way (about 40 minutes of
 * travel) than a resting one next door, so that another seed really picks other places among the matches.
 */
const ACTIVE_MATCH_BONUS = 40;
/**
 * Added to a highlight in town that matches an interest, on a trip of a day or two: above any match that is not
 * one. A highlight matching none keeps its worth, with neither noise nor rest: above a resting match.
 */
const SHORT_TRIP_HIGHLIGHT_BONUS = ACTIVE_MATCH_BONUS + 20;
/** Plans never run longer than this, whatever the dates say. */
const MAX_DAYS = 31;
/** A day trip ends in time to be back in town by then (minutes), counting the way back. */
export const DAY_TRIP_BACK_BY = 19 * 60 + 30;
/** A day trip's visit starts by then: the day leaves in the morning. */
export const DAY_TRIP_LATEST_START = 11 * 60 + 30;
/**
 * An evening outing (Phillip Island's penguins at dusk) ends in time to be back in town by then (minutes),
 * counting the way back: as late as the longest days out in the evening.
 */
export const EVENING_OUTING_BACK_BY = 23 * 60 + 30;
/** On an outing, other visits and its meals must be this close (travel minutes) to the excursion. */
export const NEAR_EXCURSION_MINUTES = 20;
/**
 * An outing's lunch may be a little farther, on the way back (Ostia's beach and Il Monumento by the pier, 21
 * minutes apart: lunch had been back in Rome; Huaqing Palace and the Terracotta Army's restaurant, 33 in the travel
 * model for a 6 km ride: lunch had been back in Xi'an); farther than this is back in town.
 */
export const OUTING_LUNCH_MINUTES = 35;
/** The longest visit of a day-trip place (the way there and lunch there take the rest of the day). */
export const MAX_DAY_TRIP_VISIT_MINUTES = 180;
/** The longest lunch of a busy day. */
const BUSY_LUNCH_MAX_MINUTES = 90;
/** The earliest a day leaves for a must-see only possible at dawn (Mount Batur's sunrise trek). */
const EARLIEST_DAWN_LEAVE = 3 * 60;
/** A must-see's doors are worth being at from this time, not earlier. */
const EARLY_DOORS = 7 * 60;
/** Day-trip days may start this early when the way there is long. */
export const EARLIEST_DAY_START = 6 * 60;
/** The latest a dinner on the day of a late arrival ends. */
const LATEST_DINNER_END = 24 * 60;
/** A meal is wanted on a day only if the day's free time covers its window by this much. */
export const MEAL_COVER_MINUTES = 60;
/** A meal is wanted on arrival only if a restaurant can be reached this long before its window closes. */
export const MEAL_REACH_MINUTES = 15;

/**
 * A place out of town made for the evening and not for the morning (Phillip Island's penguins at dusk, a desert
 * safari at sundown): the day starts in town and the outing comes last, its way back counted until late. Every
 * other day trip leaves in the morning (rule 7).
 */
export function isEveningOuting(place: Pick<PlannerPlace, 'dayTrip' | 'evening' | 'segments'>): boolean {
  return Boolean(place.dayTrip && place.evening) && !place.segments.includes('morning');
}

export interface DayInfo {
  index: number;
  date: string;
  weekday: number;
  /** Meals wanted that day, lunch first. */
  meals: MealKind[];
  /** When the traveller can leave the base (minutes after midnight). */
  start: number;
  /** Every visit ends by then. */
  end: number;
  /** Visits not made for the evening end by then (earlier than `end` unless the traveller chose nightlife). */
  quietEnd: number;
  /** Back at the base by then (the last day's departure), or undefined. */
  backBy?: number;
  mealWindows: Record<MealKind, Window>;
  /** A day trip is planned that day (lunch may come later, after the morning's excursion). */
  dayTrip: boolean;
}

export interface Problem {
  trip: PlannerTrip;
  /** Meals are not planned, for this reason (PlanTripInput.noMealsReason). */
  noMealsReason?: string;
  /** Diets the guide cannot serve, with the reason (PlanTripInput.dietGaps). */
  dietGaps?: PlanTripInput['dietGaps'];
  places: readonly PlannerPlace[];
  n: number;
  days: DayInfo[];
  /** The day's base: the accommodation, or the destination's centre. */
  base: LatLng & { name?: string };
  hasAccommodation: boolean;
  buffer: number;
  holidays: Holidays;
  /** Travel minutes between places i, j (HOTEL = -1 for the base; 0 to and from it without an accommodation). */
  minutes(i: number, j: number): number;
  /** Travel minutes from the destination's centre to place i and back, whatever the base. */
  roundTripFromCentre(i: number): number;
  /** The leg between places i, j as shown to the traveller (access times of day trips included). */
  leg(i: number, j: number): Leg;
  /** Symmetric travel minutes, for clustering. */
  between(i: number, j: number): number;
  /**
   * Minutes from the end of a stop at i to the start of one at j: the buffer and the way, or none from a visit to
   * its own meal (lunch on board after boarding).
   */
  changeover(i: number, j: number): number;
  center: LatLng;
  sightScore: Float64Array;
  /** Sights this seed sets aside (variety.ts): a visit earns them nothing until `takeBackSetAside`. */
  setAside: Uint8Array;
  /** For each place set aside, how many other seeds of this seed's group keep it (variety.ts keptByNeighbours). */
  asideKeptByNeighbours: Uint8Array;
  /** Places matching one of the trip's interests. */
  matches: Uint8Array;
  /** What each place taken back is worth once no other seed's keeping it counts (forgetNeighbours). */
  takenBackWorth: Float64Array;
  /**
   * This seed's own order of the places, in [0, 1): breaks ties where scores say nothing (the places a light trip
   * set aside are all worth 0), so that another seed does not take the same one.
   */
  seedOrder: Float64Array;
  /** Visits cut by half an hour so that their day stays in one area (polish.ts shorterForOrder): their card says so. */
  cutForOrder: Uint8Array;
  /** Names of the must-sees the profile rules out (nightlife and bars on a family trip): said in the notices. */
  mustSeesRuledOut: string[];
  mealScore: Float64Array;
  /** Dietary preferences of the trip that place i does not meet. */
  dietMiss: Uint8Array;
  isSight: Uint8Array;
  /** Places serving meals that could be visits, kept for meals while meal places are scarce (releaseMealPlaces). */
  keptForMeals: Uint8Array;
  isDayTrip: Uint8Array;
  /** Cafes (a dinner there is worth less than at a restaurant). */
  isCafe: Uint8Array;
  /** Cafes and restaurants: as visits (a pastry shop, a historic cafe), a day holds at most `eateryVisits`. */
  isEatery: Uint8Array;
  /**
   * Experiences that serve a meal (a cruise's lunch on board, a cooking class's dinner): the meal may be taken
   * there on the day of the visit.
   */
  ownMeal: Uint8Array;
  eateryVisits: number;
  /** One-way access minutes of a day-trip place (0 when none). */
  access: Int32Array;
  isMustSee: Uint8Array;
  /** On a trip of a day or two (no must-sees), the highlights in town: they come before other visits. */
  isTownHighlight: Uint8Array;
  serves: Record<MealKind, Uint8Array>;
  /** Visit length of place i in the given role. */
  stay(role: Role, i: number): number;
  /** Place i is a must-see whose doors open only at night on day d (Petra by Night, the Night Safari). */
  nightOnlyMustSee(i: number, day: number): boolean;
  /** Start-time windows of place i in a role on a day; empty when it cannot happen that day. */
  windows(role: Role, i: number, day: number): readonly number[];
  /** When the traveller may leave the base on day d with `node` as the first stop. */
  leaveFor(day: number, node: number): number;
  /** Day d's windows are computed again when next asked (its facts changed: a day trip was planned). */
  forgetWindows(day: number): void;
  /** Sets how long a visit to `node` lasts (a must-see kept shorter to fit the day's meals). */
  setVisitMinutes(node: number, minutes: number): void;
  /** Sets how long a meal at `node` lasts (a fuller fit to the diets kept to the time of the meal it replaces). */
  setMealMinutes(node: number, minutes: number): void;
  /** Places i and j lie more than AWAY_KM apart (straight line): going from one to the other leaves an area. */
  apart(i: number, j: number): boolean;
  /** Places i and j lie within BACK_KM: coming to one after the other is coming back. */
  together(i: number, j: number): boolean;
}

/** Leaving an area: a leg longer than this (km, straight line). */
export const AWAY_KM = 2;
/** Coming back to it: within this of where the day was. */
export const BACK_KM = 1;

export type ProblemInput = Omit<PlanTripInput, 'seed'>;

const toMinutes = (hhmm: string | undefined) => (hhmm ? clockMinutes(hhmm) : undefined);

/** The share of a whole day's visiting hours (its start to the pace's quiet end) that day `d` offers. */
function dayShare(d: DayInfo, pace: PaceSettings): number {
  const whole = pace.quietEnd - pace.dayStart;
  const free = Math.min(d.backBy ?? d.quietEnd, pace.quietEnd) - d.start;
  return Math.min(1, Math.max(0, free / whole));
}

function mealWindowsFor(times: MealTimes | undefined): Record<MealKind, Window> {
  if (!times) return { lunch: MEAL_WINDOWS.lunch, dinner: MEAL_WINDOWS.dinner };
  return {
    lunch: [clockMinutes(times.lunch[0]), clockMinutes(times.lunch[1])],
    dinner: [clockMinutes(times.dinner[0]), clockMinutes(times.dinner[1])],
  };
}

/**
 * The problem of one search: `rng` draws its noise, `variety` what its seed sets aside (planTrip passes the search's
 * seed's draw; tests that only read the problem may leave the default, seed 0's).
 */
export function buildProblem(input: ProblemInput, rng: Rng, variety: VarietyDraw = varietyDraw(0)): Problem {
  const { trip, center, places: pool, travel = estimateLeg } = input;
  const excluded = new Set(input.exclude ?? []);
  const seen = new Set<string>();
  const places: PlannerPlace[] = [];
  const family = trip.interests.includes('family');
  // A trip of a day or two has no must-sees to keep (rule 10).
  const short = tripLength(trip.startDate, trip.endDate) < 3;
  const mustSee = new Set(short ? [] : (input.mustSee ?? []));
  const mustSeesRuledOut: string[] = [];
  for (const p of pool) {
    if (excluded.has(p.gid) || seen.has(p.gid)) continue;
    if (family && isBarForFamily(p)) {
      if (mustSee.has(p.gid)) mustSeesRuledOut.push(p.name);
      continue;
    }
    seen.add(p.gid);
    places.push(p);
  }
  const n = places.length;
  const size = n + 1;
  const acc = trip.accommodation;
  const base = acc ? { lat: acc.lat, lng: acc.lng, name: acc.name } : center;

  const access = new Int32Array(n);
  // Each point's access as a leg sees it (the base, point 0, has none). A day trip without access facts is reached
  // as the estimator says, from the centre.
  const ends: AccessEnd[] = [{ minutes: 0 }];
  const isDayTrip = new Uint8Array(n);
  const isCafe = new Uint8Array(n);
  const isEatery = new Uint8Array(n);
  const ownMeal = new Uint8Array(n);
  places.forEach((p, i) => {
    isDayTrip[i] = p.dayTrip ? 1 : 0;
    isCafe[i] = p.category === 'cafe' ? 1 : 0;
    isEatery[i] = p.category === 'cafe' || p.category === 'restaurant' ? 1 : 0;
    ownMeal[i] = servesOwnMeal(p) ? 1 : 0;
    ends.push(placeAccessEnd(p, () => travel(center, p).minutes));
    access[i] = ends[i + 1]!.minutes;
  });
  const points: LatLng[] = [base, ...places];
  // Without an accommodation nobody knows where the traveller sleeps: a day starts at its first stop and ends at
  // its last, except that a day trip counts its way there and back from the centre.
  const fromBase = (j: number) => Boolean(acc) || (j > 0 && access[j - 1]! > 0);
  const legs: Leg[] = new Array(size * size);
  const matrix = new Int32Array(size * size);
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      if (i === j) {
        legs[i * size + j] = { km: 0, minutes: 0, mode: 'walk' };
        continue;
      }
      if ((i === 0 || j === 0) && !fromBase(i + j)) {
        legs[i * size + j] = { km: 0, minutes: 0, mode: 'walk' };
        continue;
      }
      let leg = travel(points[i]!, points[j]!);
      // A day trip is reached the way its access says (train, bus...), both ways, from anywhere in town.
      const [from, to] = [ends[i]!, ends[j]!];
      if (from.minutes > 0 || to.minutes > 0) {
        const way = accessLeg(leg, from, to, haversineKm(points[i]!, points[j]!));
        // From the centre itself (no accommodation), a train's access is the way.
        const fromCentre = !acc && (i === 0 || j === 0) && way !== leg && way.mode !== 'drive';
        leg = fromCentre ? { ...way, minutes: Math.max(from.minutes, to.minutes) } : way;
      }
      legs[i * size + j] = leg;
      matrix[i * size + j] = leg.minutes;
    }
  }
  const minutes = (i: number, j: number) => matrix[(i + 1) * size + j + 1]!;
  const buffer = bufferFor(trip.activityPace, trip.travelStyle);
  // Places out of town near an evening outing: dinner there may end as late as the outing (the penguins' cafe).
  const outings = places.flatMap((p, j) => (isEveningOuting(p) ? [j] : []));
  const byEveningOuting = Uint8Array.from(places, (p, i) =>
    p.dayTrip && outings.some((j) => (minutes(i, j) + minutes(j, i)) / 2 <= NEAR_EXCURSION_MINUTES) ? 1 : 0,
  );

  // Straight-line distances between places, as two flags: more than AWAY_KM apart, within BACK_KM.
  const apartFlags = new Uint8Array(n * n);
  const togetherFlags = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const km = haversineKm(places[i]!, places[j]!);
      if (km > AWAY_KM) apartFlags[i * n + j] = apartFlags[j * n + i] = 1;
      if (km < BACK_KM) togetherFlags[i * n + j] = togetherFlags[j * n + i] = 1;
    }
    togetherFlags[i * n + i] = 1;
  }

  const pace = PACE_SETTINGS[trip.activityPace];
  const count = Math.min(MAX_DAYS, tripLength(trip.startDate, trip.endDate));
  const mealWindows = mealWindowsFor(input.mealTimes);
  const arrival = toMinutes(trip.arrivalTime);
  const departure = toMinutes(trip.departureTime);
  const days: DayInfo[] = Array.from({ length: count }, (_, index) => {
    const date = addDays(trip.startDate, index);
    let start = pace.dayStart;
    let end = pace.dayEnd;
    let backBy: number | undefined;
    if (index === 0 && arrival !== undefined) start = Math.max(start, arrival);
    if (index === count - 1 && departure !== undefined) {
      backBy = departure;
      end = Math.min(end, departure);
    }
    const free = backBy ?? end;
    const meals = (input.noMealsReason ? [] : (['lunch', 'dinner'] as const)).filter(
      (m) =>
        start + MEAL_REACH_MINUTES <= mealWindows[m][1] && free >= mealWindows[m][0] + MEAL_COVER_MINUTES,
    );
    return {
      index,
      date,
      weekday: weekdayIndex(date),
      meals,
      start,
      end,
      quietEnd: trip.interests.includes('nightlife') ? end : Math.min(end, pace.quietEnd),
      backBy,
      mealWindows: { ...mealWindows },
      dayTrip: false,
    };
  });

  const highlighted = highlightedPlaces(input.highlights ?? [], places);
  // A trip of a day or two has no must-sees to keep, but its visits should still be the highlights in
  // town before the rest: never set aside by the seed, never resting (Jaipur for two days, one visit a day:
  // another seed had set Amber Fort aside and sent the traveller to MI Road).
  const shortTripHighlights = new Set(short ? (input.mustSee ?? []) : []);
  const isTownHighlight = new Uint8Array(n);
  const sightScores = new Float64Array(n);
  const mealScores = new Float64Array(n);
  const dietMiss = new Uint8Array(n);
  const isSight = new Uint8Array(n);
  const isMustSee = new Uint8Array(n);
  const serves = { lunch: new Uint8Array(n), dinner: new Uint8Array(n) };
  const sightStay = new Int32Array(n);
  const mealStay = new Int32Array(n);
  const worth = new Float64Array(n);
  const matches = new Uint8Array(n);
  places.forEach((p, i) => {
    isSight[i] = canBeSight(p, trip, mustSee.has(p.gid) || shortTripHighlights.has(p.gid)) ? 1 : 0;
    isMustSee[i] = isSight[i] && mustSee.has(p.gid) ? 1 : 0;
    isTownHighlight[i] = isSight[i] && !p.dayTrip && shortTripHighlights.has(p.gid) ? 1 : 0;
    worth[i] = sightScore(p, trip, highlighted.has(p.gid));
    matches[i] = interestMatches(p, trip.interests) > 0 ? 1 : 0;
    mealScores[i] = mealScore(p, trip) * (1 + MEAL_NOISE * (rng.next() - 0.5));
    dietMiss[i] = dietMisses(p, trip.dietaryPreferences);
    serves.lunch[i] = servesMeal(p, 'lunch') ? 1 : 0;
    serves.dinner[i] = servesMeal(p, 'dinner') ? 1 : 0;
    const visit = stayMinutes(p, trip.travelStyle, trip.activityPace);
    const highlight = isMustSee[i] === 1 || isTownHighlight[i] === 1;
    // The way to a day trip takes the morning: its visit leaves room for lunch there. Other visits of a busy day
    // share it among the daily limit, but for those that last what they last (a show, a cruise, a hike).
    sightStay[i] = Math.min(visit, p.dayTrip ? MAX_DAY_TRIP_VISIT_MINUTES : busyStayCap(p, trip, highlight));
    mealStay[i] = mealLength(p);
    // A busy day in town has no two hours for a tasting lunch (Disfrutar took three of a busy Barcelona day's ten
    // visits): such restaurants are its dinners. Not an outing's lunch, nor one served on board a cruise.
    const longLunch = p.category === 'restaurant' && !p.dayTrip && mealStay[i]! > BUSY_LUNCH_MAX_MINUTES;
    if (trip.activityPace === 'busy' && longLunch) serves.lunch[i] = 0;
  });
  const varietyInput = {
    places,
    isSight,
    isMustSee,
    kept: isTownHighlight,
    matches,
    stays: sightStay,
    access,
    dayShares: days.map((d) => dayShare(d, pace)),
    trip,
  };
  const aside = setAside(varietyInput, variety);
  const asideKeptByNeighbours = keptByNeighbours(varietyInput, variety, aside);
  for (let i = 0; i < n; i++) {
    // Must-sees are never varied; other sights get noise, and most of them (a different 70 % for every seed)
    // rest this time, so that another seed gives a visibly different plan. Resting only lowers a place within
    // its tier: a resting place that matches an interest still beats one that matches none. A resting place
    // also takes the seed's liking of it (drawn apart, so the search's noise stays as it was). Places this seed
    // sets aside (variety.ts) are worth nothing.
    const tier = matches[i] === 1 ? INTEREST_TIER : 0;
    const noise = 1 + SIGHT_NOISE * (rng.next() - 0.5);
    const resting = rng.next() < RESTING_SHARE;
    const active = tier > 0 && !resting ? ACTIVE_MATCH_BONUS : 0;
    const own = matches[i] === 1 ? worth[i]! - INTEREST_TIER : worth[i]!;
    const liking = (tier > 0 ? MATCH_LIKING : OTHER_LIKING) * variety.liking.next();
    const score = tier + own * noise * (resting ? RESTING : 1) + active + (resting ? liking : 0);
    sightScores[i] = isMustSee[i]
      ? worth[i]!
      : isTownHighlight[i]
        ? worth[i]! + (matches[i] ? SHORT_TRIP_HIGHLIGHT_BONUS : 0)
        : aside.has(i)
          ? 0
          : score;
  }

  // Drawn after the scores, from the seed's own stream, so that the scores stay as they were.
  const seedOrder = Float64Array.from({ length: n }, () => variety.liking.next());

  // When meal places are scarce, cafes and markets that serve meals are kept for meals, not visits.
  const mealDemand = days.reduce((sum, d) => sum + d.meals.length, 0);
  let mealPlaces = 0;
  for (let i = 0; i < n; i++) if ((serves.lunch[i] || serves.dinner[i]) && dietMiss[i] === 0) mealPlaces++;
  const keptForMeals = new Uint8Array(n);
  if (mealDemand > 0 && mealPlaces < mealDemand) {
    for (let i = 0; i < n; i++)
      if ((serves.lunch[i] || serves.dinner[i]) && !isMustSee[i]) {
        keptForMeals[i] = isSight[i]!;
        isSight[i] = 0;
      }
  }

  const segments = segmentWindows(trip.activityPace);
  const stay = (role: Role, i: number) => (role === SIGHT ? sightStay[i]! : mealStay[i]!);
  const cache: (readonly number[] | undefined)[] = new Array(days.length * n * 3);
  const NONE: readonly number[] = [];
  const windows = (role: Role, i: number, day: number): readonly number[] => {
    const key = (day * n + i) * 3 + role;
    const hit = cache[key];
    if (hit) return hit;
    const result = computeWindows(role, i, day);
    cache[key] = result;
    return result;
  };
  // Opening hours and the sun per place and date: a day's windows are computed again when its start moves.
  const rangesCache: (readonly MinuteRange[] | undefined)[] = new Array(days.length * n);
  const openRanges = (i: number, day: number): readonly MinuteRange[] =>
    (rangesCache[day * n + i] ??= openRangesOnDate(places[i]!, days[day]!.date, input.holidays));
  const sunCache = new Float64Array(days.length * n * 2).fill(Number.NaN);
  const sunTime = (i: number, day: number, which: 0 | 1): number => {
    const key = (day * n + i) * 2;
    if (Number.isNaN(sunCache[key]!)) {
      const sun = sunTimes(days[day]!.date, places[i]!.lat, places[i]!.lng, input.timeZone);
      sunCache[key] = sun.rise;
      sunCache[key + 1] = sun.set;
    }
    return sunCache[key + which]!;
  };
  const nightOnlyMustSee = (i: number, day: number): boolean =>
    isMustSee[i] === 1 && Boolean(places[i]!.evening) && opensOnlyAtNight(openRanges(i, day));
  const computeWindows = (role: Role, i: number, day: number): readonly number[] => {
    const p = places[i]!;
    const info = days[day]!;
    let allowed: Window[];
    if (role === SIGHT) {
      if (!isSight[i]) return NONE;
      allowed = p.segments.map((s: TimeSegment) => segments[s]);
    } else {
      const meal: MealKind = role === LUNCH ? 'lunch' : 'dinner';
      if (!serves[meal][i] || !info.meals.includes(meal)) return NONE;
      const [a, b] = info.mealWindows[meal];
      allowed = [[a, b]];
    }
    const visit = stay(role, i);
    // A café seen as a sight is a snack: not just before or after a meal of the day.
    if (role === SIGHT && isCafe[i] && !isMustSee[i])
      allowed = awayFromMeals(
        allowed,
        info.meals.map((m) => info.mealWindows[m]),
        visit,
      );
    const ranges = openRanges(i, day);
    let latestEnd = role === SIGHT && !p.evening ? info.quietEnd : info.end;
    if (family && role === SIGHT && !isMustSee[i])
      latestEnd = Math.min(latestEnd, p.evening ? FAMILY_EVENING_END : FAMILY_QUIET_END);
    // Arriving once dinner time has begun, dinner is the one stop of the day: started within the local hours, it
    // ends when it ends, past a light day's usual end (Madrid, in at 21:30: dinner at 21:45, not the Puerta de
    // Alcalá). Not on an earlier arrival, whose evening has room for dinner within the day.
    const [dinnerFrom, dinnerTo] = info.mealWindows.dinner;
    if (
      role === DINNER &&
      day === 0 &&
      trip.arrivalTime &&
      info.start > dinnerFrom &&
      info.backBy === undefined
    )
      latestEnd = Math.max(latestEnd, Math.min(LATEST_DINNER_END, dinnerTo + visit));
    // A highlight open only at night (Singapore's Night Safari, 19:15 to midnight) keeps a light day out as late
    // as a moderate one, unless the traveller must be back earlier.
    if (role === SIGHT && nightOnlyMustSee(i, day) && info.backBy === undefined)
      latestEnd = Math.max(latestEnd, LATE_MUST_SEE_END);
    // A must-see whose doors open before the morning is visited from them, in the dark if need be (a sunrise).
    const dawn = role === SIGHT && isMustSee[i] ? opensAtDawn(ranges) : undefined;
    if (dawn !== undefined) allowed = allowed.map(([a, b]) => [a === MORNING_START ? dawn : a, b] as const);
    // The sun as seen at the place itself: a beach 40 km east of town sees it set minutes earlier.
    const sunset = () => sunTime(i, day, 1);
    if (role === SIGHT && needsDaylight(p)) {
      latestEnd = Math.min(latestEnd, sunset() + AFTER_SUNSET_MINUTES);
      const sunrise = sunTime(i, day, 0);
      if (dawn === undefined) allowed = allowed.map(([a, b]) => [Math.max(a, sunrise), b] as const);
    }
    if (role === SIGHT && p.atSunset) {
      const at = sunset();
      const [from, to] = [at + SUNSET_AFTER_MINUTES - visit, at - SUNSET_LEAD_MINUTES];
      allowed = allowed.map(([a, b]) => [Math.max(a, from), Math.min(b, to)] as const);
    }
    // Out of town in the evening, unless the day left in the morning for another outing (Clifton Hill on the day
    // at Niagara Falls keeps to that day trip's hours).
    const late = !info.dayTrip && (isEveningOuting(p) || (role === DINNER && byEveningOuting[i] === 1));
    if (p.dayTrip && access[i]! > 0 && late) {
      // Back at the accommodation by then, however long the way from there (more than the access, at times).
      latestEnd = EVENING_OUTING_BACK_BY - Math.max(access[i]!, minutes(i, HOTEL));
    } else if (p.dayTrip && access[i]! > 0) {
      latestEnd = Math.min(latestEnd, DAY_TRIP_BACK_BY - access[i]!);
      if (role === SIGHT) allowed = allowed.map(([a, b]) => [a, Math.min(b, DAY_TRIP_LATEST_START)] as const);
    }
    const opening = ranges.map(
      ([open, close]) => [open, Math.min(close, lastEntry(p, close) + visit)] as const,
    );
    const flat = startWindows(opening, allowed, visit, latestEnd);
    if (!p.startTimes || role !== SIGHT) return flat;
    // Shows and ceremonies start only at their times.
    const out: number[] = [];
    for (const t of p.startTimes.map(clockMinutes).sort((a, b) => a - b)) {
      for (let k = 0; k < flat.length; k += 2) if (t >= flat[k]! && t <= flat[k + 1]!) out.push(t, t);
    }
    return out;
  };

  return {
    trip,
    ...(input.noMealsReason ? { noMealsReason: input.noMealsReason } : {}),
    ...(input.dietGaps ? { dietGaps: input.dietGaps } : {}),
    places,
    n,
    days,
    base,
    hasAccommodation: Boolean(acc),
    buffer,
    holidays: input.holidays ?? {},
    minutes,
    leg: (i, j) => legs[(i + 1) * size + j + 1]!,
    between: (i, j) => (minutes(i, j) + minutes(j, i)) / 2,
    changeover: (i, j) => (i === j ? 0 : buffer + minutes(i, j)),
    roundTripFromCentre: (i) => {
      const there = Math.max(travel(center, places[i]!).minutes, access[i]!);
      return 2 * there;
    },
    center,
    sightScore: sightScores,
    setAside: Uint8Array.from({ length: n }, (_, i) => (aside.has(i) ? 1 : 0)),
    asideKeptByNeighbours,
    matches,
    takenBackWorth: new Float64Array(n),
    seedOrder,
    cutForOrder: new Uint8Array(n),
    mustSeesRuledOut,
    mealScore: mealScores,
    dietMiss,
    isSight,
    keptForMeals,
    isDayTrip,
    isCafe,
    isEatery,
    ownMeal,
    // One cafe or restaurant a day as a visit besides the meals; two for those who travel for the food.
    eateryVisits: trip.travelStyle === 'foodie' || trip.interests.includes('food') ? 2 : 1,
    access,
    isMustSee,
    isTownHighlight,
    serves,
    stay,
    windows,
    nightOnlyMustSee,
    apart: (i, j) => apartFlags[i * n + j] === 1,
    together: (i, j) => togetherFlags[i * n + j] === 1,
    forgetWindows: (day) => cache.fill(undefined, day * n * 3, (day + 1) * n * 3),
    setVisitMinutes: (node, minutes) => {
      sightStay[node] = minutes;
      for (let day = 0; day < days.length; day++) cache[(day * n + node) * 3 + SIGHT] = undefined;
    },
    setMealMinutes: (node, minutes) => {
      mealStay[node] = minutes;
      for (let day = 0; day < days.length; day++) {
        cache[(day * n + node) * 3 + LUNCH] = undefined;
        cache[(day * n + node) * 3 + DINNER] = undefined;
      }
    },
    // A must-see that fills a morning (the Forbidden City, four hours), or that closes its doors early, is worth
    // being at its doors when they open, earlier than the pace's usual start (not before 7:00, never before the
    // traveller arrives).
    leaveFor: (day, node) => {
      const start = days[day]!.start;
      if (!isMustSee[node] || (day === 0 && arrival !== undefined)) return start;
      const open = windows(SIGHT, node, day);
      const opens = open[0];
      if (opens === undefined) return start;
      const closesEarly = open[open.length - 1]! < start + minutes(HOTEL, node);
      // A visit only possible at dawn (Angkor Wat at sunrise, 5:00 to 7:30) leaves in the night for it.
      if (opens < MORNING_START && closesEarly)
        return Math.min(start, Math.max(EARLIEST_DAWN_LEAVE, opens - minutes(HOTEL, node)));
      // Only doors that open at a set time are worth an early start: a street or park open all night is not.
      if (opens < EARLY_DOORS) return start;
      // Worth it for a visit that fills a morning, or one whose last entry comes before the usual day reaches
      // it (the Ho Chi Minh Mausoleum: 7:30 to 10:15).
      if (sightStay[node]! < 180 && !closesEarly) return start;
      return Math.min(start, Math.max(EARLY_DOORS, opens - minutes(HOTEL, node)));
    },
  };
}

/**
 * The spread of what a place set aside is worth when it comes back, drawn per seed: about the travel minutes one
 * may cost over a nearer one, so that the fillers near a hotel differ from seed to seed (grid: another seed under
 * 40 % 113 -> 106 plans of 685 at one offset; a spread of 60 did no better).
 */
const TAKEN_BACK_SPREAD = 30;
/**
 * What a place set aside is worth when it comes back, around which the spread is drawn: below every place the seed
 * kept, so that it fills what those cannot, yet a visit a day with room still takes (it keeps part of the filler
 * bonus, solution.ts). The seeds of a group keep different stretches of one shuffle (variety.ts): taken back at par,
 * each seed's fillers were the ones its neighbours kept, the nearest for all of them. Random profiles (audit
 * --offset 1000), plans another seed changed under 40 %: seeds 1 and 2, 36 -> 24 of about 540; unrelated seeds 7
 * and 42, 93 -> 89; grid, seed and seed + 1000, 255 -> 249 of about 1,900, in tighter pools 190 -> 141 of about 260.
 * At -40 a moderate day under a limit of 4 stopped at three visits with places left.
 */
export const TAKEN_BACK_WORTH = -20;
/**
 * What a filler loses for each other seed of its group that keeps it (variety.ts keptByNeighbours): a place this
 * seed took back while the next seed kept it was in both plans. Worth less, a filler is refused more often, so the
 * days get a last fill once the others' keeping no longer counts (forgetNeighbours). 15 did half as well as 30; 60
 * and 120 no better.
 */
export const NEIGHBOUR_KEPT_PENALTY = 30;
/**
 * A filler matching an interest is worth this much more: with the neighbours' penalty alone, the fillers matched the
 * interests less often (plan-knowledge's lift over the pool 6.61 -> 6.52 visits a destination, Sydney -0.34 ->
 * -1.63). With both (random profiles, plans another seed changed under 40 %): seeds 1 and 2, 18 -> 13 of about 540;
 * 2 and 3, 22 -> 19; 1 and 3, 23 -> 19; unrelated seeds 50 -> 57, offset 300 66 -> 63, seeds 7 and 42 65 -> 62
 * (chance: about 7 either way). Lift 6.88, Sydney -0.71; visits a day 4.03 -> 4.05; mean leg in town 2.50 -> 2.52 km.
 */
export const TAKEN_BACK_MATCH_BONUS = 10;

/**
 * The places set aside come back as fillers worth less than a kept one, give or take a little chance: for the room
 * the plan's days have left, after the places this seed chose.
 */
export function takeBackSetAside(p: Problem, rng: Rng): void {
  for (let i = 0; i < p.n; i++) {
    if (!p.setAside[i]) continue;
    const match = p.matches[i] ? TAKEN_BACK_MATCH_BONUS : 0;
    p.takenBackWorth[i] = Math.min(-1, TAKEN_BACK_WORTH + match + (rng.next() - 0.5) * TAKEN_BACK_SPREAD);
    p.sightScore[i] = p.takenBackWorth[i]! - NEIGHBOUR_KEPT_PENALTY * p.asideKeptByNeighbours[i]!;
    p.setAside[i] = 0;
  }
}

/**
 * The places taken back worth what they would be without the neighbours' keeping them; true if any changed. For a
 * last fill of the days with room: a filler another seed kept is still better than an empty hour.
 */
export function forgetNeighbours(p: Problem): boolean {
  let changed = false;
  for (let i = 0; i < p.n; i++) {
    if (!p.asideKeptByNeighbours[i] || p.setAside[i] || p.sightScore[i] === p.takenBackWorth[i]) continue;
    p.sightScore[i] = p.takenBackWorth[i]!;
    changed = true;
  }
  return changed;
}

/**
 * Once every day's meals are chosen, the places kept for meals that no meal took may be visits again (a market hall
 * for the afternoon a scarce diet's week left idle: Buenos Aires' Mercado de San Telmo). True if any was.
 */
export function releaseMealPlaces(p: Problem, used: (node: number) => boolean): boolean {
  let released = false;
  for (let i = 0; i < p.n; i++) {
    if (!p.keptForMeals[i] || used(i)) continue;
    p.keptForMeals[i] = 0;
    p.isSight[i] = 1;
    // Forget the windows worked out while it was no visit.
    p.setVisitMinutes(i, p.stay(SIGHT, i));
    released = true;
  }
  return released;
}

/** Day d is a day trip's, leaving the base at `leave` when that is earlier than usual. */
export function startEarlyFor(p: Problem, d: number, leave: number): void {
  const info = p.days[d]!;
  info.dayTrip = true;
  p.forgetWindows(d);
  if (d === 0 && p.trip.arrivalTime) return;
  info.start = Math.min(info.start, leave);
}
