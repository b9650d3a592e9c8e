// MapLibre styles this server hands out: the offline base map (water, Natural Earth countries, gazetteer
// city labels, all served by this app) or a raster style wrapped around an XYZ tile template from
// MAP_STYLE_URL. A MAP_STYLE_URL that is a style document is loaded by the browser directly.
import type { MapProvider } from '../../../core/api/maps.ts';
import { COUNTRIES_LAYER, TILE_MAX_ZOOM } from './basemap.ts';

/** MapLibre's style document, in as much detail as this module writes it. */
export interface StyleDocument {
  version: 8;
  name: string;
  sources: Record<string, Record<string, unknown>>;
  layers: Record<string, unknown>[];
}

export const OFFLINE_ATTRIBUTION = 'Natural Earth, GeoNames';
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function isTileTemplate(url: string): boolean {
  const decoded = decodeURI(url);
  return decoded.includes('{z}') && decoded.includes('{x}') && decoded.includes('{y}');
}

/** The credit a tile source requires: MAP_ATTRIBUTION, or OpenStreetMap's for its own tile servers. */
export function tileAttribution(url: string, configured?: string): string | undefined {
  if (configured) return configured;
  try {
    const host = new URL(decodeURI(url).replace(/\{[a-z]+\}/g, '0')).hostname;
    if (host === 'openstreetmap.org' || host.endsWith('.openstreetmap.org')) return OSM_ATTRIBUTION;
  } catch {
    // Not a URL: no known credit.
  }
  return undefined;
}

export function mapProvider(styleUrl: string | undefined): MapProvider {
  return styleUrl ? 'style' : 'offline';
}

export function rasterStyle(template: string, attribution?: string): StyleDocument {
  return {
    version: 8,
    name: 'Raster tiles',
    sources: {
      base: {
        type: 'raster',
        tiles: [decodeURI(template)],
        tileSize: 256,
        maxzoom: 19,
        ...(attribution ? { attribution } : {}),
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#dfe7ec' } },
      { id: 'base', type: 'raster', source: 'base' },
    ],
  };
}

const LAND = ['#f4f1e8', '#efebdf', '#f2eee2', '#ece7d9'];

/** City labels in three tiers, each shown from its own zoom (biggest cities first). */
function cityLayers(): Record<string, unknown>[] {
  return [2, 3, 4.5].flatMap((minzoom) => {
    const filter = ['==', ['get', 'minzoom'], minzoom];
    return [
      {
        id: `city-dots-${minzoom}`,
        type: 'circle',
        source: 'cities',
        minzoom,
        maxzoom: 11,
        filter,
        paint: {
          'circle-radius': ['case', ['get', 'capital'], 3.5, 2.5],
          'circle-color': '#4b5563',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: `city-labels-${minzoom}`,
        type: 'symbol',
        source: 'cities',
        minzoom,
        // Past zoom 11 only the biggest cities keep their names: at street level the stops are the map's
        // subject, and with no glyph server offline every label's letters are drawn on the main thread.
        ...(minzoom === 2 ? {} : { maxzoom: 11 }),
        filter,
        layout: {
          'text-field': ['get', 'name'],
          // No glyph server offline: MapLibre draws labels with the browser's own sans-serif font.
          'text-font': ['sans-serif'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 2, 11, 10, 15],
          'text-anchor': 'top',
          'text-offset': [0, 0.5],
          'symbol-sort-key': ['-', 0, ['get', 'population']],
        },
        paint: { 'text-color': '#1f2937', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 },
      },
    ];
  });
}

/** `origin` makes the data addresses absolute (the map's worker fetches them). */
export function offlineStyle(origin: string): StyleDocument {
  return {
    version: 8,
    name: 'Wayfarer offline',
    sources: {
      countries: {
        type: 'vector',
        tiles: [`${origin}/api/maps/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: TILE_MAX_ZOOM,
        attribution: 'Natural Earth',
      },
      cities: {
        type: 'geojson',
        data: `${origin}/api/maps/cities.geojson`,
        attribution: 'GeoNames',
        maxzoom: 10,
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#aad3ea' } },
      {
        id: 'land',
        type: 'fill',
        source: 'countries',
        'source-layer': COUNTRIES_LAYER,
        paint: {
          'fill-color': ['match', ['get', 'shade'], 0, LAND[0], 1, LAND[1], 2, LAND[2], LAND[3]],
          // The borders line below is drawn along every polygon edge (coasts too), so the fill's own
          // antialiased outline is never seen; turning it off spares a shader program and a draw per tile.
          'fill-antialias': false,
        },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        'source-layer': COUNTRIES_LAYER,
        paint: {
          'line-color': '#a8a290',
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.2],
        },
      },
      ...cityLayers(),
    ],
  };
}
