// Applying a confirmed proposal through the itinerary store's actions (the page passes them in).
import type { ActivityId, Day } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { type ActivityDraft, findActivity } from '../../../core/itinerary.ts';

export interface ItineraryActions {
  addActivity: (draft: ActivityDraft) => void;
  moveActivity: (id: ActivityId, toDay: number, toSegment: TimeSegment, toIndex: number) => void;
  removeActivity: (id: ActivityId) => void;
}

/** Applies a proposal; a moved activity goes to the end of its new segment. */
export function applyProposal(actions: ItineraryActions, proposal: Proposal): void {
  switch (proposal.kind) {
    case 'add':
      actions.addActivity(proposal.activity);
      return;
    case 'move':
      actions.moveActivity(proposal.activityId, proposal.toDay, proposal.toSegment, Number.POSITIVE_INFINITY);
      return;
    case 'remove':
      actions.removeActivity(proposal.activityId);
  }
}

/** Whether the plan still has what the proposal changes (it may have been edited since the reply). */
export function stillApplies(proposal: Proposal, days: readonly Day[]): boolean {
  if (proposal.kind === 'add') return true;
  return findActivity(days, proposal.activityId) !== undefined;
}
