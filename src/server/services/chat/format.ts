// Words the answers share: days with their dates, segments, durations and the line that introduces a place.
import type { Activity } from '../../../core/activity.ts';
import { formatDate, longWeekday } from '../../../core/dates.ts';
import { type ChatContext, dateOfDay, destinationName } from './context.ts';

/** "Saturday, May 9" */
export function dateText(iso: string): string {
  return `${longWeekday(iso)}, ${formatDate(iso).replace(/, \d{4}$/, '')}`;
}

/** "day 2 (Saturday, May 9)" */
export function dayText(ctx: ChatContext, day: number): string {
  return `day ${day} (${dateText(dateOfDay(ctx, day))})`;
}

/** 90 -> "1 hour 30 min", 120 -> "2 hours", 45 -> "45 min". */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
  return [hours, m ? `${m} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** "Louvre Museum (day 2 afternoon, 14:00)" */
export function activityText(a: Activity): string {
  const time = a.startTime ? `, ${a.startTime}` : '';
  return `${a.title} (day ${a.day} ${a.timeSegment}${time})`;
}

export function noPlaceData(ctx: ChatContext): string {
  return (
    `The built-in guide has no places for ${destinationName(ctx)} yet, so I can't name places there. ` +
    'I can still tell you how far apart the stops in your plan are, and move or remove them.'
  );
}
