// The builder's travel legs to a day trip read as the schedule counts them: an estimate of the whole way by road
// gives way to the guide's train and the way to the station; a provider's answer stands.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOWN_MINUTES } from '../../../planner/travel.ts';
import { asScheduled, type TravelLeg } from './travel.ts';
import type { MapActivity } from './types.ts';

const stop = (id: string, lat: number, lng: number, timing?: MapActivity['timing']): MapActivity => ({
  id,
  title: id,
  timeSegment: 'afternoon',
  order: 0,
  lat,
  lng,
  ...(timing ? { timing } : {}),
});
// Madrid's Plaza Mayor and Toledo's old town, 35 minutes apart by Avant train.
const plaza = stop('plaza', 40.4155, -3.7074);
const toledo = (mode?: 'transit' | 'drive') =>
  stop('toledo', 39.8628, -4.0273, { accessMinutes: 35, ...(mode ? { accessMode: mode } : {}) });
const estimate: TravelLeg = {
  fromId: 'toledo',
  toId: 'plaza',
  duration: '1 hour 56 mins',
  distance: '87.7 km',
  durationSeconds: 116 * 60,
  distanceMeters: 87_700,
  mode: 'transit',
  source: 'estimate',
  failed: false,
};

describe('a day trip leg on the cards', () => {
  it('shows the train and the way to the station where the estimate drives the whole way', () => {
    const leg = asScheduled(toledo('transit'), plaza, estimate);
    expect(leg.durationSeconds).toBe((35 + ACCESS_TOWN_MINUTES) * 60);
    expect(leg.duration).toBe('50 mins');
    expect(leg.mode).toBe('transit');
    expect(
      asScheduled(plaza, toledo('transit'), { ...estimate, fromId: 'plaza', toId: 'toledo' }).duration,
    ).toBe('50 mins');
  });

  it('names the train even where the estimate takes as long', () => {
    const driven = { ...estimate, duration: '45 mins', durationSeconds: 45 * 60, mode: 'driving' as const };
    expect(asScheduled(toledo('transit'), plaza, driven)).toEqual({ ...driven, mode: 'transit' });
  });

  it("keeps a provider's answer, the road's estimate for a day trip by car, and legs in town", () => {
    expect(asScheduled(toledo('transit'), plaza, { ...estimate, source: 'osrm' })).toEqual({
      ...estimate,
      source: 'osrm',
    });
    expect(asScheduled(toledo('drive'), plaza, estimate)).toEqual(estimate);
    expect(asScheduled(toledo(), plaza, estimate)).toEqual(estimate);
    const sol = stop('sol', 40.4169, -3.7035);
    expect(asScheduled(sol, plaza, estimate)).toEqual(estimate);
  });
});
