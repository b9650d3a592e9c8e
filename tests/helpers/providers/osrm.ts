// A stand-in for an OSRM server (osrm-routed) on loopback, speaking the documented v1 HTTP API: the table
// service (sources, destinations, annotations=duration,distance) and the route service (overview=full,
// geometries=geojson). Coordinates are "lng,lat" joined by ";", as OSRM expects.
import { metresBetween, sendJson, startFakeServer } from './server.ts';

/** A point far out at sea that the fake cannot route to (OSRM answers null in a table, NoRoute for a route). */
export const UNROUTABLE: [number, number] = [-140, 0];

export function startFakeOsrm() {
  return startFakeServer((req, url, _body, res) => {
    const m = /^\/(table|route)\/v1\/([a-z]+)\/(.+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !m)
      return sendJson(res, 400, {
        code: 'InvalidUrl',
        message: 'URL string malformed close to position 1: "/"',
      });
    const [, service, , coordText] = m;
    const coords = coordText!.split(';').map((c) => c.split(',').map(Number) as [number, number]);
    if (
      coords.length < 2 ||
      coords.some(
        (c) =>
          c.length !== 2 || c.some((n) => !Number.isFinite(n)) || Math.abs(c[0]) > 180 || Math.abs(c[1]) > 90,
      )
    ) {
      return sendJson(res, 400, {
        code: 'InvalidQuery',
        message: 'Query string malformed close to position 0',
      });
    }
    const blocked = (c: [number, number]) => c[0] === UNROUTABLE[0] && c[1] === UNROUTABLE[1];
    const metres = (a: [number, number], b: [number, number]) =>
      metresBetween([a[1], a[0]], [b[1], b[0]]) * 1.25;
    const waypoint = (c: [number, number]) => ({ hint: 'x', distance: 0, name: '', location: c });

    if (service === 'table') {
      const list = (name: string) =>
        url.searchParams.get(name)?.split(';').map(Number) ?? coords.map((_, i) => i);
      const sources = list('sources');
      const destinations = list('destinations');
      const annotations = (url.searchParams.get('annotations') ?? 'duration').split(',');
      const cell = (i: number, j: number, what: 'duration' | 'distance') => {
        const a = coords[i]!;
        const b = coords[j]!;
        if (blocked(a) !== blocked(b)) return null;
        const d = metres(a, b);
        return what === 'distance' ? Math.round(d * 10) / 10 : Math.round((d / 11) * 10) / 10;
      };
      return sendJson(res, 200, {
        code: 'Ok',
        ...(annotations.includes('duration')
          ? { durations: sources.map((i) => destinations.map((j) => cell(i, j, 'duration'))) }
          : {}),
        ...(annotations.includes('distance')
          ? { distances: sources.map((i) => destinations.map((j) => cell(i, j, 'distance'))) }
          : {}),
        sources: sources.map((i) => waypoint(coords[i]!)),
        destinations: destinations.map((j) => waypoint(coords[j]!)),
      });
    }

    if (coords.some(blocked))
      return sendJson(res, 400, { code: 'NoRoute', message: 'Impossible route between points' });
    // Road geometry: each leg bends through a midpoint nudged off the straight line.
    const line: [number, number][] = [];
    let distance = 0;
    coords.forEach((c, i) => {
      if (i > 0) {
        const p = coords[i - 1]!;
        line.push([(p[0] + c[0]) / 2 + 0.001, (p[1] + c[1]) / 2 + 0.001]);
        distance += metres(p, c);
      }
      line.push(c);
    });
    return sendJson(res, 200, {
      code: 'Ok',
      routes: [
        {
          geometry:
            url.searchParams.get('geometries') === 'geojson'
              ? { type: 'LineString', coordinates: line }
              : 'encoded',
          distance: Math.round(distance * 10) / 10,
          duration: Math.round((distance / 11) * 10) / 10,
          legs: [],
          weight_name: 'routability',
        },
      ],
      waypoints: coords.map(waypoint),
    });
  });
}
