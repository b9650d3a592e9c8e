import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo.ts';
import { describeTravel, estimateTravel } from './travel-estimate.ts';

const louvre = { lat: 48.8606, lng: 2.3376 };
const tuileries = { lat: 48.8635, lng: 2.327 };
const eiffel = { lat: 48.8584, lng: 2.2945 };

describe('estimateTravel', () => {
  it('walks short legs at 4.5 km/h over the detour distance', () => {
    const e = estimateTravel(louvre, tuileries);
    const road = haversineKm(louvre, tuileries) * 1.3;
    expect(road).toBeLessThan(1.5);
    expect(e.mode).toBe('walk');
    expect(e.km).toBeCloseTo(road, 1);
    expect(e.minutes).toBe(Math.round((road / 4.5) * 60));
  });
  it('rides longer legs at 22 km/h plus 5 minutes', () => {
    const e = estimateTravel(louvre, eiffel);
    const road = haversineKm(louvre, eiffel) * 1.3;
    expect(e.mode).toBe('transit');
    expect(e.minutes).toBe(Math.round((road / 22) * 60 + 5));
    expect(describeTravel(e)).toBe(
      `about ${e.km.toFixed(1)} km, roughly ${e.minutes} min by public transport or taxi`,
    );
  });
  it('is zero for the same point', () => {
    expect(estimateTravel(louvre, louvre)).toEqual({ km: 0, minutes: 1, mode: 'walk' });
    expect(describeTravel(estimateTravel(louvre, louvre))).toBe('under 100 m, roughly 1 min on foot');
  });
});
