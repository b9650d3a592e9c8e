// The offline base map's data: Natural Earth countries (the world-atlas package, TopoJSON decoded with
// topojson-client) and the gazetteer's largest cities and capitals, as GeoJSON, built once on first use and
// kept gzipped in memory. No network is needed at any point.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
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
/** Coordinates rounded to 3 decimals (about 100 m): Natural Earth 1:50m is far coarser. */
const PRECISION = 1e3;

function asset(collection: FeatureCollection): GeoAsset {
  const json = JSON.stringify(collection, (_key, value) =>
    typeof value === 'number' ? Math.round(value * PRECISION) / PRECISION : value,
  );
  return {
    json,
    gzip: gzipSync(json, { level: 9 }),
    etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`,
  };
}

let countries: GeoAsset | undefined;

export function countriesAsset(): GeoAsset {
  if (!countries) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('world-atlas/countries-50m.json');
    const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
    const object = topology.objects.countries;
    if (object?.type !== 'GeometryCollection') throw new Error(`${file}: no countries collection`);
    const collection = feature(topology, object) as FeatureCollection<Geometry, { name?: string }>;
    // Keep only the name: the style shades countries by a small number derived from their id.
    collection.features = collection.features.map((f, i) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: { name: f.properties?.name ?? '', shade: (Number(f.id ?? i) || i) % 4 },
    }));
    countries = asset(collection);
  }
  return countries;
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

let cities: GeoAsset | undefined;

export function citiesAsset(): GeoAsset {
  cities ??= asset({ type: 'FeatureCollection', features: labelCities(readGazetteerFile()) });
  return cities;
}
