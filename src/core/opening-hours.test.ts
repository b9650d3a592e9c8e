import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './knowledge.ts';
import {
  formatClock,
  hoursText,
  isOpenAt,
  localClock,
  openIntervalAt,
  openMinutesBetween,
  weekdayText,
} from './opening-hours.ts';

const week = (ranges: [string, string][]): OpeningHours => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: ranges,
  sun: ranges,
});
const MON = 1;
const TUE = 2;
const FRI = 5;
const SAT = 6;
const SUN = 0;
const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

describe('isOpenAt', () => {
  const museum: OpeningHours = { ...week([['09:00', '18:00']]), tue: [] };
  it('is open from opening up to (not including) closing', () => {
    expect(isOpenAt(museum, MON, at('08:59'))).toBe(false);
    expect(isOpenAt(museum, MON, at('09:00'))).toBe(true);
    expect(isOpenAt(museum, MON, at('17:59'))).toBe(true);
    expect(isOpenAt(museum, MON, at('18:00'))).toBe(false);
  });
  it('is closed all day on a day without hours', () => {
    expect(isOpenAt(museum, TUE, at('12:00'))).toBe(false);
  });
  it('counts hours past midnight on the following day', () => {
    const club: OpeningHours = { ...week([]), fri: [['21:00', '26:00']] };
    expect(isOpenAt(club, FRI, at('23:30'))).toBe(true);
    expect(isOpenAt(club, SAT, at('01:59'))).toBe(true);
    expect(isOpenAt(club, SAT, at('02:00'))).toBe(false);
    expect(isOpenAt(club, FRI, at('01:00'))).toBe(false);
    // Saturday's late hours spill into Sunday, and Sunday into Monday (the week wraps).
    const late: OpeningHours = { ...week([]), sun: [['20:00', '25:00']] };
    expect(isOpenAt(late, MON, at('00:30'))).toBe(true);
    expect(isOpenAt(late, SUN, at('00:30'))).toBe(false);
  });
  it('is always open for 00:00-24:00, across midnight too', () => {
    const square = week([['00:00', '24:00']]);
    for (const d of [0, 1, 2, 3, 4, 5, 6])
      for (const m of [0, 1, 719, 1439]) expect(isOpenAt(square, d, m)).toBe(true);
    expect(openIntervalAt(square, FRI, 600)).toEqual([-1440, 2880]);
  });
  it('handles split hours (lunch and dinner)', () => {
    const bistro = week([
      ['12:00', '15:00'],
      ['19:00', '24:00'],
    ]);
    expect(isOpenAt(bistro, MON, at('16:00'))).toBe(false);
    expect(isOpenAt(bistro, MON, at('20:00'))).toBe(true);
  });
});

describe('openMinutesBetween', () => {
  it('measures the overlap with a window, across midnight', () => {
    const bar: OpeningHours = { ...week([]), fri: [['17:00', '25:00']] };
    expect(openMinutesBetween(bar, FRI, at('18:00'), at('23:00'))).toBe(300);
    expect(openMinutesBetween(bar, FRI, at('23:00'), 24 * 60 + 120)).toBe(120);
    expect(openMinutesBetween(bar, SAT, at('18:00'), at('23:00'))).toBe(0);
  });
  it('agrees with isOpenAt minute by minute', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 28 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const range = fc.tuple(clock, clock).filter(([a, b]) => b > a && a < '24:00') as fc.Arbitrary<
      [string, string]
    >;
    const day = fc.array(range, { maxLength: 2 });
    const hours = fc.record({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day });
    fc.assert(
      fc.property(hours, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1439 }), (h, d, from) => {
        const to = Math.min(1440, from + 180);
        let count = 0;
        for (let m = from; m < to; m++) if (isOpenAt(h, d, m)) count++;
        expect(openMinutesBetween(h, d, from, to)).toBe(count);
      }),
      { numRuns: 200 },
    );
  });
});

describe('weekdayText', () => {
  it('lists the week from Monday, with closed days and late closing', () => {
    const hours: OpeningHours = {
      ...week([['09:00', '18:00']]),
      tue: [],
      fri: [['09:00', '21:30']],
      sat: [
        ['12:00', '15:00'],
        ['19:00', '25:30'],
      ],
      sun: [['00:00', '24:00']],
    };
    expect(weekdayText(hours)).toEqual([
      'Monday: 9:00 AM – 6:00 PM',
      'Tuesday: Closed',
      'Wednesday: 9:00 AM – 6:00 PM',
      'Thursday: 9:00 AM – 6:00 PM',
      'Friday: 9:00 AM – 9:30 PM',
      'Saturday: 12:00 PM – 3:00 PM, 7:00 PM – 1:30 AM',
      'Sunday: Open 24 hours',
    ]);
    expect(hoursText(hours, TUE)).toBe('Closed');
  });
  it('formats clocks on a 12-hour dial', () => {
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClock('12:05')).toBe('12:05 PM');
    expect(formatClock('24:00')).toBe('12:00 AM');
    expect(formatClock('26:15')).toBe('2:15 AM');
  });
});

describe('localClock', () => {
  it('reads the wall clock of the destination', () => {
    const instant = new Date(Date.UTC(2026, 4, 8, 20, 30)); // Friday 20:30 UTC
    expect(localClock('Europe/Paris', instant)).toEqual({
      date: '2026-05-08',
      weekdayIndex: FRI,
      minuteOfDay: at('22:30'),
    });
    expect(localClock('Asia/Tokyo', instant)).toEqual({
      date: '2026-05-09',
      weekdayIndex: SAT,
      minuteOfDay: at('05:30'),
    });
    expect(localClock('America/New_York', new Date(Date.UTC(2026, 0, 1, 4, 0)))).toMatchObject({
      date: '2025-12-31',
      minuteOfDay: at('23:00'),
    });
  });
  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(localClock('Nowhere/Atlantis', new Date(Date.UTC(2026, 4, 8, 0, 15)))).toMatchObject({
      date: '2026-05-08',
      minuteOfDay: 15,
    });
  });
});
