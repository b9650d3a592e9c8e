// Directions links to a place's coordinates: Google Maps when the server has a Google key, else OpenStreetMap.
import type { LatLng } from '../../../core/geo.ts';

export function directionsUrl(to: LatLng, provider: 'google' | 'osm'): string {
  const point = `${to.lat},${to.lng}`;
  return provider === 'google'
    ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(point)}`
    : `https://www.openstreetmap.org/directions?to=${encodeURIComponent(point)}`;
}
