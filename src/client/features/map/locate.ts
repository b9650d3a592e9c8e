// Activities without coordinates are looked up before they are drawn (SPEC.md section 8): a place search
// for the title and location, then the location text alone; an activity found by neither is left off the map.
import { useQuery } from '@tanstack/react-query';
import type { LatLng } from '../../../core/geo.ts';
import { searchPlace } from './api.ts';
import { hasLocation } from './stops.ts';
import type { MapActivity } from './types.ts';

async function locate(activity: MapActivity, near?: LatLng): Promise<LatLng | undefined> {
  const attempts = [
    [activity.title, activity.location].filter(Boolean).join(', '),
    activity.location ?? '',
  ].filter((q, i, all) => q.trim().length >= 2 && all.indexOf(q) === i);
  for (const query of attempts) {
    try {
      const hit = (await searchPlace(query, near)).results[0];
      if (hit) return hit.geometry.location;
    } catch {
      // Try the next form; a failed lookup only means this activity has no marker.
    }
  }
  return undefined;
}

/** The activities, with coordinates filled in where a lookup found them. */
export function useLocatedActivities(activities: readonly MapActivity[], near?: LatLng): MapActivity[] {
  const missing = activities.filter((a) => !hasLocation(a) && (a.title || a.location));
  const query = useQuery({
    queryKey: ['map-locate', near?.lat, near?.lng, missing.map((a) => [a.id, a.title, a.location ?? ''])],
    queryFn: async () => {
      const found = await Promise.all(
        missing.map(async (a) => [String(a.id), await locate(a, near)] as const),
      );
      return new Map(found.filter((f): f is readonly [string, LatLng] => Boolean(f[1])));
    },
    enabled: missing.length > 0,
  });
  if (!missing.length || !query.data) return [...activities];
  return activities.map((a) => {
    const point = query.data.get(String(a.id));
    return point && !hasLocation(a) ? { ...a, lat: point.lat, lng: point.lng } : a;
  });
}
