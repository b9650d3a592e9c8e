// Which way to show under a card: the leg to the next activity, unless that is the same place (a cruise's lunch
// on board after the cruise, a safari's dinner at the camp): there is no way to go.
import type { Activity } from '../../../core/activity.ts';
import { samePlace } from '../../../planner/retime/index.ts';

export function shownLeg<Leg extends { toId: string }>(
  activity: Pick<Activity, 'placeId'>,
  next: Pick<Activity, 'id' | 'placeId'> | undefined,
  leg: Leg | undefined,
): Leg | undefined {
  if (!next || !leg || leg.toId !== String(next.id)) return undefined;
  return samePlace(activity, next) ? undefined : leg;
}
