// The builder's edits, each through the trip store's actions and told with a toast (SPEC.md section 8 wording
// where it has one).
import type { Activity, ActivityId, Day } from '../../../core/activity.ts';
import { SEGMENT_LABELS, type TimeSegment } from '../../../core/constants.ts';
import { type ActivityChanges, type ActivityDraft, findActivity } from '../../../core/itinerary.ts';
import type { FixAction } from '../../../planner/retime/index.ts';
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

/** A copy where the traveller chose (a day and a time of day), timed after what is already there. */
export function duplicateActivity(activity: Activity, to: { day: number; segment: TimeSegment }) {
  store().duplicateActivity(activity.id, to);
  toast({
    title: 'Activity duplicated',
    description: `A copy of ${activity.title} was added to the ${SEGMENT_LABELS[to.segment]} of Day ${to.day}.`,
  });
}

/** A conflict's one-click fix, told with a toast whose Undo puts the days back. */
export function applyFix(fix: FixAction) {
  const before: Day[] | null = store().days;
  const activity = findActivity(before ?? [], fix.activityId)?.activity;
  if (!activity) return;
  store().applyFix(fix);
  const now = findActivity(store().days ?? [], fix.activityId)?.activity;
  toast({
    title: fix.kind === 'unpin' ? 'Time unpinned' : 'Activity moved',
    description:
      fix.kind === 'unpin'
        ? `${activity.title} now follows the stops before it${now?.startTime ? ` (${now.startTime})` : ''}.`
        : `${activity.title} moved to the ${SEGMENT_LABELS[fix.segment]} of Day ${fix.day}${now?.startTime ? ` (${now.startTime})` : ''}.`,
    action: { label: 'Undo', onClick: () => store().setDays(before) },
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
 * Optimize Route: the day takes the optimised visiting order (each stop in the segment of its new time) and is
 * re-timed; the toast's Undo restores the day as it was.
 */
export function applyDayOrder(
  day: number,
  sequence: readonly { id: ActivityId; segment: TimeSegment }[],
  description: string,
) {
  const before: Day[] | null = store().days;
  store().setDayOrder(day, [...sequence]);
  toast({
    title: 'Route optimized',
    description,
    action: { label: 'Undo', onClick: () => store().setDays(before) },
  });
}
