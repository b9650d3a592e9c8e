// The 'Location Map' panel: one day's activities as numbered markers on a MapLibre map, with routes, route
// optimisation, points of interest, traffic (where the provider has it), the legend and a text list of the
// stops. Loaded lazily (see index.ts): MapLibre never reaches pages without a map.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RouteResponse } from '../../../core/api/maps.ts';
import { MAP_DEFAULTS, SEGMENT_LABELS, TIME_SEGMENTS } from '../../../core/constants.ts';
import type { LatLng } from '../../../core/geo.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { showAccommodation } from './accommodation-layer.ts';
import { fetchNearbyPlaces, fetchRoute, useMapsConfig } from './api.ts';
import { createBaseMap } from './base-map.ts';
import { cameraFor } from './camera.ts';
import { MARKER_COLORS } from './colors.ts';
import { afterGpuCatchesUp } from './gpu-fence.ts';
import { useLocatedActivities } from './locate.ts';
import { maplibregl } from './maplibre.ts';
import { optimizeStops } from './optimize.ts';
import { useMapPreferences } from './preferences.ts';
import { createStopLayer, type StopLayer } from './stop-layer.ts';
import { jitterNearDuplicates, toStops } from './stops.ts';
import { CRITERION_LABELS, type MapActivity, type MapStop, type RouteCriterion } from './types.ts';

export interface MapPanelProps {
  /** One day's activities. Those without lat/lng are looked up by title and location, or left off. */
  activities: MapActivity[];
  selectedActivityId?: string | number;
  /** Called with the located stops' ids in the optimised order (the first stop stays first). */
  onOptimize?: (orderedIds: string[], criterion: RouteCriterion) => void;
  /**
   * Optimises the whole day itself (within opening times, in the builder) and answers what the panel says; used
   * instead of the plain ordering when given.
   */
  optimizeDay?: (criterion: RouteCriterion, mode: 'driving' | 'transit') => Promise<string>;
  /** Where the map looks when there is nothing to show (the trip's destination). */
  destinationCenter?: LatLng;
  /** Where the traveller stays: its marker and the legs to the day's first stop and back from the last. */
  accommodation?: LatLng & { name: string };
  /** A marker was clicked. */
  onSelectActivity?: (id: string) => void;
  /** Expanded (500 px) or compact (350 px); uncontrolled when left out. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
}

type LoadState = 'initial' | 'loading' | 'placing-markers' | 'complete' | 'error';

const ROUTE_SOURCE = 'wf-route';
const POI_SOURCE = 'wf-poi';
const TRAFFIC_SOURCE = 'wf-traffic';
const POI_RADIUS_KM = 3;

function centroid(stops: readonly LatLng[]): LatLng | undefined {
  if (!stops.length) return undefined;
  return {
    lat: stops.reduce((s, p) => s + p.lat, 0) / stops.length,
    lng: stops.reduce((s, p) => s + p.lng, 0) / stops.length,
  };
}

/** Runs `run` in a task of its own once the browser has painted its next frame. */
function afterNextPaint(run: () => void): { cancel: () => void } {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run);
  });
  return {
    cancel: () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    },
  };
}

function fitStops(map: MapLibreMap, stops: readonly MapStop[], fallback: LatLng) {
  const camera = cameraFor(map.getContainer(), stops, fallback);
  if ('bounds' in camera)
    map.fitBounds(camera.bounds, { padding: camera.padding, maxZoom: camera.maxZoom, duration: 0 });
  else map.jumpTo(camera);
}

export default function MapPanel({
  activities,
  selectedActivityId,
  onOptimize,
  optimizeDay,
  destinationCenter,
  accommodation,
  onSelectActivity,
  expanded: expandedProp,
  onExpandedChange,
  className,
}: MapPanelProps) {
  const config = useMapsConfig();
  const [prefs, setPref] = useMapPreferences();
  const [expandedLocal, setExpandedLocal] = useState(false);
  const expanded = expandedProp ?? expandedLocal;
  const setExpanded = (value: boolean) => {
    setExpandedLocal(value);
    onExpandedChange?.(value);
  };
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const layerRef = useRef<StopLayer | null>(null);
  const [mapReady, setMapReady] = useState(false);
  // The map is shown once the GPU has drawn its first complete frame (see gpu-fence.ts).
  const [drawn, setDrawn] = useState(false);
  const [loadState, setLoadState] = useState<LoadState>('initial');
  const [mapError, setMapError] = useState<string>();
  const [showRoutes, setShowRoutes] = useState(false);
  const [route, setRoute] = useState<RouteResponse>();
  const [routeError, setRouteError] = useState<string>();
  const [optimizing, setOptimizing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [poiCount, setPoiCount] = useState<number>();

  const located = useLocatedActivities(activities, destinationCenter);
  const stops = useMemo(() => toStops(located), [located]);
  const shownStops = useMemo(() => jitterNearDuplicates(stops, MAP_DEFAULTS.jitterMeters), [stops]);
  const stopsKey = shownStops
    .map((s) => `${s.id}@${s.lat.toFixed(6)},${s.lng.toFixed(6)}#${s.number}:${s.activity.title}`)
    .join('|');
  const center = destinationCenter ?? centroid(stops) ?? MAP_DEFAULTS.center;
  const latest = useRef({ shownStops, center, onSelectActivity });
  latest.current = { shownStops, center, onSelectActivity };

  // Create the map once the configuration is known, after the page around it has been laid out and painted:
  // MapLibre measures its container when created, and in the same task as the page's render it forced that
  // layout and made one long task of the two.
  useEffect(() => {
    if (!config.data || !containerRef.current) return;
    setLoadState('loading');
    const cfg = config.data;
    let created: MapLibreMap | undefined;
    let stopWaiting = () => {};
    const pending = afterNextPaint(() => {
      const container = containerRef.current;
      if (!container) return;
      // Open on the stops when they are already known, so the first tiles fetched and drawn are the ones shown.
      const camera = cameraFor(container, latest.current.shownStops, latest.current.center);
      created = createBaseMap(container, cfg, camera, {
        onFallback: setMapError,
        onError: (message) => {
          setMapError(message);
          setLoadState('error');
        },
        onLoad: (map) => {
          stopWaiting = afterGpuCatchesUp(map.getCanvas().getContext('webgl2'), () => setDrawn(true));
          setLoadState('placing-markers');
          layerRef.current = createStopLayer(map, {
            onSelect: (id) => latest.current.onSelectActivity?.(id),
          });
          setMapReady(true);
        },
      });
      mapRef.current = created;
    });
    return () => {
      pending.cancel();
      stopWaiting();
      setDrawn(false);
      layerRef.current?.remove();
      layerRef.current = null;
      setMapReady(false);
      created?.remove();
      mapRef.current = null;
    };
  }, [config.data]);

  // Place the stops and fit them; fit again after 3 s (SPEC.md) unless the traveller has moved the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: stopsKey stands for the stops' content
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!mapReady || !map || !layer) return;
    const { shownStops: current, center: fallback } = latest.current;
    layer.setStops(current);
    fitStops(map, current, fallback);
    setLoadState('complete');
    let moved = false;
    const onMove = (e: { originalEvent?: unknown }) => {
      if (e.originalEvent) moved = true;
    };
    map.on('movestart', onMove);
    const timer = window.setTimeout(() => {
      if (!moved) fitStops(map, current, fallback);
    }, MAP_DEFAULTS.refitDelayMs);
    return () => {
      window.clearTimeout(timer);
      map.off('movestart', onMove);
    };
  }, [mapReady, stopsKey]);

  // The accommodation and the day's legs to and from it.
  const accommodationKey = accommodation
    ? `${accommodation.name}@${accommodation.lat},${accommodation.lng}`
    : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the stops and the accommodation
  useEffect(() => {
    const map = mapRef.current;
    if (!mapReady || !map || !accommodation) return;
    const layer = showAccommodation(map, accommodation, stops[0], stops.at(-1));
    return () => layer.remove();
  }, [mapReady, stopsKey, accommodationKey]);

  // The selected activity's marker bounces.
  useEffect(() => {
    if (mapReady && selectedActivityId !== undefined) layerRef.current?.bounce(String(selectedActivityId));
  }, [mapReady, selectedActivityId]);

  // The map fills its new height when expanded or compacted (not on mount: it was just made at its size).
  const shownHeight = useRef(expanded);
  useEffect(() => {
    if (shownHeight.current === expanded) return;
    shownHeight.current = expanded;
    mapRef.current?.resize();
  }, [expanded]);

  // Routes: a line through the stops in day order (road geometry when a router is configured).
  // biome-ignore lint/correctness/useExhaustiveDependencies: stopsKey stands for the stops' content
  useEffect(() => {
    const map = mapRef.current;
    if (!mapReady || !map) return;
    const clear = () => {
      if (map.getLayer(ROUTE_SOURCE)) map.removeLayer(ROUTE_SOURCE);
      if (map.getSource(ROUTE_SOURCE)) map.removeSource(ROUTE_SOURCE);
    };
    if (!showRoutes || stops.length < 2) {
      clear();
      setRoute(undefined);
      return;
    }
    let cancelled = false;
    setRouteError(undefined);
    fetchRoute(stops.map((s) => ({ lat: s.lat, lng: s.lng })))
      .then((res) => {
        if (cancelled) return;
        clear();
        map.addSource(ROUTE_SOURCE, {
          type: 'geojson',
          data: {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: res.coordinates },
          },
        });
        map.addLayer(
          {
            id: ROUTE_SOURCE,
            type: 'line',
            source: ROUTE_SOURCE,
            layout: { 'line-cap': 'round', 'line-join': 'round' },
            paint: {
              'line-color': '#0f766e',
              'line-width': 4,
              'line-opacity': 0.85,
              ...(res.source === 'estimate' ? { 'line-dasharray': [2, 1.5] } : {}),
            },
          },
          map.getLayer('wf-stops-anchor') ? 'wf-stops-anchor' : undefined,
        );
        setRoute(res);
      })
      .catch(() => {
        if (!cancelled) setRouteError('The route could not be drawn.');
      });
    return () => {
      cancelled = true;
    };
  }, [mapReady, showRoutes, stopsKey]);

  // Points of interest: nearby knowledge-base places as a layer (the day's own places left out).
  const dayPlaceIds = activities
    .map((a) => a.placeId)
    .filter(Boolean)
    .join('|');
  useEffect(() => {
    const map = mapRef.current;
    if (!mapReady || !map) return;
    const clear = () => {
      if (map.getLayer(POI_SOURCE)) map.removeLayer(POI_SOURCE);
      if (map.getSource(POI_SOURCE)) map.removeSource(POI_SOURCE);
    };
    if (!prefs.showPoi) {
      clear();
      setPoiCount(undefined);
      return;
    }
    let cancelled = false;
    const stopIds = new Set(dayPlaceIds.split('|'));
    fetchNearbyPlaces(latest.current.center, POI_RADIUS_KM)
      .then(({ places }) => {
        if (cancelled) return;
        const shown = places.filter((p) => !stopIds.has(p.place_id));
        clear();
        map.addSource(POI_SOURCE, {
          type: 'geojson',
          data: {
            type: 'FeatureCollection',
            features: shown.map((p) => ({
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
              properties: { name: p.name, category: p.category },
            })),
          },
        });
        map.addLayer({
          id: POI_SOURCE,
          type: 'circle',
          source: POI_SOURCE,
          paint: {
            'circle-radius': 5,
            'circle-color': '#d97706',
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1.5,
          },
        });
        setPoiCount(shown.length);
      })
      .catch(() => {
        if (!cancelled) setPoiCount(0);
      });
    const onClick = (e: maplibregl.MapLayerMouseEvent) => {
      const f = e.features?.[0];
      if (!f) return;
      const el = document.createElement('div');
      el.className = 'wf-popup';
      const title = document.createElement('h3');
      title.textContent = String(f.properties?.name ?? '');
      const kind = document.createElement('p');
      kind.textContent = `Point of interest · ${String(f.properties?.category ?? '')}`;
      el.append(title, kind);
      new maplibregl.Popup({ offset: 8 }).setLngLat(e.lngLat).setDOMContent(el).addTo(map);
    };
    map.on('click', POI_SOURCE, onClick);
    return () => {
      cancelled = true;
      map.off('click', POI_SOURCE, onClick);
    };
  }, [mapReady, prefs.showPoi, dayPlaceIds]);

  // Traffic: a raster overlay, only where the configured provider has one.
  useEffect(() => {
    const map = mapRef.current;
    const tiles = config.data?.trafficTiles;
    if (!mapReady || !map) return;
    const on = Boolean(config.data?.traffic && tiles && prefs.showTraffic);
    if (!on) {
      if (map.getLayer(TRAFFIC_SOURCE)) map.removeLayer(TRAFFIC_SOURCE);
      if (map.getSource(TRAFFIC_SOURCE)) map.removeSource(TRAFFIC_SOURCE);
      return;
    }
    if (!map.getSource(TRAFFIC_SOURCE)) {
      map.addSource(TRAFFIC_SOURCE, { type: 'raster', tiles: [tiles!], tileSize: 256 });
      map.addLayer({
        id: TRAFFIC_SOURCE,
        type: 'raster',
        source: TRAFFIC_SOURCE,
        paint: { 'raster-opacity': 0.8 },
      });
    }
  }, [mapReady, prefs.showTraffic, config.data]);

  async function optimize() {
    if ((!onOptimize && !optimizeDay) || stops.length < 3) return;
    setOptimizing(true);
    try {
      const mode = config.data?.routing === 'osrm' ? 'driving' : 'transit';
      if (optimizeDay) {
        setAnnouncement(await optimizeDay(prefs.criterion, mode));
        return;
      }
      if (!onOptimize) return;
      const result = await optimizeStops(stops, prefs.criterion, mode);
      const unchanged = result.orderedIds.every((id, i) => id === stops[i]!.id);
      const totals = `${result.totalMinutes} min, ${result.totalKm} km in total`;
      setAnnouncement(
        unchanged
          ? `This order is already the best by ${CRITERION_LABELS[prefs.criterion].toLowerCase()} (${totals}).`
          : `Route optimized by ${CRITERION_LABELS[prefs.criterion].toLowerCase()}: ${totals}${result.approximate ? ', from straight-line distances' : ''}.`,
      );
      if (!unchanged) onOptimize(result.orderedIds, prefs.criterion);
    } finally {
      setOptimizing(false);
    }
  }

  const status =
    config.isLoading || loadState === 'initial'
      ? 'Loading map configuration...'
      : loadState === 'loading'
        ? 'Initializing map...'
        : loadState === 'placing-markers'
          ? 'Placing markers...'
          : undefined;
  const configError = config.isError ? 'The map configuration could not be loaded.' : undefined;
  const height = expanded ? MAP_DEFAULTS.expandedHeight : MAP_DEFAULTS.compactHeight;
  const count = stops.length;

  return (
    <section
      aria-labelledby="location-map-title"
      className={cn('flex flex-col gap-3 rounded-lg border bg-card p-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="location-map-title" className="text-lg font-semibold">
          Location Map
        </h2>
        <p className="text-sm text-muted-foreground" data-testid="location-count">
          {count} {count === 1 ? 'location' : 'locations'}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowRoutes((v) => !v)}
          disabled={count < 2}
          aria-pressed={showRoutes}
          title={count < 2 ? 'Routes need at least 2 located stops' : undefined}
        >
          {showRoutes ? 'Hide Routes' : 'Show Routes'}
        </Button>
        {onOptimize || optimizeDay ? (
          <>
            <label className="sr-only" htmlFor="route-criterion">
              Optimize by
            </label>
            <select
              id="route-criterion"
              className="h-9 rounded-md border border-input bg-card px-2 text-sm"
              value={prefs.criterion}
              onChange={(e) => setPref('criterion', e.target.value === 'distance' ? 'distance' : 'time')}
            >
              <option value="time">{CRITERION_LABELS.time}</option>
              <option value="distance">{CRITERION_LABELS.distance}</option>
            </select>
            <Button
              size="sm"
              onClick={optimize}
              disabled={count < 3 || optimizing}
              title={count < 3 ? 'Optimizing needs at least 3 located stops' : undefined}
            >
              {optimizing ? 'Optimizing...' : 'Optimize Route'}
            </Button>
          </>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-pressed={prefs.showPoi}
          onClick={() => setPref('showPoi', !prefs.showPoi)}
        >
          Points of Interest
        </Button>
        {config.data?.traffic ? (
          <Button
            variant="outline"
            size="sm"
            aria-pressed={prefs.showTraffic}
            onClick={() => setPref('showTraffic', !prefs.showTraffic)}
          >
            Traffic
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Compact Map' : 'Expand Map'}
        </Button>
      </div>

      <div className="relative overflow-hidden rounded-md border" style={{ height }}>
        <div
          ref={containerRef}
          // MapLibre makes its container position: relative, so it is sized by height, not by insets.
          // Hidden until the GPU has drawn the first complete frame (the status above says what is happening).
          className={cn('h-full w-full', !drawn && loadState !== 'error' && 'invisible')}
          data-testid="map-canvas-container"
          data-state={loadState}
        />
        {status || configError || (loadState === 'complete' && count === 0) ? (
          <div className="pointer-events-none absolute inset-0 grid place-items-center bg-background/60">
            <p className="rounded-md bg-card px-3 py-2 text-sm shadow" role="status">
              {configError ?? status ?? 'No locations to display'}
            </p>
          </div>
        ) : null}
      </div>

      {mapError ? (
        <p className="text-sm text-destructive" role="alert">
          {mapError}
        </p>
      ) : null}
      {route ? (
        <p className="text-sm text-muted-foreground">
          Route: {(route.distanceMeters / 1000).toFixed(1)} km, about {Math.round(route.durationSeconds / 60)}{' '}
          min
          {route.source === 'estimate' ? ' (straight lines between stops; estimated)' : ''}
        </p>
      ) : null}
      {routeError ? <p className="text-sm text-destructive">{routeError}</p> : null}
      {poiCount !== undefined ? (
        <p className="text-sm text-muted-foreground">{poiCount} points of interest nearby</p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {announcement ? (
        <p className="text-sm" aria-hidden="true">
          {announcement}
        </p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium">Time Segments</span>
          {TIME_SEGMENTS.map((segment) => (
            <span key={segment} className="inline-flex items-center gap-1.5">
              <span
                className="inline-block size-3 rounded-full"
                style={{ background: MARKER_COLORS[segment] }}
                aria-hidden="true"
              />
              {SEGMENT_LABELS[segment]}
            </span>
          ))}
        </div>
        <p className="text-muted-foreground">Click on markers to see activity details</p>
      </div>

      <div className="sr-only">
        <h3>Stops on the map, in order</h3>
        {stops.length ? (
          <ol>
            {stops.map((s) => (
              <li key={s.id}>
                {s.number}. {s.activity.title}, {SEGMENT_LABELS[s.activity.timeSegment]}
                {s.activity.startTime ? `, ${s.activity.startTime}` : ''}
              </li>
            ))}
          </ol>
        ) : (
          <p>No locations to display</p>
        )}
      </div>
    </section>
  );
}
