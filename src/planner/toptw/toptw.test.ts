import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFeasibility } from './check.ts';
import { TIME_EPS, type ToptwInstance, tourClose, tourOpen, tourScore } from './instance.ts';
import { parseToptw } from './parse.ts';
import { solveToptw } from './solver.ts';

const fixtures = join(import.meta.dirname, '..', '..', '..', 'tests', 'fixtures', 'toptw');
const fixture = (name: string, tours: number) =>
  parseToptw(readFileSync(join(fixtures, `${name}.txt`), 'utf8'), { name, tours });

/** Keeps the depot and the first k customers. */
function truncate(inst: ToptwInstance, k: number): ToptwInstance {
  const size = k + 1;
  const time = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) time[i * size + j] = inst.time[i * inst.size + j]!;
  const pick = (a: ArrayLike<number>) => Array.from({ length: size }, (_, i) => a[i]!);
  return {
    size,
    time,
    service: pick(inst.service),
    score: pick(inst.score),
    open: pick(inst.open),
    close: pick(inst.close),
    tours: inst.tours,
  };
}

/**
 * Exhaustive search: tours are built one after the other, each extended by every feasible customer in turn.
 * Written from the instance definition only (windows on the start of service, return by Tmax, groups, kinds
 * and stop caps), independently of the solver.
 */
function bruteForce(inst: ToptwInstance): number {
  const n = inst.size;
  const used = new Uint8Array(n);
  const groupsUsed = new Set<number>();
  let best = 0;
  const dfs = (
    t: number,
    at: number,
    time: number,
    stops: number,
    kinds: Map<number, number>,
    score: number,
  ) => {
    // Close this tour if it can get home.
    const home = time + Number(inst.service[at]) + Number(inst.time[at * n]);
    if (home > tourClose(inst, t, 0) + TIME_EPS) return;
    best = Math.max(best, score);
    if (t + 1 < inst.tours) dfs(t + 1, 0, tourOpen(inst, t + 1, 0), 0, new Map(), score);
    const over = inst.tourOverrides?.[t];
    if (over?.maxStops !== undefined && stops >= over.maxStops) return;
    for (let v = 1; v < n; v++) {
      if (used[v]) continue;
      const g = inst.group?.[v] ?? -1;
      if (g >= 0 && groupsUsed.has(g)) continue;
      const k = inst.kind?.[v] ?? 0;
      if (k > 0 && (kinds.get(k) ?? 0) >= (over?.kindCap?.[k] ?? Number.POSITIVE_INFINITY)) continue;
      const arrival = time + Number(inst.service[at]) + Number(inst.time[at * n + v]);
      const start = Math.max(arrival, tourOpen(inst, t, v));
      if (start > tourClose(inst, t, v) + TIME_EPS) continue;
      used[v] = 1;
      if (g >= 0) groupsUsed.add(g);
      const nextKinds = new Map(kinds);
      if (k > 0) nextKinds.set(k, (kinds.get(k) ?? 0) + 1);
      dfs(t, v, start, stops + 1, nextKinds, score + tourScore(inst, t, v));
      used[v] = 0;
      if (g >= 0) groupsUsed.delete(g);
    }
  };
  dfs(0, 0, tourOpen(inst, 0, 0), 0, new Map(), 0);
  return best;
}

interface TinyOptions {
  extensions: boolean;
}

/** Random tiny instances (integer grid, Solomon-style truncated distances), optionally with extensions. */
const tinyInstance = ({ extensions }: TinyOptions) =>
  fc
    .record({
      customers: fc.integer({ min: 1, max: 7 }),
      tours: fc.integer({ min: 1, max: 3 }),
      tmax: fc.integer({ min: 40, max: 200 }),
      points: fc.array(
        fc.record({
          x: fc.integer({ min: 0, max: 40 }),
          y: fc.integer({ min: 0, max: 40 }),
          service: fc.integer({ min: 0, max: 15 }),
          score: fc.integer({ min: 1, max: 30 }),
          open: fc.integer({ min: 0, max: 120 }),
          width: fc.integer({ min: 0, max: 150 }),
          group: fc.integer({ min: -1, max: 2 }),
          kind: fc.integer({ min: 0, max: 2 }),
        }),
        { minLength: 8, maxLength: 8 },
      ),
      caps: fc.array(
        fc.record({ maxStops: fc.integer({ min: 0, max: 4 }), kindCap: fc.integer({ min: 0, max: 1 }) }),
        { minLength: 3, maxLength: 3 },
      ),
      shift: fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 24, maxLength: 24 }),
    })
    .map(({ customers, tours, tmax, points, caps, shift }): ToptwInstance => {
      const size = customers + 1;
      const pts = points.slice(0, size);
      const time = new Float64Array(size * size);
      for (let i = 0; i < size; i++) {
        for (let j = 0; j < size; j++) {
          const dx = pts[i]!.x - pts[j]!.x;
          const dy = pts[i]!.y - pts[j]!.y;
          time[i * size + j] = i === j ? 0 : Math.floor(Math.sqrt(dx * dx + dy * dy) * 10) / 10;
        }
      }
      const inst: ToptwInstance = {
        size,
        time,
        service: pts.map((p, i) => (i === 0 ? 0 : p.service)),
        score: pts.map((p, i) => (i === 0 ? 0 : p.score)),
        open: pts.map((p, i) => (i === 0 ? 0 : p.open)),
        close: pts.map((p, i) => (i === 0 ? tmax : p.open + p.width)),
        tours,
      };
      if (!extensions) return inst;
      return {
        ...inst,
        group: pts.map((p, i) => (i === 0 ? -1 : p.group)),
        kind: pts.map((p, i) => (i === 0 ? 0 : p.kind)),
        tourOverrides: Array.from({ length: tours }, (_, t) => ({
          maxStops: caps[t]!.maxStops + 1,
          kindCap: [0, caps[t]!.kindCap, 1],
          open: pts.map((p, i) => (i === 0 ? 0 : p.open + shift[t * 8 + i]!)),
          score: pts.map((p, i) => (i === 0 ? 0 : p.score + ((t + i) % 3))),
        })),
      };
    });

describe('parseToptw', () => {
  it('reads the Solomon format with one-decimal truncated distances', () => {
    const inst = fixture('c101', 2);
    expect(inst.size).toBe(101);
    expect(inst.tours).toBe(2);
    expect(inst.close[0]).toBe(1236);
    expect([inst.service[1], inst.score[1], inst.open[1], inst.close[1]]).toEqual([90, 10, 912, 967]);
    // depot (40, 50) to customer 1 (45, 68): sqrt(349) = 18.68... -> 18.6
    expect(inst.time[1]).toBe(18.6);
    expect(inst.decimals).toBe(1);
  });

  it('reads the Cordeau format (variable list length) with two decimals', () => {
    const inst = fixture('pr01', 1);
    expect(inst.size).toBe(49);
    expect(inst.decimals).toBe(2);
    expect([inst.service[1], inst.score[1], inst.open[1], inst.close[1]]).toEqual([2, 12, 354, 509]);
    const d = Math.hypot(-10.442 + 29.73, 19.999 - 64.136);
    expect(inst.time[1]).toBe(Math.floor(d * 100) / 100);
  });

  it('rejects malformed input', () => {
    expect(() => parseToptw('')).toThrow();
    expect(() => parseToptw('1 1 2 1\n0 0\n0 0 0 0 0 0 0 0 100\n')).toThrow();
  });
});

describe('checkFeasibility', () => {
  const inst = truncate(fixture('c101', 1), 10);
  it('accepts the empty answer and scores it 0', () => {
    expect(checkFeasibility(inst, [[]])).toMatchObject({ feasible: true, score: 0 });
  });
  it('finds repeats, unknown vertices, too many tours, windows and Tmax', () => {
    expect(checkFeasibility(inst, [[5, 5]]).errors.join()).toMatch(/twice/);
    expect(checkFeasibility(inst, [[0]]).feasible).toBe(false);
    expect(checkFeasibility(inst, [[99]]).feasible).toBe(false);
    expect(checkFeasibility(inst, [[], []]).errors.join()).toMatch(/at most 1/);
    // Customer 1 opens at 912 and customer 5 closes at 80 (service of 1 is 90): 1 then 5 is late.
    expect(checkFeasibility(inst, [[1, 5]]).errors.join()).toMatch(/window/);
    const tight = { ...inst, close: [50, ...Array.from(inst.close).slice(1)] };
    expect(checkFeasibility(tight, [[5]]).errors.join()).toMatch(/Tmax/);
  });
  it('checks groups, kinds and stop caps', () => {
    const ext: ToptwInstance = {
      ...inst,
      group: [-1, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1],
      kind: [0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
      tourOverrides: [{ maxStops: 1, kindCap: [0, 1] }],
    };
    expect(checkFeasibility(ext, [[5, 6]]).errors.join()).toMatch(/kind|stops/);
  });
});

describe('solveToptw', () => {
  it('is optimal on tiny random instances (brute force)', () => {
    fc.assert(
      fc.property(tinyInstance({ extensions: false }), fc.integer({ min: 1, max: 1000 }), (inst, seed) => {
        const result = solveToptw(inst, { seed, maxIterations: 300 });
        const report = checkFeasibility(inst, result.tours);
        expect(report.errors).toEqual([]);
        expect(report.score).toBe(result.score);
        expect(result.score).toBe(bruteForce(inst));
      }),
      { numRuns: 150, seed: 20260501 },
    );
  }, 120_000);

  it('is optimal on tiny instances with groups, kinds, stop caps and per-tour windows and scores', () => {
    fc.assert(
      fc.property(tinyInstance({ extensions: true }), fc.integer({ min: 1, max: 1000 }), (inst, seed) => {
        const result = solveToptw(inst, { seed, maxIterations: 300 });
        const report = checkFeasibility(inst, result.tours);
        expect(report.errors).toEqual([]);
        expect(report.score).toBeCloseTo(bruteForce(inst), 9);
      }),
      { numRuns: 150, seed: 20260502 },
    );
  }, 120_000);

  it.each([
    ['c101', 8, 1],
    ['c101', 12, 2],
    ['rc105', 12, 1],
    ['r205', 9, 2],
    ['pr01', 10, 1],
    ['pr01', 10, 2],
  ])(
    'is optimal on %s truncated to %i customers, %i tours',
    (name, k, tours) => {
      const inst = truncate(fixture(name, tours), k);
      const result = solveToptw(inst, { seed: 7, maxIterations: 500 });
      expect(checkFeasibility(inst, result.tours).feasible).toBe(true);
      expect(result.score).toBe(bruteForce(inst));
    },
    120_000,
  );

  it.each([
    ['c101', 1, 320],
    ['rc105', 1, 244],
    ['pr01', 1, 308],
    ['r205', 4, 1458],
  ])(
    'reaches the optimum of %s with %i tour(s) (%i)',
    (name, tours, optimum) => {
      const inst = fixture(name, tours);
      const result = solveToptw(inst, { seed: 1, maxIterations: 1500 });
      const report = checkFeasibility(inst, result.tours);
      expect(report.errors).toEqual([]);
      expect(report.score).toBe(result.score);
      expect(result.score).toBe(optimum);
    },
    120_000,
  );

  it('gives feasible answers on full fixtures for every tour count, and the same answer for the same seed', () => {
    for (const name of ['c101', 'rc105', 'r205', 'pr01']) {
      for (const tours of [1, 2, 3, 4]) {
        const inst = fixture(name, tours);
        const a = solveToptw(inst, { seed: 3, maxIterations: 150 });
        expect(checkFeasibility(inst, a.tours).errors).toEqual([]);
        const b = solveToptw(inst, { seed: 3, maxIterations: 150 });
        expect(b.tours).toEqual(a.tours);
      }
    }
  }, 120_000);
});
