import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../core/geo.ts';
import { ESTIMATOR, estimateLeg, estimateLegFor } from './estimator.ts';
import { distanceText, durationText } from './format.ts';

const EIFFEL = { lat: 48.8584, lng: 2.2945 };
const point = fc.record({
  lat: fc.double({ min: -60, max: 60, noNaN: true }),
  lng: fc.double({ min: -170, max: 170, noNaN: true }),
});

describe('travel-time estimator', () => {
  it('walks legs under 1.5 km at 4.5 km/h', () => {
    const near = { lat: EIFFEL.lat + 0.005, lng: EIFFEL.lng }; // about 0.56 km straight, 0.72 km by road
    const leg = estimateLeg(EIFFEL, near);
    expect(leg.mode).toBe('walk');
    expect(leg.km).toBe(0.7);
    expect(leg.minutes).toBe(Math.ceil((haversineKm(EIFFEL, near) * 1.3 * 60) / 4.5));
  });

  it('rides longer legs at the urban speed plus the overhead', () => {
    const far = { lat: EIFFEL.lat + 0.05, lng: EIFFEL.lng };
    const km = haversineKm(EIFFEL, far) * ESTIMATOR.detourFactor;
    const leg = estimateLeg(EIFFEL, far);
    expect(leg.mode).toBe('transit');
    expect(leg.minutes).toBe(Math.ceil(5 + (km / 22) * 60));
  });

  it('answers the mode asked for', () => {
    const near = { lat: EIFFEL.lat + 0.005, lng: EIFFEL.lng };
    expect(estimateLegFor(EIFFEL, near, 'driving').mode).toBe('drive');
    expect(estimateLegFor(EIFFEL, near, 'walking').mode).toBe('walk');
    expect(estimateLegFor(EIFFEL, near, 'bicycling').mode).toBe('bike');
    expect(estimateLegFor(EIFFEL, EIFFEL, 'driving')).toEqual({ km: 0, minutes: 0, mode: 'drive' });
  });

  it('never shortens a leg below the straight line, and is symmetric', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const leg = estimateLeg(a, b);
        const back = estimateLeg(b, a);
        expect(leg.km + 0.05).toBeGreaterThanOrEqual(haversineKm(a, b));
        expect(back.minutes).toBe(leg.minutes);
        expect(leg.minutes).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('distance and duration texts', () => {
  it("reads like Google's", () => {
    expect(distanceText(350)).toBe('350 m');
    expect(distanceText(1000)).toBe('1 km');
    expect(distanceText(4250)).toBe('4.3 km');
    expect(distanceText(152_000)).toBe('152 km');
    expect(durationText(30)).toBe('1 min');
    expect(durationText(17 * 60)).toBe('17 mins');
    expect(durationText(3600)).toBe('1 hour');
    expect(durationText(3900)).toBe('1 hour 5 mins');
    expect(durationText(2 * 86400 + 3600)).toBe('2 days 1 hour');
  });
});
