// Applying a confirmed proposal through the itinerary store's actions (the page passes them in): the builder's own
// operations, so whatever they do after an edit (keeping the day's times consistent) happens for chat edits too.
import type { ActivityId, Day } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { type ActivityChanges, type ActivityDraft, findActivity } from '../../../core/itinerary.ts';

export interface ItineraryActions {
  addActivity: (draft: ActivityDraft) => void;
  moveActivity: (id: ActivityId, toDay: number, toSegment: TimeSegment, toIndex: number) => void;
  updateActivity: (id: ActivityId, changes: ActivityChanges) => void;
  removeActivity: (id: ActivityId) => void;
  /** The plan as it is now (the trip store's state carries it), for a swap of two days. */
  days?: readonly Day[] | null;
}

/**
 * Swaps two days' activities: each goes to the end of its segment on the other day, in its order, so each day
 * ends up with the other's plan as it was. The days keep their dates.
 */
function swapDays(actions: ItineraryActions, a: number, b: number): void {
  const idsOf = (n: number) => actions.days?.find((d) => d.day === n)?.activities ?? [];
  const fromA = idsOf(a);
  const fromB = idsOf(b);
  for (const x of fromA) actions.moveActivity(x.id, b, x.timeSegment, Number.POSITIVE_INFINITY);
  for (const x of fromB) actions.moveActivity(x.id, a, x.timeSegment, Number.POSITIVE_INFINITY);
}

/** Applies a proposal to the plan as it is now; a moved activity goes to the end of its new segment. */
export function applyProposal(actions: ItineraryActions, proposal: Proposal): void {
  switch (proposal.kind) {
    case 'add':
      actions.addActivity(proposal.activity);
      return;
    case 'move':
      actions.moveActivity(proposal.activityId, proposal.toDay, proposal.toSegment, Number.POSITIVE_INFINITY);
      if (proposal.startTime)
        actions.updateActivity(proposal.activityId, {
          startTime: proposal.startTime,
          ...(proposal.endTime ? { endTime: proposal.endTime } : {}),
        });
      return;
    case 'remove':
      actions.removeActivity(proposal.activityId);
      return;
    case 'swap':
      swapDays(actions, proposal.dayA, proposal.dayB);
  }
}

/** Whether the plan still has what the proposal changes (it may have been edited since the reply). */
export function stillApplies(proposal: Proposal, days: readonly Day[]): boolean {
  if (proposal.kind === 'add') return true;
  if (proposal.kind === 'swap')
    return [proposal.dayA, proposal.dayB].every((n) => days.some((d) => d.day === n));
  return findActivity(days, proposal.activityId) !== undefined;
}
