// Texts an activity card shows (SPEC.md '/itinerary-builder' activity card contents).
import type { Activity } from '../../../core/activity.ts';

/** The time range, else the start with the duration, else the duration, else 'Duration not specified'. */
export function activityTimeText(a: Pick<Activity, 'startTime' | 'endTime' | 'duration'>): string {
  const start = a.startTime?.trim();
  const end = a.endTime?.trim();
  const duration = a.duration?.trim();
  if (start && end) return `${start} - ${end}`;
  if (start) return duration ? `${start} · ${duration}` : start;
  if (duration) return duration;
  return 'Duration not specified';
}

/** The first part of a location: '37 Rue de la Bûcherie, 75005 Paris' -> '37 Rue de la Bûcherie'. */
export function shortLocation(location: string | undefined): string | undefined {
  const first = location?.split(',')[0]?.trim();
  return first || undefined;
}
