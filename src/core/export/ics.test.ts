import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { fixtureDays, fixtureTrip, hostileDays } from '../../../tests/fixtures/itinerary.ts';
import type { Day } from '../activity.ts';
import { parseClockTime, parseDurationMinutes } from './clock.ts';
import { buildIcsExport, foldIcsLine } from './ics.ts';

const NOW = new Date('2026-04-01T12:00:00Z');

function parseEvents(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  return calendar.getAllSubcomponents('vevent').map((c) => {
    const event = new ICAL.Event(c);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      zone: event.startDate.zone?.tzid,
      start: new Date(event.startDate.toUnixTime() * 1000).toISOString(),
      end: new Date(event.endDate.toUnixTime() * 1000).toISOString(),
    };
  });
}

const activity = (
  id: string,
  day: number,
  startTime?: string,
  extra: Partial<Day['activities'][number]> = {},
) => ({
  id,
  title: `Stop ${id}`,
  day,
  timeSegment: 'morning' as const,
  order: 0,
  startTime,
  isCustom: false,
  isVegetarian: false,
  isSelected: false,
  ...extra,
});

describe('buildIcsExport', () => {
  it('makes one event per timed activity at the right instants in the destination time zone', () => {
    const file = buildIcsExport(fixtureTrip, fixtureDays, { now: NOW });
    expect(file.fileName).toBe('Paris,_France_Itinerary.ics');
    expect(file.mimeType).toMatch(/^text\/calendar/);
    const events = parseEvents(file.content);
    // Paris is UTC+2 in May (CEST). Untimed activities (Tuileries, Montmartre) are left out.
    expect(events.map((e) => [e.summary, e.zone, e.start, e.end])).toEqual([
      ['Louvre Museum', 'Europe/Paris', '2026-05-03T07:00:00.000Z', '2026-05-03T09:30:00.000Z'],
      ["Musée d'Orsay", 'Europe/Paris', '2026-05-03T12:00:00.000Z', '2026-05-03T14:00:00.000Z'],
      ['Seine dinner cruise', 'Europe/Paris', '2026-05-03T18:00:00.000Z', '2026-05-03T20:00:00.000Z'],
      ['Rue Mouffetard market', 'Europe/Paris', '2026-05-05T08:00:00.000Z', '2026-05-05T09:00:00.000Z'],
    ]);
    expect(file.content).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n');
    expect(file.content).toContain('DTSTART;TZID=Europe/Paris:20260503T090000\r\n');
    const cruise = events.find((e) => e.summary === 'Seine dinner cruise')!;
    expect(cruise.description).toBe(
      'Dinner on the river as the city lights up.\n\nNote: Vegetarian menu requested.\nBoarding closes 15 minutes before departure.',
    );
    expect(cruise.location).toBe('Port de la Bourdonnais, 75007 Paris');
  });

  it('follows a daylight-saving change inside the trip (New York, March 2026)', () => {
    const trip = {
      ...fixtureTrip,
      destination: 'New York',
      destinationPlace: { ...fixtureTrip.destinationPlace!, timeZone: 'America/New_York' },
      startDate: '2026-03-07',
      endDate: '2026-03-09',
    };
    const days: Day[] = [
      { date: '2026-03-07', day: 1, activities: [activity('x1', 1, '9:00 AM', { endTime: '10:00 AM' })] },
      {
        date: '2026-03-07',
        day: 1,
        activities: [activity('x2', 1, '11:00 PM', { endTime: '1:00 AM', timeSegment: 'evening' })],
      },
      {
        date: '2026-03-09',
        day: 3,
        activities: [activity('x3', 3, '9:00 AM', { duration: '1 hour 30 minutes' })],
      },
    ];
    const events = parseEvents(buildIcsExport(trip, days, { now: NOW }).content);
    expect(events.map((e) => [e.summary, e.start, e.end])).toEqual([
      ['Stop x1', '2026-03-07T14:00:00.000Z', '2026-03-07T15:00:00.000Z'], // EST, UTC-5
      ['Stop x2', '2026-03-08T04:00:00.000Z', '2026-03-08T06:00:00.000Z'], // past midnight, still EST
      ['Stop x3', '2026-03-09T13:00:00.000Z', '2026-03-09T14:30:00.000Z'], // EDT, UTC-4
    ]);
    expect(events.every((e) => e.zone === 'America/New_York')).toBe(true);
  });

  it('also gets southern-hemisphere and half-hour zones right', () => {
    const at = (timeZone: string, date: string) =>
      parseEvents(
        buildIcsExport(
          { ...fixtureTrip, destinationPlace: { ...fixtureTrip.destinationPlace!, timeZone } },
          [{ date, day: 1, activities: [activity('z', 1, '12:00 PM')] }],
          { now: NOW },
        ).content,
      )[0]!.start;
    expect(at('Australia/Sydney', '2026-01-10')).toBe('2026-01-10T01:00:00.000Z'); // AEDT, UTC+11
    expect(at('Australia/Sydney', '2026-07-10')).toBe('2026-07-10T02:00:00.000Z'); // AEST, UTC+10
    expect(at('Asia/Kolkata', '2026-07-10')).toBe('2026-07-10T06:30:00.000Z'); // IST, UTC+5:30
  });

  it('uses floating local times when the destination has no known time zone', () => {
    const trip = { ...fixtureTrip, destinationPlace: undefined };
    const { content } = buildIcsExport(trip, fixtureDays, { now: NOW });
    expect(content).not.toContain('VTIMEZONE');
    expect(content).toContain('DTSTART:20260503T090000\r\n');
  });

  it('gives stable, unique UIDs and a fixed DTSTAMP', () => {
    const a = buildIcsExport(fixtureTrip, fixtureDays, { now: NOW }).content;
    const b = buildIcsExport(fixtureTrip, structuredClone(fixtureDays).reverse(), { now: NOW }).content;
    const uids = (s: string) => parseEvents(s).map((e) => e.uid);
    expect(new Set(uids(a)).size).toBe(4);
    expect(uids(b).sort()).toEqual(uids(a).sort());
    expect(a).toContain('DTSTAMP:20260401T120000Z');
  });

  it('escapes text so user input cannot add properties or events', () => {
    const days = hostileDays();
    days[0]!.activities[1]!.title = 'Evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Injected; x, y';
    days[0]!.activities[1]!.location = 'a;b,c\\d';
    const { content } = buildIcsExport(fixtureTrip, days, { now: NOW });
    const events = parseEvents(content);
    expect(events).toHaveLength(4);
    const louvre = events[0]!;
    expect(louvre.summary).toBe('Evil END:VEVENT BEGIN:VEVENT SUMMARY:Injected; x, y');
    expect(louvre.location).toBe('a;b,c\\d');
    expect(louvre.description).toContain('</td></tr></table><script>evil()</script>');
    expect(content).toContain('SUMMARY:Evil END:VEVENT BEGIN:VEVENT SUMMARY:Injected\\; x\\, y');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const days = structuredClone(fixtureDays);
    days[0]!.activities[1]!.description = 'é'.repeat(200);
    const { content } = buildIcsExport(fixtureTrip, days, { now: NOW });
    for (const line of content.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parseEvents(content)[0]!.description).toBe(
      `${'é'.repeat(200)}\n\nNote: Book a timed entry online.`,
    );
    expect(
      foldIcsLine('x'.repeat(150))
        .split('\r\n ')
        .map((l) => l.length),
    ).toEqual([75, 74, 1]);
  });

  it('refuses plans without data or without any timed activity', () => {
    expect(() => buildIcsExport(fixtureTrip, [])).toThrow('No itinerary data to export');
    expect(() =>
      buildIcsExport(fixtureTrip, [{ date: '2026-05-03', day: 1, activities: [activity('u', 1)] }]),
    ).toThrow('No timed activities to add to the calendar');
  });
});

describe('clock and duration parsing', () => {
  it('reads the time formats activities carry', () => {
    expect(parseClockTime('9:00 AM')).toBe(540);
    expect(parseClockTime('9 pm')).toBe(21 * 60);
    expect(parseClockTime('12:15 a.m.')).toBe(15);
    expect(parseClockTime('12:00 PM')).toBe(720);
    expect(parseClockTime('14:30')).toBe(870);
    expect(parseClockTime('noon')).toBe(720);
    expect(parseClockTime('9')).toBeNull();
    expect(parseClockTime('13:00 PM')).toBeNull();
    expect(parseClockTime('soon')).toBeNull();
  });

  it('reads durations', () => {
    expect(parseDurationMinutes('2 hours')).toBe(120);
    expect(parseDurationMinutes('1.5 hrs')).toBe(90);
    expect(parseDurationMinutes('90 minutes')).toBe(90);
    expect(parseDurationMinutes('1h 30m')).toBe(90);
    expect(parseDurationMinutes('1 hour 30 minutes')).toBe(90);
    expect(parseDurationMinutes('1-2 hours')).toBe(60);
    expect(parseDurationMinutes('a while')).toBeNull();
  });
});
