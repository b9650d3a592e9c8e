// OpenStreetMap's opening_hours on a trip's dates, read by the maintained `opening_hours` parser (which knows the
// public holidays of most countries, seasons, months and "PH off"), as the planner's ranges per date. Places whose
// hours are not mapped, or not readable, get conservative hours for their category and say so.

import { LRUCache } from 'lru-cache';
import OpeningHoursParser from 'opening_hours';
import { addDays } from '../../../core/dates.ts';
import { parseHoursText } from '../../../core/hours-text.ts';
import type { OpeningHours, OpeningRange, PlaceCategory } from '../../../core/knowledge.ts';

export interface HoursPlace {
  lat: number;
  lng: number;
  /** ISO 3166-1 alpha-2 (holidays). */
  countryCode?: string;
}

export interface DatedHours {
  /** Ranges on each date asked (an empty list: closed that date); closing after midnight as 24:00-29:59. */
  dated: Record<string, OpeningRange[]>;
  /** The usual week, from the first seven of those dates (for what reads weekly hours). */
  week: OpeningHours;
}

/** Conservative hours for a place whose own are not known: inside what most of its kind keep. */
const CATEGORY_HOURS: Record<PlaceCategory, string> = {
  // Most museums close one day a week, Monday in most countries: a plan must not count on that day.
  museum: 'Tu-Su 10:00-17:00; Mo off',
  gallery: 'Tu-Su 10:00-17:00; Mo off',
  landmark: 'Mo-Su 10:00-17:00',
  attraction: 'Mo-Su 10:00-17:00',
  religious: 'Mo-Su 10:00-16:30',
  park: 'Mo-Su 08:00-19:00',
  nature: 'Mo-Su 09:00-18:00',
  beach: 'Mo-Su 09:00-19:00',
  viewpoint: 'Mo-Su 09:00-20:00',
  market: 'Mo-Sa 09:00-13:00; Su off',
  neighbourhood: 'Mo-Su 10:00-20:00',
  shopping: 'Mo-Sa 10:00-19:00; Su off',
  nightlife: 'Mo-Su 19:00-24:00',
  restaurant: 'Mo-Su 12:00-14:30, 19:00-22:00',
  cafe: 'Mo-Su 09:00-17:00',
  experience: 'Mo-Su 10:00-17:00',
};

export function conservativeHours(category: PlaceCategory): OpeningHours {
  return parseHoursText(CATEGORY_HOURS[category]);
}

const DAY = 1440;
/** Ranges of a date end by this time of the next morning (a bar open until 3 AM belongs to the evening before). */
const SPILL_MINUTES = 6 * 60;

/** Parsed values, by text and country: restaurants share a handful of common values. */
const parsed = new LRUCache<string, { oh?: OpeningHoursParser }>({ max: 5000 });
/** Ranges per value, country and date: the same values recur across places and plans. */
const ranges = new LRUCache<string, OpeningRange[]>({ max: 50_000 });

/** The value's ranges on each date (none: closed, or open only "by appointment"), or undefined when unreadable. */
export function hoursOnDates(
  value: string,
  place: HoursPlace,
  dates: readonly string[],
): DatedHours | undefined {
  const country = (place.countryCode ?? '').toLowerCase();
  const oh = parser(value, place, country);
  if (!oh) return undefined;
  const dated: Record<string, OpeningRange[]> = {};
  for (const date of dates) {
    const key = `${country}\u0000${date}\u0000${value}`;
    let list = ranges.get(key);
    if (!list) {
      try {
        list = rangesOn(oh, date);
      } catch {
        return undefined;
      }
      ranges.set(key, list);
    }
    dated[date] = list;
  }
  return { dated, week: weekOf(dated, dates) };
}

function parser(value: string, place: HoursPlace, country: string): OpeningHoursParser | undefined {
  const key = `${country}\u0000${value}`;
  let entry = parsed.get(key);
  if (!entry) {
    entry = { oh: construct(value, place, country) };
    parsed.set(key, entry);
  }
  return entry.oh;
}

function construct(value: string, place: HoursPlace, country: string): OpeningHoursParser | undefined {
  const where = { lat: place.lat, lon: place.lng, address: { country_code: country || 'xx', state: '' } };
  try {
    const oh = new OpeningHoursParser(value, where, { mode: 0, warnings_severity: 0 } as never);
    // Holidays of a country the parser does not know fail only when evaluated: try one date now.
    oh.getOpenIntervals(new Date(2026, 0, 1), new Date(2026, 0, 2));
    return oh;
  } catch {
    // Without holiday data for the country, the value read as if no day were a public holiday beats no hours.
    const withoutHolidays = value
      .split(';')
      .filter((rule) => !/\b(PH|SH)\b/.test(rule))
      .join(';')
      .trim();
    if (!withoutHolidays || withoutHolidays === value) return undefined;
    try {
      return new OpeningHoursParser(
        withoutHolidays,
        { ...where, address: { country_code: 'xx', state: '' } },
        {
          mode: 0,
        } as never,
      );
    } catch {
      return undefined;
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * The ranges that start on the date (wall-clock time at the place: the parser reads local Date fields, and both
 * ends of the question are built from the same fields), closing past midnight as 24:00-29:59.
 */
function rangesOn(oh: OpeningHoursParser, date: string): OpeningRange[] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const from = new Date(y, m - 1, d, 0, 0);
  const to = new Date(y, m - 1, d + 1, SPILL_MINUTES / 60, 0);
  const minutesOf = (t: Date) => Math.round((t.getTime() - from.getTime()) / 60_000);
  const intervals = oh
    .getOpenIntervals(from, to)
    // An unknown state ("by appointment") is no promise of being open; an open end is, until the guessed close.
    .filter(([, , unknown, comment]) => !unknown || /open end/i.test(comment ?? ''))
    .map(([start, end]) => [minutesOf(start), minutesOf(end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  // Join stretches that touch (the parser splits at midnight).
  const joined: [number, number][] = [];
  for (const iv of intervals) {
    const last = joined.at(-1);
    if (last && iv[0] <= last[1]) last[1] = Math.max(last[1], iv[1]);
    else joined.push([...iv]);
  }
  const out: OpeningRange[] = [];
  for (const [start, end] of joined) {
    if (start >= DAY) continue; // the next date's own
    const openAllNight = start === 0 && end >= DAY + SPILL_MINUTES;
    // What runs on from the night before (open at midnight, closing in the early morning) is that night's.
    if (start === 0 && end <= SPILL_MINUTES && !openAllNight) continue;
    const close = openAllNight ? DAY : Math.min(end, DAY + SPILL_MINUTES - 1);
    if (close - start >= 15) out.push([clock(start), clock(close)]);
  }
  return out;
}

const WEEK_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function weekOf(dated: Record<string, OpeningRange[]>, dates: readonly string[]): OpeningHours {
  const week: OpeningHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  const seen = new Set<number>();
  for (const date of dates) {
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (seen.has(day)) continue;
    seen.add(day);
    week[WEEK_KEYS[day]!] = dated[date] ?? [];
  }
  return week;
}

/**
 * The dates whose hours a trip needs: the day before (its late hours run into the first morning), every day of
 * the trip, and at least a week from the start (the usual week is read from it).
 */
export function datesOfTrip(startDate: string, endDate: string): string[] {
  const weekEnd = addDays(startDate, 6);
  const last = endDate > weekEnd ? endDate : weekEnd;
  const out: string[] = [];
  for (let d = addDays(startDate, -1); d <= last && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}
