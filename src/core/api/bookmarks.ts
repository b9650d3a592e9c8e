// Destinations saved for later from the explorer ('Save for Later'), one list per traveller.
import { z } from 'zod';
import { destinationRecommendationSchema } from './recommendations.ts';

export const MAX_BOOKMARKS = 200;

export const bookmarkSchema = z.object({
  id: z.string(),
  /** The knowledge-base destination id: one bookmark per destination and traveller. */
  destinationKey: z.string(),
  data: destinationRecommendationSchema,
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmarkSchema>;

export const createBookmarkSchema = z.object({
  destinationKey: z
    .string({ error: 'destinationKey is required.' })
    .trim()
    .min(1, 'destinationKey is required.')
    .max(100, 'destinationKey is too long.'),
  data: destinationRecommendationSchema,
});
export type CreateBookmarkRequest = z.input<typeof createBookmarkSchema>;

export const bookmarksResponseSchema = z.object({ bookmarks: z.array(bookmarkSchema) });
export type BookmarksResponse = z.infer<typeof bookmarksResponseSchema>;
