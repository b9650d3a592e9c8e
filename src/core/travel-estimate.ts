// The offline travel estimate between two points (DESIGN.md section 4): straight-line distance times a detour
// factor; short legs are walked, longer ones go at an urban door-to-door speed plus time to reach a stop or taxi.
import { haversineKm, type LatLng } from './geo.ts';

export const TRAVEL_ESTIMATE = {
  detourFactor: 1.3,
  walkKmh: 4.5,
  /** Legs shorter than this (road distance) are walked. */
  walkMaxKm: 1.5,
  urbanKmh: 22,
  overheadMinutes: 5,
} as const;

export interface TravelEstimate {
  /** Road distance, rounded to 0.1 km. */
  km: number;
  minutes: number;
  mode: 'walk' | 'transit';
}

export function estimateTravel(a: LatLng, b: LatLng): TravelEstimate {
  const o = TRAVEL_ESTIMATE;
  const km = haversineKm(a, b) * o.detourFactor;
  const rounded = Math.round(km * 10) / 10;
  if (km < o.walkMaxKm)
    return { km: rounded, minutes: Math.max(1, Math.round((km / o.walkKmh) * 60)), mode: 'walk' };
  return { km: rounded, minutes: Math.round((km / o.urbanKmh) * 60 + o.overheadMinutes), mode: 'transit' };
}

/** "35 min", "1 h 5 min". */
export function formatMinutesDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** "about 0.8 km, roughly 11 min on foot" / "about 5.4 km, roughly 20 min by public transport or taxi". */
export function describeTravel(e: TravelEstimate): string {
  const km = e.km < 0.1 ? 'under 100 m' : `about ${e.km.toFixed(1)} km`;
  return e.mode === 'walk'
    ? `${km}, roughly ${formatMinutesDuration(e.minutes)} on foot`
    : `${km}, roughly ${formatMinutesDuration(e.minutes)} by public transport or taxi`;
}
