// OSRM's HTTP API (osrm-routed): the table service for matrices and the route service for road geometry.
// An OSRM server routes one profile (the one its data was prepared with), so it answers driving only;
// walking, cycling and transit go to the estimator.
import type { MatrixElement, TravelModeName } from '../../../core/api/maps.ts';
import type { LatLng } from '../../../core/geo.ts';
import { distanceText, durationText } from '../../../core/travel-text.ts';
import { ProviderError, providerJson } from '../provider-http.ts';
import type { RouteGeometry, TravelProvider } from './types.ts';

interface OsrmTable {
  code: string;
  message?: string;
  durations?: (number | null)[][];
  distances?: (number | null)[][];
}

interface OsrmRoute {
  code: string;
  message?: string;
  routes?: {
    distance: number;
    duration: number;
    geometry?: { type: string; coordinates: [number, number][] };
  }[];
}

const coord = (p: LatLng) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

export function osrmProvider(opts: { baseUrl: string; timeoutMs?: number }): TravelProvider {
  const base = opts.baseUrl.replace(/\/$/, '');
  const label = 'OSRM';
  const check = (body: { code?: string; message?: string }) => {
    if (body?.code !== 'Ok')
      throw new ProviderError(label, `${body?.code ?? 'no code'}${body?.message ? `: ${body.message}` : ''}`);
  };
  return {
    source: 'osrm',
    label,
    supports: (mode) => mode === 'driving',
    async matrix(origins, destinations, mode) {
      const notFound = (): MatrixElement => ({ status: 'NOT_FOUND' });
      const from = origins.flatMap((e, i) => (e.point ? [{ i, p: e.point }] : []));
      const to = destinations.flatMap((e, j) => (e.point ? [{ j, p: e.point }] : []));
      const result = origins.map(() => destinations.map(notFound));
      if (!from.length || !to.length) return result;
      const points = [...from.map((f) => f.p), ...to.map((t) => t.p)];
      const sources = from.map((_, k) => k).join(';');
      const dests = to.map((_, k) => from.length + k).join(';');
      const url = `${base}/table/v1/driving/${points.map(coord).join(';')}?sources=${sources}&destinations=${dests}&annotations=duration,distance`;
      const body = await providerJson<OsrmTable>(label, url, { timeoutMs: opts.timeoutMs });
      check(body);
      if (body.durations?.length !== from.length || !body.distances) {
        throw new ProviderError(label, 'answered a table of the wrong size');
      }
      from.forEach(({ i }, a) => {
        to.forEach(({ j }, b) => {
          const seconds = body.durations?.[a]?.[b];
          const meters = body.distances?.[a]?.[b];
          result[i]![j] =
            typeof seconds === 'number' && typeof meters === 'number'
              ? {
                  status: 'OK',
                  distance: { text: distanceText(meters), value: Math.round(meters) },
                  duration: { text: durationText(seconds), value: Math.round(seconds) },
                  mode: mode as TravelModeName,
                }
              : { status: 'ZERO_RESULTS' };
        });
      });
      return result;
    },
    async route(points): Promise<RouteGeometry> {
      const url = `${base}/route/v1/driving/${points.map(coord).join(';')}?overview=full&geometries=geojson&steps=false`;
      const body = await providerJson<OsrmRoute>(label, url, { timeoutMs: opts.timeoutMs });
      check(body);
      const route = body.routes?.[0];
      const coordinates = route?.geometry?.coordinates;
      if (!route || !Array.isArray(coordinates) || coordinates.length < 2) {
        throw new ProviderError(label, 'answered no route geometry');
      }
      return { coordinates, distanceMeters: route.distance, durationSeconds: route.duration };
    },
  };
}
