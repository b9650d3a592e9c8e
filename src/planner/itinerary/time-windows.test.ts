import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACES } from '../../core/constants.ts';
import {
  awayFromMeals,
  busyStayCap,
  earliestStart,
  MEAL_WINDOWS,
  mealMinutes,
  PACE_SETTINGS,
  segmentOf,
  segmentWindows,
  startWindows,
  stayMinutes,
} from './time-windows.ts';

describe('segments and paces', () => {
  it('starts the day at 8:30 busy, 9:00 moderate, later when light (the morning segment itself opens at 6:00)', () => {
    expect(PACE_SETTINGS.busy.dayStart).toBe(8 * 60 + 30);
    expect(PACE_SETTINGS.moderate.dayStart).toBe(9 * 60);
    expect(PACE_SETTINGS.light.dayStart).toBeGreaterThan(9 * 60);
    expect(segmentWindows('moderate').morning[0]).toBe(6 * 60);
    expect(PACE_SETTINGS.light.bufferMinutes).toBeGreaterThan(PACE_SETTINGS.busy.bufferMinutes);
    expect(PACE_SETTINGS.light.dayEnd).toBeLessThan(PACE_SETTINGS.busy.dayEnd);
  });

  it('splits the day at 12:00 and 18:00, the evening starting until 23:00', () => {
    for (const pace of PACES) {
      const w = segmentWindows(pace);
      expect(w.morning[1]).toBe(719);
      expect(w.afternoon).toEqual([720, 1079]);
      expect(w.evening).toEqual([1080, 1380]);
    }
    expect(segmentOf(719)).toBe('morning');
    expect(segmentOf(720)).toBe('afternoon');
    expect(segmentOf(1079)).toBe('afternoon');
    expect(segmentOf(1080)).toBe('evening');
  });

  it('has lunch start 12:00-14:30 and dinner 18:30-21:00', () => {
    expect(MEAL_WINDOWS.lunch).toEqual([720, 870]);
    expect(MEAL_WINDOWS.dinner).toEqual([1110, 1260]);
  });

  it('lets a relaxed traveller linger, but not past a show, and keeps meals between 45 minutes and 2 hours', () => {
    expect(stayMinutes({ durationMinutes: 60 }, 'relaxed')).toBe(70);
    expect(stayMinutes({ durationMinutes: 60 }, 'cultural')).toBe(60);
    // The elephant orphanage's one viewing lasts its hour, however slowly the traveller goes.
    expect(stayMinutes({ durationMinutes: 60, startTimes: ['11:00'] }, 'relaxed', 'light')).toBe(60);
    expect(mealMinutes(20)).toBe(45);
    expect(mealMinutes(75)).toBe(75);
    expect(mealMinutes(180)).toBe(120);
  });
});

describe('start windows', () => {
  it('keeps the whole visit inside one opening range and the start inside an allowed window', () => {
    // Open 10:00-18:00; 2-hour visit; mornings and evenings allowed: starts 10:00-11:55 only (5-minute marks).
    expect(
      startWindows(
        [[600, 1080]],
        [
          [540, 719],
          [1080, 1380],
        ],
        120,
        1440,
      ),
    ).toEqual([600, 715]);
    // Split service; the evening range closes at 23:30 but the day ends at 23:00.
    expect(
      startWindows(
        [
          [720, 900],
          [1140, 1410],
        ],
        [
          [720, 870],
          [1110, 1260],
        ],
        60,
        1380,
      ),
    ).toEqual([720, 840, 1140, 1260]);
    expect(startWindows([[600, 660]], [[540, 719]], 90, 1440)).toEqual([]);
  });

  it('gives the earliest start at or after a time, or -1', () => {
    const w = [600, 700, 900, 1000];
    expect(earliestStart(w, 500)).toBe(600);
    expect(earliestStart(w, 650)).toBe(650);
    expect(earliestStart(w, 701)).toBe(900);
    expect(earliestStart(w, 1001)).toBe(-1);
    expect(earliestStart([], 0)).toBe(-1);
  });

  it('only ever returns starts that satisfy every constraint (property)', () => {
    const range = fc.tuple(fc.integer({ min: 0, max: 1700 }), fc.integer({ min: 1, max: 600 }));
    fc.assert(
      fc.property(
        fc.array(range, { maxLength: 3 }),
        fc.array(range, { maxLength: 3 }),
        fc.integer({ min: 15, max: 300 }),
        fc.integer({ min: 0, max: 1439 }),
        (open, allowed, duration, t) => {
          const opening = open.map(([a, len]) => [a, a + len] as const);
          const windows = allowed.map(([a, len]) => [a, a + len] as const);
          const s = earliestStart(startWindows(opening, windows, duration, 1440), t);
          if (s < 0) return;
          expect(s).toBeGreaterThanOrEqual(t);
          expect(windows.some(([a, b]) => s >= a && s <= b)).toBe(true);
          expect(opening.some(([o, c]) => s >= o && s + duration <= c)).toBe(true);
          expect(s + duration).toBeLessThanOrEqual(1440);
        },
      ),
    );
  });
});

describe('a busy day of many visits', () => {
  const museum = { durationMinutes: 90, category: 'museum', tags: ['museums' as const] };
  const themePark = { durationMinutes: 540, category: 'attraction', tags: ['family' as const] };
  const busy = { activityPace: 'busy' as const, activityLimit: 10 };

  it('shares its time among the visits, highlights keeping twice as long, other paces keeping it all', () => {
    expect(busyStayCap(museum, busy, false)).toBe(40);
    expect(busyStayCap(museum, busy, true)).toBe(80);
    expect(busyStayCap(museum, { ...busy, activityLimit: 8 }, false)).toBe(50);
    expect(busyStayCap(museum, { ...busy, activityLimit: 4 }, false)).toBe(100);
    expect(busyStayCap(museum, { ...busy, activityPace: 'moderate' }, false)).toBe(Number.POSITIVE_INFINITY);
  });

  it('never keeps a long visit to less than a third of its length: a theme park is not fifty minutes', () => {
    expect(busyStayCap(themePark, busy, false)).toBe(180);
    // A highlight keeps 80 minutes on a busy day of 10; a third of five hours is more.
    expect(busyStayCap({ ...themePark, durationMinutes: 300 }, busy, true)).toBe(100);
  });
});

describe('a café seen as a sight keeps clear of meals', () => {
  it('ends an hour before the earliest lunch and starts an hour after the latest lunch start', () => {
    const lunch = [12 * 60, 14 * 60 + 30] as const;
    const dinner = [19 * 60, 21 * 60] as const;
    const day = [[9 * 60, 22 * 60]] as const;
    // A 40-minute coffee: from 9:00 to 10:20 (ending by 11:00), 15:30 to 17:20 (ending by 18:00); not after dinner.
    expect(awayFromMeals(day, [lunch, dinner], 40)).toEqual([
      [9 * 60, 10 * 60 + 20],
      [15 * 60 + 30, 17 * 60 + 20],
    ]);
    expect(awayFromMeals(day, [], 40)).toEqual(day);
  });
});
