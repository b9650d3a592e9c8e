// How long an activity lasts, in minutes: its duration text ("1 hour 30 minutes", "2 hours", "45 min", "1.5 h"),
// else its planned start and end, else an hour.
import type { Activity } from '../../core/activity.ts';
import { parseClock } from '../itinerary/clock.ts';

/** What an activity lasts when nothing says (a custom activity without a duration). */
export const DEFAULT_DURATION_MINUTES = 60;
/** Longer texts are not durations of one visit. */
const MAX_MINUTES = 16 * 60;

const UNIT = /(\d+(?:[.,]\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)\b/gi;

/** Minutes in a duration text, or undefined when it says no time. */
export function parseDuration(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  if (/\bhalf[\s-]day\b/.test(lower)) return 4 * 60;
  if (/\b(full|whole)[\s-]day\b/.test(lower)) return 8 * 60;
  let total = 0;
  let found = false;
  for (const m of lower.matchAll(UNIT)) {
    const n = Number(m[1]!.replace(',', '.'));
    total += m[2]!.startsWith('h') ? n * 60 : n;
    found = true;
  }
  if (!found) return undefined;
  const minutes = Math.round(total);
  return minutes > 0 && minutes <= MAX_MINUTES ? minutes : undefined;
}

export function durationMinutes(a: Pick<Activity, 'duration' | 'startTime' | 'endTime'>): number {
  const said = parseDuration(a.duration);
  if (said !== undefined) return said;
  const start = a.startTime ? parseClock(a.startTime) : undefined;
  const end = a.endTime ? parseClock(a.endTime) : undefined;
  if (start !== undefined && end !== undefined && end > start) return end - start;
  return DEFAULT_DURATION_MINUTES;
}
