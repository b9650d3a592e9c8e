// The embedded travel-time estimator: straight-line distance times a detour factor, walked when short, else
// an urban door-to-door speed plus a fixed overhead (reaching the stop or car, waiting, parking).
// Same leg shape as the planner's travel model (src/planner/travel.ts), which replaces this module at merge.
import { haversineKm, type LatLng } from '../../../core/geo.ts';

export type LegMode = 'walk' | 'transit' | 'drive' | 'bike';

export interface Leg {
  /** Road distance in kilometres (rounded to 0.1 km). */
  km: number;
  /** Door-to-door time in whole minutes. */
  minutes: number;
  mode: LegMode;
}

export const ESTIMATOR = {
  detourFactor: 1.3,
  walkKmh: 4.5,
  walkMaxKm: 1.5,
  urbanKmh: 22,
  overheadMinutes: 5,
  bikeKmh: 15,
} as const;

const roundKm = (km: number) => Math.round(km * 10) / 10;
const ceilMinutes = (m: number) => Math.max(1, Math.ceil(m - 1e-9));

function walk(km: number): Leg {
  return { km: roundKm(km), minutes: ceilMinutes((km / ESTIMATOR.walkKmh) * 60), mode: 'walk' };
}

function ride(km: number, mode: 'drive' | 'transit'): Leg {
  return {
    km: roundKm(km),
    minutes: ceilMinutes(ESTIMATOR.overheadMinutes + (km / ESTIMATOR.urbanKmh) * 60),
    mode,
  };
}

/** The planner's choice: walk short legs, else ride (transit or taxi) at the urban speed. */
export function estimateLeg(a: LatLng, b: LatLng): Leg {
  const km = haversineKm(a, b) * ESTIMATOR.detourFactor;
  if (km < 1e-9) return { km: 0, minutes: 0, mode: 'walk' };
  return km < ESTIMATOR.walkMaxKm ? walk(km) : ride(km, 'transit');
}

/** A leg in the mode a caller asked for (the distance matrix's `mode`). */
export function estimateLegFor(
  a: LatLng,
  b: LatLng,
  mode: 'driving' | 'walking' | 'bicycling' | 'transit',
): Leg {
  const km = haversineKm(a, b) * ESTIMATOR.detourFactor;
  if (km < 1e-9) return { km: 0, minutes: 0, mode: mode === 'walking' ? 'walk' : 'drive' };
  switch (mode) {
    case 'walking':
      return walk(km);
    case 'bicycling':
      return { km: roundKm(km), minutes: ceilMinutes((km / ESTIMATOR.bikeKmh) * 60), mode: 'bike' };
    case 'transit':
      return km < ESTIMATOR.walkMaxKm ? walk(km) : ride(km, 'transit');
    default:
      return ride(km, 'drive');
  }
}
