// The credit a plan's data requires, for every form it is shown in (page, text, PDF, email): places from
// OpenStreetMap ask for "© OpenStreetMap contributors" (Open Database Licence). Read from the activities, so a
// saved, shared or exported plan keeps it.
import type { Activity } from '../activity.ts';

export const OSM_CREDIT =
  'Places and opening hours: © OpenStreetMap contributors (openstreetmap.org/copyright).';

/** Whether any activity's place came from OpenStreetMap. */
export function usesOpenStreetMap(days: readonly { activities: readonly Pick<Activity, 'sourceLabel'>[] }[]) {
  return days.some((d) => d.activities.some((a) => a.sourceLabel?.includes('OpenStreetMap')));
}

/** The credit lines a plan needs (none for a plan from the guides alone). */
export function dataCredits(
  days: readonly { activities: readonly Pick<Activity, 'sourceLabel'>[] }[],
): string[] {
  return usesOpenStreetMap(days) ? [OSM_CREDIT] : [];
}
