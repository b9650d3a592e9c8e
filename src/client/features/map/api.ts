// The map feature's server calls: configuration, nearby points of interest, route geometry, place lookup.
import { useQuery } from '@tanstack/react-query';
import type { MapsConfig, RouteResponse } from '../../../core/api/maps.ts';
import type { NearbyResponse, PlaceSearchResponse } from '../../../core/api/places.ts';
import type { LatLng } from '../../../core/geo.ts';
import { apiRequest } from '../../lib/api.ts';

export function useMapsConfig() {
  return useQuery<MapsConfig>({ queryKey: ['/api/maps/config'] });
}

export function fetchNearbyPlaces(center: LatLng, radiusKm = 3) {
  const params = new URLSearchParams({
    lat: center.lat.toFixed(5),
    lng: center.lng.toFixed(5),
    radiusKm: String(radiusKm),
    limit: '60',
  });
  return apiRequest<NearbyResponse>('GET', `/api/places/nearby?${params}`);
}

export function fetchRoute(points: LatLng[], mode: 'driving' | 'walking' = 'driving') {
  return apiRequest<RouteResponse>('POST', '/api/directions/route', { points, mode });
}

export function searchPlace(query: string, near?: LatLng) {
  return apiRequest<PlaceSearchResponse>('POST', '/api/places/search', { query, ...(near ? { near } : {}) });
}
