import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Matrix, orderFromMatrix, straightLineMatrix } from './optimize.ts';

/** Every order of stops 1..n-1 after the start, by brute force. */
function allOrders(n: number): number[][] {
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

/** n distinct points (the matrix travel model is keyed by coordinates) and a matrix between them. */
const caseArb = fc.integer({ min: 2, max: 7 }).chain((n) =>
  fc.record({
    points: fc.constant(Array.from({ length: n }, (_, i) => ({ lat: 40 + i * 0.01, lng: -74 + i * 0.01 }))),
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

describe('day route optimisation over a travel matrix', () => {
  it('finds the optimum by time and by distance (checked against every order)', () => {
    fc.assert(
      fc.property(caseArb, ({ points, minutes, km }) => {
        const m: Matrix = { minutes, km };
        for (const metric of ['time', 'distance'] as const) {
          const table = metric === 'time' ? minutes : km;
          const best = Math.min(...allOrders(points.length).map((o) => cost(table, o)));
          const found = orderFromMatrix(points, m, metric).order.map((i) => i + 1);
          expect([...found].sort()).toEqual(allOrders(points.length)[0]!.slice().sort());
          expect(cost(table, found)).toBe(best);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('uses straight-line distances when the server cannot be asked', () => {
    const stops = [
      { lat: 48.8584, lng: 2.2945 },
      { lat: 48.8606, lng: 2.3376 },
      { lat: 48.86, lng: 2.3266 },
    ];
    const route = orderFromMatrix(stops, straightLineMatrix(stops), 'distance');
    expect(route.order).toEqual([1, 0]);
    expect(route.totalKm).toBeGreaterThan(3);
  });
});
