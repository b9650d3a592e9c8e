import { describe, expect, it } from 'vitest';
import { daySelectorItems } from './day-items.ts';

describe('daySelectorItems', () => {
  it('numbers the days from 1, dates them from the start and marks today', () => {
    const items = daySelectorItems('2026-04-29', 4, '2026-05-01');
    expect(items.map((i) => [i.day, i.date, i.weekday, i.dayOfMonth, i.isToday])).toEqual([
      [1, '2026-04-29', 'Wed', 29, false],
      [2, '2026-04-30', 'Thu', 30, false],
      [3, '2026-05-01', 'Fri', 1, true],
      [4, '2026-05-02', 'Sat', 2, false],
    ]);
  });
});
