// The offline base map's data: Natural Earth 1:10m countries (the world-atlas package, TopoJSON decoded with
// topojson-client) cut into vector tiles on this server, and the gazetteer's largest cities and capitals as
// GeoJSON. Tiles are cut on demand from an index built on first use, so the browser fetches only what it
// shows; handing it the whole world as GeoJSON took 10-20 s to tile in a slow browser. No network is needed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
// MERGE: these two come with maplibre-gl (its own tiler and encoder); list them in package.json.
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection, Geometry, Point } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import { type CityRecord, readGazetteerFile } from '../../../knowledge/gazetteer-file.ts';

export interface GeoAsset {
  json: string;
  gzip: Buffer;
  etag: string;
}

/** Cities labelled on the offline map: at least this many people, or a capital. */
export const LABEL_MIN_POPULATION = 500_000;
/** Deepest zoom tiles are cut for; MapLibre over-zooms beyond (1:10m data has nothing finer to show). */
export const TILE_MAX_ZOOM = 8;
export const COUNTRIES_LAYER = 'countries';
const EXTENT = 4096;
const gzipAsync = promisify(gzip);

let countryIndex: Promise<GeoJSONVT> | undefined;

function countriesIndex(): Promise<GeoJSONVT> {
  countryIndex ??= Promise.resolve().then(() => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('world-atlas/countries-10m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
    const object = topology.objects.countries;
    if (object?.type !== 'GeometryCollection') throw new Error(`${file}: no countries collection`);
    const collection = feature(topology, object) as FeatureCollection<Geometry, { name?: string }>;
    // Only what the style uses: the name, and a small number that varies the land shade between neighbours.
    collection.features = collection.features.map((f, i) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: { name: f.properties?.name ?? '', shade: (Number(f.id ?? i) || i) % 4 },
    }));
    return new GeoJSONVT(collection, {
      maxZoom: TILE_MAX_ZOOM,
      indexMaxZoom: 4,
      extent: EXTENT,
      tolerance: 3,
      buffer: 64,
    });
  });
  countryIndex.catch(() => {
    countryIndex = undefined;
  });
  return countryIndex;
}

/** Starts building the tile index (about a second) so the first tiles come quickly. */
export function warmCountryTiles(): void {
  void countriesIndex().catch(() => {});
}

/** One vector tile of countries (Mapbox Vector Tile protobuf); undefined when it is all sea. */
export async function countryTile(z: number, x: number, y: number): Promise<Uint8Array | undefined> {
  const index = await countriesIndex();
  const tile = index.getTile(z, x, y);
  if (!tile?.features.length) return undefined;
  return fromGeojsonVt({ [COUNTRIES_LAYER]: tile }, { version: 2, extent: EXTENT });
}

export const gzipBytes = (bytes: Uint8Array) => gzipAsync(bytes);

async function asset(collection: FeatureCollection): Promise<GeoAsset> {
  const json = JSON.stringify(collection);
  return {
    json,
    gzip: await gzipAsync(json),
    etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`,
  };
}

/** Biggest first, so the map places their labels before smaller ones. */
export function labelCities(records: readonly CityRecord[]): Feature<Point>[] {
  return records
    .filter((r) => r.population >= LABEL_MIN_POPULATION || r.capital)
    .sort((a, b) => b.population - a.population)
    .map((r) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [r.lng, r.lat] },
      properties: {
        name: r.name,
        population: r.population,
        capital: r.capital,
        // The zoom from which the label shows: megacities and capitals first.
        minzoom: r.population >= 5_000_000 ? 2 : r.capital || r.population >= 2_000_000 ? 3 : 4.5,
      },
    }));
}

let cities: Promise<GeoAsset> | undefined;

export function citiesAsset(): Promise<GeoAsset> {
  cities ??= Promise.resolve().then(() =>
    asset({ type: 'FeatureCollection', features: labelCities(readGazetteerFile()) }),
  );
  return cities;
}
