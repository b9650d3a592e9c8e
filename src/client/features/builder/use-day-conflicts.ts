// The shown day's conflicts, from the same re-timing the store applied: by card, counted, and in words.
import { useMemo } from 'react';
import type { Day } from '../../../core/activity.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { type Conflict, retimeDay } from '../../../planner/retime/index.ts';

export interface DayConflicts {
  byId: ReadonlyMap<string, readonly Conflict[]>;
  count: number;
  /** "Bairro Alto: Closed at this time: opens at 7:00 PM. ..." */
  summary: string;
}

const NONE: DayConflicts = { byId: new Map(), count: 0, summary: '' };

export function useDayConflicts(day: Day | undefined, trip: TripDetails | null): DayConflicts {
  return useMemo(() => {
    if (!day || !trip || day.activities.length === 0) return NONE;
    const { conflicts } = retimeDay(day, trip);
    if (conflicts.length === 0) return NONE;
    const byId = new Map<string, Conflict[]>();
    for (const c of conflicts) byId.set(String(c.activityId), [...(byId.get(String(c.activityId)) ?? []), c]);
    const title = (id: string) => day.activities.find((a) => String(a.id) === id)?.title ?? '';
    const summary = conflicts.map((c) => `${title(String(c.activityId))}: ${c.message}.`).join(' ');
    return { byId, count: conflicts.length, summary };
  }, [day, trip]);
}
