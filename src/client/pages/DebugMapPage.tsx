// /debug-map: the map diagnostics (SPEC.md), and the map panel drawn with New York places from the knowledge
// base, so the panel's markers, routes, optimisation and details can be checked on a running server.
import { Suspense, useEffect, useState } from 'react';
import type { NearbyResponse } from '../../core/api/places.ts';
import { MAP_DEFAULTS, TIME_SEGMENTS } from '../../core/constants.ts';
import { Spinner } from '../components/ui/spinner.tsx';
import {
  applyRouteOrder,
  type MapActivity,
  MapPanel,
  MODE_LABELS,
  PlaceDetailsPopover,
  useTravelTimes,
} from '../features/map/index.ts';
import { MapDiagnostics } from '../features/map/MapDiagnostics.tsx';
import { apiRequest } from '../lib/api.ts';
import { usePageMeta } from '../lib/meta.ts';

const SAMPLE_SIZE = 5;

function useSampleDay() {
  const [day, setDay] = useState<MapActivity[]>([]);
  useEffect(() => {
    const { lat, lng } = MAP_DEFAULTS.debugCenter;
    apiRequest<NearbyResponse>(
      'GET',
      `/api/places/nearby?lat=${lat}&lng=${lng}&radiusKm=6&limit=${SAMPLE_SIZE}`,
    )
      .then(({ places }) =>
        setDay(
          places.map((p, i) => ({
            id: p.place_id,
            placeId: p.place_id,
            title: p.name,
            description: `A ${p.category} ${p.distanceKm.toFixed(1)} km from the centre of New York, from the knowledge base.`,
            timeSegment: TIME_SEGMENTS[Math.min(2, Math.floor((i * 3) / SAMPLE_SIZE))]!,
            order: i,
            lat: p.lat,
            lng: p.lng,
          })),
        ),
      )
      .catch(() => setDay([]));
  }, []);
  return [day, setDay] as const;
}

export function DebugMapPage() {
  usePageMeta('Map diagnostics', 'Checks the map configuration, library, style and a test map.');
  const [day, setDay] = useSampleDay();
  const [selected, setSelected] = useState<string>();
  const travel = useTravelTimes(day);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">Map diagnostics</h1>
        <p className="text-muted-foreground">
          The maps configuration, the map library and a test map of New York.
        </p>
      </header>
      <MapDiagnostics />
      <section aria-labelledby="panel-check-title" className="flex flex-col gap-3">
        <h2 id="panel-check-title" className="text-xl font-semibold">
          Map panel check
        </h2>
        <p className="text-sm text-muted-foreground">
          {SAMPLE_SIZE} New York places from the knowledge base, as one day's activities.
        </p>
        <Suspense fallback={<Spinner label="Loading the map" />}>
          <MapPanel
            activities={day}
            selectedActivityId={selected}
            onSelectActivity={setSelected}
            destinationCenter={MAP_DEFAULTS.debugCenter}
            onOptimize={(ids) => setDay((d) => applyRouteOrder(d, ids))}
          />
        </Suspense>
        <ol className="flex flex-col gap-2" aria-label="Sample day">
          {day.map((a, i) => {
            const leg = travel.byFromId.get(String(a.id));
            return (
              <li
                key={a.id}
                className="flex flex-wrap items-center gap-3 rounded-md border bg-card p-3"
                data-testid="sample-activity"
              >
                <span className="font-semibold">{i + 1}.</span>
                <button
                  type="button"
                  className="underline-offset-2 hover:underline"
                  onClick={() => setSelected(String(a.id))}
                >
                  {a.title}
                </button>
                <span className="text-sm text-muted-foreground">{a.timeSegment}</span>
                <PlaceDetailsPopover placeId={a.placeId} />
                {leg ? (
                  <span className="text-sm text-muted-foreground" data-testid="travel-leg">
                    Next: {leg.duration} {leg.failed ? '' : MODE_LABELS[leg.mode]} · {leg.distance}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
