// Turning the planner's answer into the working itinerary: fresh client ids for a whole new plan (SPEC.md
// 'Generate'), or, for Auto-Build, only as many new activities per day as the daily limit still has room for.
import type { ActivityId, Day } from '../../../core/activity.ts';
import type { GenerateItineraryRequest, GenerateItineraryResponse } from '../../../core/api/planning.ts';
import {
  allActivities,
  appendActivities,
  newActivityId,
  normalizeDays,
  sortActivities,
} from '../../../core/itinerary.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { apiRequest } from '../../lib/api.ts';

export function requestPlan(
  tripDetails: TripDetails,
  options: Omit<GenerateItineraryRequest, 'tripDetails'> = {},
): Promise<GenerateItineraryResponse> {
  return apiRequest<GenerateItineraryResponse>('POST', '/api/generate-itinerary', {
    tripDetails,
    ...options,
  });
}

/** A seed for a plan other than the default one. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 2_147_483_647);
}

/** Every activity gets a new client-side id (the server's ids repeat from plan to plan); days come back sorted. */
export function withFreshIds(days: readonly Day[]): Day[] {
  const taken = new Set<ActivityId>();
  return normalizeDays(
    days.map((d) => ({
      ...d,
      activities: d.activities.map((a) => {
        const id = newActivityId(taken);
        taken.add(id);
        return { ...a, id, day: d.day, isSelected: false };
      }),
    })),
  );
}

/** The knowledge-base places already in the plan, which a new plan must not propose again. */
export function placeIdsIn(days: readonly Day[]): string[] {
  return [...new Set(allActivities(days).flatMap((a) => (a.placeId ? [a.placeId] : [])))];
}

/**
 * Auto-Build: keeps every existing activity and adds, per day, the planned activities in their planned order
 * up to the room the daily limit leaves. Answers the new days and how many activities were added.
 */
export function fillRemainingRoom(
  existing: readonly Day[],
  planned: readonly Day[],
  dailyLimit: number,
  startDate: string,
): { days: Day[]; added: number } {
  let days = [...existing];
  let added = 0;
  for (const plannedDay of planned) {
    const current = days.find((d) => d.day === plannedDay.day)?.activities.length ?? 0;
    const room = Math.max(0, dailyLimit - current);
    if (room === 0) continue;
    const picked = sortActivities(plannedDay.activities)
      .slice(0, room)
      .map(({ id: _id, order: _order, ...rest }) => rest);
    if (picked.length === 0) continue;
    days = appendActivities(days, plannedDay.day, picked, startDate);
    added += picked.length;
  }
  return { days, added };
}
