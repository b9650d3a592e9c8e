// Open Now / Closed for a card: the place's hours at the destination's local time, as the server computes them.
// Unknown (no place id, no hours, a failed call) is undefined, and the card then shows nothing.
// Each card asks for its own place; the cards of a day mount together, so their questions are gathered and
// sent as one request (GET /api/places/open-now) instead of one details request per card.
import { useQuery } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { OPEN_NOW_MAX_IDS, type OpenNowResponse, openNowUrl } from '../../../core/api/places.ts';
import { apiRequest } from '../../lib/api.ts';

/** Opening changes with the clock: the answer is refreshed when a card mounts after five minutes. */
const OPEN_NOW_STALE_MS = 5 * 60_000;

const openNowLoader = new DataLoader<string, boolean | null>(
  async (placeIds) => {
    const { openNow } = await apiRequest<OpenNowResponse>('GET', openNowUrl(placeIds));
    return placeIds.map((id) => openNow[id] ?? null);
  },
  // The query cache below keeps the answers (and their staleness); the loader only gathers one task's asks.
  { cache: false, maxBatchSize: OPEN_NOW_MAX_IDS, batchScheduleFn: (send) => setTimeout(send) },
);

export function useOpenNow(placeId: string | undefined): boolean | undefined {
  const query = useQuery({
    queryKey: ['place-open-now', placeId ?? null],
    queryFn: () => openNowLoader.load(placeId!),
    enabled: Boolean(placeId),
    staleTime: OPEN_NOW_STALE_MS,
  });
  return query.data ?? undefined;
}
