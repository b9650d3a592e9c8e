// An independent check of a plan against the rules, from the texts it carries and the raw place data: it
// shares nothing with the solver but the published constants (segments, meal windows, pace), the opening-hours
// reader and the travel model. Used by the tests, and usable on any plan (an edited one, or one an LLM proposed).
import { addDays, tripLength, weekdayIndex } from '../../core/dates.ts';
import { estimateLeg } from '../travel.ts';
import { formatDuration, parseClock } from './clock.ts';
import { isOpenThrough } from './open-now.ts';
import { canBeSight, canServeMeal } from './scoring.ts';
import { MEAL_WINDOWS, PACE_SETTINGS, segmentOf, segmentWindows } from './time-windows.ts';
import type { PlannedDay, PlannerPlace, PlanTripInput } from './types.ts';

/** Every rule the plan breaks, in words; empty when the plan is valid. */
export function checkPlan(input: PlanTripInput, days: readonly PlannedDay[]): string[] {
  const problems: string[] = [];
  const { trip } = input;
  const travel = input.travel ?? estimateLeg;
  const byGid = new Map<string, PlannerPlace>(input.places.map((p) => [p.gid, p]));
  const excluded = new Set(input.exclude ?? []);
  const windows = segmentWindows(trip.activityPace);
  const { dayEnd } = PACE_SETTINGS[trip.activityPace];
  const sightsSeen = new Set<string>();

  const expected = tripLength(trip.startDate, trip.endDate);
  if (days.length !== expected) problems.push(`expected ${expected} days, got ${days.length}`);

  days.forEach((day, k) => {
    const where = `day ${day.day}`;
    if (day.day !== k + 1 || day.date !== addDays(trip.startDate, k))
      problems.push(`${where}: wrong number or date`);
    if (day.activities.length > trip.activityLimit) {
      problems.push(`${where}: ${day.activities.length} activities, limit ${trip.activityLimit}`);
    }
    const weekday = weekdayIndex(day.date);
    const seenToday = new Set<string>();
    const order = { morning: 0, afternoon: 0, evening: 0 };
    let prevEnd = -1;
    day.activities.forEach((a, i) => {
      const at = `${where} ${a.title}`;
      const place = byGid.get(a.placeId);
      if (!place) {
        problems.push(`${at}: not a place of the pool`);
        return;
      }
      if (excluded.has(a.placeId)) problems.push(`${at}: excluded place`);
      if (seenToday.has(a.placeId)) problems.push(`${at}: twice on one day`);
      seenToday.add(a.placeId);
      const start = parseClock(a.startTime);
      const end = parseClock(a.endTime);
      if (start === undefined || end === undefined) {
        problems.push(`${at}: unreadable times ${a.startTime} - ${a.endTime}`);
        return;
      }
      const endAbs = end < start ? end + 1440 : end;
      if (a.duration !== formatDuration(endAbs - start))
        problems.push(`${at}: duration ${a.duration} disagrees`);
      if (endAbs > dayEnd) problems.push(`${at}: ends after the day ends`);
      if (a.timeSegment !== segmentOf(start))
        problems.push(`${at}: labelled ${a.timeSegment}, starts ${a.startTime}`);
      const [lo, hi] = windows[a.timeSegment];
      if (start < lo || start > hi) problems.push(`${at}: starts outside the ${a.timeSegment} window`);
      if (a.order !== order[a.timeSegment]++) problems.push(`${at}: order ${a.order} out of sequence`);
      if (!isOpenThrough(place.hours, weekday, start, endAbs))
        problems.push(`${at}: closed at some point of the visit`);
      if (a.type === 'lunch' || a.type === 'dinner') {
        if (!canServeMeal(place, a.type, trip))
          problems.push(`${at}: does not serve ${a.type} for this diet`);
        const [ml, mh] = MEAL_WINDOWS[a.type];
        if (start < ml || start > mh) problems.push(`${at}: ${a.type} at ${a.startTime}`);
      } else {
        if (a.type !== place.category) problems.push(`${at}: type ${a.type} is not the category`);
        if (!canBeSight(place, trip)) problems.push(`${at}: cannot be a visit on this trip`);
        if (!place.segments.includes(a.timeSegment))
          problems.push(`${at}: does not suit the ${a.timeSegment}`);
        if (sightsSeen.has(a.placeId)) problems.push(`${at}: visited twice in the trip`);
        sightsSeen.add(a.placeId);
      }
      if (start < prevEnd) problems.push(`${at}: overlaps the previous activity`);
      const next = day.activities[i + 1];
      const nextPlace = next && byGid.get(next.placeId);
      if (next && nextPlace) {
        const leg = travel(place, nextPlace);
        const nextStart = parseClock(next.startTime);
        if (nextStart !== undefined && nextStart < endAbs + leg.minutes) {
          problems.push(`${at}: ${leg.minutes} min of travel do not fit before ${next.title}`);
        }
        const t = a.travelToNext;
        if (!t || t.minutes !== leg.minutes || t.km !== leg.km || t.mode !== leg.mode) {
          problems.push(`${at}: travelToNext disagrees with the travel model`);
        }
      } else if (!next && a.travelToNext) problems.push(`${at}: last activity has travelToNext`);
      prevEnd = endAbs;
    });
  });
  return problems;
}
