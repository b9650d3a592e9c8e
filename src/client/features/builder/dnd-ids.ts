// Drag-and-drop ids: activities, the three segment lists of the shown day and the day buttons share one
// namespace in dnd-kit, so each kind carries a prefix.
import type { ActivityId } from '../../../core/activity.ts';
import { TIME_SEGMENTS, type TimeSegment } from '../../../core/constants.ts';

export const activityDndId = (id: ActivityId) => `activity:${id}`;
export const segmentTargetId = (segment: TimeSegment) => `segment:${segment}`;
export const dayTargetId = (day: number) => `day:${day}`;

export function segmentOfTarget(id: string | number): TimeSegment | undefined {
  const s = String(id);
  if (!s.startsWith('segment:')) return undefined;
  const seg = s.slice('segment:'.length);
  return (TIME_SEGMENTS as readonly string[]).includes(seg) ? (seg as TimeSegment) : undefined;
}

export function dayOfTarget(id: string | number): number | undefined {
  const m = /^day:(\d+)$/.exec(String(id));
  return m ? Number(m[1]) : undefined;
}
