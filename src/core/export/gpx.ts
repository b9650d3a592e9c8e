// A GPX 1.1 file of one day's located stops: each stop a waypoint, and the day's order as a route.
import type { Activity, Day, DayEndpoint } from '../activity.ts';
import { SEGMENT_LABELS } from '../constants.ts';
import { exportFileBase, oneLine, sortedActivities, timeRange } from './plan.ts';
import { dayHeading, type ExportFile } from './text.ts';

export const NO_LOCATED_STOPS_MESSAGE = 'No activities with a map location on this day';

/** XML character data and attribute values: the five special characters escaped, characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

type Located = Activity & { lat: number; lng: number };
const isLocated = (a: Activity): a is Located => typeof a.lat === 'number' && typeof a.lng === 'number';

function point(tag: 'wpt' | 'rtept', a: Located, indent: string): string[] {
  const description = [timeRange(a) ?? oneLine(a.duration), oneLine(a.location), a.description?.trim()]
    .filter(Boolean)
    .join('\n');
  const lines = [
    `${indent}<${tag} lat="${a.lat.toFixed(6)}" lon="${a.lng.toFixed(6)}">`,
    `${indent}  <name>${escapeXml(oneLine(a.title))}</name>`,
  ];
  // GPX 1.1 fixes the element order: name, cmt, desc, ..., type.
  if (a.notes?.trim()) lines.push(`${indent}  <cmt>${escapeXml(a.notes.trim())}</cmt>`);
  if (description) lines.push(`${indent}  <desc>${escapeXml(description)}</desc>`);
  lines.push(`${indent}  <type>${SEGMENT_LABELS[a.timeSegment]}</type>`, `${indent}</${tag}>`);
  return lines;
}

/** The accommodation, where the day's route starts and ends. */
function homePoint(tag: 'wpt' | 'rtept', home: DayEndpoint, indent: string): string[] {
  return [
    `${indent}<${tag} lat="${home.lat.toFixed(6)}" lon="${home.lng.toFixed(6)}">`,
    `${indent}  <name>${escapeXml(oneLine(home.name))}</name>`,
    `${indent}  <type>Accommodation</type>`,
    `${indent}</${tag}>`,
  ];
}

/** Builds the GPX of one day; throws when none of its activities has coordinates. */
export function buildGpxExport(trip: { destination: string }, day: Day): ExportFile {
  const home = day.start ?? day.end;
  const stops = sortedActivities(day.activities).filter(isLocated);
  if (stops.length === 0) throw new Error(NO_LOCATED_STOPS_MESSAGE);
  const title = `${oneLine(trip.destination)} - ${dayHeading(day)}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Wayfarer" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${escapeXml(title)}</name>`,
    '  </metadata>',
    ...(home ? homePoint('wpt', home, '  ') : []),
    ...stops.flatMap((a) => point('wpt', a, '  ')),
    '  <rte>',
    `    <name>${escapeXml(title)}</name>`,
    ...(day.start ? homePoint('rtept', day.start, '    ') : []),
    ...stops.flatMap((a) => point('rtept', a, '    ')),
    ...(day.end ? homePoint('rtept', day.end, '    ') : []),
    '  </rte>',
    '</gpx>',
  ];
  return {
    fileName: `${exportFileBase(trip.destination)}_Day_${day.day}.gpx`,
    mimeType: 'application/gpx+xml',
    content: `${lines.join('\n')}\n`,
  };
}
