// The embedded estimate for the distance matrix, in the mode a caller asks for, built on the planner's
// travel-time model (src/planner/travel.ts) so the map, the cards and the planner agree on every leg.
import type { LatLng } from '../../../core/geo.ts';
import { createEstimator, estimateLeg, type Leg } from '../../../planner/travel.ts';

export type LegMode = Leg['mode'] | 'bike';
export type ModeLeg = Omit<Leg, 'mode'> & { mode: LegMode };

/** Cycling speed, km/h (the planner plans no cycling). */
export const BIKE_KMH = 15;

const walkOnly = createEstimator({ walkMaxKm: Number.POSITIVE_INFINITY });
const rideOnly = createEstimator({ walkMaxKm: 0 });

export { estimateLeg };

/**
 * A leg in the mode a caller asked for: 'transit' is the planner's own choice (walk short legs, else ride),
 * 'walking' always walks, 'driving' always rides, 'bicycling' cycles at BIKE_KMH.
 */
export function estimateLegFor(
  a: LatLng,
  b: LatLng,
  mode: 'driving' | 'walking' | 'bicycling' | 'transit',
): ModeLeg {
  switch (mode) {
    case 'walking':
      return walkOnly(a, b);
    case 'bicycling': {
      const leg = walkOnly(a, b);
      return {
        km: leg.km,
        minutes: leg.km ? Math.max(1, Math.ceil((leg.km / BIKE_KMH) * 60 - 1e-9)) : 0,
        mode: 'bike',
      };
    }
    case 'transit':
      return estimateLeg(a, b);
    default: {
      const leg = rideOnly(a, b);
      return { ...leg, mode: 'drive' };
    }
  }
}
