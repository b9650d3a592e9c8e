// Planner output as the builder holds it (what the server's generate endpoint answers), with each activity's
// timing: for tests, benches and audits of re-timing over real plans.
import type { Activity, Day } from '../../core/activity.ts';
import { addDays, tripLength } from '../../core/dates.ts';
import { activityTiming, mealWindowsOf } from '../itinerary/timing.ts';
import type { PlannedTrip, PlanTripInput } from '../itinerary/types.ts';

export function daysFromPlan(input: PlanTripInput, plan: PlannedTrip): Day[] {
  const { trip } = input;
  const dates = Array.from({ length: tripLength(trip.startDate, trip.endDate) }, (_, i) =>
    addDays(trip.startDate, i),
  );
  const byId = new Map(input.places.map((p) => [p.gid, p]));
  const mealWindows = mealWindowsOf(input.mealTimes);
  return plan.days.map((d) => ({
    date: d.date,
    day: d.day,
    ...(d.start ? { start: { ...d.start, travel: d.start.leg } } : {}),
    ...(d.end ? { end: { ...d.end, travel: d.end.leg } } : {}),
    activities: d.activities.map((a, i): Activity => {
      const place = byId.get(a.placeId)!;
      return {
        id: `p-${d.day}-${i}`,
        title: a.title,
        day: d.day,
        timeSegment: a.timeSegment,
        order: a.order,
        startTime: a.startTime,
        endTime: a.endTime,
        duration: a.duration,
        lat: a.lat,
        lng: a.lng,
        placeId: a.placeId,
        type: a.type,
        ...(a.meal ? { meal: a.meal } : {}),
        timing: activityTiming(place, {
          dates,
          holidays: input.holidays,
          meal: a.meal,
          mealWindows,
          timeZone: input.timeZone,
        }),
        isCustom: false,
        isVegetarian: false,
        isSelected: false,
      };
    }),
  }));
}
