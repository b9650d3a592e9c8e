import { describe, expect, it } from 'vitest';
import type { Day } from '../../../core/activity.ts';
import { finalizeTripLength, reviewDays } from './review-days.ts';

const activity = (day: number) => ({
  id: `a${day}`,
  title: 'Colosseum',
  day,
  timeSegment: 'morning' as const,
  order: 0,
  isCustom: false,
  isVegetarian: false,
  isSelected: false,
});

describe('finalizeTripLength', () => {
  it('counts both ends of the range', () => {
    expect(finalizeTripLength('2026-05-01', '2026-05-03')).toBe(3);
    expect(finalizeTripLength('2026-05-01', '2026-05-01')).toBe(1);
  });
  it('takes the absolute difference when the end comes first', () => {
    expect(finalizeTripLength('2026-05-03', '2026-05-01')).toBe(3);
  });
  it('reads a missing end as start + 7 days and a missing start as today', () => {
    expect(finalizeTripLength('2026-05-01', '')).toBe(8);
    expect(finalizeTripLength(undefined, undefined, '2026-02-10')).toBe(8);
    expect(finalizeTripLength(undefined, '2026-02-12', '2026-02-10')).toBe(3);
  });
  it('crosses month and year ends', () => {
    expect(finalizeTripLength('2026-12-30', '2027-01-02')).toBe(4);
  });
});

describe('reviewDays', () => {
  it('lists every day of the trip with its date, filling missing days as empty', () => {
    const days: Day[] = [{ day: 2, date: '2026-05-02', activities: [activity(2)] }];
    const out = reviewDays({ startDate: '2026-05-01', endDate: '2026-05-03' }, days);
    expect(out.map((d) => [d.day, d.date, d.activities.length])).toEqual([
      [1, '2026-05-01', 0],
      [2, '2026-05-02', 1],
      [3, '2026-05-03', 0],
    ]);
  });
  it('keeps a stored day beyond the trip length', () => {
    const days: Day[] = [{ day: 3, date: '2026-05-03', activities: [activity(3)] }];
    const out = reviewDays({ startDate: '2026-05-01', endDate: '2026-05-02' }, days);
    expect(out).toHaveLength(3);
    expect(out[2]!.activities).toHaveLength(1);
  });
});
