import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../core/geo.ts';
import { optimizeRoute, type RouteMetric } from './route.ts';
import { estimateLeg } from './travel.ts';

const latLng = fc.record({
  lat: fc.double({ min: 41.85, max: 41.95, noNaN: true }),
  lng: fc.double({ min: 12.42, max: 12.55, noNaN: true }),
});

function cost(start: LatLng, stops: LatLng[], order: number[], metric: RouteMetric): number {
  let prev = start;
  let total = 0;
  for (const i of order) {
    const leg = estimateLeg(prev, stops[i]!);
    total += metric === 'time' ? leg.minutes : leg.km;
    prev = stops[i]!;
  }
  return total;
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of permutations(n - 1)) {
    for (let i = 0; i <= rest.length; i++) out.push([...rest.slice(0, i), n - 1, ...rest.slice(i)]);
  }
  return out;
}

describe('optimizeRoute', () => {
  it('handles no stops and one stop', () => {
    const start = { lat: 41.9, lng: 12.5 };
    expect(optimizeRoute(start, [])).toEqual({ order: [], totalMinutes: 0, totalKm: 0 });
    const one = optimizeRoute(start, [{ lat: 41.91, lng: 12.5 }]);
    expect(one.order).toEqual([0]);
    expect(one.totalMinutes).toBe(estimateLeg(start, { lat: 41.91, lng: 12.5 }).minutes);
  });

  it('equals brute force over all permutations (up to 7 stops)', () => {
    fc.assert(
      fc.property(
        latLng,
        fc.array(latLng, { minLength: 1, maxLength: 7 }),
        fc.constantFrom<RouteMetric>('time', 'distance'),
        (start, stops, metric) => {
          const result = optimizeRoute(start, stops, metric);
          expect([...result.order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
          const best = Math.min(...permutations(stops.length).map((p) => cost(start, stops, p, metric)));
          expect(cost(start, stops, result.order, metric)).toBeCloseTo(best, 6);
          expect(result.totalMinutes).toBe(cost(start, stops, result.order, 'time'));
          expect(result.totalKm).toBeCloseTo(cost(start, stops, result.order, 'distance'), 6);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('visits every stop once for longer lists too', () => {
    fc.assert(
      fc.property(latLng, fc.array(latLng, { minLength: 10, maxLength: 16 }), (start, stops) => {
        const result = optimizeRoute(start, stops, 'time');
        expect([...result.order].sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
      }),
      { numRuns: 10 },
    );
  });

  it('uses a custom travel model', () => {
    // A model where going "east" is free: the order must sweep from west to east.
    const model = (a: LatLng, b: LatLng) => ({
      km: 1,
      minutes: b.lng >= a.lng ? 0 : 100,
      mode: 'transit' as const,
    });
    const stops = [3, 1, 4, 2].map((lng) => ({ lat: 0, lng }));
    expect(optimizeRoute({ lat: 0, lng: 0 }, stops, 'time', model).order).toEqual([1, 3, 0, 2]);
  });
});
