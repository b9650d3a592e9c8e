// Google Distance Matrix API (maps/api/distancematrix/json): origins and destinations as "lat,lng" or text,
// answers in the same shape this API returns, so elements pass through with their texts. Route lines come from
// the Directions API (maps/api/directions/json), whose overview polyline is the road shape.
import type { MatrixElement, TravelModeName } from '../../../core/api/maps.ts';
import { ProviderError, providerJson } from '../provider-http.ts';
import { decodePolyline } from './polyline.ts';
import type { Endpoint, RouteGeometry, TravelProvider } from './types.ts';

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';

interface GoogleMatrix {
  status: string;
  error_message?: string;
  rows?: {
    elements?: {
      status: string;
      distance?: { text: string; value: number };
      duration?: { text: string; value: number };
      duration_in_traffic?: { text: string; value: number };
    }[];
  }[];
}

// Google geocodes text itself (better than our resolver), so text goes as it was given.
interface GoogleDirections {
  status: string;
  error_message?: string;
  routes?: {
    overview_polyline?: { points?: string };
    legs?: { distance?: { value: number }; duration?: { value: number } }[];
  }[];
}

/** The Directions API takes at most this many intermediate waypoints. */
const MAX_WAYPOINTS = 25;

const asParam = (e: Endpoint) => e.text ?? (e.point ? `${e.point.lat},${e.point.lng}` : '');

export function googleMatrixProvider(opts: {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}): TravelProvider {
  const base = (opts.baseUrl ?? GOOGLE_MAPS_BASE_URL).replace(/\/$/, '');
  return {
    source: 'google',
    label: 'Google Maps',
    supports: () => true,
    async matrix(origins, destinations, mode) {
      const params = new URLSearchParams({
        origins: origins.map(asParam).join('|'),
        destinations: destinations.map(asParam).join('|'),
        mode,
        key: opts.apiKey,
      });
      const body = await providerJson<GoogleMatrix>(
        'Google Distance Matrix',
        `${base}/maps/api/distancematrix/json?${params}`,
        { timeoutMs: opts.timeoutMs },
      );
      if (body?.status !== 'OK') {
        const why = [body?.status ?? 'no status', body?.error_message].filter(Boolean).join(': ');
        throw new ProviderError('Google Distance Matrix', why);
      }
      const rows = body.rows ?? [];
      if (
        rows.length !== origins.length ||
        rows.some((r) => (r.elements?.length ?? 0) !== destinations.length)
      ) {
        throw new ProviderError('Google Distance Matrix', 'answered a matrix of the wrong size');
      }
      return rows.map((row) =>
        (row.elements ?? []).map(
          (el): MatrixElement => ({
            status: el.status as MatrixElement['status'],
            ...(el.distance ? { distance: el.distance } : {}),
            ...(el.duration ? { duration: el.duration } : {}),
            mode: mode as TravelModeName,
          }),
        ),
      );
    },
    async route(points, mode): Promise<RouteGeometry> {
      if (points.length - 2 > MAX_WAYPOINTS) throw new ProviderError('Google Directions', 'too many stops');
      const at = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;
      const params = new URLSearchParams({
        origin: at(points[0]!),
        destination: at(points[points.length - 1]!),
        mode,
        key: opts.apiKey,
      });
      // Each stop in between is a waypoint, in the day's order (no optimize:true): one leg per stop.
      if (points.length > 2)
        params.set(
          'waypoints',
          points
            .slice(1, -1)
            .map((p) => at(p))
            .join('|'),
        );
      const body = await providerJson<GoogleDirections>(
        'Google Directions',
        `${base}/maps/api/directions/json?${params}`,
        { timeoutMs: opts.timeoutMs },
      );
      if (body?.status !== 'OK') {
        const why = [body?.status ?? 'no status', body?.error_message].filter(Boolean).join(': ');
        throw new ProviderError('Google Directions', why);
      }
      const route = body.routes?.[0];
      const encoded = route?.overview_polyline?.points;
      if (!route || !encoded) throw new ProviderError('Google Directions', 'answered no route');
      let coordinates: [number, number][];
      try {
        coordinates = decodePolyline(encoded);
      } catch {
        throw new ProviderError('Google Directions', 'answered a polyline it cannot read');
      }
      if (coordinates.length < 2)
        throw new ProviderError('Google Directions', 'answered a route of one point');
      const legs = route.legs ?? [];
      return {
        coordinates,
        distanceMeters: legs.reduce((sum, leg) => sum + (leg.distance?.value ?? 0), 0),
        durationSeconds: legs.reduce((sum, leg) => sum + (leg.duration?.value ?? 0), 0),
      };
    },
  };
}
