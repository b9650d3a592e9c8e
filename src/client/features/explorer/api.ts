// The explorer's server calls: recommendations for a travel profile, and the saved-for-later list.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Bookmark, BookmarksResponse } from '../../../core/api/bookmarks.ts';
import type {
  DestinationRecommendation,
  RecommendationsResponse,
  SuggestionRequest,
} from '../../../core/api/recommendations.ts';
import { apiRequest, queryClient } from '../../lib/api.ts';

export const BOOKMARKS_KEY = ['/api/bookmarks'] as const;

export function useRecommendations() {
  return useMutation({
    mutationFn: (request: SuggestionRequest) =>
      apiRequest<RecommendationsResponse>('POST', '/api/destination-recommendations', request),
  });
}

export function useBookmarks() {
  return useQuery<BookmarksResponse>({ queryKey: BOOKMARKS_KEY });
}

const setBookmarks = (update: (list: Bookmark[]) => Bookmark[]) =>
  queryClient.setQueryData<BookmarksResponse>(BOOKMARKS_KEY, (old) => ({
    bookmarks: update(old?.bookmarks ?? []),
  }));

export function useSaveBookmark() {
  return useMutation({
    mutationFn: (rec: DestinationRecommendation) =>
      apiRequest<Bookmark>('POST', '/api/bookmarks', { destinationKey: rec.destinationId, data: rec }),
    onSuccess: (saved) =>
      setBookmarks((list) =>
        list.some((b) => b.id === saved.id)
          ? list.map((b) => (b.id === saved.id ? saved : b))
          : [...list, saved],
      ),
  });
}

export function useRemoveBookmark() {
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/bookmarks/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => setBookmarks((list) => list.filter((b) => b.id !== id)),
  });
}
