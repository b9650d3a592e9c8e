// The accommodation in every export: where the trip stays, and each day's departure from it and return to it.

import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fixtureDays, fixtureTrip } from '../../../tests/fixtures/itinerary.ts';
import type { Day } from '../activity.ts';
import { buildGpxExport } from './gpx.ts';
import { buildIcsExport } from './ics.ts';
import { buildTextExport, endpointLine } from './text.ts';

const hotel = { name: 'Hôtel du Louvre', lat: 48.8629, lng: 2.3359, address: 'Place André Malraux, Paris' };
const trip = { ...fixtureTrip, accommodation: hotel };
const days: Day[] = fixtureDays.map((d) => ({
  ...d,
  start: {
    name: hotel.name,
    lat: hotel.lat,
    lng: hotel.lng,
    time: '08:45',
    travel: { minutes: 12, km: 0.9, mode: 'walk' },
  },
  end: {
    name: hotel.name,
    lat: hotel.lat,
    lng: hotel.lng,
    time: '21:40',
    travel: { minutes: 18, km: 4.1, mode: 'transit' },
  },
}));

describe('the accommodation in the exports', () => {
  it('says the day leaves and comes back, with the way there and back', () => {
    expect(endpointLine(days[0]!.start!, true)).toBe('Leave Hôtel du Louvre at 8:45 AM (12 min walk)');
    expect(endpointLine(days[0]!.end!, false)).toBe('Back at Hôtel du Louvre by 9:40 PM (18 min by transit)');
  });

  it('text: names where the trip stays and opens and closes each day with it', () => {
    const lines = buildTextExport(trip, days).content.split('\n');
    expect(lines).toContain('Staying at: Hôtel du Louvre, Place André Malraux, Paris');
    const day1 = lines.indexOf('Day 1 - Sunday, May 3');
    const day2 = lines.indexOf('Day 2 - Monday, May 4');
    const first = lines.slice(day1, day2);
    expect(first[3]).toBe('Leave Hôtel du Louvre at 8:45 AM (12 min walk)');
    expect(first.filter(Boolean).at(-1)).toBe('Back at Hôtel du Louvre by 9:40 PM (18 min by transit)');
    // Without an accommodation nothing of the kind appears.
    expect(buildTextExport(fixtureTrip, fixtureDays).content).not.toMatch(/Staying at|Leave |Back at /);
  });

  it('GPX: the accommodation is a waypoint and the route starts and ends there', () => {
    const gpx = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => n === 'wpt' || n === 'rtept',
    }).parse(buildGpxExport(trip, days[0]!).content);
    expect(gpx.gpx.wpt[0].name).toBe('Hôtel du Louvre');
    expect(gpx.gpx.wpt[0].type).toBe('Accommodation');
    const route = gpx.gpx.rte.rtept;
    expect(route[0].name).toBe('Hôtel du Louvre');
    expect(route.at(-1).name).toBe('Hôtel du Louvre');
    expect(route.length).toBe(gpx.gpx.wpt.length + 1);
  });

  it("ICS: the calendar names the stay and the day's first and last events the way there and back", () => {
    const ics = buildIcsExport(trip, days, { now: new Date('2026-04-01T12:00:00Z') }).content;
    const cal = new ICAL.Component(ICAL.parse(ics));
    // X-WR-CALDESC is TEXT, commas escaped (calendar apps show it unescaped).
    expect(ics).toContain('X-WR-CALDESC:Staying at: Hôtel du Louvre\\, Place André Malraux\\, Paris');
    const events = cal.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const day1 = events.filter((e) => e.startDate.toString().startsWith('2026-05-03'));
    day1.sort((a, b) => a.startDate.compare(b.startDate));
    expect(day1[0]!.description).toMatch(/^Leave Hôtel du Louvre at 8:45 AM \(12 min walk\)/);
    expect(day1.at(-1)!.description).toMatch(/Back at Hôtel du Louvre by 9:40 PM \(18 min by transit\)$/);
  });
});
