// 'View Details': a place's name, rating, address, weekday hours, top review (120 characters, with author and
// rating), and Website and Directions buttons, from GET /api/places/{id}. Without a place id it searches by
// the activity's title and location first.
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Navigation, Star } from 'lucide-react';
import { useState } from 'react';
import { type PlaceDetailsResponse, placeDetailsUrl } from '../../../core/api/places.ts';
import { TEXT_EXCERPTS } from '../../../core/constants.ts';
import type { LatLng } from '../../../core/geo.ts';
import { Button } from '../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { searchPlace, useMapsConfig } from './api.ts';
import { directionsUrl } from './directions.ts';
import { excerpt } from './stops.ts';

export const NO_DETAILS = 'No place details found for this location.';
export const DETAILS_FAILED = 'Failed to load place details.';

export interface PlaceDetailsPopoverProps {
  /** A place id from the knowledge base ("destination/place") or the configured provider. */
  placeId?: string;
  /** Text to search when there is no id: the activity's title and location. */
  query?: string;
  near?: LatLng;
  /** Accessible name of the trigger: 'View Details' by default. */
  label?: string;
  /** The trip's days, marked on the week's hours ("Monday" -> "Day 1, 7 Dec"). */
  tripDays?: readonly { weekday: string; label: string }[];
  /** The hours on the planned date, in words ("Planned for Monday, 7 December: open 9:30-17:30"). */
  planned?: string;
  /** Whether to say if it is open at this moment: only while the trip is happening. */
  showOpenNow?: boolean;
}

class NotFound extends Error {}

async function loadDetails(placeId: string | undefined, query: string | undefined, near?: LatLng) {
  let id = placeId;
  if (!id && query && query.trim().length >= 2) {
    id = (await searchPlace(query.trim(), near)).results[0]?.place_id;
  }
  if (!id) throw new NotFound();
  try {
    return (await apiRequest<PlaceDetailsResponse>('GET', placeDetailsUrl(id))).result;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw new NotFound();
    throw err;
  }
}

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}

export function PlaceDetailsPopover({
  placeId,
  query,
  near,
  label = 'View Details',
  tripDays,
  planned,
  showOpenNow = true,
}: PlaceDetailsPopoverProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          {label}
        </Button>
      </PopoverTrigger>
      {/* The content, with its queries, exists only while open: a closed popover on every card costs no query
          observers and does not render again when the maps configuration arrives. */}
      {open && (
        <PlaceDetailsContent
          placeId={placeId}
          query={query}
          near={near}
          tripDays={tripDays}
          planned={planned}
          showOpenNow={showOpenNow}
        />
      )}
    </Popover>
  );
}

function PlaceDetailsContent({
  placeId,
  query,
  near,
  tripDays,
  planned,
  showOpenNow,
}: Omit<PlaceDetailsPopoverProps, 'label'>) {
  const config = useMapsConfig();
  const details = useQuery({
    queryKey: ['place-details', placeId ?? null, placeId ? null : (query ?? null)],
    queryFn: () => loadDetails(placeId, query, near),
  });
  const place = details.data;
  const review = place?.reviews?.[0];

  return (
    <PopoverContent aria-label={place ? `Details of ${place.name}` : 'Place details'}>
      {details.isLoading ? (
        <Spinner label="Loading place details" className="p-4" />
      ) : details.isError ? (
        <p className="text-sm" role="status">
          {details.error instanceof NotFound ? NO_DETAILS : DETAILS_FAILED}
        </p>
      ) : place ? (
        <div className="flex flex-col gap-2 text-sm">
          <div className="flex items-start justify-between gap-2">
            <h3 className="text-base font-semibold">{place.name}</h3>
            {place.rating !== undefined ? <Stars rating={place.rating} /> : null}
          </div>
          <p className="text-muted-foreground">{place.formatted_address}</p>
          {place.opening_hours ? (
            <div>
              {planned ? <p className="font-medium">{planned}</p> : null}
              {showOpenNow && place.opening_hours.open_now !== undefined ? (
                <p
                  className={
                    place.opening_hours.open_now
                      ? 'font-medium text-afternoon'
                      : 'font-medium text-destructive'
                  }
                >
                  {place.opening_hours.open_now ? 'Open now' : 'Closed now'}
                </p>
              ) : null}
              {place.opening_hours.weekday_text.length ? (
                <ul className="mt-1 space-y-0.5 text-xs">
                  {place.opening_hours.weekday_text.map((line) => {
                    const marks = (tripDays ?? []).filter((d) => line.startsWith(`${d.weekday}:`));
                    return (
                      <li key={line} className={marks.length ? 'font-semibold text-foreground' : undefined}>
                        {line}
                        {marks.length > 0 && (
                          <span className="ml-1 rounded bg-secondary px-1 font-normal text-secondary-foreground">
                            <span className="sr-only">, your trip: </span>
                            {marks.map((d) => d.label).join(', ')}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </div>
          ) : null}
          {review ? (
            <figure className="rounded-md bg-muted p-2">
              <blockquote className="text-xs">“{excerpt(review.text, TEXT_EXCERPTS.review)}”</blockquote>
              <figcaption className="mt-1 flex items-center gap-2 text-xs text-muted-foreground">
                <span>{review.author_name}</span>
                {review.rating !== undefined ? <Stars rating={review.rating} /> : null}
              </figcaption>
            </figure>
          ) : null}
          <div className="mt-1 flex gap-2">
            {place.website ? (
              <Button asChild size="sm" variant="outline">
                <a href={place.website} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Website
                </a>
              </Button>
            ) : null}
            <Button asChild size="sm">
              <a
                href={directionsUrl(
                  place.geometry.location,
                  config.data?.googleMapsApiKey ? 'google' : 'osm',
                )}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Navigation aria-hidden="true" />
                Directions
              </a>
            </Button>
          </div>
        </div>
      ) : null}
    </PopoverContent>
  );
}
