// Read-only share links. The owner creates (or gets back) and revokes a plan's link; anyone holding the token reads
// the plan, and only the plan: its name, trip details and days, never anything about its owner.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { savedPlanSchema } from '../../../core/api/itineraries.ts';
import {
  SHARE_TOKEN_PATTERN,
  type SharedPlan,
  sharedPlanSchema,
  shareLinkSchema,
  sharePath,
} from '../../../core/api/share.ts';
import { newActivityId, normalizeDays } from '../../../core/itinerary.ts';
import { fullTitle, sharedPlanMeta } from '../../../core/page-meta.ts';
import { itineraries, shareLinks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requestOrigin } from '../../http/security.ts';
import { currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { createPlan } from '../itineraries/repository.ts';

const itineraryParams = z.object({ id: z.uuid('id: Not a saved itinerary id.') });
const tokenParams = z.object({ token: z.string().max(100) });
const NOT_FOUND = 'This itinerary does not exist.';
const SHARE_NOT_FOUND = 'This shared itinerary does not exist or is no longer shared.';

/** The plan behind an active share token, or null (unknown, revoked, or a token of the wrong shape). */
export async function findSharedPlan(
  db: AppDeps['database']['db'],
  token: string,
  log?: FastifyBaseLogger,
): Promise<SharedPlan | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ name: itineraries.name, data: itineraries.data })
    .from(shareLinks)
    .innerJoin(itineraries, eq(itineraries.id, shareLinks.itineraryId))
    .where(and(eq(shareLinks.token, token), isNull(shareLinks.revokedAt)));
  if (!row) return null;
  // Parsing keeps only the plan's own fields: anything else stored with it is dropped, not passed on.
  const plan = sharedPlanSchema.safeParse({ ...row.data, name: row.name });
  if (!plan.success) {
    log?.error({ issues: plan.error.issues.slice(0, 3) }, 'shared itinerary data does not match its schema');
    throw new HttpError(500, 'This shared itinerary could not be read.');
  }
  return { name: plan.data.name, tripDetails: plan.data.tripDetails, days: plan.data.days };
}

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

  app.get(
    '/api/share/:token',
    { schema: { params: tokenParams, response: { 200: sharedPlanSchema } } },
    async (req, reply) => {
      const plan = await findSharedPlan(db, req.params.token, req.log);
      if (!plan) throw notFound(SHARE_NOT_FOUND);
      // The token is the only key: keep the plan out of shared caches.
      reply.header('Cache-Control', 'private, no-store');
      return plan;
    },
  );

  // 'Copy to my trips': a signed-in viewer gets the shared plan as a saved plan of their own, to change freely.
  app.post(
    '/api/share/:token/copy',
    { preHandler: requireUser, schema: { params: tokenParams, response: { 201: savedPlanSchema } } },
    async (req, reply) => {
      const plan = await findSharedPlan(db, req.params.token, req.log);
      if (!plan) throw notFound(SHARE_NOT_FOUND);
      const copy = await createPlan(db, currentUser(req).id, {
        name: plan.name,
        tripDetails: plan.tripDetails,
        // Fresh activity ids: the copy shares nothing with the original.
        days: normalizeDays(
          plan.days.map((d) => ({
            ...d,
            activities: d.activities.map(({ id: _id, ...a }) => ({ ...a, id: newActivityId() })),
          })),
        ),
      });
      return reply.code(201).send(copy);
    },
  );
}

const SHARE_PAGE = /^\/share\/([^/?#]+)\/?(?:[?#].*)?$/;

/** The head of a share page: the plan's name, dates and first stops, or "not shared" (404) for a dead link. */
export async function sharePageHead(
  db: AppDeps['database']['db'],
  path: string,
  log?: FastifyBaseLogger,
): Promise<{ status: number; title: string; description: string } | undefined> {
  const token = path.match(SHARE_PAGE)?.[1];
  if (token === undefined) return undefined;
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // A malformed escape is simply not a token.
  }
  const plan = await findSharedPlan(db, decoded, log);
  if (!plan) {
    return {
      status: 404,
      title: fullTitle('Itinerary not shared'),
      description: 'This shared itinerary does not exist or is no longer shared.',
    };
  }
  const [title, description] = sharedPlanMeta(plan);
  return { status: 200, title: fullTitle(title), description };
}

/**
 * Whether the plan behind a share token shows this place photo (an activity's imageUrl asks for it): a share page's
 * viewer needs no account to see the plan's pictures, and the token opens no other photo.
 */
export async function sharedPlanShowsPhoto(
  db: AppDeps['database']['db'],
  token: string,
  photo: { query: string; ref?: string },
): Promise<boolean> {
  const plan = await findSharedPlan(db, token);
  if (!plan) return false;
  return plan.days.some((d) =>
    d.activities.some((a) => {
      if (!a.imageUrl?.startsWith('/api/places/photos?')) return false;
      const asked = new URLSearchParams(a.imageUrl.slice(a.imageUrl.indexOf('?') + 1));
      return (
        asked.get('query')?.trim() === photo.query &&
        (asked.get('ref') ?? undefined) === (photo.ref || undefined)
      );
    }),
  );
}
