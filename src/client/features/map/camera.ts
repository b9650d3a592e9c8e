// The map's camera for a set of stops, shared by the map's creation (so the first tiles fetched are the ones shown)
// and every later fit.
import { MAP_DEFAULTS } from '../../../core/constants.ts';
import type { LatLng } from '../../../core/geo.ts';
import { boundsOf } from './stops.ts';

export type Camera =
  | { center: [number, number]; zoom: number }
  | { bounds: [[number, number], [number, number]]; padding: number; maxZoom: number };

/** Where the map looks: the stops' bounds, the only stop, or the destination when there are none. */
export function cameraFor(
  container: { clientWidth: number; clientHeight: number },
  stops: readonly LatLng[],
  fallback: LatLng,
): Camera {
  if (!stops.length) return { center: [fallback.lng, fallback.lat], zoom: MAP_DEFAULTS.zoom };
  if (stops.length === 1)
    return { center: [stops[0]!.lng, stops[0]!.lat], zoom: MAP_DEFAULTS.singleMarkerZoom };
  const { clientWidth: w, clientHeight: h } = container;
  // SPEC.md: padding 80, kept smaller than a quarter of a small map so the stops never vanish.
  const padding = Math.max(16, Math.min(MAP_DEFAULTS.fitPadding, Math.floor(Math.min(w, h) / 4)));
  return { bounds: boundsOf(stops), padding, maxZoom: MAP_DEFAULTS.singleMarkerZoom };
}
