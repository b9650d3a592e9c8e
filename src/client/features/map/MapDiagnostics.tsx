// /debug-map's checks: fetching the maps configuration (key shown to 8 characters), loading the map library,
// loading the base-map style, and initialising a map centred on New York at zoom 12, with a timestamped log.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MapsConfig } from '../../../core/api/maps.ts';
import { MAP_DEFAULTS } from '../../../core/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { apiRequest, errorMessage } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';

type StepState = 'pending' | 'running' | 'ok' | 'error';
type StepId = 'key' | 'library' | 'style' | 'map';

const STEP_LABELS: Record<StepId, string> = {
  key: 'Maps key',
  library: 'Map library',
  style: 'Base map style',
  map: 'Map (New York, zoom 12)',
};

interface Step {
  state: StepState;
  detail: string;
}

const initialSteps = (): Record<StepId, Step> => ({
  key: { state: 'pending', detail: 'Waiting' },
  library: { state: 'pending', detail: 'Waiting' },
  style: { state: 'pending', detail: 'Waiting' },
  map: { state: 'pending', detail: 'Waiting' },
});

const time = () => new Date().toISOString().slice(11, 23);

/** SPEC.md: only the first 8 characters of the key are shown. */
export function maskKey(key: string): string {
  return key ? `${key.slice(0, 8)}…` : '';
}

export function MapDiagnostics() {
  const [steps, setSteps] = useState(initialSteps);
  const [log, setLog] = useState<string[]>([]);
  const [run, setRun] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  const write = useCallback((line: string) => setLog((l) => [...l, `[${time()}] ${line}`]), []);
  const set = useCallback((id: StepId, state: StepState, detail: string) => {
    setSteps((s) => ({ ...s, [id]: { state, detail } }));
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the whole test
  useEffect(() => {
    let cancelled = false;
    let map: MapLibreMap | undefined;
    const step = (id: StepId, state: StepState, detail: string) => {
      if (cancelled) return;
      set(id, state, detail);
      write(`${STEP_LABELS[id]}: ${detail}`);
    };

    (async () => {
      step('key', 'running', 'Fetching the maps configuration...');
      let config: MapsConfig;
      try {
        config = await apiRequest<MapsConfig>('GET', '/api/maps/config');
      } catch (err) {
        step('key', 'error', `Failed to get Google Maps API key (${errorMessage(err, 'request failed')})`);
        return;
      }
      step(
        'key',
        'ok',
        config.googleMapsApiKey
          ? `Key ${maskKey(config.googleMapsApiKey)} (${config.googleMapsApiKey.length} characters)`
          : `Key empty: no Google key configured; base map "${config.provider}" needs none`,
      );

      step('library', 'running', 'Loading MapLibre GL...');
      let maplibregl: typeof import('maplibre-gl');
      try {
        ({ maplibregl } = await import('./maplibre.ts'));
      } catch (err) {
        step('library', 'error', `Script load error: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
      if (typeof maplibregl?.Map !== 'function') {
        step('library', 'error', 'Maps API not available');
        return;
      }
      step('library', 'ok', `MapLibre GL ${maplibregl.getVersion()} loaded`);

      step('style', 'running', `Loading ${config.styleUrl}...`);
      try {
        const res = await fetch(config.styleUrl, { credentials: 'same-origin' });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const style = (await res.json()) as { name?: string; sources?: object; layers?: unknown[] };
        step(
          'style',
          'ok',
          `"${style.name ?? 'unnamed'}": ${Object.keys(style.sources ?? {}).length} sources, ${style.layers?.length ?? 0} layers`,
        );
      } catch (err) {
        step('style', 'error', `Style load error: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }

      if (cancelled) return;
      const container = containerRef.current;
      if (!container) {
        step('map', 'error', 'Map container not found');
        return;
      }
      step('map', 'running', 'Initializing map...');
      const center = MAP_DEFAULTS.debugCenter;
      try {
        map = new maplibregl.Map({
          container,
          style: config.styleUrl,
          center: [center.lng, center.lat],
          zoom: MAP_DEFAULTS.zoom,
          attributionControl: { compact: true },
          locale: { 'Map.Title': 'Test map centred on New York' },
        });
      } catch (err) {
        step('map', 'error', `Map could not start: ${err instanceof Error ? err.message : String(err)}`);
        return;
      }
      map.on('error', (e) => write(`Map error: ${e.error?.message ?? 'unknown'}`));
      map.on('load', () => {
        const c = map!.getCenter();
        step('map', 'ok', `Map ready at ${c.lat.toFixed(4)}, ${c.lng.toFixed(4)}, zoom ${map!.getZoom()}`);
      });
    })();

    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [run]);

  function reload() {
    setSteps(initialSteps());
    setLog([`[${time()}] Reload Test`]);
    setRun((r) => r + 1);
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label="Map checks">
        {(Object.keys(STEP_LABELS) as StepId[]).map((id) => (
          <li
            key={id}
            className="rounded-md border bg-card p-3"
            data-testid={`step-${id}`}
            data-state={steps[id].state}
          >
            <p className="flex items-center justify-between gap-2 font-medium">
              {STEP_LABELS[id]}
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs',
                  steps[id].state === 'ok' && 'bg-green-100 text-green-900',
                  steps[id].state === 'error' && 'bg-red-100 text-red-900',
                  (steps[id].state === 'pending' || steps[id].state === 'running') &&
                    'bg-muted text-foreground',
                )}
              >
                {{ pending: 'Pending', running: 'Running', ok: 'OK', error: 'Failed' }[steps[id].state]}
              </span>
            </p>
            <p className="mt-1 break-words text-sm text-muted-foreground">{steps[id].detail}</p>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={reload}>Reload Test</Button>
      </div>
      <div
        ref={containerRef}
        className="h-[350px] overflow-hidden rounded-md border"
        data-testid="debug-map"
      />
      <section aria-labelledby="debug-log-title">
        <h2 id="debug-log-title" className="mb-2 text-lg font-semibold">
          Log
        </h2>
        <ol
          className="max-h-64 overflow-y-auto rounded-md border bg-muted p-3 font-mono text-xs"
          data-testid="debug-log"
        >
          {log.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
