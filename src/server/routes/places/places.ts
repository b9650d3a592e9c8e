// Places: text search, nearby knowledge-base places (the map's points of interest), photos (generated
// illustrations offline, Google photos when configured) and details. All for signed-in users.

import { z } from 'zod';
import {
  nearbyQuerySchema,
  nearbyResponseSchema,
  openNowQuerySchema,
  openNowResponseSchema,
  photoQuerySchema,
  placeDetailsResponseSchema,
  placeIdParamsSchema,
  placeSearchRequestSchema,
  placeSearchResponseSchema,
} from '../../../core/api/places.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import { mapServicesFor } from '../../services/maps/services.ts';
import { placeIllustration } from '../../services/places/illustration.ts';
import type { PlaceImage } from '../../services/places/types.ts';
import { ProviderError } from '../../services/provider-http.ts';
import { sharedPlanShowsPhoto } from '../share/share.ts';

const PROVIDER_DOWN = 'The places service is unavailable right now. Please try again later.';
/** Generated pictures never change for a query; provider photos may, so they are kept for a day. */
const ILLUSTRATION_CACHE = 'public, max-age=604800, immutable';
const PHOTO_CACHE = 'private, max-age=86400';

export function placesRoutes(app: App, deps: AppDeps) {
  const services = mapServicesFor(deps, (err) => app.log.warn({ err: err.message }, 'maps provider failed'));
  const { knowledge, places } = services;
  /** Knowledge-base ids are "destination/place"; anything else belongs to the configured provider. */
  const detailsOf = (placeId: string) =>
    placeId.includes('/') || !places ? knowledge.details(placeId) : places.details(placeId);

  app.post(
    '/api/places/search',
    {
      preHandler: requireUser,
      schema: { body: placeSearchRequestSchema, response: { 200: placeSearchResponseSchema } },
    },
    async (req) => {
      const { query, near } = req.body;
      if (places) {
        try {
          return { results: await places.search(query, near), source: places.source };
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          req.log.warn({ err: err.message }, 'place search fell back to the knowledge base');
          return {
            results: await knowledge.search(query, near),
            source: 'knowledge' as const,
            notice: 'The places provider failed; these results come from the built-in knowledge base.',
          };
        }
      }
      return { results: await knowledge.search(query, near), source: 'knowledge' as const };
    },
  );

  // The guide's own places (public data, no provider asked): the map's points of interest, for shared plans too.
  app.get(
    '/api/places/nearby',
    {
      schema: { querystring: nearbyQuerySchema, response: { 200: nearbyResponseSchema } },
    },
    async (req) => {
      const { lat, lng, radiusKm, limit } = req.query;
      const near = deps.knowledge.placesNear({ lat, lng }, radiusKm, { limit });
      return {
        places: near.map((p) => ({
          place_id: p.globalId,
          name: p.name,
          category: p.category,
          lat: p.lat,
          lng: p.lng,
          distanceKm: Math.round(p.distanceKm * 100) / 100,
          ...(p.rating !== undefined ? { rating: p.rating } : {}),
        })),
      };
    },
  );

  app.get(
    '/api/places/photos',
    {
      // Signed in, or a share page's viewer asking for a picture of that shared plan.
      preHandler: async (req) => {
        if (req.user) return;
        const { share, query, ref } = req.query;
        if (share && (await sharedPlanShowsPhoto(deps.database.db, share, { query, ref }))) return;
        await requireUser(req);
      },
      schema: {
        querystring: photoQuerySchema.extend({
          ref: photoQuerySchema.shape.query.optional(),
          share: z.string().max(100).optional(),
        }),
      },
    },
    async (req, reply) => {
      const { query, ref } = req.query;
      let image: PlaceImage | undefined;
      if (places) {
        try {
          image = await places.photo(query, ref);
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          req.log.warn({ err: err.message }, 'place photo fell back to an illustration');
        }
      }
      const generated = !image;
      image ??= (await knowledge.photo(query)) ?? {
        contentType: 'image/svg+xml',
        body: placeIllustration(query, 'generic'),
      };
      reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', generated ? ILLUSTRATION_CACHE : PHOTO_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        // An SVG opened on its own must not run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (image.attribution) reply.header('X-Photo-Attribution', encodeURIComponent(image.attribution));
      return reply.send(image.body);
    },
  );

  // One request for a day's Open Now badges instead of one details request per card. A place that is unknown,
  // has no hours or whose provider failed is null: the card then shows no badge.
  app.get(
    '/api/places/open-now',
    {
      preHandler: requireUser,
      schema: { querystring: openNowQuerySchema, response: { 200: openNowResponseSchema } },
    },
    async (req) => {
      const entries = await Promise.all(
        req.query.ids.map(async (id) => {
          try {
            return [id, (await detailsOf(id))?.opening_hours?.open_now ?? null] as const;
          } catch (err) {
            if (!(err instanceof ProviderError)) throw err;
            req.log.warn({ err: err.message }, 'open now: place details failed');
            return [id, null] as const;
          }
        }),
      );
      return { openNow: Object.fromEntries(entries) };
    },
  );

  app.get(
    '/api/places/:placeId',
    {
      preHandler: requireUser,
      schema: { params: placeIdParamsSchema, response: { 200: placeDetailsResponseSchema } },
    },
    async (req) => {
      try {
        const result = await detailsOf(req.params.placeId);
        if (!result) throw new HttpError(404, 'No place details found for this location.');
        return { result };
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        req.log.warn({ err: err.message }, 'place details failed');
        throw new HttpError(502, PROVIDER_DOWN);
      }
    },
  );
}
