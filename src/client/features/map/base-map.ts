// The panel's MapLibre map: opened on a camera, with the configured style, the zoom buttons and a compact
// attribution. A configured (street) style whose document, tiles, glyphs or sprites cannot be reached within
// STREETS_WAIT_MS gives way to the embedded offline map, and the panel is told so.
import type { AttributionControl, Map as MapLibreMap } from 'maplibre-gl';
import type { MapsConfig } from '../../../core/api/maps.ts';
import type { Camera } from './camera.ts';
import { maplibregl } from './maplibre.ts';

const OFFLINE_STYLE_URL = '/api/maps/style.json';
/** How long the configured style and its first tiles may take before the embedded map takes over. */
export const STREETS_WAIT_MS = 3000;
/** The credit sits bottom-left: the page's floating Enhance button and toasts take the bottom-right corner. */
const ATTRIBUTION_CORNER = 'bottom-left';
export const FALLBACK_MESSAGE =
  'The street map could not be reached, so the offline map is shown (coastlines, borders and cities only).';

export interface BaseMapEvents {
  /** The configured style failed; the offline base map is shown instead. */
  onFallback: (message: string) => void;
  /** Nothing could be shown. */
  onError: (message: string) => void;
  /** The style and the first tiles are in and drawn (MapLibre's `load`). */
  onLoad: (map: MapLibreMap) => void;
}

/** Collapses a compact attribution to its info button (MapLibre opens it at first); the button reopens it. */
function collapseAttribution(container: HTMLElement) {
  container.querySelector('.maplibregl-compact-show')?.classList.remove('maplibregl-compact-show');
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
    attributionControl: false,
    cooperativeGestures: false,
    // MapLibre names its canvas region; each map on a page needs its own name.
    locale: { 'Map.Title': "Map of the day's activities" },
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
  // Compact (an info button) when the map is narrower than 640 px; the sources' own credits are listed.
  let attribution: AttributionControl = new maplibregl.AttributionControl(
    external && config.attribution ? { customAttribution: config.attribution } : {},
  );
  map.addControl(attribution, ATTRIBUTION_CORNER);

  let loaded = false;
  // MapLibre fires `load` once; a fallback decided after it waits for the offline map's first idle frame.
  let loadFired = false;
  let fellBack = !external;
  // The street map counts as reached once one of its tiles has arrived.
  let tileArrived = false;

  const fallBack = () => {
    if (fellBack || loaded) return;
    fellBack = true;
    window.clearTimeout(timer);
    events.onFallback(FALLBACK_MESSAGE);
    // The configured credit belongs to the street map, not to the offline one.
    map.removeControl(attribution);
    attribution = new maplibregl.AttributionControl();
    map.addControl(attribution, ATTRIBUTION_CORNER);
    map.setStyle(OFFLINE_STYLE_URL);
    if (loadFired) map.once('idle', finish);
  };
  const finish = () => {
    loaded = true;
    window.clearTimeout(timer);
    collapseAttribution(container);
    events.onLoad(map);
  };
  const timer = external
    ? window.setTimeout(() => {
        if (!tileArrived || !map.isStyleLoaded()) fallBack();
      }, STREETS_WAIT_MS)
    : undefined;

  map.on('data', (event) => {
    if (!fellBack && event.dataType === 'source' && 'tile' in event && event.tile) tileArrived = true;
  });
  map.on('error', (event) => {
    if (loaded) return;
    // The style, a tile, a glyph range or the sprite of the street map failed: the offline map instead.
    if (!fellBack) {
      fallBack();
      return;
    }
    events.onError(event.error?.message ?? 'The map could not be loaded.');
  });
  map.on('load', () => {
    loadFired = true;
    // Drawn without a single street tile (they failed or never came): the offline map instead.
    if (!fellBack && !tileArrived) fallBack();
    else finish();
  });
  // A map that becomes small (a phone turned, a panel narrowed) gets the info button, closed, too.
  map.on('resize', () => collapseAttribution(container));
  map.on('remove', () => window.clearTimeout(timer));
  return map;
}
