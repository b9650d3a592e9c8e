// The map feature's server calls: configuration, nearby points of interest, route geometry, place lookup.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MapsConfig, RouteResponse } from '../../../core/api/maps.ts';
import type { NearbyResponse, PlaceSearchResponse } from '../../../core/api/places.ts';
import type { LatLng } from '../../../core/geo.ts';
import { apiRequest } from '../../lib/api.ts';

const MAPS_CONFIG_KEY = ['/api/maps/config'];

export function useMapsConfig() {
  return useQuery<MapsConfig>({ queryKey: MAPS_CONFIG_KEY });
}

/** Asks for the configuration early, so the map can start as soon as its code is there, without making the
 * calling component render again when it arrives. */
export function usePrefetchMapsConfig() {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery({ queryKey: MAPS_CONFIG_KEY });
  }, [client]);
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
