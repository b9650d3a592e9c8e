import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../core/geo.ts';
import { applyRouteOrder } from './route-order.ts';
import { boundsOf, dayOrder, excerpt, groupOverlapping, jitterNearDuplicates, toStops } from './stops.ts';
import type { MapActivity } from './types.ts';

const act = (
  id: string,
  timeSegment: MapActivity['timeSegment'],
  order: number,
  at?: [number, number],
): MapActivity => ({
  id,
  title: `Activity ${id}`,
  timeSegment,
  order,
  startTime: `${order + 9}:00 AM`,
  ...(at ? { lat: at[0], lng: at[1] } : {}),
});

describe('map stops', () => {
  it('orders a day by segment then order, and numbers only located activities', () => {
    const day = [
      act('e', 'evening', 0, [1, 1]),
      act('m2', 'morning', 2, [2, 2]),
      act('x', 'morning', 1),
      act('a', 'afternoon', 0, [3, 3]),
      act('m1', 'morning', 0, [4, 4]),
    ];
    expect(dayOrder(day).map((a) => a.id)).toEqual(['m1', 'x', 'm2', 'a', 'e']);
    expect(toStops(day).map((s) => [s.id, s.number])).toEqual([
      ['m1', 1],
      ['m2', 2],
      ['a', 3],
      ['e', 4],
    ]);
  });

  it('spreads stops within 20 m of each other about 20 m apart, and leaves others alone', () => {
    const base: [number, number] = [48.8584, 2.2945];
    const stops = toStops([
      act('a', 'morning', 0, base),
      act('b', 'morning', 1, base),
      act('c', 'morning', 2, [base[0] + 0.0001, base[1]]),
      act('d', 'morning', 3, [48.86, 2.33]),
    ]);
    const spread = jitterNearDuplicates(stops, 20);
    expect(spread[0]).toEqual(stops[0]);
    expect(spread[3]).toEqual(stops[3]);
    for (const moved of [spread[1]!, spread[2]!]) {
      const metres = haversineKm(spread[0]!, moved) * 1000;
      expect(metres).toBeGreaterThan(5);
      expect(metres).toBeLessThan(40);
    }
    expect(haversineKm(spread[1]!, spread[2]!) * 1000).toBeGreaterThan(5);
  });

  it('bounds the stops', () => {
    expect(
      boundsOf([
        { lat: 1, lng: 5 },
        { lat: -2, lng: 7 },
      ]),
    ).toEqual([
      [5, -2],
      [7, 1],
    ]);
  });

  it('cuts text at a word with an ellipsis, never past the limit', () => {
    expect(excerpt('Short text.', 100)).toBe('Short text.');
    const long =
      'The museum holds a vast collection of art and antiquities from every continent, spread over three wings and several floors.';
    const cut = excerpt(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(excerpt(undefined, 10)).toBe('');
  });

  it("applies an optimised order to the day's slots, keeping unlocated activities in place", () => {
    const day = [
      act('a', 'morning', 0, [1, 1]),
      act('b', 'morning', 1, [2, 2]),
      act('n', 'afternoon', 0),
      act('c', 'afternoon', 1, [3, 3]),
      act('d', 'evening', 0, [4, 4]),
    ];
    const next = applyRouteOrder(day, ['a', 'd', 'c', 'b']);
    expect(next.map((x) => [x.id, x.timeSegment, x.order, x.startTime])).toEqual([
      ['a', 'morning', 0, '9:00 AM'],
      ['d', 'morning', 1, '10:00 AM'],
      ['n', 'afternoon', 0, '9:00 AM'],
      ['c', 'afternoon', 1, '10:00 AM'],
      ['b', 'evening', 0, '9:00 AM'],
    ]);
    expect(new Set(next.map((x) => x.id))).toEqual(new Set(day.map((x) => x.id)));
  });
});

describe('groupOverlapping', () => {
  it('groups only markers whose centres are closer than the radius, in order, and leaves the others alone', () => {
    const points = [
      { id: 'a', x: 0, y: 0 },
      { id: 'b', x: 20, y: 0 },
      { id: 'c', x: 100, y: 0 },
      { id: 'd', x: 129, y: 0 },
      { id: 'e', x: 0, y: 31 },
    ];
    const groups = groupOverlapping(points, 30).map((g) => g.map((p) => p.id));
    expect(groups).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('keeps every marker apart when none overlap', () => {
    const points = [0, 1, 2, 3].map((i) => ({ x: i * 40, y: 0 }));
    expect(groupOverlapping(points, 30)).toHaveLength(4);
  });
});
