// From timed stops to the activities the product shows: local clock texts, segment labels by start time,
// order within each segment, and the leg to the next activity.
import type { TimeSegment } from '../../core/constants.ts';
import { formatClock, formatDuration } from './clock.ts';
import { DINNER, LUNCH, type Role, SIGHT } from './problem.ts';
import type { Solution, Stop } from './solution.ts';
import { segmentOf } from './time-windows.ts';
import type { PlannedActivity, PlannedDay, PlannerPlace } from './types.ts';

const MEAL_TYPE: Record<Exclude<Role, typeof SIGHT>, 'lunch' | 'dinner'> = {
  [LUNCH]: 'lunch',
  [DINNER]: 'dinner',
};

/** The activity fields that come from the place alone (no time yet). */
export function placeFields(place: PlannerPlace, type: string = place.category) {
  return {
    placeId: place.gid,
    title: place.name,
    description: place.description,
    location: place.address,
    lat: place.lat,
    lng: place.lng,
    type,
    tags: [...place.tags],
    cost: place.cost,
    ...(place.website ? { website: place.website } : {}),
  };
}

function mealTitle(type: 'lunch' | 'dinner', name: string): string {
  return `${type === 'lunch' ? 'Lunch' : 'Dinner'} at ${name}`;
}

export function toPlannedDays(sol: Solution): PlannedDay[] {
  const { problem } = sol;
  return problem.days.map((info, d) => {
    const stops = [...sol.days[d]!].sort((a, b) => a.start - b.start);
    const counters: Record<TimeSegment, number> = { morning: 0, afternoon: 0, evening: 0 };
    const activities = stops.map((stop, k): PlannedActivity => {
      const place = problem.places[stop.node]!;
      const next: Stop | undefined = stops[k + 1];
      const timeSegment = segmentOf(stop.start);
      const base =
        stop.role === SIGHT
          ? placeFields(place)
          : {
              ...placeFields(place, MEAL_TYPE[stop.role]),
              title: mealTitle(MEAL_TYPE[stop.role], place.name),
            };
      return {
        ...base,
        timeSegment,
        order: counters[timeSegment]++,
        startTime: formatClock(stop.start),
        endTime: formatClock(stop.end),
        duration: formatDuration(stop.end - stop.start),
        ...(next ? { travelToNext: problem.travel(place, problem.places[next.node]!) } : {}),
      };
    });
    return { date: info.date, day: info.index + 1, activities };
  });
}
