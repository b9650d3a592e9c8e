// The panel's MapLibre map: opened on a camera, with the configured style and the zoom buttons. An external style
// that cannot be reached falls back to the offline base map, and the panel is told so.
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapsConfig } from '../../../core/api/maps.ts';
import type { Camera } from './camera.ts';
import { maplibregl } from './maplibre.ts';

const OFFLINE_STYLE_URL = '/api/maps/style.json';
const OFFLINE_STYLE_NAME = 'Wayfarer offline';

export interface BaseMapEvents {
  /** The configured style failed; the offline base map is shown instead. */
  onFallback: (message: string) => void;
  /** Nothing could be shown. */
  onError: (message: string) => void;
  /** The style and the first tiles are in and drawn (MapLibre's `load`). */
  onLoad: (map: MapLibreMap) => void;
}

export function createBaseMap(
  container: HTMLElement,
  config: MapsConfig,
  camera: Camera,
  events: BaseMapEvents,
): MapLibreMap {
  const external = !config.styleUrl.startsWith('/');
  const map = new maplibregl.Map({
    container,
    style: config.styleUrl,
    ...('bounds' in camera
      ? { bounds: camera.bounds, fitBoundsOptions: { padding: camera.padding, maxZoom: camera.maxZoom } }
      : camera),
    attributionControl: {
      compact: true,
      ...(external && config.attribution ? { customAttribution: config.attribution } : {}),
    },
    cooperativeGestures: false,
    // MapLibre names its canvas region; each map on a page needs its own name.
    locale: { 'Map.Title': "Map of the day's activities" },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  let loaded = false;
  map.on('error', (event) => {
    if (loaded) return;
    if (external && map.getStyle()?.name !== OFFLINE_STYLE_NAME) {
      events.onFallback('The configured base map could not be loaded; showing the offline map.');
      map.setStyle(OFFLINE_STYLE_URL);
      return;
    }
    events.onError(event.error?.message ?? 'The map could not be loaded.');
  });
  map.on('load', () => {
    loaded = true;
    events.onLoad(map);
  });
  return map;
}
