// The route optimiser with time windows is exact: on random instances it finds the cost of the best feasible
// order that trying every order finds, and says so when no order fits.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateOrder, solveTsptw, type TsptwInput } from './tsptw.ts';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

function bruteForce(input: TsptwInput) {
  let best: { cost: number } | null = null;
  for (const order of permutations(input.stops.length)) {
    const r = evaluateOrder(input, order);
    if (r && (!best || r.cost < best.cost - 1e-9)) best = r;
  }
  return best;
}

/** Random points on a 10 x 10 km square, windows of one or two ranges (some single times), a start or none. */
const instance = fc
  .record({
    n: fc.integer({ min: 1, max: 7 }),
    seed: fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 80, maxLength: 80 }),
    withStart: fc.boolean(),
    byDistance: fc.boolean(),
    backBy: fc.option(fc.integer({ min: 14 * 60, max: 24 * 60 }), { nil: undefined }),
  })
  .map(({ n, seed, withStart, byDistance, backBy }) => {
    let k = 0;
    const next = () => seed[k++ % seed.length]! / 1000;
    const points = Array.from({ length: n + 1 }, () => ({ x: next() * 10, y: next() * 10 }));
    const km = (a: number, b: number) => Math.hypot(points[a]!.x - points[b]!.x, points[a]!.y - points[b]!.y);
    const minutes = (a: number, b: number) => Math.round(8 + km(a, b) * 3);
    const stops = Array.from({ length: n }, () => {
      const open = 8 * 60 + Math.round(next() * 10) * 60;
      const kind = next();
      const windows =
        kind < 0.15
          ? [open, open]
          : kind < 0.4
            ? [open, open + 90, open + 240, open + 360]
            : [open, open + Math.round(60 + next() * 360)];
      return { windows, duration: 30 + Math.round(next() * 6) * 15 };
    });
    const cost = byDistance ? km : minutes;
    const input: TsptwInput = {
      stops,
      dayStart: 9 * 60,
      gap: (i, j) => minutes(i + 1, j + 1) + 10,
      cost: (i, j) => cost(i + 1, j + 1),
      ...(withStart
        ? {
            fromStart: { gap: (j: number) => minutes(0, j + 1), cost: (j: number) => cost(0, j + 1) },
            toStart: { gap: (j: number) => minutes(j + 1, 0), cost: (j: number) => cost(j + 1, 0) },
          }
        : {}),
      ...(backBy !== undefined ? { backBy } : {}),
    };
    return input;
  });

describe('route optimiser with time windows', () => {
  it('finds the best feasible order, as trying every order does', () => {
    fc.assert(
      fc.property(instance, (input) => {
        const exact = solveTsptw(input);
        const brute = bruteForce(input);
        if (!brute) {
          expect(exact).toBeNull();
          return;
        }
        expect(exact).not.toBeNull();
        expect(exact!.cost).toBeCloseTo(brute.cost, 6);
        // The answer is a real schedule: every start inside its window, after the previous end and the way.
        const again = evaluateOrder(input, exact!.order);
        expect(again).not.toBeNull();
        expect(again!.starts).toEqual(exact!.starts);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps pinned times and says when no order fits', () => {
    const stops = [
      { windows: [600, 600], duration: 60 },
      { windows: [620, 620], duration: 30 },
    ];
    const input: TsptwInput = { stops, dayStart: 540, gap: () => 15, cost: () => 1 };
    expect(solveTsptw(input)).toBeNull();
    const later = solveTsptw({ ...input, stops: [stops[0]!, { windows: [700, 700], duration: 30 }] });
    expect(later).toEqual({ order: [0, 1], starts: [600, 700], cost: 1 });
  });

  it('waits for a window rather than giving up on it', () => {
    const input: TsptwInput = {
      stops: [
        { windows: [19 * 60, 23 * 60], duration: 120 },
        { windows: [9 * 60, 17 * 60], duration: 60 },
      ],
      dayStart: 9 * 60,
      gap: () => 10,
      cost: () => 5,
    };
    expect(solveTsptw(input)).toEqual({ order: [1, 0], starts: [540, 1140], cost: 5 });
  });
});
