// A street-map provider on loopback, split over two servers as public ones are (OpenFreeMap, a PMTiles host):
// the style server answers the MapLibre style, its TileJSON and its sprite; the tile server answers the vector
// tiles (a small grid of streets cut with geojson-vt, MapLibre's own tiler) and the glyphs. Each can be made to
// fail (FaultMode), so tests see the browser and the server fall back.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, LineString } from 'geojson';
import { type FakeServer, sendJson, startFakeServer } from './server.ts';

const EMPTY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface StreetMapServers {
  style: FakeServer;
  tiles: FakeServer;
  /** MAP_STYLE_URL for this provider. */
  styleUrl: string;
  close(): Promise<void>;
}

/** Streets every 0.004 degrees (about 400 m) across a 0.2-degree square around `center`. */
function streetGrid(center: { lat: number; lng: number }): Feature<LineString>[] {
  const features: Feature<LineString>[] = [];
  const half = 0.1;
  for (let d = -half; d <= half + 1e-9; d += 0.004) {
    features.push({
      type: 'Feature',
      properties: { class: 'street' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [center.lng - half, center.lat + d],
          [center.lng + half, center.lat + d],
        ],
      },
    });
    features.push({
      type: 'Feature',
      properties: { class: 'street' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [center.lng + d, center.lat - half],
          [center.lng + d, center.lat + half],
        ],
      },
    });
  }
  return features;
}

export async function startStreetMap(center: { lat: number; lng: number }): Promise<StreetMapServers> {
  const index = new GeoJSONVT({ type: 'FeatureCollection', features: streetGrid(center) }, { maxZoom: 16 });
  const tiles = await startFakeServer((_req, url, _body, res) => {
    const tile = url.pathname.match(/^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/);
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const cut = index.getTile(z, x, y);
      if (!cut) {
        res.writeHead(204);
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'application/x-protobuf', 'Access-Control-Allow-Origin': '*' });
      return res.end(Buffer.from(fromGeojsonVt({ transportation: cut }, { version: 2, extent: 4096 })));
    }
    res.writeHead(404, { 'Access-Control-Allow-Origin': '*' });
    res.end();
  });
  const style = await startFakeServer((_req, url, _body, res, base) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/styles/streets') {
      return sendJson(res, 200, {
        version: 8,
        name: 'Test streets',
        sources: {
          streets: { type: 'vector', url: `${base}/planet`, attribution: '© Test Streets contributors' },
        },
        // Glyphs are named for the CSP; the style draws no text, so the browser never asks for them.
        glyphs: `${tiles.url}/fonts/{fontstack}/{range}.pbf`,
        sprite: `${base}/sprites/streets`,
        layers: [
          { id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } },
          {
            id: 'streets',
            type: 'line',
            source: 'streets',
            'source-layer': 'transportation',
            paint: { 'line-color': '#ffffff', 'line-width': 3 },
          },
          {
            id: 'street-casing',
            type: 'line',
            source: 'streets',
            'source-layer': 'transportation',
            paint: { 'line-color': '#c9c2b5', 'line-width': 1, 'line-gap-width': 3 },
          },
        ],
      });
    }
    if (url.pathname === '/planet') {
      return sendJson(res, 200, {
        tilejson: '3.0.0',
        tiles: [`${tiles.url}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 16,
        attribution: '© Test Streets contributors',
      });
    }
    // A sprite with no icons: an empty index and a 1x1 transparent image.
    if (/^\/sprites\/streets(@2x)?\.json$/.test(url.pathname)) return sendJson(res, 200, {});
    if (/^\/sprites\/streets(@2x)?\.png$/.test(url.pathname)) {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(Buffer.from(EMPTY_PNG, 'base64'));
    }
    sendJson(res, 404, { message: 'not found' });
  });
  return {
    style,
    tiles,
    styleUrl: `${style.url}/styles/streets`,
    close: async () => {
      await Promise.all([style.close(), tiles.close()]);
    },
  };
}
