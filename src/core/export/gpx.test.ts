import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fixtureDays, fixtureTrip, hostileDays } from '../../../tests/fixtures/itinerary.ts';
import { buildGpxExport } from './gpx.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (n) => ['wpt', 'rtept'].includes(n),
});

describe('buildGpxExport', () => {
  it("writes valid GPX 1.1 with the day's located stops in order, as waypoints and a route", () => {
    const file = buildGpxExport(fixtureTrip, fixtureDays[0]!);
    expect(file.fileName).toBe('Paris,_France_Day_1.gpx');
    expect(file.mimeType).toBe('application/gpx+xml');
    expect(XMLValidator.validate(file.content)).toBe(true);
    const gpx = parser.parse(file.content).gpx;
    expect(gpx['@version']).toBe('1.1');
    expect(gpx['@xmlns']).toBe('http://www.topografix.com/GPX/1/1');
    // The dinner cruise has no coordinates and is left out; the rest follow segment-then-order.
    const points = gpx.wpt.map((w: Record<string, unknown>) => [
      w.name,
      Number(w['@lat']),
      Number(w['@lon']),
    ]);
    expect(points).toEqual([
      ['Louvre Museum', 48.8606, 2.3376],
      ['Tuileries Garden', 48.8635, 2.3275],
      ["Musée d'Orsay", 48.86, 2.3266],
    ]);
    expect(gpx.rte.rtept.map((w: Record<string, unknown>) => w.name)).toEqual(
      points.map((p: unknown[]) => p[0]),
    );
    expect(gpx.metadata.name).toBe('Paris, France - Day 1 - Sunday, May 3');
    expect(gpx.wpt[0].cmt).toBe('Book a timed entry online.');
  });

  it('escapes markup in every field', () => {
    const file = buildGpxExport(fixtureTrip, hostileDays()[0]!);
    expect(XMLValidator.validate(file.content)).toBe(true);
    expect(file.content).not.toMatch(/<script|<img|<b>/);
    expect(file.content).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Louvre');
    const wpt = parser.parse(file.content).gpx.wpt[0];
    expect(wpt.name).toBe('<script>alert("x")</script> Louvre');
    expect(wpt.cmt).toBe('<img src=x onerror=alert(1)> & "quotes"');
  });

  it('refuses a day without located stops', () => {
    expect(() => buildGpxExport(fixtureTrip, fixtureDays[1]!)).toThrow(
      'No activities with a map location on this day',
    );
  });
});
