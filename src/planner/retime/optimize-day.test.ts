// Optimize Route keeps what the planner keeps together: an experience's own meal right after its visit.
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityTiming, Day } from '../../core/activity.ts';
import { estimateLeg } from '../travel.ts';
import { optimizeDayRoute } from './optimize-day.ts';
import type { RetimeTrip } from './retime.ts';

const TRIP: RetimeTrip = {
  startDate: '2026-12-07',
  endDate: '2026-12-08',
  activityPace: 'moderate',
  travelStyle: 'cultural',
};
const PIER = { lat: 20.91, lng: 107.18 };
const hours = (from: number, to: number): ActivityTiming => ({
  from: TRIP.startDate,
  open: [[[from, to]], [[from, to]]],
});

function act(over: Partial<Activity> & Pick<Activity, 'id' | 'title' | 'timeSegment'>): Activity {
  return { day: 1, order: 0, isCustom: false, isVegetarian: false, isSelected: false, ...PIER, ...over };
}

const cost = (a: Activity, b: Activity) => estimateLeg(a as never, b as never).minutes;

describe('Optimize Route', () => {
  it("keeps an experience's own meal right after its visit, whatever order the day was in", () => {
    const cruise = act({
      id: 'cruise',
      placeId: 'test/bay-cruise',
      title: 'Bay cruise',
      timeSegment: 'morning',
      duration: '3 hours',
      timing: hours(8 * 60, 18 * 60),
    });
    const lunch = act({
      id: 'lunch',
      placeId: 'test/bay-cruise',
      title: 'Lunch at Bay cruise',
      timeSegment: 'afternoon',
      duration: '1 hour',
      meal: 'lunch',
      timing: { ...hours(8 * 60, 18 * 60), mealWindow: [11 * 60 + 30, 14 * 60 + 30] },
    });
    const cave = act({
      id: 'cave',
      placeId: 'test/cave',
      title: 'Cave',
      timeSegment: 'afternoon',
      lat: PIER.lat + 0.01,
      duration: '1 hour',
      timing: hours(9 * 60, 18 * 60),
    });
    for (const order of [
      [lunch, cruise, cave],
      [cave, lunch, cruise],
      [lunch, cave, cruise],
    ]) {
      const day: Day = {
        day: 1,
        date: TRIP.startDate,
        activities: order.map((a, i) => ({ ...a, order: i })),
      };
      const route = optimizeDayRoute(day, TRIP, { between: cost });
      expect(route.kind).toBe('ordered');
      if (route.kind !== 'ordered') continue;
      const ids = route.sequence.map((s) => s.id);
      expect(ids.indexOf('lunch'), ids.join()).toBe(ids.indexOf('cruise') + 1);
      const at = (id: string) => route.sequence.find((s) => s.id === id)!.start;
      expect(at('lunch')).toBe(at('cruise') + 180);
    }
    // A cruise that leaves only around noon leaves lunch on board too late for lunchtime: no order has the meal
    // first instead (the planner would never put it there either).
    const noon = { ...cruise, timing: hours(12 * 60, 16 * 60) };
    const day: Day = {
      day: 1,
      date: TRIP.startDate,
      activities: [lunch, noon, cave].map((a, i) => ({ ...a, order: i })),
    };
    const route = optimizeDayRoute(day, TRIP, { between: cost });
    if (route.kind === 'ordered') {
      const ids = route.sequence.map((s) => s.id);
      expect(ids.indexOf('lunch'), ids.join()).toBe(ids.indexOf('cruise') + 1);
    }
  });
});
