// Travel-time model. The embedded estimator turns straight-line distance into a road distance (detour
// factor) and picks a mode: walking for short legs, public transport or taxi inside the city (urban average
// speed plus a fixed overhead for getting to the stop, waiting and boarding), and a faster regional speed
// for the part of a long leg beyond the city (day trips by train or car). Any provider (OSRM, Google) can
// be plugged in through `TravelModel`, for example from a pre-fetched matrix (`matrixTravelModel`).
import { haversineKm, type LatLng } from '../core/geo.ts';

export type TravelMode = 'walk' | 'transit' | 'drive';

export interface Leg {
  /** Road distance in kilometres (rounded to 0.1 km). */
  km: number;
  /** Door-to-door time in whole minutes. */
  minutes: number;
  mode: TravelMode;
}

/** Any travel-time source: the estimator below, or a provider's answers. Must be deterministic. */
export type TravelModel = (a: LatLng, b: LatLng) => Leg;

export interface EstimatorOptions {
  /** Road distance / straight-line distance. */
  detourFactor: number;
  /** Walking speed, km/h. */
  walkKmh: number;
  /** Legs shorter than this road distance are walked. */
  walkMaxKm: number;
  /** Door-to-door average speed of transit or taxi inside a city, km/h. */
  urbanKmh: number;
  /** Fixed minutes added to every non-walking leg: reaching the stop, waiting, boarding. */
  overheadMinutes: number;
  /** Road distance covered at urban speed before the regional speed applies. */
  urbanMaxKm: number;
  /** Average speed of the regional part of a long leg (train, motorway), km/h. */
  regionalKmh: number;
}

export const DEFAULT_ESTIMATOR: Readonly<EstimatorOptions> = {
  detourFactor: 1.3,
  walkKmh: 4.5,
  walkMaxKm: 1.5,
  urbanKmh: 20,
  overheadMinutes: 8,
  urbanMaxKm: 15,
  regionalKmh: 70,
};

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** A travel model with the given options (missing ones take the defaults). */
export function createEstimator(options: Partial<EstimatorOptions> = {}): TravelModel {
  const o = { ...DEFAULT_ESTIMATOR, ...options };
  return (a, b) => {
    const km = haversineKm(a, b) * o.detourFactor;
    if (km < 1e-9) return { km: 0, minutes: 0, mode: 'walk' };
    if (km < o.walkMaxKm) {
      return { km: roundKm(km), minutes: Math.max(1, Math.ceil((km / o.walkKmh) * 60 - 1e-9)), mode: 'walk' };
    }
    const urbanKm = Math.min(km, o.urbanMaxKm);
    const regionalKm = km - urbanKm;
    const minutes = o.overheadMinutes + (urbanKm / o.urbanKmh) * 60 + (regionalKm / o.regionalKmh) * 60;
    return {
      km: roundKm(km),
      minutes: Math.ceil(minutes - 1e-9),
      mode: regionalKm > 0 ? 'drive' : 'transit',
    };
  };
}

const defaultEstimator = createEstimator();

/** The embedded estimate of one leg, with the default options. */
export function estimateLeg(a: LatLng, b: LatLng): Leg {
  return defaultEstimator(a, b);
}

const keyOf = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * A travel model backed by a pre-fetched matrix (for example from OSRM's table service or Google's Distance
 * Matrix): `legs[i][j]` is the leg from `points[i]` to `points[j]`. Pairs the matrix does not know fall back to
 * `fallback` (the estimator by default).
 */
export function matrixTravelModel(
  points: readonly LatLng[],
  legs: readonly (readonly (Leg | null | undefined)[])[],
  fallback: TravelModel = estimateLeg,
): TravelModel {
  const index = new Map<string, number>();
  points.forEach((p, i) => {
    if (!index.has(keyOf(p))) index.set(keyOf(p), i);
  });
  return (a, b) => {
    const i = index.get(keyOf(a));
    const j = index.get(keyOf(b));
    const leg = i === undefined || j === undefined ? undefined : legs[i]?.[j];
    return leg ?? fallback(a, b);
  };
}

/** A day trip's access way applies between it and places farther than this (straight line, km). */
const ACCESS_RADIUS_KM = 8;

/** Minutes from a stop in town to where a day trip's way out starts (the station, the pier), on top of its access. */
export const ACCESS_TOWN_MINUTES = 15;

/** One end of a leg as a day trip's access sees it: its access minutes (0 for a place in town) and mode, if known. */
export interface AccessEnd {
  minutes: number;
  mode?: TravelMode;
}

/**
 * A leg as the schedule counts it, from the estimate (or a provider's answer), the access of its two ends ("minutes
 * from town, each way", the guide's facts) and how far apart they are in a straight line. Between a day trip and a
 * place in town farther than the access radius, a train, bus or boat is the way: never less than its minutes, and
 * no more than them and the way to the station where the estimate would drive the whole way (Toledo: 35 minutes by
 * Avant train, not two hours on the road), with its mode even where the estimate took as long (Versailles, 58
 * minutes). By car, without a known mode, and between two day trips, the access is only a floor.
 */
export function accessLeg(leg: Leg, a: AccessEnd, b: AccessEnd, apartKm: number): Leg {
  const access = Math.max(a.minutes, b.minutes);
  if (access === 0 || apartKm <= ACCESS_RADIUS_KM) return leg;
  const mode = (a.minutes >= b.minutes ? a : b).mode;
  const byTrain = mode !== undefined && mode !== 'drive' && (a.minutes === 0 || b.minutes === 0);
  const minutes = byTrain
    ? Math.max(access, Math.min(leg.minutes, access + ACCESS_TOWN_MINUTES))
    : Math.max(leg.minutes, access);
  return minutes === leg.minutes && !byTrain ? leg : { km: leg.km, minutes, mode: mode ?? 'drive' };
}

/**
 * A place's end of a leg: a day trip's access as the guide gives it (minutes and mode) or, without those facts, the
 * way from the centre (`fromCentre`); nothing for a place in town.
 */
export function placeAccessEnd(
  place: { dayTrip?: boolean; access?: { minutes: number; mode: string } },
  fromCentre: () => number,
): AccessEnd {
  if (!place.dayTrip) return { minutes: 0 };
  if (!place.access) return { minutes: fromCentre() };
  return { minutes: place.access.minutes, mode: legModeOf(place.access.mode) };
}

const TRANSIT_ACCESS = new Set(['metro', 'bus', 'train', 'boat', 'flight', 'tour']);

/** The mode a leg shows for the way a day trip's access describes: a car's is a drive, a train's transit. */
export function legModeOf(access: string | undefined): TravelMode {
  return access === 'walk' ? 'walk' : access && TRANSIT_ACCESS.has(access) ? 'transit' : 'drive';
}
