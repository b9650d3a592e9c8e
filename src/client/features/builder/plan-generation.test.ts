import { describe, expect, it } from 'vitest';
import type { Activity, Day } from '../../../core/activity.ts';
import type { TimeSegment } from '../../../core/constants.ts';
import { allActivities } from '../../../core/itinerary.ts';
import { fillRemainingRoom, placeIdsIn, withFreshIds } from './plan-generation.ts';

const act = (
  id: string,
  day: number,
  timeSegment: TimeSegment,
  order: number,
  placeId?: string,
): Activity => ({
  id,
  title: `Place ${id}`,
  day,
  timeSegment,
  order,
  placeId,
  isCustom: false,
  isVegetarian: false,
  isSelected: false,
});

const planned: Day[] = [
  {
    day: 1,
    date: '2026-05-01',
    activities: [
      act('gen-1', 1, 'morning', 0, 'p/a'),
      act('gen-2', 1, 'afternoon', 0, 'p/b'),
      act('gen-3', 1, 'evening', 0, 'p/c'),
    ],
  },
  { day: 2, date: '2026-05-02', activities: [act('gen-1', 2, 'morning', 0, 'p/d')] },
];

describe('withFreshIds', () => {
  it('gives every activity a new, unique id and keeps everything else', () => {
    const days = withFreshIds(planned);
    const ids = allActivities(days).map((a) => a.id);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(String(id)).not.toMatch(/^gen-/);
    expect(allActivities(days).map((a) => a.placeId)).toEqual(['p/a', 'p/b', 'p/c', 'p/d']);
  });
});

describe('fillRemainingRoom', () => {
  const existing: Day[] = [
    {
      day: 1,
      date: '2026-05-01',
      activities: [act('mine', 1, 'afternoon', 0), { ...act('mine-2', 1, 'evening', 0), isCustom: true }],
    },
    { day: 2, date: '2026-05-02', activities: [] },
  ];

  it('keeps every existing activity and adds only up to the daily limit', () => {
    const { days, added } = fillRemainingRoom(existing, planned, 3, '2026-05-01');
    expect(added).toBe(2);
    const day1 = days.find((d) => d.day === 1)!;
    expect(day1.activities.map((a) => a.id)).toContain('mine');
    expect(day1.activities.map((a) => a.id)).toContain('mine-2');
    expect(day1.activities).toHaveLength(3);
    expect(day1.activities.find((a) => a.placeId === 'p/a')?.timeSegment).toBe('morning');
    expect(days.find((d) => d.day === 2)!.activities.map((a) => a.placeId)).toEqual(['p/d']);
  });

  it('adds nothing to a full day', () => {
    const { days, added } = fillRemainingRoom(existing, planned.slice(0, 1), 2, '2026-05-01');
    expect(added).toBe(0);
    expect(days).toEqual(existing);
  });

  it('lists the place ids to exclude once each', () => {
    expect(placeIdsIn([...planned, ...planned])).toEqual(['p/a', 'p/b', 'p/c', 'p/d']);
  });
});
