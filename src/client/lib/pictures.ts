// A place's photograph (Wikimedia Commons, as the server resolves it) for a card, a popover or an explorer card.
// The cards of a day mount together: their asks, per width, are gathered and sent as one request. Unknown, none
// or a failed request is null, and the caller keeps its illustration.
import { useQuery } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import {
  OPEN_NOW_MAX_IDS,
  type PicturesResponse,
  type PictureWidth,
  type PlacePicture,
  picturesUrl,
} from '../../core/api/places.ts';
import { apiRequest } from './api.ts';

const loaders = new Map<string, DataLoader<string, PlacePicture | null>>();

/** One loader per endpoint and width (the share page asks its own, public endpoint). */
function loaderFor(width: PictureWidth, base: string) {
  const key = `${base}@${width}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = new DataLoader<string, PlacePicture | null>(
      async (ids) => {
        const { pictures } = await apiRequest<PicturesResponse>('GET', picturesUrl(ids, width, base));
        return ids.map((id) => pictures[id] ?? null);
      },
      // The query cache keeps the answers; the loader only gathers one task's asks.
      { cache: false, maxBatchSize: OPEN_NOW_MAX_IDS, batchScheduleFn: (send) => setTimeout(send) },
    );
    loaders.set(key, loader);
  }
  return loader;
}

export function usePlacePicture(
  id: string | undefined,
  width: PictureWidth,
  base = '/api/places/pictures',
): PlacePicture | null {
  const query = useQuery({
    queryKey: ['place-picture', base, width, id ?? null],
    queryFn: () => loaderFor(width, base).load(id!),
    enabled: Boolean(id),
    staleTime: 60 * 60_000,
    retry: false,
  });
  return query.data ?? null;
}
