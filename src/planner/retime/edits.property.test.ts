// Any sequence of edits on real plans, through the builder's one choke point (retimeChanged, which the trip store's
// commitDays is): every day without a
// conflict is consistent (each start at or after the previous end plus the way, inside its hours, meals in their
// windows, segment labels matching the times), every inconsistency is reported as a conflict on its activity or
// the one before, pinned times never move, and a stored day is already what re-timing gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Activity, Day } from '../../core/activity.ts';
import { TIME_SEGMENTS } from '../../core/constants.ts';
import { buildTextExport } from '../../core/export/text.ts';
import {
  addActivity,
  allActivities,
  duplicateActivity,
  moveActivity,
  removeActivity,
  reorderSegment,
  setDayOrder,
  updateActivity,
} from '../../core/itinerary.ts';
import type { TripDetails } from '../../core/trip.ts';
import { getKnowledgeBase } from '../../knowledge/index.ts';
import { formatClock } from '../itinerary/clock.ts';
import { planTrip } from '../itinerary/plan.ts';
import { segmentOf } from '../itinerary/time-windows.ts';
import type { PlannerPlace, PlanTripInput } from '../itinerary/types.ts';
import { estimateLeg } from '../travel.ts';
import { daysFromPlan } from './from-plan.ts';
import { dayProblems, optimizeDayRoute, retimeChanged, retimeDay } from './index.ts';

const kb = getKnowledgeBase();

function fixture(id: string, trip: Partial<TripDetails>, seed: number) {
  const destination = kb.destination(id)!;
  const places: PlannerPlace[] = kb.placesOf(id).map((p) => ({ ...p, gid: p.globalId }));
  const details = {
    destination: destination.name,
    startDate: '2026-12-07',
    endDate: '2026-12-09',
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['history', 'food', 'nightlife'],
    dietaryPreferences: [],
    activityLimit: 5,
    activityPace: 'moderate',
    ...trip,
  } as TripDetails;
  const input: PlanTripInput = {
    trip: details,
    center: destination,
    places,
    seed,
    mustSee: (destination.highlights ?? []).map((h) => `${id}/${h}`),
    mealTimes: destination.mealTimes,
    timeZone: destination.timeZone,
  };
  return { trip: details, days: daysFromPlan(input, planTrip(input)) };
}

const FIXTURES = [
  fixture('lisbon', { accommodation: { name: 'Hotel Avenida', lat: 38.7166, lng: -9.1421 } }, 1),
  fixture(
    'lisbon',
    { activityPace: 'busy', activityLimit: 7, arrivalTime: '13:30', departureTime: '17:00' },
    2,
  ),
  fixture('paris', { activityPace: 'light', travelStyle: 'relaxed', endDate: '2026-12-10' }, 3),
  // An evening outing timed to the sunset (the Penguin Parade) and a cruise with lunch on board (Ha Long Bay).
  fixture(
    'melbourne',
    { endDate: '2026-12-10', accommodation: { name: 'Hotel Southbank', lat: -37.823, lng: 144.964 } },
    1,
  ),
  fixture('hanoi', { endDate: '2026-12-10', interests: ['nature', 'history'] }, 1),
];

type Edit = { kind: number; a: number; b: number; c: number; d: number };
const edit = fc.record({
  kind: fc.integer({ min: 0, max: 10 }),
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  d: fc.nat(1000),
});

interface State {
  days: Day[];
  /** Pinned activity id -> the start the traveller typed. */
  pins: Map<string, string>;
}

function apply(state: State, e: Edit, trip: TripDetails): State {
  const { days } = state;
  const all = allActivities(days);
  const pins = new Map(state.pins);
  const dayCount = days.length;
  const pick = (k: number): Activity | undefined => all[k % Math.max(1, all.length)];
  const segment = TIME_SEGMENTS[e.c % 3]!;
  let next: Day[] = days;
  const target = pick(e.a);
  switch (e.kind) {
    case 0: // drag within or between segments and days
      if (!target) break;
      next = moveActivity(days, target.id, (e.b % dayCount) + 1, segment, e.d % 8, trip.startDate);
      if (segment !== target.timeSegment) pins.delete(String(target.id));
      break;
    case 1: {
      // reorder one segment
      const day = days[e.b % dayCount]!;
      const ids = day.activities.filter((a) => a.timeSegment === segment).map((a) => a.id);
      const shuffled = ids.map((id, i) => ({ id, k: (i * 7 + e.d) % 11 })).sort((x, y) => x.k - y.k);
      next = reorderSegment(
        days,
        day.day,
        segment,
        shuffled.map((x) => x.id),
      );
      break;
    }
    case 2:
      if (target) {
        next = removeActivity(days, target.id);
        pins.delete(String(target.id));
      }
      break;
    case 3:
      if (target)
        next = duplicateActivity(days, target.id, {
          day: (e.b % dayCount) + 1,
          segment,
          startDate: trip.startDate,
        });
      break;
    case 4: {
      // a custom activity, sometimes with a typed start (pinned)
      const start = 7 * 60 + (e.d % 160) * 5;
      const typed = e.b % 2 === 0;
      next = addActivity(
        days,
        {
          title: `Custom ${e.a}`,
          day: (e.a % dayCount) + 1,
          timeSegment: typed ? segmentOf(start) : segment,
          duration: `${30 + (e.c % 8) * 15} minutes`,
          ...(typed ? { startTime: formatClock(start), pinned: true } : {}),
          isCustom: true,
        },
        trip.startDate,
      );
      break;
    }
    case 5: {
      // a start typed in the edit dialog pins it
      if (!target) break;
      const start = 8 * 60 + (e.d % 150) * 5;
      next = updateActivity(
        days,
        target.id,
        { startTime: formatClock(start), pinned: true, timeSegment: segmentOf(start) },
        trip.startDate,
      );
      break;
    }
    case 6:
      if (target) {
        next = updateActivity(days, target.id, { pinned: false }, trip.startDate);
        pins.delete(String(target.id));
      }
      break;
    case 7:
      if (target)
        next = updateActivity(
          days,
          target.id,
          { duration: `${15 + (e.b % 16) * 15} minutes` },
          trip.startDate,
        );
      break;
    case 8: {
      // a conflict's one-click fix
      const day = days[e.b % dayCount]!;
      const fix = retimeDay(day, trip).conflicts[e.d % 5]?.fix?.action;
      if (!fix) break;
      if (fix.kind === 'unpin') {
        next = updateActivity(days, fix.activityId, { pinned: false }, trip.startDate);
        pins.delete(String(fix.activityId));
      } else {
        next = moveActivity(days, fix.activityId, fix.day, fix.segment, 99, trip.startDate);
        const moved = allActivities(days).find((a) => a.id === fix.activityId);
        if (moved && moved.timeSegment !== fix.segment) pins.delete(String(fix.activityId));
      }
      break;
    }
    default: {
      // Optimize Route
      const day = days[e.b % dayCount]!;
      const cost = (a: Activity, b: Activity) =>
        a.lat !== undefined && b.lat !== undefined ? estimateLeg(a as never, b as never).minutes : 15;
      const route = optimizeDayRoute(day, trip, { between: cost });
      if (route.kind === 'ordered') next = setDayOrder(days, day.day, route.sequence);
    }
  }
  const committed = retimeChanged(days, next, trip);
  // The edit dialog's and add dialog's typed starts are remembered to check they never move.
  if (e.kind === 4 && e.b % 2 === 0) {
    const added = allActivities(committed).find((a) => !all.some((o) => o.id === a.id) && a.pinned);
    if (added) pins.set(String(added.id), added.startTime!);
  }
  if (e.kind === 5 && target) {
    const now = allActivities(committed).find((a) => a.id === target.id);
    if (now?.pinned) pins.set(String(target.id), now.startTime!);
  }
  return { days: committed, pins };
}

function check(state: State, trip: TripDetails) {
  for (const day of state.days) {
    const { day: again, conflicts } = retimeDay(day, trip);
    expect(again, `day ${day.day} is stored as re-timing gives it`).toBe(day);
    const problems = dayProblems(day, trip);
    if (conflicts.length === 0) expect(problems, `day ${day.day} has no conflict, so it holds`).toEqual([]);
    const flagged = new Set(conflicts.map((c) => c.activityId));
    for (const p of problems) {
      expect(
        flagged.has(p.activityId) || (p.afterId !== undefined && flagged.has(p.afterId)),
        `reported: ${p.text}`,
      ).toBe(true);
    }
  }
  for (const [id, start] of state.pins) {
    const a = allActivities(state.days).find((x) => String(x.id) === id);
    if (a?.pinned) expect(a.startTime, `${a.title} keeps its pinned time`).toBe(start);
  }
}

describe('any sequence of edits keeps every day true', () => {
  it('a plan just made is kept as the planner timed it', () => {
    for (const f of FIXTURES) {
      expect(retimeChanged(null, f.days, f.trip, true)).toEqual(f.days);
      check({ days: f.days, pins: new Map() }, f.trip);
    }
  });

  it('holds after any sequence of edits', () => {
    fc.assert(
      fc.property(
        fc.nat(FIXTURES.length - 1),
        fc.array(edit, { minLength: 1, maxLength: 12 }),
        (k, edits) => {
          const { trip, days } = FIXTURES[k]!;
          let state: State = { days, pins: new Map() };
          for (const e of edits) {
            state = apply(state, e, trip);
            check(state, trip);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('exports read the re-timed schedule', () => {
    const { trip, days } = FIXTURES[0]!;
    const dinner = allActivities(days).find((a) => a.meal === 'dinner')!;
    const moved = retimeChanged(
      days,
      moveActivity(days, dinner.id, dinner.day, 'morning', 0, trip.startDate),
      trip,
    )!;
    const now = allActivities(moved).find((a) => a.id === dinner.id)!;
    expect(now.startTime).not.toBe(dinner.startTime);
    const text = buildTextExport({ ...trip, destination: 'Lisbon, Portugal' }, moved).content;
    expect(text).toContain(`${now.startTime} - ${now.endTime}`);
  });
});
