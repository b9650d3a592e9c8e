// The day's stops on a MapLibre map: a clustered GeoJSON source (cluster radius 60 px, SPEC.md's grid) drawn
// as HTML markers, so each stop is a real, labelled, focusable button. Clusters zoom in when clicked.
import type { GeoJSONSource, Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import { MAP_DEFAULTS, SEGMENT_LABELS, TEXT_EXCERPTS } from '../../../core/constants.ts';
import { MARKER_COLORS } from './colors.ts';
import { maplibregl } from './maplibre.ts';
import { excerpt } from './stops.ts';
import type { MapStop } from './types.ts';

const SOURCE = 'wf-stops';
const BOUNCE_MS = 2100;
/** Above this zoom stops never cluster, so every stop can be reached by zooming in. */
const CLUSTER_MAX_ZOOM = 15;

export interface StopLayer {
  setStops(stops: MapStop[]): void;
  /** Bounces a stop's marker for about 2.1 s (SPEC.md section 4), bringing it into view first if needed. */
  bounce(id: string): void;
  openInfo(id: string): void;
  remove(): void;
}

function infoContent(stop: MapStop): HTMLElement {
  const root = document.createElement('div');
  root.className = 'wf-popup';
  const title = document.createElement('h3');
  title.textContent = `${stop.number}. ${stop.activity.title}`;
  const when = document.createElement('p');
  when.textContent = [SEGMENT_LABELS[stop.activity.timeSegment], stop.activity.startTime]
    .filter(Boolean)
    .join(' · ');
  root.append(title, when);
  const text = excerpt(stop.activity.description, TEXT_EXCERPTS.infoWindow);
  if (text) {
    const description = document.createElement('p');
    description.textContent = text;
    root.append(description);
  }
  return root;
}

function markerElement(label: string, text: string, color: string, extraClass = ''): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `wf-marker ${extraClass}`.trim();
  el.style.background = color;
  el.setAttribute('aria-label', label);
  const inner = document.createElement('span');
  inner.className = 'wf-marker-inner';
  inner.setAttribute('aria-hidden', 'true');
  inner.textContent = text;
  el.append(inner);
  return el;
}

export function createStopLayer(map: MapLibreMap, opts: { onSelect?: (id: string) => void }): StopLayer {
  let stops: MapStop[] = [];
  const markers = new Map<string, { marker: Marker; key: string }>();
  let popup: Popup | undefined;
  let dropped = false;
  let bouncing: { id: string; until: number } | undefined;

  map.addSource(SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterRadius: MAP_DEFAULTS.clusterGrid,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
  });
  // Invisible: it makes the source's tiles load; the markers themselves are HTML.
  map.addLayer({
    id: `${SOURCE}-anchor`,
    type: 'circle',
    source: SOURCE,
    paint: { 'circle-opacity': 0, 'circle-radius': 1 },
  });

  function openInfo(id: string) {
    const stop = stops.find((s) => s.id === id);
    if (!stop) return;
    popup?.remove();
    popup = new maplibregl.Popup({ offset: 20, maxWidth: '280px', focusAfterOpen: false })
      .setLngLat([stop.lng, stop.lat])
      .setDOMContent(infoContent(stop))
      .addTo(map);
  }

  function applyBounce(id: string, el: HTMLElement) {
    const active = bouncing && bouncing.id === id && bouncing.until > Date.now();
    el.classList.toggle('wf-marker-bounce', Boolean(active));
  }

  function render() {
    if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const seen = new Set<string>();
    for (const feature of map.querySourceFeatures(SOURCE)) {
      const props = feature.properties ?? {};
      const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
      const key = props.cluster ? `cluster-${props.cluster_id}` : String(props.id);
      if (seen.has(key)) continue;
      seen.add(key);
      const existing = markers.get(key);
      if (existing) {
        existing.marker.setLngLat([lng, lat]);
        if (!props.cluster) applyBounce(key, existing.marker.getElement());
        continue;
      }
      let el: HTMLButtonElement;
      if (props.cluster) {
        const count = Number(props.point_count);
        el = markerElement(`${count} stops close together: zoom in`, `${count} stops`, '', 'wf-cluster');
        el.style.background = '';
        el.addEventListener('click', async (event) => {
          event.stopPropagation();
          const source = map.getSource(SOURCE) as GeoJSONSource | undefined;
          const zoom = await source?.getClusterExpansionZoom(Number(props.cluster_id));
          map.easeTo({ center: [lng, lat], zoom: Math.max(zoom ?? map.getZoom() + 2, map.getZoom() + 1) });
        });
      } else {
        const stop = stops.find((s) => s.id === key);
        if (!stop) continue;
        const segment = SEGMENT_LABELS[stop.activity.timeSegment];
        el = markerElement(
          `Stop ${stop.number}: ${stop.activity.title} (${segment})`,
          String(stop.number),
          MARKER_COLORS[stop.activity.timeSegment],
          stop.number === 1 && !dropped ? 'wf-marker-drop' : '',
        );
        if (stop.number === 1) dropped = true;
        el.dataset.stopId = stop.id;
        el.addEventListener('click', (event) => {
          event.stopPropagation();
          openInfo(stop.id);
          opts.onSelect?.(stop.id);
        });
        applyBounce(key, el);
      }
      const marker = new maplibregl.Marker({ element: el }).setLngLat([lng, lat]).addTo(map);
      markers.set(key, { marker, key });
    }
    for (const [key, { marker }] of markers) {
      if (!seen.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
  }

  map.on('render', render);

  return {
    setStops(next) {
      stops = next;
      // Stops whose number or title changed need new elements.
      for (const [, { marker }] of markers) marker.remove();
      markers.clear();
      popup?.remove();
      (map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features: next.map((s) => ({
          type: 'Feature',
          id: s.number,
          geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
          properties: { id: s.id },
        })),
      });
      map.triggerRepaint();
    },
    bounce(id) {
      const stop = stops.find((s) => s.id === id);
      if (!stop) return;
      bouncing = { id, until: Date.now() + BOUNCE_MS };
      const shown = markers.get(id);
      if (shown) applyBounce(id, shown.marker.getElement());
      else
        map.easeTo({ center: [stop.lng, stop.lat], zoom: Math.max(map.getZoom(), CLUSTER_MAX_ZOOM + 0.5) });
      window.setTimeout(() => {
        const m = markers.get(id);
        if (m) m.marker.getElement().classList.remove('wf-marker-bounce');
      }, BOUNCE_MS);
    },
    openInfo,
    remove() {
      map.off('render', render);
      popup?.remove();
      for (const [, { marker }] of markers) marker.remove();
      markers.clear();
    },
  };
}
