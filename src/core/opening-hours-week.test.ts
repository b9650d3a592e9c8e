import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './knowledge.ts';
import { formatClock, isOpenAt, isOpenNow, localClock, weekdayText } from './opening-hours.ts';

const week = (ranges: [string, string][]): OpeningHours => ({
  mon: ranges,
  tue: ranges,
  wed: ranges,
  thu: ranges,
  fri: ranges,
  sat: [],
  sun: [['00:00', '24:00']],
});

describe('opening hours as the place details show them', () => {
  it('writes times as Google does', () => {
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('26:00')).toBe('2:00 AM');
  });

  it('lists seven days from Monday, with closed days and 24-hour days', () => {
    const text = weekdayText(
      week([
        ['09:00', '13:00'],
        ['14:00', '18:00'],
      ]),
    );
    expect(text).toEqual([
      'Monday: 9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM',
      'Tuesday: 9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM',
      'Wednesday: 9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM',
      'Thursday: 9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM',
      'Friday: 9:00 AM – 1:00 PM, 2:00 PM – 6:00 PM',
      'Saturday: Closed',
      'Sunday: Open 24 hours',
    ]);
  });

  it('is open inside a range, closed at its end and in a gap', () => {
    const hours = week([
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ]);
    expect(isOpenAt(hours, 1, 9 * 60)).toBe(true);
    expect(isOpenAt(hours, 1, 13 * 60 + 30)).toBe(false);
    expect(isOpenAt(hours, 1, 18 * 60)).toBe(false);
    expect(isOpenAt(hours, 6, 12 * 60)).toBe(false);
    expect(isOpenAt(hours, 0, 3 * 60)).toBe(true);
  });

  it('counts a bar still open after midnight from the day before', () => {
    const hours = week([['18:00', '26:00']]);
    expect(isOpenAt(hours, 2, 60)).toBe(true); // Monday's range runs to 2 AM Tuesday
    expect(isOpenAt(hours, 2, 3 * 60)).toBe(false);
    expect(isOpenAt(hours, 6, 60)).toBe(true); // Friday's
    expect(isOpenAt(hours, 0, 60)).toBe(true); // 24 hours
    // Sunday is open 00:00-24:00, which does not run into Monday.
    expect(isOpenAt(hours, 1, 60)).toBe(false);
  });

  it('reads the clock at the destination, not the server', () => {
    const instant = new Date('2026-01-05T23:30:00Z'); // a Monday in UTC
    expect(localClock('UTC', instant)).toMatchObject({ weekdayIndex: 1, minuteOfDay: 23 * 60 + 30 });
    expect(localClock('Asia/Tokyo', instant)).toMatchObject({ weekdayIndex: 2, minuteOfDay: 8 * 60 + 30 });
    expect(localClock('America/New_York', instant)).toMatchObject({
      weekdayIndex: 1,
      minuteOfDay: 18 * 60 + 30,
    });
    const hours = week([['09:00', '18:00']]);
    expect(isOpenNow(hours, 'America/New_York', instant)).toBe(false);
    expect(isOpenNow(hours, 'Asia/Tokyo', instant)).toBe(false);
    expect(isOpenNow(hours, 'Asia/Tokyo', new Date('2026-01-06T01:00:00Z'))).toBe(true);
  });
});
