import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../core/geo.ts';
import { createEstimator, DEFAULT_ESTIMATOR, estimateLeg, matrixTravelModel } from './travel.ts';

const paris = { lat: 48.8584, lng: 2.2945 };
const latLng = fc.record({
  lat: fc.double({ min: 48.7, max: 49, noNaN: true }),
  lng: fc.double({ min: 2.2, max: 2.5, noNaN: true }),
});

describe('estimateLeg', () => {
  it('is zero for the same point', () => {
    expect(estimateLeg(paris, paris)).toEqual({ km: 0, minutes: 0, mode: 'walk' });
  });

  it('walks short legs at walking speed', () => {
    const b = { lat: paris.lat + 0.005, lng: paris.lng }; // ~0.56 km straight, ~0.72 km road
    const leg = estimateLeg(paris, b);
    expect(leg.mode).toBe('walk');
    const road = haversineKm(paris, b) * DEFAULT_ESTIMATOR.detourFactor;
    expect(leg.minutes).toBe(Math.ceil((road / DEFAULT_ESTIMATOR.walkKmh) * 60));
  });

  it('uses transit with an overhead for longer city legs', () => {
    const b = { lat: paris.lat + 0.05, lng: paris.lng }; // ~5.6 km straight
    const leg = estimateLeg(paris, b);
    expect(leg.mode).toBe('transit');
    expect(leg.minutes).toBeGreaterThan(DEFAULT_ESTIMATOR.overheadMinutes);
    expect(leg.km).toBeCloseTo(haversineKm(paris, b) * 1.3, 1);
  });

  it('goes regional for day-trip distances', () => {
    const laDefense = { lat: 48.8918, lng: 2.2361 }; // ~5.7 km
    const far = { lat: 49.4, lng: 2.8 }; // ~73 km
    expect(estimateLeg(paris, laDefense).mode).toBe('transit');
    const leg = estimateLeg(paris, far);
    expect(leg.mode).toBe('drive');
    expect(leg.minutes).toBeLessThan(150);
  });

  it('is symmetric, whole minutes, and monotone in distance', () => {
    fc.assert(
      fc.property(latLng, latLng, latLng, (a, b, c) => {
        const ab = estimateLeg(a, b);
        expect(estimateLeg(b, a)).toEqual(ab);
        expect(Number.isInteger(ab.minutes)).toBe(true);
        const ac = estimateLeg(a, c);
        if (ab.mode === ac.mode && haversineKm(a, b) <= haversineKm(a, c)) {
          expect(ab.minutes).toBeLessThanOrEqual(ac.minutes);
        }
      }),
    );
  });

  it('accepts options', () => {
    const slow = createEstimator({ urbanKmh: 10 });
    const b = { lat: paris.lat + 0.05, lng: paris.lng };
    expect(slow(paris, b).minutes).toBeGreaterThan(estimateLeg(paris, b).minutes);
  });
});

describe('matrixTravelModel', () => {
  it('answers from the matrix and falls back for unknown points', () => {
    const a = { lat: 1, lng: 1 };
    const b = { lat: 1.001, lng: 1 };
    const model = matrixTravelModel(
      [a, b],
      [
        [null, { km: 2, minutes: 7, mode: 'transit' }],
        [{ km: 2.5, minutes: 9, mode: 'transit' }, null],
      ],
    );
    expect(model(a, b)).toEqual({ km: 2, minutes: 7, mode: 'transit' });
    expect(model(b, a)).toEqual({ km: 2.5, minutes: 9, mode: 'transit' });
    expect(model(a, a)).toEqual(estimateLeg(a, a));
    const c = { lat: 1.002, lng: 1 };
    expect(model(a, c)).toEqual(estimateLeg(a, c));
  });
});
