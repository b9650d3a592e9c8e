import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestOrder, type Matrix, straightLineMatrix } from './optimize.ts';

/** Every order of stops 1..n-1 after the start, by brute force. */
function allOrders(n: number): number[][] {
  if (n <= 1) return [[]];
  const out: number[][] = [];
  const go = (rest: number[], path: number[]) => {
    if (!rest.length) out.push(path);
    for (const r of rest)
      go(
        rest.filter((x) => x !== r),
        [...path, r],
      );
  };
  go(
    Array.from({ length: n - 1 }, (_, i) => i + 1),
    [],
  );
  return out;
}

const cost = (m: number[][], order: number[]) =>
  order.reduce((sum, node, i) => sum + m[i === 0 ? 0 : order[i - 1]!]![node]!, 0);

const matrixArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    minutes: fc.array(fc.array(fc.integer({ min: 1, max: 90 }), { minLength: n, maxLength: n }), {
      minLength: n,
      maxLength: n,
    }),
    km: fc.array(fc.array(fc.integer({ min: 1, max: 40 }), { minLength: n, maxLength: n }), {
      minLength: n,
      maxLength: n,
    }),
  }),
);

describe('route optimisation', () => {
  it('finds the optimum by time and by distance (checked against every order)', () => {
    fc.assert(
      fc.property(matrixArb, (m: Matrix) => {
        const n = m.minutes.length;
        for (const metric of ['time', 'distance'] as const) {
          const table = metric === 'time' ? m.minutes : m.km;
          const best = Math.min(...allOrders(n).map((o) => cost(table, o)));
          const found = bestOrder(m, metric);
          expect(found.order.map((i) => i + 1).sort()).toEqual(allOrders(n)[0]!.slice().sort());
          expect(
            cost(
              table,
              found.order.map((i) => i + 1),
            ),
          ).toBe(best);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('breaks ties by the other metric', () => {
    // Both orders take 20 minutes; 0 -> 2 -> 1 is shorter.
    const m: Matrix = {
      minutes: [
        [0, 10, 10],
        [10, 0, 10],
        [10, 10, 0],
      ],
      km: [
        [0, 5, 1],
        [5, 0, 1],
        [1, 1, 0],
      ],
    };
    expect(bestOrder(m, 'time').order).toEqual([1, 0]);
  });

  it('reports the totals of the chosen order, and answers an empty order for a single stop', () => {
    const stops = [
      { lat: 48.8584, lng: 2.2945 },
      { lat: 48.8606, lng: 2.3376 },
      { lat: 48.86, lng: 2.3266 },
    ];
    const route = bestOrder(straightLineMatrix(stops), 'distance');
    expect(route.order).toEqual([1, 0]);
    expect(route.totalKm).toBeGreaterThan(3);
    expect(bestOrder(straightLineMatrix(stops.slice(0, 1)), 'time').order).toEqual([]);
  });
});
