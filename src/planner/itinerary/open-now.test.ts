import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../core/knowledge.ts';
import {
  isOpenAt,
  isOpenNow,
  isOpenThrough,
  localClock,
  openingRangesOn,
  opensOn,
  weekdayKey,
} from './open-now.ts';

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
// A jazz club: Friday 21:00 to 02:00 (written 26:00), Saturday 21:00 to 04:00, closed otherwise.
const club: OpeningHours = { ...closed, fri: [['21:00', '26:00']], sat: [['21:00', '28:00']] };
const SUN = 0;
const FRI = 5;
const SAT = 6;

describe('opening hours', () => {
  it('maps weekday indexes (0 = Sunday) to the knowledge-base keys', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayKey)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    expect(weekdayKey(7)).toBe('sun');
    expect(weekdayKey(-1)).toBe('sat');
  });

  it('is open after midnight on the next day when the closing time runs past 24:00', () => {
    expect(isOpenAt(club, FRI, 22 * 60)).toBe(true);
    expect(isOpenAt(club, SAT, 60)).toBe(true); // Friday night, 1 AM
    expect(isOpenAt(club, SAT, 2 * 60)).toBe(false); // closes at 2 AM
    expect(isOpenAt(club, SUN, 3 * 60 + 59)).toBe(true); // Saturday night, until 4 AM
    expect(isOpenAt(club, SUN, 4 * 60)).toBe(false);
    expect(isOpenAt(club, SUN, 22 * 60)).toBe(false); // closed on Sunday evening
  });

  it('is closed all day on a day without ranges, and the day before does not open it', () => {
    expect(isOpenAt(club, 1, 22 * 60)).toBe(false);
    expect(opensOn(club, 1)).toBe(false);
    expect(opensOn(club, SAT)).toBe(true);
    expect(opensOn(closed, 3)).toBe(false);
  });

  it('treats opening as inclusive and closing as exclusive', () => {
    const shop: OpeningHours = { ...closed, mon: [['09:00', '17:00']] };
    expect(isOpenAt(shop, 1, 9 * 60)).toBe(true);
    expect(isOpenAt(shop, 1, 17 * 60 - 1)).toBe(true);
    expect(isOpenAt(shop, 1, 17 * 60)).toBe(false);
  });

  it('lists a day as merged minute ranges, split service included', () => {
    const bistro: OpeningHours = {
      ...closed,
      tue: [
        ['12:00', '15:00'],
        ['19:00', '24:00'],
      ],
      wed: [['00:00', '24:00']],
    };
    expect(openingRangesOn(bistro, 2)).toEqual([
      [720, 900],
      [1140, 1440],
    ]);
    expect(openingRangesOn(club, SAT)).toEqual([
      [0, 120],
      [1260, 1680],
    ]);
  });

  it('checks a whole visit against one opening range', () => {
    const bistro: OpeningHours = {
      ...closed,
      tue: [
        ['12:00', '15:00'],
        ['19:00', '23:00'],
      ],
    };
    expect(isOpenThrough(bistro, 2, 12 * 60, 13 * 60)).toBe(true);
    expect(isOpenThrough(bistro, 2, 14 * 60, 16 * 60)).toBe(false);
    expect(isOpenThrough(bistro, 2, 14 * 60, 20 * 60)).toBe(false); // closed in between
    expect(isOpenThrough(club, FRI, 23 * 60, 25 * 60)).toBe(true);
  });

  it('reads the wall clock of a time zone at a given instant', () => {
    // 2026-06-01 is a Monday; 23:30 UTC is 08:30 on Tuesday in Tokyo and 19:30 on Monday in New York.
    const instant = new Date('2026-06-01T23:30:00Z');
    expect(localClock(instant, 'Asia/Tokyo')).toEqual({
      date: '2026-06-02',
      weekdayIndex: 2,
      minuteOfDay: 510,
    });
    expect(localClock(instant, 'America/New_York')).toEqual({
      date: '2026-06-01',
      weekdayIndex: 1,
      minuteOfDay: 19 * 60 + 30,
    });
  });

  it('answers Open Now in the place time zone', () => {
    // Saturday 2026-06-06 00:30 in Paris: Friday night at the club.
    expect(isOpenNow(club, new Date('2026-06-05T22:30:00Z'), 'Europe/Paris')).toBe(true);
    expect(isOpenNow(club, new Date('2026-06-05T10:00:00Z'), 'Europe/Paris')).toBe(false);
  });
});
