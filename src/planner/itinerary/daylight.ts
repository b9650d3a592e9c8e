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

function localMinutes(instant: Date, isoDate: string, timeZone: string | undefined, lng: number): number {
  if (!timeZone) {
    // No zone known: solar time is close enough to the clock for a daylight margin.
    const utc = instant.getUTCHours() * 60 + instant.getUTCMinutes();
    return Math.round(utc + (lng / 15) * 60);
  }
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
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return day === isoDate ? minutes : day > isoDate ? minutes + 1440 : minutes - 1440;
}

/**
 * Local minutes after midnight at which the sun rises on that date; -Infinity when it does not set (polar day),
 * Infinity when it does not rise (polar night).
 */
export function sunriseMinutes(isoDate: string, lat: number, lng: number, timeZone?: string): number {
  const noon = new Date(Date.parse(`${isoDate}T12:00:00Z`) - (lng / 15) * 3_600_000);
  const times = getTimes(noon, lat, lng);
  if (times.alwaysUp) return Number.NEGATIVE_INFINITY;
  if (times.alwaysDown || !times.sunrise) return Number.POSITIVE_INFINITY;
  return localMinutes(times.sunrise, isoDate, timeZone, lng);
}

/**
 * Local minutes after midnight at which the sun sets on that date; Infinity when it does not set (polar day),
 * -Infinity when it does not rise (polar night).
 */
export function sunsetMinutes(isoDate: string, lat: number, lng: number, timeZone?: string): number {
  // suncalc takes the solar day of the instant: local noon, roughly.
  const noon = new Date(Date.parse(`${isoDate}T12:00:00Z`) - (lng / 15) * 3_600_000);
  const times = getTimes(noon, lat, lng);
  if (times.alwaysUp) return Number.POSITIVE_INFINITY;
  if (times.alwaysDown || !times.sunset) return Number.NEGATIVE_INFINITY;
  return localMinutes(times.sunset, isoDate, timeZone, lng);
}
