// An iCalendar file (RFC 5545) with one event per timed activity, in the destination's time zone: events carry
// TZID and the file a VTIMEZONE built from the runtime's zone database for the years of the trip.
import type { Activity, Day } from '../activity.ts';
import { SEGMENT_LABELS } from '../constants.ts';
import { addDays } from '../dates.ts';
import type { ResolvedPlace } from '../trip.ts';
import { parseClockTime, parseDurationMinutes } from './clock.ts';
import { daysWithData, exportFileBase, oneLine, sortedActivities } from './plan.ts';
import { type ExportFile, type ExportTrip, endpointLine, stayingLine } from './text.ts';
import { isKnownTimeZone, zoneAbbreviation, zoneOffsetMinutes, zoneTransitions } from './timezone.ts';

export const NO_TIMED_ACTIVITIES_MESSAGE = 'No timed activities to add to the calendar';
const DEFAULT_EVENT_MINUTES = 60;

export type IcsTrip = ExportTrip & { destinationPlace?: Pick<ResolvedPlace, 'timeZone'> };

/** RFC 5545 section 3.3.11: backslash, semicolon, comma and line breaks are escaped; other controls dropped. */
export function escapeIcsText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: RFC 5545 TEXT excludes control characters
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

const encoder = new TextEncoder();

/** RFC 5545 section 3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "20260503T090000" for an ISO date plus minutes after its midnight (which may run past midnight). */
function localDateTime(isoDate: string, minutes: number): string {
  const date = addDays(isoDate, Math.floor(minutes / 1440));
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${date.replace(/-/g, '')}T${pad(Math.floor(m / 60))}${pad(m % 60)}00`;
}

/** "20260503T070000Z" */
function utcDateTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** A VTIMEZONE covering whole calendar years around the trip, one observance per offset change. */
function vtimezone(zone: string, firstDate: string, lastDate: string): string[] {
  const from = Date.UTC(Number(firstDate.slice(0, 4)), 0, 1);
  const to = Date.UTC(Number(lastDate.slice(0, 4)) + 1, 0, 1);
  const initial = zoneOffsetMinutes(zone, from);
  const transitions = zoneTransitions(zone, from, to);
  const standardOffset = Math.min(initial, ...transitions.map((t) => t.to));
  const observance = (start: string, fromOff: number, toOff: number, at: number) => {
    const kind = toOff > standardOffset ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${start}`,
      `TZOFFSETFROM:${formatOffset(fromOff)}`,
      `TZOFFSETTO:${formatOffset(toOff)}`,
      `TZNAME:${escapeIcsText(zoneAbbreviation(zone, at))}`,
      `END:${kind}`,
    ];
  };
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance('19700101T000000', initial, initial, from)];
  for (const t of transitions) {
    // DTSTART is the wall-clock time of the change as read in the offset before it.
    const wall = utcDateTime(t.at + t.from * 60_000).replace('Z', '');
    lines.push(...observance(wall, t.from, t.to, t.at));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** FNV-1a, twice with different seeds: a short, stable, dependency-free identifier. */
function stableHash(text: string): string {
  const run = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return run(0x811c9dc5) + run(0x01000193);
}

interface TimedEvent {
  day: Day;
  activity: Activity;
  date: string;
  start: number;
  end: number;
}

function timedEvents(days: readonly Day[]): TimedEvent[] {
  const events: TimedEvent[] = [];
  for (const day of days) {
    for (const activity of sortedActivities(day.activities)) {
      const start = parseClockTime(activity.startTime);
      if (start === null) continue;
      let end = parseClockTime(activity.endTime);
      if (end !== null && end <= start) end += 1440; // an evening that runs past midnight
      if (end === null) end = start + (parseDurationMinutes(activity.duration) ?? DEFAULT_EVENT_MINUTES);
      events.push({ day, activity, date: day.date, start, end });
    }
  }
  return events;
}

function eventDescription(a: Activity, day?: Day): string {
  const ordered = day ? sortedActivities(day.activities) : [];
  const parts = [
    day?.start && ordered[0]?.id === a.id ? endpointLine(day.start, true) : undefined,
    a.description?.trim(),
    a.notice?.trim(),
    a.notes?.trim() ? `Note: ${a.notes.trim()}` : undefined,
    day?.end && ordered.at(-1)?.id === a.id ? endpointLine(day.end, false) : undefined,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/**
 * Builds the .ics file. Without a known destination time zone the events use floating local times (RFC 5545:
 * the same wall-clock time wherever the calendar is). Throws when the plan has no activity, or none with a time.
 */
export function buildIcsExport(
  trip: IcsTrip,
  days: readonly Day[] | null | undefined,
  opts: { now?: Date } = {},
): ExportFile {
  const events = timedEvents(daysWithData(days));
  if (events.length === 0) throw new Error(NO_TIMED_ACTIVITIES_MESSAGE);
  const tz = trip.destinationPlace?.timeZone;
  const zone = isKnownTimeZone(tz) ? tz : undefined;
  const stamp = utcDateTime(Math.floor((opts.now ?? new Date()).getTime() / 1000) * 1000);
  const when = (date: string, minutes: number) =>
    zone ? `;TZID=${zone}:${localDateTime(date, minutes)}` : `:${localDateTime(date, minutes)}`;

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Wayfarer//Itinerary Export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${oneLine(trip.destination)} itinerary`)}`,
  ];
  const staying = stayingLine(trip);
  if (staying) lines.push(`X-WR-CALDESC:${escapeIcsText(staying)}`);
  if (zone) {
    lines.push(`X-WR-TIMEZONE:${zone}`);
    const dates = events.map((e) => e.date).sort();
    lines.push(...vtimezone(zone, dates[0]!, addDays(dates.at(-1)!, 1)));
  }
  const seen = new Set<string>();
  for (const { day, activity: a, date, start, end } of events) {
    const key = `${trip.destination}|${trip.startDate}|${String(a.id)}`;
    let uid = `${stableHash(key)}@wayfarer`;
    for (let n = 2; seen.has(uid); n++) uid = `${stableHash(`${key}|${n}`)}@wayfarer`;
    seen.add(uid);
    lines.push('BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`);
    lines.push(`DTSTART${when(date, start)}`, `DTEND${when(date, end)}`);
    lines.push(`SUMMARY:${escapeIcsText(oneLine(a.title))}`);
    const description = eventDescription(a, day);
    if (description) lines.push(`DESCRIPTION:${escapeIcsText(description)}`);
    const location = oneLine(a.location);
    if (location) lines.push(`LOCATION:${escapeIcsText(location)}`);
    if (a.lat !== undefined && a.lng !== undefined) lines.push(`GEO:${a.lat.toFixed(6)};${a.lng.toFixed(6)}`);
    if (a.mapLink && /^https?:\/\/[^\s"<>]+$/i.test(a.mapLink)) lines.push(`URL:${a.mapLink}`);
    lines.push(`CATEGORIES:${escapeIcsText(SEGMENT_LABELS[a.timeSegment])}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return {
    fileName: `${exportFileBase(trip.destination)}_Itinerary.ics`,
    mimeType: 'text/calendar;charset=utf-8',
    content: `${lines.map(foldIcsLine).join('\r\n')}\r\n`,
  };
}
