// "Where are you staying? (optional)": one of the destination's places or a search result, or a pin dropped on
// the map. Each day of the plan then starts and ends there. Arrival and departure times sit beside it.
import { MapPin, Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { PlaceSearchResponse, PlaceSearchResult } from '../../../core/api/places.ts';
import type { LatLng } from '../../../core/geo.ts';
import type { Accommodation } from '../../../core/trip.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldError, Label } from '../../components/ui/label.tsx';
import { apiRequest } from '../../lib/api.ts';

const SEARCH_DELAY_MS = 300;
const PINNED_NAME = 'My accommodation';

export interface PinPickerRender {
  center: LatLng;
  pin?: LatLng;
  onPick: (point: LatLng) => void;
}

export function AccommodationField({
  value,
  near,
  onChange,
  error,
  renderPinPicker,
}: {
  value: Accommodation | undefined;
  /** The destination, to search near and to open the map on. */
  near: LatLng | undefined;
  onChange: (value: Accommodation | undefined) => void;
  error?: string;
  /** The page's map, for dropping a pin (features do not import each other). */
  renderPinPicker?: (props: PinPickerRender) => ReactNode;
}) {
  const uid = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PlaceSearchResult[]>([]);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [pinning, setPinning] = useState(false);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setResults([]);
      setSearchError(null);
      return;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      setSearching(true);
      apiRequest<PlaceSearchResponse>('POST', '/api/places/search', {
        query: text,
        ...(near ? { near } : {}),
      })
        .then((res) => {
          if (cancelled) return;
          setResults(res.results.slice(0, 6));
          setSearchError(
            res.results.length ? null : 'No place found by that name. Try another, or drop a pin.',
          );
        })
        .catch(
          () => !cancelled && setSearchError('The search is not available right now: drop a pin instead.'),
        )
        .finally(() => !cancelled && setSearching(false));
    }, SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, near]);

  const choose = (r: PlaceSearchResult) => {
    onChange({
      name: r.name,
      lat: r.geometry.location.lat,
      lng: r.geometry.location.lng,
      ...(r.formatted_address ? { address: r.formatted_address.slice(0, 300) } : {}),
    });
    setQuery('');
    setResults([]);
  };

  return (
    <fieldset className="grid gap-3" aria-labelledby={`${uid}-label`}>
      <div>
        <span id={`${uid}-label`} className="text-sm font-medium">
          Where are you staying? (optional)
        </span>
        <p id={`${uid}-hint`} className="mt-1 text-sm text-muted-foreground">
          Each day of your plan then starts and ends there, with the travel to the first stop and back.
        </p>
      </div>
      {value ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm">
          <MapPin className="size-4 text-primary" aria-hidden="true" />
          <span className="min-w-0 flex-1">
            <span className="font-medium">{value.name}</span>
            {value.address && <span className="block truncate text-muted-foreground">{value.address}</span>}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={() => setPinning((p) => !p)}>
            {pinning ? 'Close the map' : 'Move the pin'}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={`${uid}-search`} className="sr-only">
            Search for where you are staying
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${uid}-search`}
              type="search"
              className="pl-9"
              placeholder="A hotel, an address or a place of the destination"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              aria-describedby={`${uid}-hint`}
              autoComplete="off"
            />
          </div>
          <div aria-live="polite" className="text-sm text-muted-foreground">
            {searching ? 'Searching…' : searchError}
          </div>
          {results.length > 0 && (
            <ul className="grid gap-1" aria-label="Places found">
              {results.map((r) => (
                <li key={r.place_id}>
                  <button
                    type="button"
                    className="w-full rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => choose(r)}
                  >
                    <span className="font-medium">{r.name}</span>
                    {r.formatted_address && (
                      <span className="block text-muted-foreground">{r.formatted_address}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {renderPinPicker && near && (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setPinning((p) => !p)}>
                <MapPin aria-hidden="true" />
                {pinning ? 'Close the map' : 'Drop a pin on the map'}
              </Button>
            </div>
          )}
        </div>
      )}
      {pinning && renderPinPicker && near && (
        <div className="grid gap-2">
          {renderPinPicker({
            center: near,
            pin: value ? { lat: value.lat, lng: value.lng } : undefined,
            onPick: (point) =>
              onChange({
                name: value?.name ?? PINNED_NAME,
                lat: Number(point.lat.toFixed(6)),
                lng: Number(point.lng.toFixed(6)),
              }),
          })}
          {value && (
            <div className="grid gap-1 sm:max-w-sm">
              <Label htmlFor={`${uid}-name`}>Name of the place</Label>
              <Input
                id={`${uid}-name`}
                value={value.name}
                maxLength={200}
                onChange={(e) => onChange({ ...value, name: e.target.value || PINNED_NAME })}
              />
            </div>
          )}
        </div>
      )}
      <FieldError id="accommodation-error">{error}</FieldError>
    </fieldset>
  );
}
