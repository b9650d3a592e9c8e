// A small map to drop a pin on: where the traveller is staying when it is not a place we can search for. A click
// (or a tap) puts the pin there; the pin can be dragged. The page passes it to the trip form.
import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '../../../core/geo.ts';
import { useMapsConfig } from './api.ts';
import { createBaseMap } from './base-map.ts';
import { maplibregl } from './maplibre.ts';

export interface PinPickerProps {
  /** Where the map opens: the pin, else the destination. */
  center: LatLng;
  pin?: LatLng;
  onPick: (point: LatLng) => void;
}

const PICK_ZOOM = 13;

export default function PinPicker({ center, pin, onPick }: PinPickerProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const { data: config } = useMapsConfig();
  const [status, setStatus] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the pin follows below
  useEffect(() => {
    if (!container.current || !config || map.current) return;
    const start = pin ?? center;
    const m = createBaseMap(
      container.current,
      config,
      { center: [start.lng, start.lat], zoom: PICK_ZOOM },
      {
        onFallback: (message) => setStatus(message),
        onError: (message) => setStatus(message),
        onLoad: () => {},
      },
    );
    m.on('click', (event) => {
      const point = { lat: event.lngLat.lat, lng: event.lngLat.lng };
      pick.current(point);
    });
    map.current = m;
    setReady(true);
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
      setReady(false);
    };
  }, [config]);

  useEffect(() => {
    const m = map.current;
    if (!m || !ready) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = new maplibregl.Marker({ draggable: true, color: '#0f766e' })
        .setLngLat([pin.lng, pin.lat])
        .addTo(m);
      marker.current.on('dragend', () => {
        const ll = marker.current!.getLngLat();
        pick.current({ lat: ll.lat, lng: ll.lng });
      });
    } else marker.current.setLngLat([pin.lng, pin.lat]);
  }, [pin, ready]);

  return (
    <div className="grid gap-2">
      <section
        ref={container}
        className="h-72 w-full overflow-hidden rounded-md border"
        aria-label="Map: click where you are staying to drop a pin"
      />
      {status && <p className="text-xs text-muted-foreground">{status}</p>}
    </div>
  );
}
