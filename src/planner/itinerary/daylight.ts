// Daylight: when the sun rises and sets at a place on a date, in local clock minutes. Outdoor visits (parks,
// beaches, viewpoints, nature) start after sunrise and end by sunset plus a margin, unless the place is made for
// the evening.
import { getTimes } from 'suncalc';
import type { Place, PlaceCategory } from '../../core/knowledge.ts';

/** Outdoor visits end at most this long after sunset (the light of dusk). */
export const AFTER_SUNSET_MINUTES = 30;

const OUTDOOR_CATEGORIES: readonly PlaceCategory[] = ['park', 'nature', 'beach', 'viewpoint'];

/** Whether a visit needs daylight: outdoor (by flag or category) and not made for the evening. */
export function needsDaylight(place: Pick<Place, 'category' | 'outdoor' | 'evening'>): boolean {
  if (place.evening) return false;
  return place.outdoor ?? OUTDOOR_CATEGORIES.includes(place.category);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * A zone's offsets from UTC change only on quarter hours (every offset in use is a multiple of 15 minutes, and
 * clocks change on the hour), so one offset serves each quarter hour: asking Intl once per quarter hour rather than
 * for every place's sunset keeps planning fast.
 */
const QUARTER_MS = 15 * 60_000;
/** Offsets kept (about 1 MB): a plan needs a few quarter hours around each date's sunrise and sunset. */
const OFFSETS_KEPT = 10_000;
const offsets = new Map<string, number>();

/** Minutes the zone's clock is ahead of UTC during the quarter hour holding `ms`. */
function offsetMinutes(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone} ${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = Object.fromEntries(
      formatter(timeZone)
        .formatToParts(new Date(quarter))
        .map((p) => [p.type, p.value]),
    );
    const local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    offset = (local - quarter) / 60_000;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const DAY_MS = 86_400_000;

function localMinutes(instant: Date, isoDate: string, timeZone: string | undefined, lng: number): number {
  if (!timeZone) {
    // No zone known: solar time is close enough to the clock for a daylight margin.
    const utc = instant.getUTCHours() * 60 + instant.getUTCMinutes();
    return Math.round(utc + (lng / 15) * 60);
  }
  const ms = instant.getTime();
  const local = ms + offsetMinutes(timeZone, ms) * 60_000;
  // The clock's minute (seconds dropped), and whether that clock shows the day before or after the date.
  const minutes = Math.floor((local % DAY_MS) / 60_000 + 1440) % 1440;
  const day = Math.floor(local / DAY_MS);
  const date = Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
  return day === date ? minutes : day > date ? minutes + 1440 : minutes - 1440;
}

/**
 * Local minutes after midnight at which the sun rises and sets on that date. Polar day: rise -Infinity, set
 * Infinity; polar night: rise Infinity, set -Infinity.
 */
export function sunTimes(
  isoDate: string,
  lat: number,
  lng: number,
  timeZone?: string,
): { rise: number; set: number } {
  // suncalc takes the solar day of the instant: local noon, roughly.
  const noon = new Date(Date.parse(`${isoDate}T12:00:00Z`) - (lng / 15) * 3_600_000);
  const times = getTimes(noon, lat, lng);
  if (times.alwaysUp) return { rise: Number.NEGATIVE_INFINITY, set: Number.POSITIVE_INFINITY };
  const never = times.alwaysDown;
  return {
    rise:
      never || !times.sunrise
        ? Number.POSITIVE_INFINITY
        : localMinutes(times.sunrise, isoDate, timeZone, lng),
    set:
      never || !times.sunset ? Number.NEGATIVE_INFINITY : localMinutes(times.sunset, isoDate, timeZone, lng),
  };
}

/** Local minutes after midnight at which the sun rises on that date (sunTimes). */
export function sunriseMinutes(isoDate: string, lat: number, lng: number, timeZone?: string): number {
  return sunTimes(isoDate, lat, lng, timeZone).rise;
}

/** Local minutes after midnight at which the sun sets on that date (sunTimes). */
export function sunsetMinutes(isoDate: string, lat: number, lng: number, timeZone?: string): number {
  return sunTimes(isoDate, lat, lng, timeZone).set;
}
