// The builder's edits, each through the trip store's actions and told with a toast (SPEC.md section 8 wording
// where it has one).
import type { Activity, Day } from '../../../core/activity.ts';
import { SEGMENT_LABELS, TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';
import type { ActivityChanges, ActivityDraft } from '../../../core/itinerary.ts';
import { toast } from '../../lib/toast-store.ts';
import { useTripStore } from '../../lib/trip-store.ts';

const store = () => useTripStore.getState();

export function addCustomActivity(draft: ActivityDraft) {
  store().addActivity(draft);
  toast({
    title: 'Activity added',
    description: `${draft.title} has been added to Day ${draft.day}.`,
  });
}

export function editActivity(activity: Activity, changes: ActivityChanges) {
  store().updateActivity(activity.id, changes);
  toast({
    title: 'Activity updated',
    description: `${changes.title ?? activity.title} was saved.`,
  });
}

export function duplicateActivity(activity: Activity) {
  store().duplicateActivity(activity.id);
  toast({
    title: 'Activity duplicated',
    description: `A copy of ${activity.title} was added right after it.`,
  });
}

/** Removes an activity; the toast's Undo puts the days back as they were. */
export function removeActivity(activity: Activity) {
  const before: Day[] | null = store().days;
  store().removeActivity(activity.id);
  toast({
    title: 'Activity removed',
    description: `${activity.title} was removed from Day ${activity.day}.`,
    action: { label: 'Undo', onClick: () => store().setDays(before) },
  });
}

/** SPEC.md 'Drag between segments': told when an activity changed section or day. */
export function announceMove(activity: Activity, to: { day: number; segment: TimeSegment }) {
  toast({
    title: 'Activity moved',
    description: `${activity.title} moved to the ${SEGMENT_LABELS[to.segment]} of Day ${to.day}.`,
  });
}

/**
 * Gives a day a new order: `reordered` holds the same activities with their new sections, orders and times (as
 * Optimize Route computes them). Applied through moveActivity, reorderSegment and updateActivity.
 */
export function applyDayOrder(day: number, before: readonly Activity[], reordered: readonly Activity[]) {
  const s = store();
  const was = new Map(before.map((a) => [a.id, a]));
  for (const a of reordered) {
    if (was.get(a.id)?.timeSegment !== a.timeSegment) s.moveActivity(a.id, day, a.timeSegment, a.order);
  }
  for (const segment of TIME_SEGMENTS) {
    const ids = reordered
      .filter((a) => a.timeSegment === segment)
      .sort((x, y) => x.order - y.order)
      .map((a) => a.id);
    s.reorderSegment(day, segment, ids);
  }
  for (const a of reordered) {
    const old = was.get(a.id);
    if (old && (old.startTime !== a.startTime || old.endTime !== a.endTime)) {
      s.updateActivity(a.id, { startTime: a.startTime, endTime: a.endTime });
    }
  }
}
