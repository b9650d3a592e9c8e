// MapLibre GL, its stylesheet and its worker, set up for Vite. Only the map components import this module,
// so the library loads with the pages that show a map and never with the landing page.
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import './map.css';

// The worker is a module file of its own; Vite serves it as an asset, so MapLibre is told where it is.
maplibregl.setWorkerUrl(workerUrl);
// Self-hosted base maps are often one PMTiles archive: styles name it as pmtiles://https://host/file.pmtiles.
maplibregl.addProtocol('pmtiles', new Protocol().tile);

export { maplibregl };
