// A conflict's fix, applied to the days. A move goes where in its segment the activity keeps its place's rules:
// dinner taken out of the morning goes back before the evening's stroll, not after it at closing time.
import type { Day } from '../../core/activity.ts';
import { moveActivity, updateActivity } from '../../core/itinerary.ts';
import { type FixAction, type RetimeTrip, retimeDay } from './retime.ts';

export function applyFixAction(days: readonly Day[], fix: FixAction, trip: RetimeTrip): Day[] {
  if (fix.kind === 'unpin') return updateActivity(days, fix.activityId, { pinned: false }, trip.startDate);
  const movedTo = (index: number) =>
    moveActivity(days, fix.activityId, fix.day, fix.segment, index, trip.startDate);
  const conflicts = (next: readonly Day[]) => {
    const day = next.find((d) => d.day === fix.day);
    const found = day ? retimeDay(day, trip).conflicts : [];
    return { own: found.filter((c) => c.activityId === fix.activityId).length, all: found.length };
  };
  // The end of the segment, as a drop there would put it, unless that leaves the activity in conflict.
  const atEnd = movedTo(Number.POSITIVE_INFINITY);
  let best = { days: atEnd, ...conflicts(atEnd) };
  if (best.own === 0) return best.days;
  const target = days.find((d) => d.day === fix.day);
  const others = (target?.activities ?? []).filter(
    (a) => a.timeSegment === fix.segment && a.id !== fix.activityId,
  ).length;
  for (let index = others - 1; index >= 0; index--) {
    const next = movedTo(index);
    const found = conflicts(next);
    if (found.own < best.own || (found.own === best.own && found.all < best.all))
      best = { days: next, ...found };
  }
  return best.days;
}
