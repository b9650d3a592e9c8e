// Re-timing a day after an edit, with the planner's own rules: in the traveller's order, each stop starts once the
// previous one has ended and the way there (plus the pace's buffer) is done, at the earliest time its hours, its
// meal window, its show times and daylight allow; a stop with a time the traveller fixed (pinned) keeps it and
// the others flow around it. The segment a stop was put in is honoured: it never starts before that segment, and
// when its own hours would push it out of that segment it stays where it was put and the conflict says why. The
// segment label then follows the start time. Whatever cannot fit is reported as a conflict, in words, with a
// one-click fix where one exists; nothing is left with a stale time.
import type { Activity, ActivityId, ActivityTiming, Day, DayEndpoint } from '../../core/activity.ts';
import type { Pace, TimeSegment, TravelStyle } from '../../core/constants.ts';
import { addDays, tripLength } from '../../core/dates.ts';
import { haversineKm, type LatLng } from '../../core/geo.ts';
import { clockMinutes } from '../../core/opening-hours.ts';
import { formatClock, formatDuration, parseClock } from '../itinerary/clock.ts';
import {
  AFTERNOON_START,
  bufferFor,
  ceilStep,
  EVENING_START,
  MORNING_START,
  opensAtDawn,
  PACE_SETTINGS,
  segmentOf,
} from '../itinerary/time-windows.ts';
import { type AccessEnd, accessLeg, estimateLeg, type Leg, type TravelModel } from '../travel.ts';
import { durationMinutes } from './duration.ts';
import {
  DAY_LIMIT,
  type DateRules,
  earliestIn,
  type RuleBreak,
  rulesOn,
  validStarts,
  whatIsWrong,
} from './rules.ts';

/** The trip fields re-timing reads (a TripDetails fits). */
export interface RetimeTrip {
  startDate: string;
  endDate: string;
  activityPace: Pace;
  travelStyle: TravelStyle;
  arrivalTime?: string;
  departureTime?: string;
  accommodation?: { name: string; lat: number; lng: number };
}

export type FixAction =
  | { kind: 'move'; activityId: ActivityId; day: number; segment: TimeSegment }
  | { kind: 'unpin'; activityId: ActivityId };

export type ConflictKind = RuleBreak | 'opens-later' | 'overlap' | 'travel' | 'departure';

export interface Conflict {
  activityId: ActivityId;
  kind: ConflictKind;
  message: string;
  fix?: { label: string; action: FixAction };
}

export interface RetimedDay {
  day: Day;
  conflicts: Conflict[];
}

export const SEGMENT_START: Readonly<Record<TimeSegment, number>> = {
  morning: MORNING_START,
  afternoon: AFTERNOON_START,
  evening: EVENING_START,
};
const SEGMENT_RANK: Readonly<Record<TimeSegment, number>> = { morning: 0, afternoon: 1, evening: 2 };
const SEGMENT_WORDS: Readonly<Record<TimeSegment, string>> = {
  morning: 'the morning',
  afternoon: 'the afternoon',
  evening: 'the evening',
};
/** The card shows '~15 min' when a leg cannot be measured (an activity without a place): the schedule counts it. */
export const UNKNOWN_LEG_MINUTES = 15;

const hasPoint = (a: Activity): a is Activity & LatLng =>
  typeof a.lat === 'number' && typeof a.lng === 'number' && Number.isFinite(a.lat) && Number.isFinite(a.lng);

/** Minutes from one stop to the next as the schedule counts them. */
export function legMinutes(from: Activity, to: Activity, travel: TravelModel = estimateLeg): number {
  if (!hasPoint(from) || !hasPoint(to)) return UNKNOWN_LEG_MINUTES;
  return accessLeg(travel(from, to), accessEnd(from), accessEnd(to), haversineKm(from, to)).minutes;
}

/**
 * A stop's access as a leg sees it (planner/travel.ts): a day trip's minutes and mode from its timing. A plan made
 * before access modes were kept gives none: its access counts as a floor only, as it did then.
 */
export function accessEnd(a: {
  timing?: Partial<Pick<ActivityTiming, 'accessMinutes' | 'accessMode'>>;
}): AccessEnd {
  const { accessMinutes = 0, accessMode } = a.timing ?? {};
  return accessMode ? { minutes: accessMinutes, mode: accessMode } : { minutes: accessMinutes };
}

/**
 * Minutes from the end of one activity to the start of the next: the pace's buffer and the way, or none between a
 * visit and its own meal at the same place (lunch on board after the cruise), as the planner times them.
 */
export function changeover(
  from: Activity,
  to: Activity,
  buffer: number,
  travel: TravelModel = estimateLeg,
): number {
  return samePlace(from, to) ? 0 : buffer + legMinutes(from, to, travel);
}

/** Two activities at one place of the guide: a visit and its own meal (lunch on board after the cruise). */
export function samePlace(a: Pick<Activity, 'placeId'>, b: Pick<Activity, 'placeId'>): boolean {
  return Boolean(a.placeId) && a.placeId === b.placeId;
}

interface DayFrame {
  /** When the traveller may leave in the morning (the pace's start, or the arrival on the first day). */
  start: number;
  /** No stop starts before this: the arrival on the first day, else the morning's start. */
  floor: number;
  /** Back at the accommodation by then (the last day's departure). */
  backBy?: number;
  buffer: number;
  travel: TravelModel;
  base?: { name: string; lat: number; lng: number };
}

export function frameOf(day: Day, trip: RetimeTrip, travel: TravelModel): DayFrame {
  const pace = PACE_SETTINGS[trip.activityPace];
  const last = tripLength(trip.startDate, trip.endDate);
  let start = pace.dayStart;
  if (day.day === 1 && trip.arrivalTime) start = Math.max(start, clockMinutes(trip.arrivalTime));
  const backBy = day.day === last && trip.departureTime ? clockMinutes(trip.departureTime) : undefined;
  const arrival = day.day === 1 && trip.arrivalTime ? clockMinutes(trip.arrivalTime) : undefined;
  return {
    start,
    floor: arrival ?? Math.min(MORNING_START, ...day.activities.map((a) => dawnOpening(a, day.date))),
    backBy,
    buffer: bufferFor(trip.activityPace, trip.travelStyle),
    travel,
    base: trip.accommodation,
  };
}

/**
 * When a place's doors open before the morning that date (Angkor Wat at sunrise from 5:00): the planner may leave
 * in the night for it, and the day may begin there. Otherwise the morning's start.
 */
function dawnOpening(a: Activity, date: string): number {
  return opensAtDawn(rulesOn(a, date).open ?? []) ?? MORNING_START;
}

const fromBase = (f: DayFrame, a: Activity): Leg | undefined =>
  f.base && hasPoint(a)
    ? accessLeg(f.travel(f.base, a), { minutes: 0 }, accessEnd(a), haversineKm(f.base, a))
    : undefined;
const toBase = (f: DayFrame, a: Activity): Leg | undefined =>
  f.base && hasPoint(a)
    ? accessLeg(f.travel(a, f.base), accessEnd(a), { minutes: 0 }, haversineKm(a, f.base))
    : undefined;

interface Timed {
  activity: Activity;
  start: number;
  end: number;
  pinned: boolean;
}

/** The segment the traveller put the activity in (before the stops ahead of it pushed it later). */
const chosenSegment = (a: Activity): TimeSegment => a.placedIn ?? a.timeSegment;

/** The start the traveller fixed, when the activity is pinned and has one. */
export function pinnedStart(a: Activity): number | undefined {
  return a.pinned && a.startTime ? parseClock(a.startTime) : undefined;
}

/** One pass over the day in the given order: times, segments and conflicts. */
function schedule(
  ordered: readonly Activity[],
  day: Day,
  trip: RetimeTrip,
  f: DayFrame,
): { timed: Timed[]; conflicts: Conflict[] } {
  const timed: Timed[] = [];
  const conflicts: Conflict[] = [];
  ordered.forEach((a, i) => {
    const duration = durationMinutes(a);
    const rules = rulesOn(a, day.date);
    const prev = timed[i - 1];
    const pin = pinnedStart(a);
    const arrival = prev ? prev.end + changeover(prev.activity, a, f.buffer, f.travel) : firstArrival(f, a);
    if (pin !== undefined) {
      timed.push({ activity: a, start: pin, end: pin + duration, pinned: true });
      if (prev && prev.end + legMinutes(prev.activity, a, f.travel) > pin) {
        conflicts.push(runsInto(prev, a, pin, f));
      }
      if (!prev && pin < f.floor) {
        conflicts.push({
          activityId: a.id,
          kind: 'overlap',
          message: `Starts before you arrive (${formatClock(f.floor)})`,
          fix: { label: 'Unpin the time', action: { kind: 'unpin', activityId: a.id } },
        });
      }
      const wrong = whatIsWrong(rules, pin, duration);
      if (wrong) {
        conflicts.push({
          activityId: a.id,
          ...wrong,
          fix: { label: 'Unpin the time', action: { kind: 'unpin', activityId: a.id } },
        });
      }
      return;
    }
    const lower = ceilStep(Math.max(arrival, SEGMENT_START[chosenSegment(a)]));
    const windows = validStarts(rules, duration);
    const best = earliestIn(windows, lower);
    // Waiting for its hours may not carry it past the segment it is in (where it was put, or where the stops
    // before it pushed it): that is not where the traveller wants it.
    const waitedOut =
      best >= 0 && best > lower && SEGMENT_RANK[segmentOf(best)] > SEGMENT_RANK[segmentOf(lower)];
    if (best >= 0 && !waitedOut) {
      timed.push({ activity: a, start: best, end: best + duration, pinned: false });
      return;
    }
    // It cannot be where the traveller put it: kept there, and said so.
    timed.push({ activity: a, start: lower, end: lower + duration, pinned: false });
    const wrong = whatIsWrong(rules, lower, duration) ?? {
      kind: 'closed' as const,
      message: 'Closed at this time',
    };
    const fix = nextOpening(a, day, trip, rules, duration);
    conflicts.push({
      activityId: a.id,
      ...(waitedOut && wrong.kind === 'closed' ? { kind: 'opens-later' as const } : { kind: wrong.kind }),
      message: wrong.message,
      ...(fix ? { fix } : {}),
    });
  });
  const last = timed.at(-1);
  if (last) {
    const back = toBase(f, last.activity)?.minutes ?? 0;
    if (f.backBy !== undefined && last.end + back > f.backBy && !hasConflict(conflicts, last.activity.id)) {
      const fix = nextOpening(
        last.activity,
        day,
        trip,
        rulesOn(last.activity, day.date),
        last.end - last.start,
        -1,
      );
      conflicts.push({
        activityId: last.activity.id,
        kind: 'departure',
        message: `Ends after your departure at ${formatClock(f.backBy)}${back ? ', with the way back' : ''}`,
        ...(fix ? { fix } : {}),
      });
    }
  }
  return { timed, conflicts };
}

/**
 * When the day's first stop can be reached: after leaving at the day's start, or as early as the plan already has
 * it (the planner starts a day early for a must-see that opens early, or for a day trip).
 */
function firstArrival(f: DayFrame, a: Activity): number {
  // Without an accommodation a day trip still counts its way there from town.
  const way = f.base ? (fromBase(f, a)?.minutes ?? 0) : (a.timing?.accessMinutes ?? 0);
  const usual = f.start + way;
  const planned = a.startTime ? parseClock(a.startTime) : undefined;
  return Math.max(f.floor, planned === undefined ? usual : Math.min(usual, planned));
}

const hasConflict = (conflicts: readonly Conflict[], id: ActivityId) =>
  conflicts.some((c) => c.activityId === id);

/** The stop before a pinned one ends too late to get there: an overlap, or a way longer than the gap. */
function runsInto(prev: Timed, pinned: Activity, pin: number, f: DayFrame): Conflict {
  // Unpinning the later stop lets it follow; unpinning the earlier one would not move it any earlier.
  const fix = { label: `Unpin ${pinned.title}`, action: { kind: 'unpin' as const, activityId: pinned.id } };
  if (prev.end > pin) {
    return { activityId: prev.activity.id, kind: 'overlap', message: `Overlaps ${pinned.title}`, fix };
  }
  const way = legMinutes(prev.activity, pinned, f.travel);
  return {
    activityId: prev.activity.id,
    kind: 'travel',
    message: `The ${formatDuration(way)} way to ${pinned.title} does not fit before ${formatClock(pin)}`,
    fix,
  };
}

/**
 * The next time the activity could be: a later segment of the same day, then the following days, then the
 * earlier ones (`skipSameDay` -1 looks at other days only). Undefined when it never can on this trip.
 */
function nextOpening(
  a: Activity,
  day: Day,
  trip: RetimeTrip,
  rules: DateRules,
  duration: number,
  skipSameDay = 0,
): Conflict['fix'] {
  if (skipSameDay === 0) {
    const here = validStarts(rules, duration);
    const later = earliestIn(here, SEGMENT_START[chosenSegment(a)]);
    if (later >= 0 && segmentOf(later) !== chosenSegment(a)) {
      const segment = segmentOf(later);
      return {
        label: `Move to ${SEGMENT_WORDS[segment]}`,
        action: { kind: 'move', activityId: a.id, day: day.day, segment },
      };
    }
  }
  const count = tripLength(trip.startDate, trip.endDate);
  const order = [
    ...Array.from({ length: count - day.day }, (_, i) => day.day + 1 + i),
    ...Array.from({ length: day.day - 1 }, (_, i) => day.day - 1 - i),
  ];
  for (const n of order) {
    const windows = validStarts(rulesOn(a, addDays(trip.startDate, n - 1)), duration);
    const first = earliestIn(windows, SEGMENT_START[chosenSegment(a)]);
    const start = first >= 0 ? first : windows[0];
    if (start === undefined) continue;
    const segment = segmentOf(start);
    return {
      label: `Move to Day ${n} (${segment})`,
      action: { kind: 'move', activityId: a.id, day: n, segment },
    };
  }
  return undefined;
}

function endpoint(base: NonNullable<DayFrame['base']>, minutes: number, leg: Leg): DayEndpoint {
  const m = ((minutes % 1440) + 1440) % 1440;
  const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { name: base.name, lat: base.lat, lng: base.lng, time, travel: leg };
}

function sameEndpoint(a: DayEndpoint | undefined, b: DayEndpoint | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.time === b.time &&
    a.name === b.name &&
    a.lat === b.lat &&
    a.lng === b.lng &&
    a.travel?.minutes === b.travel?.minutes &&
    a.travel?.km === b.travel?.km &&
    a.travel?.mode === b.travel?.mode
  );
}

const byRank = (a: Activity, b: Activity) =>
  SEGMENT_RANK[a.timeSegment] - SEGMENT_RANK[b.timeSegment] || a.order - b.order;

/**
 * What makes a day's times wrong as they stand, in words; empty when every stop has its times, its segment matches
 * its start, it starts once the previous one has ended and the way (and the pace's buffer) is done, keeps every
 * rule of its place on that date, pinned times are kept, and the last stop ends in time for a departure.
 */
export interface DayProblem {
  activityId: ActivityId;
  /** The stop before, when the problem is the gap between the two. */
  afterId?: ActivityId;
  text: string;
}

export function dayProblems(day: Day, trip: RetimeTrip, travel: TravelModel = estimateLeg): DayProblem[] {
  const f = frameOf(day, trip, travel);
  const problems: DayProblem[] = [];
  const add = (a: Activity, text: string, afterId?: ActivityId) =>
    problems.push({
      activityId: a.id,
      text: `${a.title}: ${text}`,
      ...(afterId !== undefined ? { afterId } : {}),
    });
  let prev: { activity: Activity; end: number } | undefined;
  for (const a of [...day.activities].sort(byRank)) {
    const start = a.startTime ? parseClock(a.startTime) : undefined;
    const end = a.endTime ? parseClock(a.endTime) : undefined;
    if (start === undefined || end === undefined) {
      add(a, 'no time');
      return problems;
    }
    const duration = durationMinutes(a);
    // An end after midnight reads as an early morning time.
    const realEnd = end < start ? end + DAY_LIMIT : end;
    if (realEnd - start !== duration) add(a, `${a.startTime}-${a.endTime} is not ${a.duration}`);
    if (segmentOf(start) !== a.timeSegment) add(a, `${a.startTime} is not in the ${a.timeSegment}`);
    const gap = prev ? changeover(prev.activity, a, f.buffer, f.travel) : 0;
    const pinnedGap = prev ? changeover(prev.activity, a, 0, f.travel) : 0;
    if (prev && start < prev.end + (pinnedStart(a) === undefined ? gap : pinnedGap))
      add(
        a,
        `starts ${a.startTime}, before ${prev.activity.title} ends and the way is done`,
        prev.activity.id,
      );
    if (!prev && start < f.floor) add(a, 'starts before the arrival');
    const wrong = whatIsWrong(rulesOn(a, day.date), start, duration);
    if (wrong) add(a, wrong.message);
    prev = { activity: a, end: start + duration };
  }
  if (prev && f.backBy !== undefined && prev.end + (toBase(f, prev.activity)?.minutes ?? 0) > f.backBy)
    add(prev.activity, 'ends after the departure');
  return problems;
}

/**
 * Re-times one day: the day (the same object when nothing changed) and its conflicts. A day whose times already
 * hold (a plan just made, an undo) keeps them, the planner's free time included; any other is timed afresh, every
 * stop as early as the rules allow.
 */
export function retimeDay(day: Day, trip: RetimeTrip, travel: TravelModel = estimateLeg): RetimedDay {
  const f = frameOf(day, trip, travel);
  if (dayProblems(day, trip, travel).length === 0) {
    const ordered = [...day.activities].sort(byRank);
    const first = ordered[0];
    const last = ordered.at(-1);
    const timed = (a: Activity | undefined): Timed | undefined => {
      if (!a) return undefined;
      const start = parseClock(a.startTime!)!;
      return { activity: a, start, end: start + durationMinutes(a), pinned: Boolean(a.pinned) };
    };
    return { day: withEndpoints(day, day.activities, f, timed(first), timed(last)), conflicts: [] };
  }
  let ordered = [...day.activities].sort(byRank);
  let result = schedule(ordered, day, trip, f);
  // A pinned time may belong to an earlier segment than the stops before it: the day is read again in the order
  // the new segments give, until it holds (two more passes at most in practice).
  for (let pass = 0; pass < 3; pass++) {
    const relabelled = relabel(result.timed);
    if (relabelled.every((a, i) => a.id === ordered[i]!.id)) break;
    ordered = relabelled.map((r) => {
      const { placedIn: _placedIn, ...was } = ordered.find((o) => o.id === r.id)!;
      return { ...was, timeSegment: r.timeSegment, ...(r.placedIn ? { placedIn: r.placedIn } : {}) };
    });
    result = schedule(ordered, day, trip, f);
  }
  const activities = relabel(result.timed).map((next) => {
    const was = day.activities.find((a) => a.id === next.id)!;
    return sameTimes(was, next) ? was : next;
  });
  return {
    day: withEndpoints(day, activities, f, result.timed[0], result.timed.at(-1)),
    conflicts: result.conflicts,
  };
}

/** The day with these activities and its departure from and return to the accommodation (same object if equal). */
function withEndpoints(
  day: Day,
  activities: Activity[],
  f: DayFrame,
  first: Timed | undefined,
  last: Timed | undefined,
): Day {
  const startLeg = first && f.base ? fromBase(f, first.activity) : undefined;
  const endLeg = last && f.base ? toBase(f, last.activity) : undefined;
  const start =
    first && f.base
      ? endpoint(f.base, Math.floor((first.start - (startLeg?.minutes ?? 0)) / 5) * 5, startLeg ?? noLeg)
      : undefined;
  const end =
    last && f.base
      ? endpoint(f.base, Math.ceil((last.end + (endLeg?.minutes ?? 0)) / 5) * 5, endLeg ?? noLeg)
      : undefined;
  const unchanged =
    activities.length === day.activities.length &&
    activities.every((a, i) => a === day.activities[i]) &&
    sameEndpoint(start, day.start) &&
    sameEndpoint(end, day.end);
  if (unchanged) return day;
  const next: Day = { date: day.date, day: day.day, activities };
  if (start) next.start = start;
  if (end) next.end = end;
  return next;
}

const noLeg: Leg = { minutes: 0, km: 0, mode: 'walk' };

/**
 * Segment from the start time, order within each segment in sequence; a stop pushed past the segment it was put in
 * remembers that segment.
 */
function relabel(timed: readonly Timed[]): Activity[] {
  const withTimes = timed.map(({ activity, start, end, pinned }): Activity => {
    const { placedIn: _placedIn, ...rest } = activity;
    const segment = segmentOf(start);
    const chosen = chosenSegment(activity);
    return {
      ...rest,
      startTime: formatClock(start),
      endTime: formatClock(end),
      timeSegment: segment,
      ...(!pinned && chosen !== segment ? { placedIn: chosen } : {}),
      ...(activity.duration && durationMinutes(activity) === end - start
        ? {}
        : { duration: formatDuration(end - start) }),
    };
  });
  const count: Record<TimeSegment, number> = { morning: 0, afternoon: 0, evening: 0 };
  return withTimes
    .map((a, i) => ({ a, i }))
    .sort((x, y) => SEGMENT_RANK[x.a.timeSegment] - SEGMENT_RANK[y.a.timeSegment] || x.i - y.i)
    .map(({ a }) => ({ ...a, order: count[a.timeSegment]++ }));
}

function sameTimes(a: Activity, b: Activity): boolean {
  return (
    a.startTime === b.startTime &&
    a.endTime === b.endTime &&
    a.timeSegment === b.timeSegment &&
    a.placedIn === b.placedIn &&
    a.order === b.order &&
    a.duration === b.duration
  );
}

/**
 * The builder's one way to change days: each day of `next` that is not the very object it was in `before` (or every
 * day with `all`) is re-timed; untouched days stay the same objects, as the core operations return them.
 */
export function retimeChanged(
  before: readonly Day[] | null,
  next: readonly Day[],
  trip: RetimeTrip,
  all = false,
  travel: TravelModel = estimateLeg,
): Day[] {
  const previous = new Map((before ?? []).map((d) => [d.day, d]));
  return next.map((d) => (all || previous.get(d.day) !== d ? retimeDay(d, trip, travel).day : d));
}

/** Re-times the given days (all when `which` is absent); untouched days are returned as the same objects. */
export function retimeDays(
  days: readonly Day[],
  trip: RetimeTrip,
  which?: (day: Day) => boolean,
  travel: TravelModel = estimateLeg,
): Day[] {
  return days.map((d) => (!which || which(d) ? retimeDay(d, trip, travel).day : d));
}

export { DAY_LIMIT };
