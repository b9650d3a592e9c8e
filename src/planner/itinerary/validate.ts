// An independent check of a plan against the rules a travel editor holds it to, from the texts it carries and
// the raw place data: it shares nothing with the solver but the published constants (segments, meal windows,
// pace), the calendar reader and the travel model. Used by the tests, and usable on any plan (an edited one, or
// one an LLM proposed).
import { addDays, tripLength } from '../../core/dates.ts';
import { haversineKm, type LatLng } from '../../core/geo.ts';
import { servesOwnMeal } from '../../core/knowledge.ts';
import { clockMinutes } from '../../core/opening-hours.ts';
import { closedAllDayReason, openRangesOnDate, openThroughOnDate } from '../../core/place-calendar.ts';
import { accessLeg, estimateLeg, type Leg, placeAccessEnd } from '../travel.ts';
import { formatClock, formatDuration, parseClock } from './clock.ts';
import { AFTER_SUNSET_MINUTES, needsDaylight, sunriseMinutes, sunsetMinutes } from './daylight.ts';
import {
  DAY_TRIP_BACK_BY,
  DAY_TRIP_LATEST_START,
  EVENING_OUTING_BACK_BY,
  isEveningOuting,
  MEAL_COVER_MINUTES,
  MEAL_REACH_MINUTES,
} from './problem.ts';
import { canBeSight, isBarForFamily, servesMeal } from './scoring.ts';
import { IDLE_FROM, IDLE_TO, LONG_GAP_MINUTES } from './spread.ts';
import {
  busyStayCap,
  LATE_MUST_SEE_END,
  MEAL_WINDOWS,
  opensAtDawn,
  opensOnlyAtNight,
  PACE_SETTINGS,
  SUNSET_AFTER_MINUTES,
  SUNSET_LEAD_MINUTES,
  segmentOf,
  segmentWindows,
  stayMinutes,
} from './time-windows.ts';
import type {
  MealKind,
  PlannedActivity,
  PlannedDay,
  PlannedTrip,
  PlannerPlace,
  PlanTripInput,
} from './types.ts';

/** A day "returns to an area it has left": A -> (more than 2 km away) -> back within this of A. */
export const ZIGZAG_AWAY_KM = 2;
export const ZIGZAG_BACK_KM = 1;

const isMeal = (a: PlannedActivity) => a.type === 'lunch' || a.type === 'dinner';

export interface CheckOptions {
  /**
   * Also the editor's judgements that a heuristic may miss on an awkward pool: no return to an area the day has
   * left, no long idle stretch while a place would fit, every must-see that could have been planned (default true).
   */
  quality?: boolean;
}

/** Every rule the plan breaks, in words; empty when the plan is valid. */
export function checkPlan(
  input: PlanTripInput,
  plan: PlannedTrip | readonly PlannedDay[],
  options: CheckOptions = {},
): string[] {
  const quality = options.quality ?? true;
  const days = Array.isArray(plan) ? (plan as readonly PlannedDay[]) : (plan as PlannedTrip).days;
  const planNotices = Array.isArray(plan) ? [] : (plan as PlannedTrip).notices;
  const problems: string[] = [];
  const { trip } = input;
  const byGid = new Map<string, PlannerPlace>(input.places.map((p) => [p.gid, p]));
  const excluded = new Set(input.exclude ?? []);
  const windows = segmentWindows(trip.activityPace);
  const { dayEnd } = PACE_SETTINGS[trip.activityPace];
  const mustSees = new Set(input.mustSee ?? []);
  const holidays = input.holidays;
  const family = trip.interests.includes('family');
  const sightsSeen = new Set<string>();
  const mealDays = new Map<string, number[]>();
  const used = new Set<string>();
  const mealWindow = (meal: MealKind): [number, number] => {
    const t = input.mealTimes?.[meal];
    return t ? [clockMinutes(t[0]), clockMinutes(t[1])] : [...MEAL_WINDOWS[meal]];
  };
  const expected = tripLength(trip.startDate, trip.endDate);
  if (days.length !== expected) problems.push(`expected ${expected} days, got ${days.length}`);
  for (const day of days) for (const a of day.activities) used.add(a.placeId);

  days.forEach((day, k) => {
    const where = `day ${day.day}`;
    if (day.day !== k + 1 || day.date !== addDays(trip.startDate, k))
      problems.push(`${where}: wrong number or date`);
    const sights = day.activities.filter((a) => !isMeal(a)).length;
    if (sights > trip.activityLimit) problems.push(`${where}: ${sights} visits, limit ${trip.activityLimit}`);
    const seenToday = new Set<string>();
    const order = { morning: 0, afternoon: 0, evening: 0 };
    let prevEnd = -1;
    const timed: { start: number; end: number; place: PlannerPlace; a: PlannedActivity }[] = [];
    // A day that left in the morning for an outing: any place out of town that day keeps that outing's hours.
    const morningTrip = day.activities.some((a) => {
      const place = byGid.get(a.placeId);
      return !isMeal(a) && place?.dayTrip && !isEveningOuting(place);
    });
    day.activities.forEach((a, i) => {
      const at = `${where} ${a.title}`;
      const place = byGid.get(a.placeId);
      if (!place) {
        problems.push(`${at}: not a place of the pool`);
        return;
      }
      if (excluded.has(a.placeId)) problems.push(`${at}: excluded place`);
      // The one exception: an experience's own meal right after its visit (lunch on board the cruise).
      const prev = day.activities[i - 1];
      const ownMeal = isMeal(a) && servesOwnMeal(place) && prev?.placeId === a.placeId && !isMeal(prev);
      if (seenToday.has(a.placeId) && !ownMeal) problems.push(`${at}: twice on one day`);
      seenToday.add(a.placeId);
      const start = parseClock(a.startTime);
      const end = parseClock(a.endTime);
      if (start === undefined || end === undefined) {
        problems.push(`${at}: unreadable times ${a.startTime} - ${a.endTime}`);
        return;
      }
      if (start % 5 !== 0) problems.push(`${at}: starts at ${a.startTime}, not on a 5-minute mark`);
      const endAbs = end < start ? end + 1440 : end;
      timed.push({ start, end: endAbs, place, a });
      if (a.duration !== formatDuration(endAbs - start))
        problems.push(`${at}: duration ${a.duration} disagrees`);
      // A must-see open only at night may end later than the pace's day (as the planner allows).
      const lateHighlight =
        place.evening &&
        mustSees.has(place.gid) &&
        opensOnlyAtNight(openRangesOnDate(place, day.date, holidays))
          ? LATE_MUST_SEE_END
          : 0;
      // An evening outing's visit may end as late as its way back allows (the penguins at dusk).
      const lateOuting =
        isEveningOuting(place) && !morningTrip && place.access
          ? EVENING_OUTING_BACK_BY - place.access.minutes
          : 0;
      // The dinner of a late arrival's evening ends when it ends, once started within the local hours.
      const lateDinner =
        a.meal === 'dinner' &&
        day.day === 1 &&
        trip.arrivalTime &&
        clockMinutes(trip.arrivalTime) > mealWindow('dinner')[0] &&
        !(expected === 1 && trip.departureTime)
          ? Math.min(24 * 60, mealWindow('dinner')[1] + (endAbs - start))
          : 0;
      if (endAbs > Math.max(dayEnd, lateHighlight, lateOuting, lateDinner))
        problems.push(`${at}: ends after the day ends`);
      if (a.timeSegment !== segmentOf(start))
        problems.push(`${at}: labelled ${a.timeSegment}, starts ${a.startTime}`);
      if (a.order !== order[a.timeSegment]++) problems.push(`${at}: order ${a.order} out of sequence`);
      if (!openThroughOnDate(place, day.date, start, endAbs, holidays))
        problems.push(
          `${at}: closed at some point of the visit on ${day.date}${closedAllDayReason(place, day.date, holidays) ? ` (${closedAllDayReason(place, day.date, holidays)})` : ''}`,
        );
      if (family && isBarForFamily(place)) problems.push(`${at}: nightlife or a bar on a family trip`);
      if (isMeal(a)) {
        const meal = a.type as MealKind;
        if (a.meal !== meal) problems.push(`${at}: meal field ${a.meal} is not ${meal}`);
        if (!servesMeal(place, meal)) problems.push(`${at}: does not serve ${meal}`);
        const missing = trip.dietaryPreferences.filter((p) => !place.dietary?.includes(p));
        if (missing.length && !a.notice)
          problems.push(`${at}: misses ${missing.join(', ')} without a notice`);
        if (JSON.stringify(a.dietary ?? []) !== JSON.stringify(place.dietary ?? []))
          problems.push(`${at}: dietary field disagrees with the place`);
        const [ml, mh] = mealWindow(meal);
        if (start < ml || start > mh) problems.push(`${at}: ${meal} at ${a.startTime}`);
        mealDays.set(a.placeId, [...(mealDays.get(a.placeId) ?? []), day.day]);
        if (sightsSeen.has(a.placeId) && !ownMeal) problems.push(`${at}: a meal at a place also visited`);
      } else {
        if (a.type !== place.category) problems.push(`${at}: type ${a.type} is not the category`);
        if (!canBeSight(place, trip, mustSees.has(a.placeId)))
          problems.push(`${at}: cannot be a visit on this trip`);
        if (!place.segments.includes(a.timeSegment))
          problems.push(`${at}: does not suit the ${a.timeSegment}`);
        // A place whose doors open before the morning may be visited from them (a sunrise), in the dark.
        const dawn = opensAtDawn(openRangesOnDate(place, day.date, holidays));
        const [earliest, hi] = windows[a.timeSegment];
        const lo = dawn !== undefined && a.timeSegment === 'morning' ? Math.min(earliest, dawn) : earliest;
        if (start < lo || start > hi) problems.push(`${at}: starts outside the ${a.timeSegment} window`);
        if (sightsSeen.has(a.placeId)) problems.push(`${at}: visited twice in the trip`);
        sightsSeen.add(a.placeId);
        // The sun as seen at the place (a beach 40 km east of town sees it set minutes earlier).
        const sunset = sunsetMinutes(day.date, place.lat, place.lng, input.timeZone);
        if (needsDaylight(place) && endAbs > sunset + AFTER_SUNSET_MINUTES)
          problems.push(`${at}: outdoors until ${a.endTime}, after dark`);
        if (
          needsDaylight(place) &&
          start < sunriseMinutes(day.date, place.lat, place.lng, input.timeZone) &&
          dawn === undefined
        )
          problems.push(`${at}: outdoors at ${a.startTime}, before sunrise`);
        if (place.startTimes && !place.startTimes.map(clockMinutes).includes(start))
          problems.push(
            `${at}: a show at ${a.startTime}, not at one of its times ${place.startTimes.join(', ')}`,
          );
        if (
          place.atSunset &&
          (start > sunset - SUNSET_LEAD_MINUTES || endAbs < sunset + SUNSET_AFTER_MINUTES)
        )
          problems.push(`${at}: ${a.startTime}-${a.endTime} misses the sunset it is timed to`);
        if (place.dayTrip && place.access && isEveningOuting(place) && !morningTrip) {
          // The evening outing is the day's last stop out of town, and its way back is counted.
          if (endAbs + place.access.minutes > EVENING_OUTING_BACK_BY)
            problems.push(`${at}: back from the evening outing after ${formatClock(EVENING_OUTING_BACK_BY)}`);
          const later = day.activities.slice(i + 1).find((x) => !x.meal && !byGid.get(x.placeId)?.dayTrip);
          if (later) problems.push(`${at}: ${later.title} in town after the evening outing`);
        } else if (place.dayTrip && place.access) {
          if (start > DAY_TRIP_LATEST_START) problems.push(`${at}: a day trip starting at ${a.startTime}`);
          if (endAbs + place.access.minutes > DAY_TRIP_BACK_BY)
            problems.push(`${at}: back from the day trip after ${formatClock(DAY_TRIP_BACK_BY)}`);
        }
      }
      if (start < prevEnd) problems.push(`${at}: overlaps the previous activity`);
      const next = day.activities[i + 1];
      const nextPlace = next && byGid.get(next.placeId);
      if (next && nextPlace) {
        const leg = legBetween(input, place, nextPlace);
        const nextStart = parseClock(next.startTime);
        if (nextStart !== undefined && nextStart < endAbs + leg.minutes)
          problems.push(`${at}: ${leg.minutes} min of travel do not fit before ${next.title}`);
        const t = a.travelToNext;
        if (!t || t.minutes !== leg.minutes || t.km !== leg.km || t.mode !== leg.mode)
          problems.push(`${at}: travelToNext disagrees with the travel model`);
      } else if (!next && a.travelToNext) problems.push(`${at}: last activity has travelToNext`);
      prevEnd = endAbs;
    });
    problems.push(...checkDayShape(input, day, timed, k === days.length - 1, quality));
    if (quality && trip.activityPace !== 'light') problems.push(...checkIdle(input, day, timed, used));
  });

  for (const [gid, list] of mealDays) {
    const place = byGid.get(gid)!;
    const tooMany = list.length > 2;
    const consecutive = list.some((d, i) => i > 0 && d === list[i - 1]! + 1);
    if (!tooMany && !consecutive) continue;
    const withNotice = days.every((d) =>
      d.activities.every((a) => a.placeId !== gid || !isMeal(a) || a.notice),
    );
    if (!withNotice)
      problems.push(
        `${place.name}: meals on days ${list.join(', ')} (too many or consecutive) without a notice`,
      );
  }
  problems.push(...checkMeals(input, days, planNotices));
  if (quality) problems.push(...checkMustSees(input, days, sightsSeen, planNotices));
  return problems;
}

/** The leg between two stops as the planner counts it: the travel model's, or a day trip's access way. */
function legBetween(
  input: PlanTripInput,
  a: LatLng & Partial<PlannerPlace>,
  b: LatLng & Partial<PlannerPlace>,
): Leg {
  const travel = input.travel ?? estimateLeg;
  const leg = travel(a, b);
  const end = (x: Partial<PlannerPlace> & LatLng) => placeAccessEnd(x, () => travel(input.center, x).minutes);
  return accessLeg(leg, end(a), end(b), haversineKm(a, b));
}

type Timed = { start: number; end: number; place: PlannerPlace; a: PlannedActivity };

/** Accommodation times, arrival and departure, and no return to an area the day has left. */
function checkDayShape(
  input: PlanTripInput,
  day: PlannedDay,
  timed: readonly Timed[],
  lastDay: boolean,
  quality: boolean,
): string[] {
  const problems: string[] = [];
  const { trip } = input;
  const where = `day ${day.day}`;
  const acc = trip.accommodation;
  const first = timed[0];
  const last = timed.at(-1);
  if (acc && first && last) {
    if (!day.start || !day.end) problems.push(`${where}: no start or end at the accommodation`);
    else {
      const leave = clockMinutes(day.start.time);
      const shown = clockMinutes(day.end.time);
      const back = shown < leave ? shown + 1440 : shown;
      if (first.start < leave + legBetween(input, acc, first.place).minutes && !first.place.access)
        problems.push(`${where}: the first visit starts before the traveller can get there`);
      const home = last.end + legBetween(input, last.place, acc).minutes;
      if (back < home) problems.push(`${where}: back at ${day.end.time}, too early`);
      if (day.day === 1 && trip.arrivalTime && leave < clockMinutes(trip.arrivalTime))
        problems.push(`${where}: leaves at ${day.start.time}, before arriving at ${trip.arrivalTime}`);
      if (lastDay && trip.departureTime && home > clockMinutes(trip.departureTime))
        problems.push(`${where}: back at ${day.end.time}, after the departure at ${trip.departureTime}`);
    }
  } else if (first && day.day === 1 && trip.arrivalTime && first.start < clockMinutes(trip.arrivalTime)) {
    problems.push(`${where}: starts before the arrival at ${trip.arrivalTime}`);
  }
  if (!acc && last && lastDay && trip.departureTime && last.end > clockMinutes(trip.departureTime))
    problems.push(`${where}: ends after the departure at ${trip.departureTime}`);
  for (let i = 0; quality && i < timed.length; i++) {
    for (let j = i + 1; j < timed.length; j++) {
      if (haversineKm(timed[i]!.place, timed[j]!.place) <= ZIGZAG_AWAY_KM) continue;
      for (let k = j + 1; k < timed.length; k++) {
        if (
          haversineKm(timed[j]!.place, timed[k]!.place) > ZIGZAG_AWAY_KM &&
          haversineKm(timed[i]!.place, timed[k]!.place) < ZIGZAG_BACK_KM
        )
          problems.push(
            `${where}: ${timed[i]!.a.title} -> ${timed[j]!.a.title} -> back to ${timed[k]!.a.title} (zig-zag)`,
          );
      }
    }
  }
  return problems;
}

/** Moderate and busy days under their limit: no idle stretch of 2.5 hours while an unused place would fit in it. */
function checkIdle(
  input: PlanTripInput,
  day: PlannedDay,
  timed: readonly Timed[],
  used: Set<string>,
): string[] {
  const { trip } = input;
  const travel = input.travel ?? estimateLeg;
  const acc = trip.accommodation;
  const from = Math.max(IDLE_FROM, day.day === 1 && trip.arrivalTime ? clockMinutes(trip.arrivalTime) : 0);
  const lastDay = day.day === tripLength(trip.startDate, trip.endDate);
  const to = Math.min(IDLE_TO, lastDay && trip.departureTime ? clockMinutes(trip.departureTime) : IDLE_TO);
  // A day at its limit cannot take another visit: its free time is balanced, not filled.
  const visits = timed.filter((t) => !isMeal(t.a)).length;
  if (timed.length === 0 || from >= to || visits >= trip.activityLimit) return [];
  const problems: string[] = [];
  const gaps: { a: number; b: number; before?: Timed; after?: Timed }[] = [];
  let free = from;
  let before: Timed | undefined;
  for (const t of timed) {
    // The way between two stops is not idle: a train back from Machu Picchu takes the afternoon; nor is the way
    // from the accommodation (a hotel by Stonehenge is two hours from London's first stop).
    const way = before ? (before.a.travelToNext?.minutes ?? 0) : (day.start?.leg.minutes ?? 0);
    if (Math.min(t.start, to) - Math.max(free, from) - way >= LONG_GAP_MINUTES)
      gaps.push({ a: free, b: t.start, before, after: t });
    free = Math.max(free, t.end);
    before = t;
  }
  if (to - Math.max(free, from) - (day.end?.leg.minutes ?? 0) >= LONG_GAP_MINUTES)
    gaps.push({ a: free, b: to, before });
  for (const g of gaps) {
    const fits = input.places.find((p) => {
      if (used.has(p.gid) || !canBeSight(p, trip) || p.dayTrip) return false;
      const stay = Math.min(stayMinutes(p, trip.travelStyle, trip.activityPace), busyStayCap(p, trip, false));
      // From the stop before, or the accommodation; on to the stop after, or back to the accommodation.
      const arrive =
        g.a + (g.before ? travel(g.before.place, p).minutes : acc ? legBetween(input, acc, p).minutes : 0);
      const leave =
        g.b - (g.after ? travel(p, g.after.place).minutes : acc ? legBetween(input, p, acc).minutes : 0);
      const start = Math.ceil(arrive / 5) * 5;
      if (start + stay > leave) return false;
      if (!p.segments.includes(segmentOf(start))) return false;
      // Daylight as seen at the place, for the places that need it.
      const outdoors = needsDaylight(p);
      const sunrise = outdoors ? sunriseMinutes(day.date, p.lat, p.lng, input.timeZone) : 0;
      if (
        outdoors &&
        start + stay > sunsetMinutes(day.date, p.lat, p.lng, input.timeZone) + AFTER_SUNSET_MINUTES
      )
        return false;
      for (let s = start; s + stay <= leave; s += 15) {
        if (outdoors && s < sunrise) continue;
        if (p.segments.includes(segmentOf(s)) && openThroughOnDate(p, day.date, s, s + stay, input.holidays))
          return true;
      }
      return false;
    });
    if (fits) problems.push(`day ${day.day}: idle ${fmt(g.a)}-${fmt(g.b)} while ${fits.name} would fit`);
  }
  return problems;
}

const fmt = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;

/** Every day covering a meal's hours has it, or the plan says why not. */
function checkMeals(input: PlanTripInput, days: readonly PlannedDay[], notices: readonly string[]): string[] {
  const problems: string[] = [];
  if (input.noMealsReason) {
    if (!notices.includes(input.noMealsReason)) problems.push('no meals, and the plan does not say why');
    if (days.some((d) => d.activities.some(isMeal))) problems.push('meals planned where none are served');
    return problems;
  }
  const { trip } = input;
  const last = days.length;
  for (const day of days) {
    const start = day.day === 1 && trip.arrivalTime ? clockMinutes(trip.arrivalTime) : 0;
    const end = day.day === last && trip.departureTime ? clockMinutes(trip.departureTime) : 24 * 60;
    for (const meal of ['lunch', 'dinner'] as const) {
      const t = input.mealTimes?.[meal];
      const [a, b] = t ? [clockMinutes(t[0]), clockMinutes(t[1])] : MEAL_WINDOWS[meal];
      if (start + MEAL_REACH_MINUTES > b || end < a + MEAL_COVER_MINUTES) continue;
      if (day.activities.some((x) => x.type === meal)) continue;
      const said = notices.some((n) => n.includes(`No ${meal} on`) && new RegExp(`\\b${day.day}\\b`).test(n));
      if (!said) problems.push(`day ${day.day}: no ${meal}, and the plan does not say why`);
    }
  }
  return problems;
}

/**
 * A trip of three days or more includes each must-see open on one of its dates, or says why not. A trip too
 * short for all of them (every visit already a must-see, or a day trip in place of another) is not faulted.
 */
function checkMustSees(
  input: PlanTripInput,
  days: readonly PlannedDay[],
  seen: Set<string>,
  notices: readonly string[],
): string[] {
  const { trip } = input;
  if (tripLength(trip.startDate, trip.endDate) < 3) return [];
  const problems: string[] = [];
  const must = new Set(input.mustSee ?? []);
  const byGid = new Map(input.places.map((p) => [p.gid, p]));
  const others = [...seen].filter((gid) => !must.has(gid)).map((gid) => byGid.get(gid)!);
  for (const gid of must) {
    if (seen.has(gid)) continue;
    const place = byGid.get(gid);
    if (!place || !canBeSight(place, trip, true) || (input.exclude ?? []).includes(gid)) continue;
    if (days.every((d) => closedAllDayReason(place, d.date, input.holidays))) continue;
    if (notices.some((n) => n.includes(place.name))) continue;
    // Only a visit that could have been this must-see instead makes its absence a fault.
    if (!others.some((o) => Boolean(o.dayTrip) === Boolean(place.dayTrip))) continue;
    problems.push(`must-see ${place.name} is missing`);
  }
  return problems;
}
