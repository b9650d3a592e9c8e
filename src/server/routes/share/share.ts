// Read-only share links. The owner creates (or gets back) and revokes a plan's link; anyone holding the token reads
// the plan, and only the plan: its name, trip details and days, never anything about its owner.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { picturesQuerySchema, picturesResponseSchema } from '../../../core/api/places.ts';
import {
  SHARE_TOKEN_PATTERN,
  sharedPlanSchema,
  shareLinkSchema,
  sharePath,
} from '../../../core/api/share.ts';
import { itineraries, shareLinks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requestOrigin } from '../../http/security.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { answerPictures, pictureServiceFor } from '../../services/photos/pictures.ts';

const itineraryParams = z.object({ id: z.uuid('id: Not a saved itinerary id.') });
const NOT_FOUND = 'This itinerary does not exist.';
const SHARE_NOT_FOUND = 'This shared itinerary does not exist or is no longer shared.';

export function shareRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  const ownItinerary = async (id: string, userId: string) => {
    const [row] = await db
      .select({ id: itineraries.id })
      .from(itineraries)
      .where(and(eq(itineraries.id, id), eq(itineraries.userId, userId)));
    if (!row) throw notFound(NOT_FOUND);
  };

  app.post(
    '/api/itineraries/:id/share',
    {
      preHandler: requireUser,
      schema: { params: itineraryParams, response: { 200: shareLinkSchema, 201: shareLinkSchema } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      await ownItinerary(req.params.id, user.id);
      const origin = requestOrigin(req, deps.config.publicUrl);
      const active = and(eq(shareLinks.itineraryId, req.params.id), isNull(shareLinks.revokedAt));
      const [existing] = await db
        .select()
        .from(shareLinks)
        .where(active)
        .orderBy(shareLinks.createdAt)
        .limit(1);
      const link =
        existing ??
        (
          await db
            .insert(shareLinks)
            .values({
              token: randomBytes(32).toString('base64url'),
              itineraryId: req.params.id,
              userId: user.id,
            })
            .returning()
        )[0]!;
      return reply.code(existing ? 200 : 201).send({
        token: link.token,
        url: `${origin}${sharePath(link.token)}`,
        createdAt: link.createdAt.toISOString(),
      });
    },
  );

  app.delete(
    '/api/itineraries/:id/share',
    { preHandler: requireUser, schema: { params: itineraryParams } },
    async (req, reply) => {
      const user = currentUser(req);
      await ownItinerary(req.params.id, user.id);
      await db
        .update(shareLinks)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(shareLinks.itineraryId, req.params.id), isNull(shareLinks.revokedAt)));
      return reply.code(204).send();
    },
  );

  /** The plan behind a live share token, parsed to its own fields; 404 for an unknown or revoked token. */
  const sharedPlan = async (token: string, log: FastifyBaseLogger) => {
    if (!SHARE_TOKEN_PATTERN.test(token)) throw notFound(SHARE_NOT_FOUND);
    const [row] = await db
      .select({ name: itineraries.name, data: itineraries.data })
      .from(shareLinks)
      .innerJoin(itineraries, eq(itineraries.id, shareLinks.itineraryId))
      .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
    if (!row) throw notFound(SHARE_NOT_FOUND);
    // Parsing keeps only the plan's own fields: anything else stored with it is dropped, not passed on.
    const plan = sharedPlanSchema.safeParse({ ...row.data, name: row.name });
    if (!plan.success) {
      log.error({ issues: plan.error.issues.slice(0, 3) }, 'shared itinerary data does not match its schema');
      throw new HttpError(500, 'This shared itinerary could not be read.');
    }
    return plan.data;
  };

  const tokenParams = z.object({ token: z.string().max(100) });
  app.get(
    '/api/share/:token',
    { schema: { params: tokenParams, response: { 200: sharedPlanSchema } } },
    async (req, reply) => {
      const plan = await sharedPlan(req.params.token, req.log);
      // The token is the only key: keep the plan out of shared caches.
      reply.header('Cache-Control', 'private, no-store');
      return { name: plan.name, tripDetails: plan.tripDetails, days: plan.days };
    },
  );

  // The shared plan's photographs, for whoever holds the token: only its own places are looked up.
  const pictures = pictureServiceFor(deps);
  app.get(
    '/api/share/:token/pictures',
    {
      schema: {
        params: tokenParams,
        querystring: picturesQuerySchema,
        response: { 200: picturesResponseSchema },
      },
    },
    async (req, reply) => {
      const plan = await sharedPlan(req.params.token, req.log);
      const inPlan = new Set(plan.days.flatMap((d) => d.activities.map((a) => a.placeId).filter(Boolean)));
      const asked = req.query.ids.filter((id) => inPlan.has(id));
      const { cacheControl, ...answer } = await answerPictures(pictures, asked, req.query.width, req.log);
      reply.header('Cache-Control', cacheControl === 'no-store' ? 'no-store' : 'private, max-age=3600');
      for (const id of req.query.ids) answer.pictures[id] ??= null;
      return answer;
    },
  );
}
