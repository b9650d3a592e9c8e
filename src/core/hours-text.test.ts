import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHoursText, HoursTextError, parseHoursText } from './hours-text.ts';
import { openingHours, placeSchema, WEEKDAYS } from './knowledge.ts';

describe('hours text', () => {
  it('reads day ranges, lists, several ranges a day and later rules over earlier ones', () => {
    const h = parseHoursText('Mo-Fr 08:00-14:00,16:00-20:00; Sa 09:00-13:00; We off');
    expect(h.mon).toEqual([
      ['08:00', '14:00'],
      ['16:00', '20:00'],
    ]);
    expect(h.wed).toEqual([]);
    expect(h.sat).toEqual([['09:00', '13:00']]);
    expect(h.sun).toEqual([]);
  });

  it('writes closing times past midnight on the day the range opens', () => {
    const h = parseHoursText('Fr,Sa 22:00-04:00; Su-Th 19:00-24:00');
    expect(h.fri).toEqual([['22:00', '28:00']]);
    expect(h.mon).toEqual([['19:00', '24:00']]);
    expect(parseHoursText('24/7').tue).toEqual([['00:00', '24:00']]);
    expect(parseHoursText('Fr-Mo 10:00-12:00').sun).toEqual([['10:00', '12:00']]);
    expect(parseHoursText('off').mon).toEqual([]);
  });

  it('names what is wrong', () => {
    expect(() => parseHoursText('Mon-Fri 09:00-17:00')).toThrow(HoursTextError);
    expect(() => parseHoursText('Mo-Fr 9-17')).toThrow(/not a time/);
    expect(() => parseHoursText('Mo 09:00-12:00,11:00-13:00')).toThrow(/overlapping/);
    expect(() => parseHoursText('09:00-17:00')).toThrow(/needs days and times/);
    const result = placeSchema.shape.hours.safeParse('Xx 09:00-10:00');
    expect(result.success).toBe(false);
  });

  it('formats and reads back any weekly hours unchanged (property)', () => {
    const clock = fc.integer({ min: 0, max: 47 }).map((h) => h * 30);
    const ranges = fc.uniqueArray(clock, { minLength: 0, maxLength: 4 }).map((points) => {
      const sorted = [...points].sort((a, b) => a - b);
      const out: [string, string][] = [];
      for (let i = 0; i + 1 < sorted.length; i += 2) out.push([hhmm(sorted[i]!), hhmm(sorted[i + 1]!)]);
      return out;
    });
    const week = fc
      .tuple(...WEEKDAYS.map(() => ranges))
      .map((days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]!])));
    fc.assert(
      fc.property(week, (w) => {
        const hours = openingHours.parse(w);
        expect(parseHoursText(formatHoursText(hours))).toEqual(hours);
      }),
    );
  });
});

function hhmm(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
