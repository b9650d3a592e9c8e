// Time references in a message: "day 3", "tomorrow", "on Saturday", "tonight", "in the afternoon", "at 7:30 pm",
// "for dinner", "now". Windows for the segments and meals are the ones the answers check opening hours against.
import type { TimeSegment } from '../../../core/constants.ts';
import type { Meal } from '../../../core/knowledge.ts';
import { plain } from './text.ts';

export interface When {
  /** An explicit trip day ("day 3", "the last day", "on Saturday"). */
  day?: number;
  relative?: 'today' | 'tomorrow';
  segment?: TimeSegment;
  /** "at 7:30 pm": minutes from midnight. */
  clock?: number;
  now?: boolean;
  meal?: Meal;
}

/** [from, to) minutes of the day. Evening is 18:00 to 23:00. */
export const SEGMENT_WINDOWS: Record<TimeSegment, readonly [number, number]> = {
  morning: [8 * 60, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [18 * 60, 23 * 60],
};

export const MEAL_WINDOWS: Record<Meal, readonly [number, number]> = {
  breakfast: [7 * 60 + 30, 10 * 60 + 30],
  lunch: [12 * 60, 14 * 60 + 30],
  dinner: [19 * 60, 22 * 60],
};

export const MEAL_SEGMENTS: Record<Meal, TimeSegment> = {
  breakfast: 'morning',
  lunch: 'afternoon',
  dinner: 'evening',
};

export function segmentOfClock(minutes: number): TimeSegment {
  return minutes < 12 * 60 ? 'morning' : minutes < 18 * 60 ? 'afternoon' : 'evening';
}

const WEEKDAY_WORDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface DayOfDate {
  day: number;
  date: string;
}

/** Reads the time references of a text; `days` maps weekday names to trip days (the first such day). */
export function parseWhen(text: string, days: readonly DayOfDate[] = []): When {
  const t = plain(text);
  const when: When = {};

  const dayNumber = t.match(/\bday\s*(?:number\s*)?#?(\d{1,3})\b/);
  if (dayNumber) when.day = Number(dayNumber[1]);
  else if (/\b(first|1st) day\b/.test(t)) when.day = 1;
  else if (/\b(last|final) day\b/.test(t) && days.length) when.day = Math.max(...days.map((d) => d.day));
  else {
    const weekday = WEEKDAY_WORDS.findIndex((w) => new RegExp(`\\b${w}\\b`).test(t));
    if (weekday >= 0) {
      const match = days.find((d) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === weekday);
      if (match) when.day = match.day;
    }
  }
  if (/\btomorrow\b/.test(t)) when.relative = 'tomorrow';
  else if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(t)) when.relative = 'today';

  if (/\bmorning\b/.test(t)) when.segment = 'morning';
  else if (/\b(afternoon|midday|noon)\b/.test(t)) when.segment = 'afternoon';
  else if (/\b(evening|tonight|night)\b/.test(t)) when.segment = 'evening';

  if (/\b(breakfast|brunch)\b/.test(t)) when.meal = 'breakfast';
  else if (/\blunch\b/.test(t)) when.meal = 'lunch';
  else if (/\b(dinner|supper)\b/.test(t)) when.meal = 'dinner';

  const clock = parseClock(t);
  if (clock !== undefined) when.clock = clock;
  if (/\b(right now|now|currently|at the moment|still open|open yet)\b/.test(t)) when.now = true;
  return when;
}

/** "at 10", "at 10am", "7:30 pm", "14:30", "19h", "noon", "midnight". */
export function parseClock(t: string): number | undefined {
  if (/\bnoon\b|\bmidday\b/.test(t)) return 12 * 60;
  if (/\bmidnight\b/.test(t)) return 0;
  const withSuffix = t.match(/\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?=\W|$)/);
  if (withSuffix) {
    const h = Number(withSuffix[1]);
    const m = Number(withSuffix[2] ?? 0);
    if (h < 1 || h > 12 || m > 59) return undefined;
    const pm = withSuffix[3]!.startsWith('p');
    return ((h % 12) + (pm ? 12 : 0)) * 60 + m;
  }
  const twentyFour = t.match(/\b([01]?\d|2[0-3])(?::|h)([0-5]\d)\b/) ?? t.match(/\b([01]?\d|2[0-3])h\b/);
  if (twentyFour) return Number(twentyFour[1]) * 60 + Number(twentyFour[2] ?? 0);
  const bare = t.match(/\b(?:at|around|from)\s+(\d{1,2})\b(?!\s*(?:km|min|day|hour|h\b))/);
  if (bare) {
    const h = Number(bare[1]);
    if (h > 23) return undefined;
    // "at 7" in a travel plan means 7 PM only in the evening; a bare 1-6 is afternoon more often than night.
    const evening = /\b(evening|tonight|night|dinner)\b/.test(t);
    return (h >= 1 && h <= 6) || (evening && h < 12) ? (h + 12) * 60 : h * 60;
  }
  return undefined;
}

/** "HH:MM" for an activity's start or end time. */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
