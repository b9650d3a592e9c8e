// The travel service behind the distance-matrix and route endpoints: the configured providers in order
// (Google, then OSRM), and the embedded estimator when none is configured, none answers the mode, or the
// ones that do fail. An estimate says so (`source: 'estimate'`, with a notice when a provider failed).
import type {
  DistanceMatrixResponse,
  MatrixElement,
  RouteResponse,
  TravelModeName,
  Waypoint,
} from '../../../core/api/maps.ts';
import type { LatLng } from '../../../core/geo.ts';
import { distanceText, durationText } from '../../../core/travel-text.ts';
import { ProviderError } from '../provider-http.ts';
import { estimateLegFor } from './estimator.ts';
import type { Endpoint, TravelProvider } from './types.ts';

export interface TravelServiceOptions {
  providers: TravelProvider[];
  /** Locates text that is not "lat,lng" (a place or city name); undefined when unknown. */
  locate: (text: string) => LatLng | undefined;
  onProviderError?: (err: ProviderError) => void;
}

export interface TravelService {
  readonly source: 'estimate' | 'osrm' | 'google';
  matrix(
    origins: Waypoint[],
    destinations: Waypoint[],
    mode: TravelModeName,
  ): Promise<DistanceMatrixResponse>;
  route(points: LatLng[], mode: TravelModeName): Promise<RouteResponse>;
}

const LAT_LNG = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** "48.85,2.29" as a point, when both numbers are in range. */
export function parseLatLng(text: string): LatLng | undefined {
  const m = LAT_LNG.exec(text);
  if (!m) return undefined;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

const MODE_OF_LEG = { walk: 'walking', bike: 'bicycling', transit: 'transit', drive: 'driving' } as const;

export function estimateMatrix(
  origins: Endpoint[],
  destinations: Endpoint[],
  mode: TravelModeName,
): MatrixElement[][] {
  return origins.map((o) =>
    destinations.map((d): MatrixElement => {
      if (!o.point || !d.point) return { status: 'NOT_FOUND' };
      const leg = estimateLegFor(o.point, d.point, mode);
      const meters = Math.round(leg.km * 1000);
      const seconds = leg.minutes * 60;
      return {
        status: 'OK',
        distance: { text: distanceText(meters), value: meters },
        duration: { text: durationText(seconds), value: seconds },
        mode: MODE_OF_LEG[leg.mode],
      };
    }),
  );
}

const describe = (e: Endpoint) => e.text ?? (e.point ? `${e.point.lat},${e.point.lng}` : '');

export function createTravelService(opts: TravelServiceOptions): TravelService {
  const resolve = (w: Waypoint): Endpoint => {
    if (typeof w !== 'string') return { point: w };
    return { point: parseLatLng(w) ?? opts.locate(w), text: w };
  };

  const report = (err: unknown) => {
    if (err instanceof ProviderError) opts.onProviderError?.(err);
    else throw err;
  };

  return {
    source: opts.providers[0]?.source ?? 'estimate',

    async matrix(originsIn, destinationsIn, mode) {
      const origins = originsIn.map(resolve);
      const destinations = destinationsIn.map(resolve);
      const addresses = {
        origin_addresses: origins.map(describe),
        destination_addresses: destinations.map(describe),
      };
      const failed: string[] = [];
      for (const provider of opts.providers) {
        if (!provider.supports(mode)) continue;
        try {
          const rows = await provider.matrix(origins, destinations, mode);
          return {
            status: 'OK',
            ...addresses,
            rows: rows.map((elements) => ({ elements })),
            source: provider.source,
          };
        } catch (err) {
          report(err);
          failed.push(provider.label);
        }
      }
      const rows = estimateMatrix(origins, destinations, mode);
      return {
        status: 'OK',
        ...addresses,
        rows: rows.map((elements) => ({ elements })),
        source: 'estimate',
        ...(failed.length
          ? { notice: `${failed.join(' and ')} failed; these travel times are estimates.` }
          : {}),
      };
    },

    async route(points, mode) {
      const failed: string[] = [];
      for (const provider of opts.providers) {
        if (!provider.route || !provider.supports(mode)) continue;
        try {
          return { ...(await provider.route(points, mode)), source: provider.source };
        } catch (err) {
          report(err);
          failed.push(provider.label);
        }
      }
      // Straight segments between the stops, with estimated totals.
      let distanceMeters = 0;
      let durationSeconds = 0;
      for (let i = 1; i < points.length; i++) {
        const leg = estimateLegFor(points[i - 1]!, points[i]!, mode);
        distanceMeters += Math.round(leg.km * 1000);
        durationSeconds += leg.minutes * 60;
      }
      return {
        coordinates: points.map((p) => [p.lng, p.lat] as [number, number]),
        distanceMeters,
        durationSeconds,
        source: 'estimate',
        ...(failed.length
          ? { notice: `${failed.join(' and ')} failed; the line joins the stops directly.` }
          : {}),
      };
    },
  };
}
