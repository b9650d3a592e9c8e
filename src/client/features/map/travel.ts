// Travel times between consecutive activities of a day, for the activity cards: walking for short legs,
// transit (or driving where only a road router is configured) otherwise, from the distance-matrix endpoint.
// SPEC.md section 8: when a time cannot be calculated the card shows '~15 min' and '~5 km'.
import { useQuery } from '@tanstack/react-query';
import {
  type DistanceMatrixResponse,
  TRAVEL_TIME_FAILED,
  type TravelModeName,
  type Waypoint,
} from '../../../core/api/maps.ts';
import { haversineKm, type LatLng } from '../../../core/geo.ts';
import { durationText } from '../../../core/travel-text.ts';
import { accessEnd } from '../../../planner/retime/index.ts';
import { accessLeg } from '../../../planner/travel.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { dayOrder, hasLocation } from './stops.ts';
import type { MapActivity } from './types.ts';

export const FALLBACK_DURATION = '~15 min';
export const FALLBACK_DISTANCE = '~5 km';
/** Straight-line distance under which a leg is walked (about 1.5 km on foot once streets are counted). */
export const WALK_MAX_STRAIGHT_KM = 1.15;

export interface TravelLeg {
  fromId: string;
  toId: string;
  duration: string;
  distance: string;
  durationSeconds?: number;
  distanceMeters?: number;
  mode: TravelModeName;
  /** Where the time came from; 'estimate' is the embedded estimator. */
  source?: 'estimate' | 'osrm' | 'google';
  /** True when the time could not be calculated and the fallback texts are shown. */
  failed: boolean;
}

/** SPEC.md section 7: a non-OK answer or an exception becomes status ERROR with a message. */
export async function requestDistanceMatrix(
  origins: Waypoint[],
  destinations: Waypoint[],
  mode: TravelModeName,
): Promise<DistanceMatrixResponse> {
  try {
    return await apiRequest<DistanceMatrixResponse>('POST', '/api/directions/distance-matrix', {
      origins,
      destinations,
      mode,
    });
  } catch (err) {
    const body = err instanceof ApiError ? (err.body as Partial<DistanceMatrixResponse>) : undefined;
    return {
      status: 'ERROR',
      rows: [],
      error_message: (typeof body === 'object' && body?.error_message) || TRAVEL_TIME_FAILED,
    };
  }
}

const waypointOf = (a: MapActivity): Waypoint | undefined =>
  hasLocation(a) ? { lat: a.lat!, lng: a.lng! } : a.location?.trim() ? a.location.trim() : undefined;

/** The leg mode: walk when both ends are known and close, else `rideMode`. */
function legMode(a: MapActivity, b: MapActivity, rideMode: TravelModeName): TravelModeName {
  if (
    hasLocation(a) &&
    hasLocation(b) &&
    haversineKm(a as { lat: number; lng: number }, b as { lat: number; lng: number }) < WALK_MAX_STRAIGHT_KM
  ) {
    return 'walking';
  }
  return rideMode;
}

function failedLeg(fromId: string, toId: string, mode: TravelModeName): TravelLeg {
  return { fromId, toId, mode, duration: FALLBACK_DURATION, distance: FALLBACK_DISTANCE, failed: true };
}

/** Legs from each activity to the next in day order (one request per mode, the pairs on its diagonal). */
export async function fetchTravelLegs(
  activities: readonly MapActivity[],
  rideMode: TravelModeName = 'transit',
): Promise<TravelLeg[]> {
  const day = dayOrder(activities);
  const pairs = day.slice(1).map((to, i) => ({ from: day[i]!, to, mode: legMode(day[i]!, to, rideMode) }));
  const legs = new Map<number, TravelLeg>();
  const byMode = new Map<TravelModeName, number[]>();
  pairs.forEach((pair, i) => {
    const a = waypointOf(pair.from);
    const b = waypointOf(pair.to);
    if (!a || !b) legs.set(i, failedLeg(String(pair.from.id), String(pair.to.id), pair.mode));
    else byMode.set(pair.mode, [...(byMode.get(pair.mode) ?? []), i]);
  });
  await Promise.all(
    [...byMode].map(async ([mode, indices]) => {
      const res = await requestDistanceMatrix(
        indices.map((i) => waypointOf(pairs[i]!.from)!),
        indices.map((i) => waypointOf(pairs[i]!.to)!),
        mode,
      );
      indices.forEach((i, k) => {
        const { from, to } = pairs[i]!;
        const el = res.status === 'OK' ? res.rows[k]?.elements[k] : undefined;
        legs.set(
          i,
          el?.status === 'OK' && el.duration && el.distance
            ? {
                fromId: String(from.id),
                toId: String(to.id),
                duration: el.duration.text,
                distance: el.distance.text,
                durationSeconds: el.duration.value,
                distanceMeters: el.distance.value,
                mode: el.mode ?? mode,
                ...(res.source ? { source: res.source } : {}),
                failed: false,
              }
            : failedLeg(String(from.id), String(to.id), mode),
        );
      });
    }),
  );
  return pairs.map(({ from, to }, i) => asScheduled(from, to, legs.get(i)!));
}

const MODE_NAMES = { walk: 'walking', transit: 'transit', drive: 'driving' } as const;

/**
 * An estimated leg between town and a day trip, as the schedule counts it (planner/travel.ts): the guide's train,
 * bus or boat and the way to the station rather than the estimator's drive the whole way (Toledo from Madrid: 50
 * minutes, not 1 hour 56). A provider's answer (OSRM, Google) is the road's or the timetable's own: kept.
 */
export function asScheduled(from: MapActivity, to: MapActivity, leg: TravelLeg): TravelLeg {
  if (leg.failed || leg.source !== 'estimate' || leg.durationSeconds === undefined) return leg;
  if (!hasLocation(from) || !hasLocation(to)) return leg;
  const estimate = { km: 0, minutes: Math.round(leg.durationSeconds / 60), mode: 'drive' as const };
  const apart = haversineKm(from as LatLng, to as LatLng);
  const way = accessLeg(estimate, accessEnd(from), accessEnd(to), apart);
  // The estimate's own mode stands where the access changes nothing (by car, in town).
  if (way === estimate || (way.minutes === estimate.minutes && MODE_NAMES[way.mode] === leg.mode)) return leg;
  const seconds = way.minutes * 60;
  return { ...leg, duration: durationText(seconds), durationSeconds: seconds, mode: MODE_NAMES[way.mode] };
}

/** Travel legs for a day, keyed by the id of the activity they start from. */
export function useTravelTimes(activities: readonly MapActivity[], rideMode: TravelModeName = 'transit') {
  const key = dayOrder(activities).map((a) => [a.id, a.lat, a.lng, a.location ?? '']);
  const query = useQuery({
    queryKey: ['travel-legs', rideMode, key],
    queryFn: () => fetchTravelLegs(activities, rideMode),
    enabled: activities.length > 1,
  });
  const byFromId = new Map((query.data ?? []).map((leg) => [leg.fromId, leg]));
  return { legs: query.data ?? [], byFromId, isLoading: query.isLoading };
}

export const MODE_LABELS: Record<TravelModeName, string> = {
  walking: 'walk',
  driving: 'drive',
  transit: 'by transit',
  bicycling: 'by bike',
};
