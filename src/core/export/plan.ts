// What every export reads from a plan: days in order, each day's activities in segment-then-order order.
import type { Activity, Day } from '../activity.ts';
import { TIME_SEGMENTS } from '../constants.ts';

export const NO_DATA_MESSAGE = 'No itinerary data to export';

const segmentRank = (a: Pick<Activity, 'timeSegment'>) => TIME_SEGMENTS.indexOf(a.timeSegment);

/** Activities sorted by time segment (morning, afternoon, evening), then by order. */
export function sortedActivities<T extends Pick<Activity, 'timeSegment' | 'order'>>(
  activities: readonly T[],
): T[] {
  return [...activities].sort((a, b) => segmentRank(a) - segmentRank(b) || a.order - b.order);
}

/** Days sorted by day number; throws NO_DATA_MESSAGE when there is no activity at all. */
export function daysWithData<D extends Pick<Day, 'day' | 'activities'>>(
  days: readonly D[] | null | undefined,
): D[] {
  const sorted = [...(days ?? [])].sort((a, b) => a.day - b.day);
  if (!sorted.some((d) => d.activities.length > 0)) throw new Error(NO_DATA_MESSAGE);
  return sorted;
}

/** SPEC.md section 4: the destination with spaces replaced by underscores (and characters no file system accepts dropped). */
export function exportFileBase(destination: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are not allowed in file names
  const cleaned = destination.trim().replace(/[/\\:*?"<>|\u0000-\u001f\u007f]/g, '');
  return (cleaned || 'Trip').replace(/ /g, '_');
}

/** "9:00 AM - 11:00 AM", "9:00 AM", or null when the activity has no start time. */
export function timeRange(a: Pick<Activity, 'startTime' | 'endTime'>): string | null {
  const start = a.startTime?.trim();
  if (!start) return null;
  const end = a.endTime?.trim();
  return end ? `${start} - ${end}` : start;
}

/** What a card shows for when: "09:00 - 11:00", "09:00 · 2 hours", "2 hours", or null when nothing is known. */
export function whenText(a: Pick<Activity, 'startTime' | 'endTime' | 'duration'>): string | null {
  const start = a.startTime?.trim();
  const end = a.endTime?.trim();
  const duration = oneLine(a.duration);
  if (start && end) return `${start} - ${end}`;
  if (start) return duration ? `${start} · ${duration}` : start;
  return duration || null;
}

/** One line of user text: newlines and tabs become spaces, so a title cannot forge lines of a file. */
export function oneLine(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
