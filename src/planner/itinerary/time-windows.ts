// Time windows on the START of a visit. A day runs from the pace's start to its end; the morning, afternoon and
// evening segments split it by start time, meals have their own windows, and a visit must fit inside one opening
// range of the place on that date. Windows are closed intervals of whole minutes, stored flat [a0, b0, a1, b1 ...].
import type { Pace, TimeSegment, TravelStyle } from '../../core/constants.ts';
import type { MinuteRange } from './open-now.ts';
import type { MealKind, PlannerPlace } from './types.ts';

export interface PaceSettings {
  /** First possible start of the day (minutes after midnight). */
  dayStart: number;
  /** Every visit ends by then: meals, and places made for the evening (shows, night markets, bars). */
  dayEnd: number;
  /** Other visits end by then, unless the traveller chose nightlife. */
  quietEnd: number;
  /** Minutes left free between two visits on top of the travel time. */
  bufferMinutes: number;
}

/** Light starts later, ends earlier and leaves breaks; busy starts at 8:30 with little slack. */
export const PACE_SETTINGS: Readonly<Record<Pace, PaceSettings>> = {
  light: { dayStart: 9 * 60 + 30, dayEnd: 22 * 60 + 30, quietEnd: 21 * 60 + 30, bufferMinutes: 20 },
  moderate: { dayStart: 9 * 60, dayEnd: 23 * 60 + 30, quietEnd: 22 * 60, bufferMinutes: 10 },
  busy: { dayStart: 8 * 60 + 30, dayEnd: 24 * 60, quietEnd: 22 * 60 + 30, bufferMinutes: 5 },
};

/**
 * A family's visits, whatever the pace, keep a child's hours as on a light day: they end by 21:30, and those made
 * for the evening (a night market, a fountain show) by 22:30. Not the must-sees, which keep the pace's hours (St
 * Stephen's after a 19:00 arrival's dinner), nor an evening outing (Phillip Island's penguins).
 */
export const FAMILY_QUIET_END = 21 * 60 + 30;
export const FAMILY_EVENING_END = 22 * 60 + 30;

/** A relaxed traveller lingers: visits take this much longer and the gaps grow. */
export const RELAXED_STAY_FACTOR = 1.2;
export const RELAXED_EXTRA_BUFFER = 10;

export const MORNING_START = 6 * 60;
export const AFTERNOON_START = 12 * 60;
export const EVENING_START = 18 * 60;
/** The last start time of the evening segment. */
export const EVENING_LAST_START = 23 * 60;

/** Start-time windows of lunch (12:00-14:30) and dinner (18:30-21:00). */
export const MEAL_WINDOWS: Readonly<Record<MealKind, readonly [number, number]>> = {
  lunch: [12 * 60, 14 * 60 + 30],
  dinner: [18 * 60 + 30, 21 * 60],
};

export type Window = readonly [number, number];

/** The closed start-time window of each segment for a pace. */
export function segmentWindows(_pace: Pace): Record<TimeSegment, Window> {
  // The morning opens early: when a day may start (the pace, a day trip's early train, a must-see's opening
  // time) is the day's own business.
  return {
    morning: [MORNING_START, AFTERNOON_START - 1],
    afternoon: [AFTERNOON_START, EVENING_START - 1],
    evening: [EVENING_START, EVENING_LAST_START],
  };
}

/** The segment a start time belongs to (activities are labelled by their start). */
export function segmentOf(minute: number): TimeSegment {
  if (minute < AFTERNOON_START) return 'morning';
  if (minute < EVENING_START) return 'afternoon';
  return 'evening';
}

/** Minutes between visits for this pace and style. */
export function bufferFor(pace: Pace, style: TravelStyle): number {
  return PACE_SETTINGS[pace].bufferMinutes + (style === 'relaxed' ? RELAXED_EXTRA_BUFFER : 0);
}

/** A busy traveller sees the essentials of a place: visits take this share of the usual time. */
export const BUSY_STAY_FACTOR = 0.8;

/**
 * The longest single visit a plan schedules: four hours leave room for lunch or dinner on either side, whatever
 * the place's hours. A place worth longer (a whole-day park, an island) says so on its card.
 */
export const MAX_VISIT_MINUTES = 240;
/**
 * Visiting time a day in town offers besides its meals and the ways between stops, by pace: a light day's
 * longer pauses and later start leave less (London, four light days: the British Museum rather than Stonehenge).
 */
export const TOWN_DAY_VISIT_MINUTES = { light: 270, moderate: 330, busy: 390 } as const;
/** Shorter visits tried, in minutes, for a long must-see that leaves no room for a meal or another must-see. */
export const SHORTER_MUST_SEE_VISITS = [180, 150, 120] as const;
/** The shortest a must-see is kept for a meal, when no lesser visit giving way and no longer visit lets it in. */
export const LAST_SHORTER_MUST_SEE_VISIT = 90;
/** The latest a must-see open only at night may end on a day of any pace (minutes after midnight). */
export const LATE_MUST_SEE_END = 23 * 60 + 30;
/** A place whose doors open this late or later (minutes after midnight) is open only at night. */
const NIGHT_OPENING = 17 * 60;

/**
 * When a place's doors open at a set time before the morning on a date (from openRangesOnDate), else undefined:
 * a visit made at dawn (Angkor Wat at sunrise from 5:00, the alms giving in Luang Prabang from 5:30, Mount
 * Batur's trek from 3:30). Places open all day and night do not count.
 */
export function opensAtDawn(ranges: readonly MinuteRange[]): number | undefined {
  const open = ranges[0]?.[0];
  return open !== undefined && open > 0 && open < MORNING_START ? open : undefined;
}

/** Whether a place's opening ranges of a date (from openRangesOnDate) all start at night (the Night Safari). */
export function opensOnlyAtNight(ranges: readonly MinuteRange[]): boolean {
  return ranges.length > 0 && ranges.every(([open]) => open >= NIGHT_OPENING);
}
/** A day trip kept shorter for lunch keeps at least this long a visit (minutes). */
export const MIN_SHORT_TRIP_VISIT = 90;

/** What a visit's length is read from: a show or a fixed tour (start times) lasts what it lasts. */
export type VisitLength = { durationMinutes: number; startTimes?: readonly string[] | undefined };

/** How long a visit would last for this style and pace, before the cap, rounded to 5 minutes. */
export function fullStayMinutes(place: VisitLength, style: TravelStyle, pace?: Pace): number {
  const { durationMinutes } = place;
  // The elephant orphanage's one viewing, 11:00 to 12:00: a slower traveller cannot stay on after it.
  if (place.startTimes) return durationMinutes;
  const factor = (style === 'relaxed' ? RELAXED_STAY_FACTOR : 1) * (pace === 'busy' ? BUSY_STAY_FACTOR : 1);
  return Math.max(15, roundStep(durationMinutes * factor));
}

/** How long a visit lasts for this style and pace, rounded to 5 minutes, at most MAX_VISIT_MINUTES. */
export function stayMinutes(place: VisitLength, style: TravelStyle, pace?: Pace): number {
  return Math.min(MAX_VISIT_MINUTES, fullStayMinutes(place, style, pace));
}

/**
 * Visiting minutes a busy day shares among its visits: a busy traveller with a limit of 10 sees ten places for
 * 40 minutes each (the essentials of the Musée d'Orsay, not its afternoon), a limit of 4 keeps 100 minutes.
 * With 500 (50 minutes, highlights 100), four busy days of ten in the twelve biggest guides held ten visits on 35
 * of 83 town days; with 450 and highlights at 1.75 times, 46 (decision 0036, fifth amendment); with 400 and
 * highlights at twice (80 minutes, as before), busy days of ten over every guide 342 -> 378 of 968 (sixth).
 */
const BUSY_DAY_VISIT_MINUTES = 400;
/** A highlight (a must-see, a short trip's highlight) keeps this many times a busy visit: the Louvre 80 minutes. */
const BUSY_HIGHLIGHT_FACTOR = 2;
/** A busy visit is never kept shorter than this by the limit (a place's own shorter length stands). */
const MIN_BUSY_VISIT_MINUTES = 40;
/**
 * Nor shorter than this share of its usual length: a theme park of nine hours is three on a busy day, not fifty
 * minutes after dinner (Toronto: Canada's Wonderland 20:30-21:20).
 */
const MIN_BUSY_VISIT_SHARE = 1 / 3;

/**
 * A visit that lasts what it lasts whatever the day: a show or a fixed tour (start times), an experience (a
 * cruise, a cooking class) and a hike (half of Umm al-Biyara's climb is not a visit).
 */
function keepsItsLength(place: VisitLength & { category: string; tags: readonly string[] }): boolean {
  return Boolean(place.startTimes) || place.category === 'experience' || place.tags.includes('hiking');
}

/**
 * The longest a town visit lasts on a busy trip with this daily limit: Infinity at another pace, and for a visit
 * that keeps its length.
 */
export function busyStayCap(
  place: VisitLength & { category: string; tags: readonly string[] },
  trip: { activityPace: Pace; activityLimit: number },
  highlight: boolean,
): number {
  if (trip.activityPace !== 'busy' || keepsItsLength(place)) return Number.POSITIVE_INFINITY;
  const cap = Math.max(MIN_BUSY_VISIT_MINUTES, roundStep(BUSY_DAY_VISIT_MINUTES / trip.activityLimit));
  const share = roundStep(place.durationMinutes * MIN_BUSY_VISIT_SHARE);
  return Math.max(highlight ? roundStep(BUSY_HIGHLIGHT_FACTOR * cap) : cap, share);
}

/** A meal lasts as long as the place suggests, within 45 minutes and 2 hours. */
export function mealMinutes(durationMinutes: number): number {
  return Math.min(120, Math.max(45, roundStep(durationMinutes)));
}

/** The longest meal at a market's stalls or food hall. */
const MARKET_MEAL_MINUTES = 60;

/**
 * How long a meal at the place lasts. A market's length is the browse; a meal at its stalls takes an hour at most
 * (Damnoen Saduak's floating market, five hours of canals until it closes at noon, is still lunch at 11:00).
 */
export function mealLength(place: Pick<PlannerPlace, 'durationMinutes' | 'category'>): number {
  const minutes = mealMinutes(place.durationMinutes);
  return place.category === 'market' ? Math.min(minutes, MARKET_MEAL_MINUTES) : minutes;
}

/** A visit timed to the sunset starts this long before it, at the latest... */
export const SUNSET_LEAD_MINUTES = 15;
/** ...and lasts at least this long past it. */
export const SUNSET_AFTER_MINUTES = 30;

/** Start times are on 5-minute marks ("9:35 AM", never "9:37 AM"). */
export const TIME_STEP = 5;
export const ceilStep = (t: number) => Math.ceil(t / TIME_STEP) * TIME_STEP;
const floorStep = (t: number) => Math.floor(t / TIME_STEP) * TIME_STEP;
const roundStep = (t: number) => Math.round(t / TIME_STEP) * TIME_STEP;

/**
 * Start times at which a visit of `duration` minutes lies inside one opening range, starts inside one of the
 * `allowed` windows and ends by `dayEnd`. Returns flat closed intervals on 5-minute marks, sorted and disjoint.
 */
export function startWindows(
  opening: readonly MinuteRange[],
  allowed: readonly Window[],
  duration: number,
  dayEnd: number,
): number[] {
  const out: number[] = [];
  for (const [open, close] of opening) {
    const latestInRange = Math.min(close, dayEnd) - duration;
    for (const [a, b] of allowed) {
      const lo = ceilStep(Math.max(open, a));
      const hi = floorStep(Math.min(latestInRange, b));
      if (lo <= hi) out.push(lo, hi);
    }
  }
  return normalise(out);
}

function normalise(flat: number[]): number[] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i]!, flat[i + 1]!]);
  pairs.sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  for (const [lo, hi] of pairs) {
    const n = out.length;
    if (n > 0 && lo <= out[n - 1]! + 1) out[n - 1] = Math.max(out[n - 1]!, hi);
    else out.push(lo, hi);
  }
  return out;
}

/** A café visited as a sight (coffee and cake, a bagel) ends this long before the earliest start of a meal... */
const SNACK_BEFORE_MEAL_MINUTES = 60;
/** ...and starts no earlier than this after the latest start of one: coffee after lunch, no bagel just before it. */
const SNACK_AFTER_MEAL_MINUTES = 60;

/**
 * The parts of `allowed` (start windows) where a snack of `visit` minutes keeps clear of the day's meals, each
 * given as its window of start times. Auckland had Best Ugly Bagels at 13:00 and lunch at 13:55; Paris three cafés
 * and bakeries in a row before lunch.
 */
export function awayFromMeals(allowed: readonly Window[], meals: readonly Window[], visit: number): Window[] {
  let out: Window[] = [...allowed];
  for (const [first, last] of meals) {
    const from = first - SNACK_BEFORE_MEAL_MINUTES - visit;
    const to = last + SNACK_AFTER_MEAL_MINUTES;
    out = out.flatMap(([a, b]): Window[] => {
      const parts: Window[] = [];
      if (a < from) parts.push([a, Math.min(b, from)]);
      if (b > to) parts.push([Math.max(a, to), b]);
      return parts;
    });
  }
  return out;
}

/** The earliest start on a 5-minute mark at or after `t` inside the windows, or -1 if none. */
export function earliestStart(windows: readonly number[], t: number): number {
  const at = ceilStep(t);
  for (let i = 0; i < windows.length; i += 2) {
    const hi = windows[i + 1]!;
    if (at <= hi) return Math.max(at, windows[i]!);
  }
  return -1;
}
