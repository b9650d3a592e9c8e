// The traveller's accommodation on the day's map: its own marker, and the legs from it to the day's first stop
// and from the last stop back to it (dashed: the way there and back, not a road route).
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { LatLng } from '../../../core/geo.ts';
import { maplibregl } from './maplibre.ts';

const LEGS = 'wf-accommodation-legs';

export interface AccommodationLayer {
  remove(): void;
}

export function showAccommodation(
  map: MapLibreMap,
  place: LatLng & { name: string },
  first: LatLng | undefined,
  last: LatLng | undefined,
): AccommodationLayer {
  const element = document.createElement('div');
  element.className = 'wf-accommodation-marker';
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', `Where you stay: ${place.name}`);
  element.title = place.name;
  // A bed, drawn in the marker's own colours (no icon font): the marker reads as "home", not as a stop number.
  element.innerHTML =
    '<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2"><path d="M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9"/></svg>';
  const marker: Marker = new maplibregl.Marker({ element }).setLngLat([place.lng, place.lat]).addTo(map);
  const legs = [first, last]
    .filter((p): p is LatLng => Boolean(p))
    .map((p) => ({
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'LineString' as const,
        coordinates: [
          [place.lng, place.lat],
          [p.lng, p.lat],
        ],
      },
    }));
  map.addSource(LEGS, { type: 'geojson', data: { type: 'FeatureCollection', features: legs } });
  map.addLayer(
    {
      id: LEGS,
      type: 'line',
      source: LEGS,
      layout: { 'line-cap': 'round' },
      paint: {
        'line-color': '#7c3aed',
        'line-width': 2.5,
        'line-dasharray': [1.5, 1.5],
        'line-opacity': 0.85,
      },
    },
    map.getLayer('wf-stops-anchor') ? 'wf-stops-anchor' : undefined,
  );
  return {
    remove() {
      marker.remove();
      if (map.getLayer(LEGS)) map.removeLayer(LEGS);
      if (map.getSource(LEGS)) map.removeSource(LEGS);
    },
  };
}
