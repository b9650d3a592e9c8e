import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../core/geo.ts';
import { distanceText, durationText } from '../../../core/travel-text.ts';
import { DEFAULT_ESTIMATOR, estimateLeg } from '../../../planner/travel.ts';
import { BIKE_KMH, estimateLegFor } from './estimator.ts';

const EIFFEL = { lat: 48.8584, lng: 2.2945 };
const NEAR = { lat: EIFFEL.lat + 0.005, lng: EIFFEL.lng }; // about 0.56 km straight, 0.72 km by road
const FAR = { lat: EIFFEL.lat + 0.05, lng: EIFFEL.lng }; // about 5.6 km straight

describe("estimates by mode, on the planner's model", () => {
  it("transit is the planner's own leg: walk when short, ride when not", () => {
    expect(estimateLegFor(EIFFEL, NEAR, 'transit')).toEqual(estimateLeg(EIFFEL, NEAR));
    expect(estimateLegFor(EIFFEL, FAR, 'transit')).toEqual(estimateLeg(EIFFEL, FAR));
    expect(estimateLegFor(EIFFEL, NEAR, 'transit').mode).toBe('walk');
  });

  it("walking always walks, at the planner's walking speed", () => {
    const leg = estimateLegFor(EIFFEL, FAR, 'walking');
    const km = haversineKm(EIFFEL, FAR) * DEFAULT_ESTIMATOR.detourFactor;
    expect(leg.mode).toBe('walk');
    expect(leg.minutes).toBe(Math.ceil((km / DEFAULT_ESTIMATOR.walkKmh) * 60));
  });

  it('driving always rides, even a short leg', () => {
    const leg = estimateLegFor(EIFFEL, NEAR, 'driving');
    expect(leg.mode).toBe('drive');
    expect(leg.minutes).toBeGreaterThanOrEqual(DEFAULT_ESTIMATOR.overheadMinutes);
  });

  it('cycles at 15 km/h over the same road distance', () => {
    const leg = estimateLegFor(EIFFEL, FAR, 'bicycling');
    expect(leg.mode).toBe('bike');
    expect(leg.minutes).toBe(Math.ceil((leg.km / BIKE_KMH) * 60));
    expect(estimateLegFor(EIFFEL, EIFFEL, 'bicycling').minutes).toBe(0);
  });
});

describe('distance and duration texts', () => {
  it("read like Google's", () => {
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
