import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { kMedoids } from './clustering.ts';

// Three tight groups of points on a line: around 0, 100 and 200.
const points = [0, 2, 4, 5, 100, 101, 103, 104, 200, 201, 203];
const dist = (i: number, j: number) => Math.abs(points[i]! - points[j]!);
const weights = points.map(() => 1);

describe('kMedoids', () => {
  it('finds obvious groups whatever the seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      const { assignment, medoids } = kMedoids(points.length, dist, weights, 3, createRng(seed));
      expect(medoids).toHaveLength(3);
      const groups = [0, 4, 8].map((start) => assignment[start]);
      expect(new Set(groups).size).toBe(3);
      points.forEach((p, i) => {
        expect(assignment[i]).toBe(groups[p < 50 ? 0 : p < 150 ? 1 : 2]);
      });
      for (const m of medoids) expect(assignment[m]).toBe(medoids.indexOf(m));
    }
  });

  it('is deterministic for a seed and caps the number of clusters at the number of items', () => {
    const a = kMedoids(points.length, dist, weights, 4, createRng(7));
    const b = kMedoids(points.length, dist, weights, 4, createRng(7));
    expect(a).toEqual(b);
    expect(kMedoids(2, dist, [1, 1], 5, createRng(1)).medoids).toHaveLength(2);
    expect(kMedoids(0, dist, [], 3, createRng(1)).medoids).toEqual([]);
  });

  it('pulls medoids towards heavy items', () => {
    const heavy = points.map((p) => (p === 5 ? 100 : 1));
    const { medoids } = kMedoids(points.length, dist, heavy, 3, createRng(3));
    expect(medoids).toContain(points.indexOf(5));
  });
});
