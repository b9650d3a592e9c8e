// A conflict's fix applied: the activity goes where in its segment it keeps its rules.
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityTiming, Day } from '../../core/activity.ts';
import { moveActivity } from '../../core/itinerary.ts';
import { applyFixAction } from './apply-fix.ts';
import { type RetimeTrip, retimeDay } from './retime.ts';

const TRIP: RetimeTrip = {
  startDate: '2026-12-07',
  endDate: '2026-12-07',
  activityPace: 'moderate',
  travelStyle: 'cultural',
};
const open = (ranges: [number, number][]): ActivityTiming => ({ from: TRIP.startDate, open: [ranges] });
const CHIADO = { lat: 38.7107, lng: -9.1424 };

let id = 0;
function act(over: Partial<Activity> & Pick<Activity, 'title' | 'timeSegment'>): Activity {
  return {
    id: `f${++id}`,
    day: 1,
    order: id,
    isCustom: false,
    isVegetarian: false,
    isSelected: false,
    lat: CHIADO.lat + id * 0.001,
    lng: CHIADO.lng,
    ...over,
  };
}
const titles = (d: Day) => d.activities.map((a) => `${a.title} ${a.startTime} ${a.timeSegment}`);

describe('applying a fix', () => {
  it('puts dinner back before the evening stroll when the end of the evening would keep it past closing', () => {
    const castle = act({ title: 'Castle', timeSegment: 'afternoon', duration: '2 hours' });
    const dinner = act({
      title: 'Dinner at Casa',
      timeSegment: 'evening',
      duration: '1 hour 30 minutes',
      meal: 'dinner',
      timing: open([[19 * 60 + 30, 22 * 60 + 45]]),
    });
    // Its bars open at 20:00.
    const stroll = act({
      title: 'Pink Street',
      timeSegment: 'evening',
      duration: '2 hours',
      timing: open([[20 * 60, 26 * 60]]),
    });
    const planned = retimeDay(
      { day: 1, date: TRIP.startDate, activities: [castle, dinner, stroll] },
      TRIP,
    ).day;
    // Dinner dragged to the morning: a conflict whose fix moves it to the evening.
    const moved = retimeDay(moveActivity([planned], dinner.id, 1, 'morning', 0, TRIP.startDate)[0]!, TRIP);
    const fix = moved.conflicts.find((c) => c.activityId === dinner.id)?.fix?.action;
    expect(fix).toEqual({ kind: 'move', activityId: dinner.id, day: 1, segment: 'evening' });
    // At the end of the evening, after two hours on Pink Street, dinner would end after the kitchen closes.
    const atEnd = retimeDay(
      moveActivity([moved.day], dinner.id, 1, 'evening', Number.POSITIVE_INFINITY, TRIP.startDate)[0]!,
      TRIP,
    );
    expect(atEnd.conflicts.some((c) => c.activityId === dinner.id)).toBe(true);
    const fixed = retimeDay(applyFixAction([moved.day], fix!, TRIP)[0]!, TRIP);
    expect(fixed.conflicts).toEqual([]);
    expect(titles(fixed.day).slice(-2)).toEqual([
      'Dinner at Casa 7:30 PM evening',
      'Pink Street 9:15 PM evening',
    ]);
  });

  it('keeps the end of the segment when the activity fits there', () => {
    const bar = act({
      title: 'Bar',
      timeSegment: 'evening',
      duration: '1 hour',
      timing: open([[19 * 60, 26 * 60]]),
    });
    const walk = act({ title: 'Walk', timeSegment: 'evening', duration: '1 hour' });
    const planned = retimeDay({ day: 1, date: TRIP.startDate, activities: [walk, bar] }, TRIP).day;
    const moved = moveActivity([planned], bar.id, 1, 'morning', 0, TRIP.startDate);
    const fixed = applyFixAction(
      moved,
      { kind: 'move', activityId: bar.id, day: 1, segment: 'evening' },
      TRIP,
    );
    expect(fixed[0]!.activities.filter((a) => a.timeSegment === 'evening').map((a) => a.title)).toEqual([
      'Walk',
      'Bar',
    ]);
  });

  it('unpins a pinned activity', () => {
    const pinned = act({ title: 'Show', timeSegment: 'evening', duration: '1 hour', pinned: true });
    const out = applyFixAction(
      [{ day: 1, date: TRIP.startDate, activities: [pinned] }],
      { kind: 'unpin', activityId: pinned.id },
      TRIP,
    );
    expect(out[0]!.activities[0]!.pinned).toBeFalsy();
  });
});
