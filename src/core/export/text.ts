// The plain-text itinerary file of SPEC.md section 4: trip facts, then per day the morning / afternoon / evening
// activities with description, time or duration, location and note.

import type { Activity, Day, DayEndpoint } from '../activity.ts';
import {
  DIETARY_LABELS,
  INTEREST_LABELS,
  SEGMENT_LABELS,
  TIME_SEGMENTS,
  TRAVEL_STYLE_LABELS,
} from '../constants.ts';
import { dayOfMonth, formatDateRange, longMonth, longWeekday } from '../dates.ts';
import type { TripDetails } from '../trip.ts';
import { dataCredits } from './credits.ts';
import { daysWithData, exportFileBase, oneLine, sortedActivities, timeRange } from './plan.ts';

export type ExportTrip = Pick<
  TripDetails,
  'destination' | 'startDate' | 'endDate' | 'travelers' | 'travelStyle' | 'interests' | 'dietaryPreferences'
> &
  Partial<Pick<TripDetails, 'accommodation'>>;

/** "9:15 PM" from "21:15". */
export function endpointClock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "Leave Hotel Lisboa at 9:05 AM (12 min walk)" / "Back at Hotel Lisboa by 9:40 PM". */
export function endpointLine(endpoint: DayEndpoint, leaving: boolean): string {
  const t = endpoint.travel;
  const way = t
    ? ` (${t.minutes} min ${t.mode === 'walk' ? 'walk' : t.mode === 'drive' ? 'drive' : 'by transit'})`
    : '';
  return leaving
    ? `Leave ${oneLine(endpoint.name)} at ${endpointClock(endpoint.time)}${way}`
    : `Back at ${oneLine(endpoint.name)} by ${endpointClock(endpoint.time)}${way}`;
}

/** "Staying at: Hotel Lisboa, Rua X 1" */
export function stayingLine(trip: Pick<ExportTrip, 'accommodation'>): string | undefined {
  const a = trip.accommodation;
  return a ? `Staying at: ${oneLine(a.name)}${a.address ? `, ${oneLine(a.address)}` : ''}` : undefined;
}

export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

function underline(heading: string, char: string) {
  return [heading, char.repeat(heading.length)];
}

/** "Day 2 - Monday, May 4" */
export function dayHeading(day: Pick<Day, 'day' | 'date'>): string {
  return `Day ${day.day} - ${longWeekday(day.date)}, ${longMonth(day.date)} ${dayOfMonth(day.date)}`;
}

/** Multi-line user text, each line indented under its activity. */
function indented(text: string | undefined, prefix = '  '): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `${prefix}${l}`);
}

function activityLines(a: Activity): string[] {
  const lines = [`- ${oneLine(a.title)}`, ...indented(a.description)];
  const time = timeRange(a);
  const duration = oneLine(a.duration);
  if (time) lines.push(`  Time: ${oneLine(time)}`);
  else if (duration) lines.push(`  Duration: ${duration}`);
  const location = oneLine(a.location);
  if (location) lines.push(`  Location: ${location}`);
  if (a.notice) lines.push(`  Heads-up: ${oneLine(a.notice)}`);
  const note = indented(a.notes, '        ');
  if (note.length > 0) lines.push(`  Note: ${note[0]!.trim()}`, ...note.slice(1));
  return lines;
}

/** Builds the text file; throws 'No itinerary data to export' when the plan has no activity. */
export function buildTextExport(trip: ExportTrip, days: readonly Day[] | null | undefined): ExportFile {
  const ordered = daysWithData(days);
  const dietary = trip.dietaryPreferences ?? [];
  const lines: string[] = [
    ...underline(`${oneLine(trip.destination)} Itinerary`, '='),
    '',
    `Dates: ${formatDateRange(trip.startDate, trip.endDate)}`,
    `Travelers: ${trip.travelers}`,
    `Travel Style: ${label(TRAVEL_STYLE_LABELS, trip.travelStyle)}`,
    `Interests: ${trip.interests.map((i) => label(INTEREST_LABELS, i)).join(', ') || 'None'}`,
    `Dietary Preferences: ${dietary.map((d) => label(DIETARY_LABELS, d)).join(', ') || 'None'}`,
  ];
  const staying = stayingLine(trip);
  if (staying) lines.push(staying);
  for (const day of ordered) {
    lines.push('', ...underline(dayHeading(day), '-'));
    const activities = sortedActivities(day.activities);
    if (activities.length === 0) {
      lines.push('', 'No activities planned for this day.');
      continue;
    }
    if (day.start) lines.push('', endpointLine(day.start, true));
    for (const segment of TIME_SEGMENTS) {
      const inSegment = activities.filter((a) => a.timeSegment === segment);
      if (inSegment.length === 0) continue;
      lines.push('', `${SEGMENT_LABELS[segment]}:`);
      for (const a of inSegment) lines.push(...activityLines(a));
    }
    if (day.end) lines.push('', endpointLine(day.end, false));
  }
  const credits = dataCredits(ordered);
  if (credits.length) lines.push('', ...credits);
  return {
    fileName: `${exportFileBase(trip.destination)}_Itinerary.txt`,
    mimeType: 'text/plain;charset=utf-8',
    content: `${lines.join('\n')}\n`,
  };
}
