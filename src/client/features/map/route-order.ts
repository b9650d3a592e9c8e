// Applying an optimised visiting order to a day: the activities take the day's slots in the new order.
import { dayOrder } from './stops.ts';
import type { MapActivity } from './types.ts';

/**
 * The day's activities with the ones in `orderedIds` moved into the slots those activities held, in the new
 * order: each takes its slot's time segment, order and times (the schedule belongs to the slot), so the day
 * keeps its shape. Activities not in `orderedIds` (no location) keep their slots.
 */
export function applyRouteOrder<T extends MapActivity>(
  activities: readonly T[],
  orderedIds: readonly string[],
): T[] {
  const day = dayOrder(activities);
  const wanted = new Set(orderedIds);
  const byId = new Map(day.map((a) => [String(a.id), a]));
  const queue = orderedIds.map((id) => byId.get(id)).filter((a): a is T => Boolean(a));
  let next = 0;
  return day.map((slot) => {
    if (!wanted.has(String(slot.id))) return slot;
    const moved = queue[next++]!;
    return {
      ...moved,
      timeSegment: slot.timeSegment,
      order: slot.order,
      startTime: slot.startTime,
      endTime: slot.endTime,
    };
  });
}
