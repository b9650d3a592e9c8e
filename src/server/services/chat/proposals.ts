// Proposals built from real data only: an add carries the knowledge-base place's own fields; a move or a removal
// names an activity that is in the plan.
import type { Activity } from '../../../core/activity.ts';
import type { Proposal } from '../../../core/api/chat.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { parseClockTime, parseDurationMinutes } from '../../../core/export/clock.ts';
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

/** Moves a stop to a day and segment; with a start time ("at 4 pm"), it starts then and lasts as long as before. */
export function moveProposal(
  activity: Activity,
  toDay: number,
  toSegment: TimeSegment,
  startMinute?: number,
  lengthMinutes?: number,
): Extract<Proposal, { kind: 'move' }> {
  const times =
    startMinute === undefined
      ? {}
      : {
          startTime: clockText(startMinute),
          ...(lengthMinutes ? { endTime: clockText(startMinute + lengthMinutes) } : {}),
        };
  const at = startMinute === undefined ? '' : ` at ${clockText(startMinute)}`;
  return {
    kind: 'move',
    activityId: activity.id,
    toDay,
    toSegment,
    ...times,
    summary: `Move ${activity.title} from day ${activity.day} ${activity.timeSegment} to day ${toDay} ${toSegment}${at}`,
  };
}

/** How long a stop lasts: its planned start to end, else the guide's visit length, else its written duration. */
export function stopMinutes(a: Activity, place: KnowledgePlace | undefined): number | undefined {
  const start = parseClockTime(a.startTime);
  const end = parseClockTime(a.endTime);
  if (start !== null && end !== null && end > start) return end - start;
  return place?.durationMinutes ?? parseDurationMinutes(a.duration) ?? undefined;
}

export function swapProposal(dayA: number, dayB: number): Extract<Proposal, { kind: 'swap' }> {
  return { kind: 'swap', dayA, dayB, summary: `Swap day ${dayA} and day ${dayB}` };
}

export function removeProposal(activity: Activity): Extract<Proposal, { kind: 'remove' }> {
  return {
    kind: 'remove',
    activityId: activity.id,
    summary: `Remove ${activity.title} from day ${activity.day} ${activity.timeSegment}`,
  };
}
