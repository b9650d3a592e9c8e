// Save for Later: each traveller's bookmarked destinations. Every query is scoped to the signed-in user, so
// another user's bookmark is simply not found (404).
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type Bookmark,
  bookmarkSchema,
  bookmarksResponseSchema,
  createBookmarkSchema,
  MAX_BOOKMARKS,
} from '../../../core/api/bookmarks.ts';
import {
  type DestinationRecommendation,
  destinationRecommendationSchema,
} from '../../../core/api/recommendations.ts';
import { bookmarks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type BookmarkRow = typeof bookmarks.$inferSelect;
const toBookmark = (row: BookmarkRow, data: DestinationRecommendation): Bookmark => ({
  id: row.id,
  destinationKey: row.destinationKey,
  data,
  createdAt: row.createdAt.toISOString(),
});

export function bookmarkRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/api/bookmarks',
    { preHandler: requireUser, schema: { response: { 200: bookmarksResponseSchema } } },
    async (req) => {
      const rows = await db
        .select()
        .from(bookmarks)
        .where(eq(bookmarks.userId, currentUser(req).id))
        .orderBy(asc(bookmarks.createdAt), asc(bookmarks.id));
      // A row saved in an older shape is left out rather than failing the whole list.
      return {
        bookmarks: rows.flatMap((row) => {
          const data = destinationRecommendationSchema.safeParse(row.data);
          if (data.success) return [toBookmark(row, data.data)];
          req.log.warn({ bookmark: row.id }, 'bookmark data does not match the recommendation schema');
          return [];
        }),
      };
    },
  );

  // Saving a destination twice keeps one bookmark (with the newer details): 201 when new, 200 when it existed.
  app.post(
    '/api/bookmarks',
    {
      preHandler: requireUser,
      schema: { body: createBookmarkSchema, response: { 200: bookmarkSchema, 201: bookmarkSchema } },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const { destinationKey, data } = req.body;
      const mine = and(eq(bookmarks.userId, userId), eq(bookmarks.destinationKey, destinationKey));
      const [existing] = await db.update(bookmarks).set({ data }).where(mine).returning();
      if (existing) return reply.code(200).send(toBookmark(existing, data));

      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      if (n >= MAX_BOOKMARKS) {
        throw new HttpError(
          409,
          `You can save up to ${MAX_BOOKMARKS} destinations. Remove one to save another.`,
        );
      }
      const [created] = await db
        .insert(bookmarks)
        .values({ userId, destinationKey, data })
        .onConflictDoUpdate({ target: [bookmarks.userId, bookmarks.destinationKey], set: { data } })
        .returning();
      return reply.code(201).send(toBookmark(created!, data));
    },
  );

  app.delete(
    '/api/bookmarks/:id',
    { preHandler: requireUser, schema: { params: z.object({ id: z.string().max(100) }) } },
    async (req, reply) => {
      if (!UUID.test(req.params.id)) throw notFound('Bookmark not found.');
      const removed = await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.id, req.params.id), eq(bookmarks.userId, currentUser(req).id)))
        .returning({ id: bookmarks.id });
      if (!removed.length) throw notFound('Bookmark not found.');
      return reply.code(204).send();
    },
  );
}
