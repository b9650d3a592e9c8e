// Pure itinerary operations (SPEC.md section 4 'Itinerary state'). No input is ever mutated; untouched days are
// returned as the same objects. After any operation, days are sorted by day number and each day's activities by
// segment (morning, afternoon, evening) then order, with orders 0..n-1 inside each segment.
import type { Activity, ActivityId, ActivityInput, Day } from './activity.ts';
import type { TimeSegment } from './constants.ts';
import { addDays, tripLength } from './dates.ts';

const SEGMENT_RANK: Record<TimeSegment, number> = { morning: 0, afternoon: 1, evening: 2 };

/** Builder on entry: the default end when none is set is start + 7 days (SPEC.md section 4). */
export const DEFAULT_TRIP_SPAN_DAYS = 7;
/** Guards against a nonsense date range creating thousands of days; the trip form already keeps trips to 7. */
const MAX_DAYS_GUARD = 366;

/** An activity as a form, the planner or a suggestion gives it: id, order and isSelected are assigned here. */
export type ActivityDraft = Omit<ActivityInput, 'id' | 'order' | 'isSelected'> &
  Partial<Pick<ActivityInput, 'id' | 'order' | 'isSelected'>>;
/** Fields an edit may change (the id never changes). */
export type ActivityChanges = Partial<Omit<Activity, 'id'>>;

export function sortActivities(activities: readonly Activity[]): Activity[] {
  return [...activities].sort(
    (a, b) => SEGMENT_RANK[a.timeSegment] - SEGMENT_RANK[b.timeSegment] || a.order - b.order,
  );
}

/** The date of day N of a trip starting on startDate. */
export function dateOfDay(startDate: string, day: number): string {
  return addDays(startDate, day - 1);
}

/** One empty day per calendar day from start to end inclusive (end defaults to start + 7 days). */
export function emptyDays(startDate: string, endDate?: string | null): Day[] {
  const end = endDate || addDays(startDate, DEFAULT_TRIP_SPAN_DAYS);
  const count = Math.min(tripLength(startDate, end), MAX_DAYS_GUARD);
  return Array.from({ length: count }, (_, i) => ({
    day: i + 1,
    date: dateOfDay(startDate, i + 1),
    activities: [],
  }));
}

/**
 * Fits existing days to the trip's dates: every day 1..length exists and carries its date. Days beyond the length
 * are kept (with their activities) so that changing the dates never silently loses a plan.
 */
export function ensureDays(
  days: readonly Day[] | null | undefined,
  startDate: string,
  endDate?: string | null,
): Day[] {
  const byNumber = new Map((days ?? []).map((d) => [d.day, d]));
  const result = emptyDays(startDate, endDate).map((empty) => {
    const existing = byNumber.get(empty.day);
    byNumber.delete(empty.day);
    if (!existing) return empty;
    return existing.date === empty.date ? existing : { ...existing, date: empty.date };
  });
  for (const extra of byNumber.values()) {
    const date = dateOfDay(startDate, extra.day);
    result.push(extra.date === date ? extra : { ...extra, date });
  }
  return normalizeDays(result);
}

/**
 * Repairs days from outside (a saved plan, the planner, local storage): days sorted and merged by number,
 * activities sorted and renumbered, every activity's day set to its container, duplicate ids replaced.
 */
export function normalizeDays(days: readonly Day[]): Day[] {
  const merged = new Map<number, Day>();
  for (const d of [...days].sort((a, b) => a.day - b.day)) {
    const prev = merged.get(d.day);
    merged.set(d.day, prev ? { ...prev, activities: [...prev.activities, ...d.activities] } : d);
  }
  const seen = new Set<ActivityId>();
  const all = new Set(allActivities(days).map((a) => a.id));
  return [...merged.values()].map((d) => {
    let changed = false;
    const activities = d.activities.map((a) => {
      if (!seen.has(a.id)) {
        seen.add(a.id);
        return a;
      }
      changed = true;
      const id = newActivityId(all);
      all.add(id);
      seen.add(id);
      return { ...a, id };
    });
    return tidyDay(changed ? { ...d, activities } : d);
  });
}

let sequence = 0;

/** A time-based id that is not in `taken` (a counter and a random part keep ids made in the same millisecond apart). */
export function newActivityId(taken: ReadonlySet<ActivityId> = new Set()): string {
  for (;;) {
    sequence = (sequence + 1) % 1_679_616;
    const random = Math.floor(Math.random() * 1_679_616).toString(36);
    const id = `act-${Date.now().toString(36)}-${sequence.toString(36)}-${random}`;
    if (!taken.has(id)) return id;
  }
}

export function allActivities(days: readonly Day[]): Activity[] {
  return days.flatMap((d) => d.activities);
}

export function totalActivities(days: readonly Day[]): number {
  return days.reduce((n, d) => n + d.activities.length, 0);
}

export function findActivity(
  days: readonly Day[],
  id: ActivityId,
): { activity: Activity; day: Day; index: number } | undefined {
  for (const day of days) {
    const index = day.activities.findIndex((a) => a.id === id);
    if (index >= 0) return { activity: day.activities[index]!, day, index };
  }
  return undefined;
}

/** Adds a client-made activity to the day with its day number (created if missing) at the end of its segment. */
export function addActivity(days: readonly Day[], draft: ActivityDraft, startDate: string): Day[] {
  checkDayNumber(draft.day);
  const taken = idSet(days);
  const activity = fromDraft(draft, newActivityId(taken), draft.day);
  return withDay(days, draft.day, startDate, (d) => appendToSegment(d, [activity]));
}

/**
 * Merges changes into an activity. A new day moves it to that day (created if missing); a new day or segment puts
 * it at the end of its new segment and renumbers the segment it left.
 */
export function updateActivity(
  days: readonly Day[],
  id: ActivityId,
  changes: ActivityChanges,
  startDate: string,
): Day[] {
  const found = findActivity(days, id);
  if (!found) return [...days];
  const { activity, day } = found;
  const merged: Activity = withoutPlacedIn(
    { ...activity, ...changes, id: activity.id },
    'timeSegment' in changes,
  );
  if (merged.day === day.day && merged.timeSegment === activity.timeSegment) {
    return replaceDay(
      days,
      tidyDay({ ...day, activities: day.activities.map((a) => (a.id === id ? merged : a)) }),
    );
  }
  checkDayNumber(merged.day);
  const without = replaceDay(
    days,
    tidyDay({ ...day, activities: day.activities.filter((a) => a.id !== id) }),
  );
  return withDay(without, merged.day, startDate, (d) => appendToSegment(d, [merged]));
}

/** Removes exactly one activity (days are kept even when they become empty). */
export function removeActivity(days: readonly Day[], id: ActivityId): Day[] {
  const found = findActivity(days, id);
  if (!found) return [...days];
  const { day, index } = found;
  return replaceDay(days, tidyDay({ ...day, activities: day.activities.toSpliced(index, 1) }));
}

/**
 * Reorders one segment of a day by position in `orderedIds`. Ids not in that segment are ignored, and activities of
 * the segment missing from the list keep their relative order after the listed ones, so nothing is ever lost.
 */
export function reorderSegment(
  days: readonly Day[],
  dayNumber: number,
  segment: TimeSegment,
  orderedIds: readonly ActivityId[],
): Day[] {
  const day = days.find((d) => d.day === dayNumber);
  if (!day) return [...days];
  const inSegment = day.activities.filter((a) => a.timeSegment === segment);
  const position = new Map<ActivityId, number>();
  for (const id of orderedIds) if (!position.has(id)) position.set(id, position.size);
  const ranked = inSegment
    .map((a, i) => ({ a, rank: position.get(a.id) ?? position.size + i }))
    .sort((x, y) => x.rank - y.rank)
    .map(({ a }, order) => (a.order === order ? a : { ...a, order }));
  const others = day.activities.filter((a) => a.timeSegment !== segment);
  return replaceDay(days, tidyDay({ ...day, activities: [...others, ...ranked] }));
}

/**
 * Gives a day a new visiting order (Optimize Route): the listed activities in that sequence, each in the segment
 * given with it; activities of the day not listed keep their segment and come after the listed ones there.
 */
export function setDayOrder(
  days: readonly Day[],
  dayNumber: number,
  sequence: readonly { id: ActivityId; segment: TimeSegment }[],
): Day[] {
  const day = days.find((d) => d.day === dayNumber);
  if (!day) return [...days];
  const rank = new Map(sequence.map((s, i) => [s.id, i]));
  const segmentOf = new Map(sequence.map((s) => [s.id, s.segment]));
  const listed = day.activities
    .filter((a) => rank.has(a.id))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
    .map((a, i) => ({
      ...withoutPlacedIn(a),
      timeSegment: segmentOf.get(a.id)!,
      order: i - sequence.length,
    }));
  const others = day.activities.filter((a) => !rank.has(a.id));
  return replaceDay(days, tidyDay({ ...day, activities: [...listed, ...others] }));
}

/**
 * Moves an activity to position `toIndex` of a segment of a day (created if missing), between segments or days
 * (SPEC.md 'Drag between segments'). The index is clamped to the segment; both affected lists are renumbered.
 */
export function moveActivity(
  days: readonly Day[],
  id: ActivityId,
  toDay: number,
  toSegment: TimeSegment,
  toIndex: number,
  startDate: string,
): Day[] {
  const found = findActivity(days, id);
  if (!found) return [...days];
  checkDayNumber(toDay);
  const { activity, day } = found;
  // A fixed time belongs to its segment: put elsewhere in the day, the activity takes the time it is given there.
  const { pinned, placedIn: _placedIn, ...rest } = activity;
  const keepPin = pinned && toSegment === activity.timeSegment;
  const moved: Activity = { ...rest, ...(keepPin ? { pinned } : {}), day: toDay, timeSegment: toSegment };
  const without = replaceDay(
    days,
    tidyDay({ ...day, activities: day.activities.filter((a) => a.id !== id) }),
  );
  return withDay(without, toDay, startDate, (d) => {
    const segment = d.activities.filter((a) => a.timeSegment === toSegment);
    const at = Math.max(
      0,
      Math.min(Number.isFinite(toIndex) ? Math.trunc(toIndex) : segment.length, segment.length),
    );
    const reordered = segment.toSpliced(at, 0, moved).map((a, order) => ({ ...a, order }));
    return tidyDay({
      ...d,
      activities: [...d.activities.filter((a) => a.timeSegment !== toSegment), ...reordered],
    });
  });
}

/**
 * Adds a copy of an activity with a new id: right after the original, or at the end of the segment of the day given
 * in `to` (created if missing). The copy's time is not fixed, so that re-timing puts it after what comes before it.
 */
export function duplicateActivity(
  days: readonly Day[],
  id: ActivityId,
  to?: { day: number; segment: TimeSegment; startDate: string },
): Day[] {
  const found = findActivity(days, id);
  if (!found) return [...days];
  const { activity, day, index } = found;
  const { pinned: _pinned, ...rest } = activity;
  const copy: Activity = { ...rest, id: newActivityId(idSet(days)), order: activity.order + 0.5 };
  if (to) {
    checkDayNumber(to.day);
    const placed: Activity = { ...withoutPlacedIn(copy), day: to.day, timeSegment: to.segment };
    return withDay(days, to.day, to.startDate, (d) => appendToSegment(d, [placed]));
  }
  return replaceDay(days, tidyDay({ ...day, activities: day.activities.toSpliced(index + 1, 0, copy) }));
}

/** Appends suggested activities to a day (created if missing): new ids, isSelected false, each at the end of its segment. */
export function appendActivities(
  days: readonly Day[],
  dayNumber: number,
  drafts: readonly ActivityDraft[],
  startDate: string,
): Day[] {
  checkDayNumber(dayNumber);
  if (drafts.length === 0) return [...days];
  const taken = idSet(days);
  const added = drafts.map((draft) => {
    const id = newActivityId(taken);
    taken.add(id);
    return fromDraft(draft, id, dayNumber);
  });
  return withDay(days, dayNumber, startDate, (d) => appendToSegment(d, added));
}

// --- helpers ---

/** The activity without the segment re-timing remembered: the traveller has just chosen one. */
function withoutPlacedIn(a: Activity, when = true): Activity {
  if (!when || a.placedIn === undefined) return a;
  const { placedIn: _placedIn, ...rest } = a;
  return rest;
}

function checkDayNumber(day: number) {
  if (!Number.isInteger(day) || day < 1)
    throw new RangeError(`Day must be a whole number from 1, not ${day}.`);
}

function idSet(days: readonly Day[]): Set<ActivityId> {
  return new Set(allActivities(days).map((a) => a.id));
}

function fromDraft(draft: ActivityDraft, id: string, day: number): Activity {
  return {
    ...draft,
    id,
    day,
    order: 0,
    isCustom: draft.isCustom ?? false,
    isVegetarian: draft.isVegetarian ?? false,
    isSelected: false,
  };
}

/** Sorted by segment then order, each segment renumbered 0..n-1, each activity's day set to the container's. */
function tidyDay(day: Day): Day {
  const next: Record<TimeSegment, number> = { morning: 0, afternoon: 0, evening: 0 };
  let changed = false;
  const activities = sortActivities(day.activities).map((a, i) => {
    const order = next[a.timeSegment]++;
    if (a !== day.activities[i]) changed = true;
    if (a.order === order && a.day === day.day) return a;
    changed = true;
    return { ...a, order, day: day.day };
  });
  return changed ? { ...day, activities } : day;
}

/** Puts activities at the end of their segments, in the given order. */
function appendToSegment(day: Day, added: readonly Activity[]): Day {
  const top: Record<TimeSegment, number> = { morning: -1, afternoon: -1, evening: -1 };
  for (const a of day.activities) top[a.timeSegment] = Math.max(top[a.timeSegment], a.order);
  const placed = added.map((a) => ({ ...a, day: day.day, order: ++top[a.timeSegment] }));
  return tidyDay({ ...day, activities: [...day.activities, ...placed] });
}

function replaceDay(days: readonly Day[], next: Day): Day[] {
  return days.map((d) => (d.day === next.day ? next : d));
}

/** Applies `change` to day N, creating it (dated start + N - 1) in its sorted place when missing. */
function withDay(days: readonly Day[], dayNumber: number, startDate: string, change: (d: Day) => Day): Day[] {
  const existing = days.find((d) => d.day === dayNumber);
  if (existing) return replaceDay(days, change(existing));
  const created = change({ day: dayNumber, date: dateOfDay(startDate, dayNumber), activities: [] });
  return [...days, created].sort((a, b) => a.day - b.day);
}
