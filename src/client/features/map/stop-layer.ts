// The day's stops on a MapLibre map as HTML markers, so each stop is a real, labelled, focusable button showing
// its number and name. Stops are grouped only where their markers would overlap on screen at the current zoom
// (measured after every zoom, not on the source's whole-zoom tiles); a group zooms in to its stops when
// clicked. Names that would cover another marker or an earlier name are hidden until the map zooms in.
import type { GeoJSONSource, LngLatBoundsLike, Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import { MAP_DEFAULTS, SEGMENT_LABELS, TEXT_EXCERPTS } from '../../../core/constants.ts';
import { MARKER_COLORS } from './colors.ts';
import { maplibregl } from './maplibre.ts';
import { excerpt, groupOverlapping } from './stops.ts';
import type { MapStop } from './types.ts';

const SOURCE = 'wf-stops';
const BOUNCE_MS = 2100;
/** Past this zoom stops are never grouped, so every stop can be reached by zooming in. */
const GROUP_MAX_ZOOM = 17;

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

function markerElement(
  label: string,
  text: string,
  color: string,
  extraClass = '',
  name?: string,
): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `wf-marker ${extraClass}`.trim();
  el.setAttribute('aria-label', label);
  const inner = document.createElement('span');
  inner.className = 'wf-marker-inner';
  inner.setAttribute('aria-hidden', 'true');
  inner.textContent = text;
  if (color) inner.style.background = color;
  el.append(inner);
  if (name) {
    const caption = document.createElement('span');
    caption.className = 'wf-marker-label';
    caption.setAttribute('aria-hidden', 'true');
    caption.textContent = name;
    el.append(caption);
  }
  return el;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

// The marker and name sizes of map.css, in CSS pixels.
const MARKER_RADIUS = 15;
const LABEL_GAP = 4;
const LABEL_PADDING = 12;
const LABEL_HALF_HEIGHT = 10;
const LABEL_MAX_WIDTH = 176;
let measure: CanvasRenderingContext2D | null | undefined;

/** A name's width in the label's font, measured on a canvas (no page layout involved). */
function textWidth(text: string): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return text.length * 7;
  measure.font = '600 12px ui-sans-serif, system-ui, sans-serif';
  return measure.measureText(text).width;
}

export function createStopLayer(map: MapLibreMap, opts: { onSelect?: (id: string) => void }): StopLayer {
  let stops: MapStop[] = [];
  const markers = new Map<string, Marker>();
  let popup: Popup | undefined;
  let dropped = false;
  let bouncing: { id: string; until: number } | undefined;

  // The stops as a plain source under an invisible layer: other layers (route, legs) are drawn below it.
  map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
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

  function stopMarker(stop: MapStop): HTMLButtonElement {
    const segment = SEGMENT_LABELS[stop.activity.timeSegment];
    const el = markerElement(
      `Stop ${stop.number}: ${stop.activity.title} (${segment})`,
      String(stop.number),
      MARKER_COLORS[stop.activity.timeSegment],
      stop.number === 1 && !dropped ? 'wf-marker-drop' : '',
      stop.activity.title,
    );
    if (stop.number === 1) dropped = true;
    el.dataset.stopId = stop.id;
    el.dataset.number = String(stop.number);
    el.addEventListener('click', (event) => {
      event.stopPropagation();
      openInfo(stop.id);
      opts.onSelect?.(stop.id);
    });
    applyBounce(stop.id, el);
    return el;
  }

  function groupMarker(group: MapStop[]): HTMLButtonElement {
    const numbers = group.map((s) => s.number).join(', ');
    const el = markerElement(
      `${group.length} stops close together (${numbers}): zoom in`,
      `${group.length} stops`,
      '',
      'wf-cluster',
    );
    el.dataset.number = String(group[0]!.number);
    el.addEventListener('click', (event) => {
      event.stopPropagation();
      const lngs = group.map((s) => s.lng);
      const lats = group.map((s) => s.lat);
      const bounds: LngLatBoundsLike = [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ];
      map.fitBounds(bounds, { padding: 60, maxZoom: GROUP_MAX_ZOOM + 1 });
    });
    return el;
  }

  /** Places one marker per stop or group of overlapping stops, keeping the elements that did not change. */
  function place() {
    const zoom = map.getZoom();
    const points = stops.map((stop) => ({ stop, ...map.project([stop.lng, stop.lat]) }));
    const groups =
      zoom > GROUP_MAX_ZOOM ? points.map((p) => [p]) : groupOverlapping(points, MAP_DEFAULTS.clusterGrid);
    const seen = new Set<string>();
    for (const group of groups) {
      const members = group.map((p) => p.stop);
      const key = members.length === 1 ? members[0]!.id : `group:${members.map((s) => s.id).join('|')}`;
      seen.add(key);
      const existing = markers.get(key);
      if (existing) {
        if (members.length === 1) applyBounce(key, existing.getElement());
        continue;
      }
      const lng = members.reduce((sum, s) => sum + s.lng, 0) / members.length;
      const lat = members.reduce((sum, s) => sum + s.lat, 0) / members.length;
      const el = members.length === 1 ? stopMarker(members[0]!) : groupMarker(members);
      markers.set(key, new maplibregl.Marker({ element: el }).setLngLat([lng, lat]).addTo(map));
    }
    for (const [key, marker] of markers) {
      if (!seen.has(key)) {
        marker.remove();
        markers.delete(key);
      }
    }
    declutter();
  }

  /**
   * Hides the names that would cover another marker or an earlier stop's name; markers themselves never hide.
   * Boxes come from the projected positions and the names' measured text, not from the page's layout, so this
   * never forces the browser to lay the page out again.
   */
  function declutter() {
    const shown = [...markers.values()]
      .map((marker) => {
        const el = marker.getElement();
        const { x, y } = map.project(marker.getLngLat());
        return { el, x, y, number: Number(el.dataset.number) };
      })
      .sort((a, b) => a.number - b.number);
    const circles = shown.map(({ el, x, y }) => {
      const half = el.classList.contains('wf-cluster') ? 36 : MARKER_RADIUS;
      return { left: x - half, right: x + half, top: y - MARKER_RADIUS, bottom: y + MARKER_RADIUS };
    });
    const names: Box[] = [];
    shown.forEach(({ el, x, y }, i) => {
      const label = el.querySelector<HTMLElement>('.wf-marker-label');
      if (!label) return;
      const width = Math.min(LABEL_MAX_WIDTH, textWidth(label.textContent ?? '') + LABEL_PADDING);
      const left = x + MARKER_RADIUS + LABEL_GAP;
      const box = { left, right: left + width, top: y - LABEL_HALF_HEIGHT, bottom: y + LABEL_HALF_HEIGHT };
      const clash =
        circles.some((r, j) => j !== i && overlaps(r, box)) || names.some((r) => overlaps(r, box));
      if (label.hidden !== clash) label.hidden = clash;
      if (!clash) names.push(box);
    });
  }

  // Overlaps change with the zoom (and the map's size), not with panning.
  map.on('zoomend', place);
  map.on('resize', place);

  return {
    setStops(next) {
      stops = next;
      // Stops whose number or title changed need new elements.
      for (const marker of markers.values()) marker.remove();
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
      place();
    },
    bounce(id) {
      const stop = stops.find((s) => s.id === id);
      if (!stop) return;
      bouncing = { id, until: Date.now() + BOUNCE_MS };
      const shown = markers.get(id);
      if (shown) applyBounce(id, shown.getElement());
      else map.easeTo({ center: [stop.lng, stop.lat], zoom: Math.max(map.getZoom() + 2, 15) });
      window.setTimeout(() => {
        markers.get(id)?.getElement().classList.remove('wf-marker-bounce');
      }, BOUNCE_MS);
    },
    openInfo,
    remove() {
      map.off('zoomend', place);
      map.off('resize', place);
      popup?.remove();
      for (const marker of markers.values()) marker.remove();
      markers.clear();
    },
  };
}
