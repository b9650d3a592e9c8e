// Open Now / Closed for a card: the place's hours at the destination's local time, as the places endpoint
// computes them. Unknown (no place id, no hours, a failed call) is undefined, and the card then shows nothing.
import { useQuery } from '@tanstack/react-query';
import { type PlaceDetailsResponse, placeDetailsUrl } from '../../../core/api/places.ts';
import { apiRequest } from '../../lib/api.ts';

/** Opening changes with the clock: the answer is refreshed when a card mounts after five minutes. */
const OPEN_NOW_STALE_MS = 5 * 60_000;

export function useOpenNow(placeId: string | undefined): boolean | undefined {
  const query = useQuery({
    queryKey: ['place-open-now', placeId ?? null],
    queryFn: async () =>
      (await apiRequest<PlaceDetailsResponse>('GET', placeDetailsUrl(placeId!))).result.opening_hours
        ?.open_now ?? null,
    enabled: Boolean(placeId),
    staleTime: OPEN_NOW_STALE_MS,
  });
  return query.data ?? undefined;
}
