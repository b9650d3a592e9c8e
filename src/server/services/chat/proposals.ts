// Proposals built from real data only: an add carries the knowledge-base place's own fields; a move or a removal
// names an activity that is in the plan.
import type { Activity } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import type { KnowledgePlace } from '../../../knowledge/index.ts';
import { durationText } from './format.ts';
import { clockText } from './when.ts';

/** Adds a place to a day and segment; times only when the traveller gave a start ("at 2 pm"). */
export function addProposal(
  place: KnowledgePlace,
  day: number,
  segment: TimeSegment,
  startMinute?: number,
): Extract<Proposal, { kind: 'add' }> {
  const times =
    startMinute === undefined
      ? {}
      : { startTime: clockText(startMinute), endTime: clockText(startMinute + place.durationMinutes) };
  const at = startMinute === undefined ? '' : ` at ${clockText(startMinute)}`;
  return {
    kind: 'add',
    activity: {
      title: place.name,
      description: place.description,
      day,
      timeSegment: segment,
      ...times,
      duration: durationText(place.durationMinutes),
      location: place.address,
      cost: place.cost,
      type: place.category,
      tags: [...place.tags],
      placeId: place.globalId,
      lat: place.lat,
      lng: place.lng,
      ...(place.website ? { sourceLink: place.website, sourceLabel: 'Website' } : {}),
      isCustom: false,
      isVegetarian: (place.dietary ?? []).some((d) => d === 'vegetarian' || d === 'vegan'),
    },
    summary: `Add ${place.name} to day ${day} ${segment}${at}`,
  };
}

export function moveProposal(
  activity: Activity,
  toDay: number,
  toSegment: TimeSegment,
): Extract<Proposal, { kind: 'move' }> {
  return {
    kind: 'move',
    activityId: activity.id,
    toDay,
    toSegment,
    summary: `Move ${activity.title} from day ${activity.day} ${activity.timeSegment} to day ${toDay} ${toSegment}`,
  };
}

export function removeProposal(activity: Activity): Extract<Proposal, { kind: 'remove' }> {
  return {
    kind: 'remove',
    activityId: activity.id,
    summary: `Remove ${activity.title} from day ${activity.day} ${activity.timeSegment}`,
  };
}
