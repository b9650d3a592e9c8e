// Maps: the map configuration (key, style, attribution, traffic), the offline base map's style and data,
// the distance matrix and road geometry for route lines.

import { z } from 'zod';
import {
  distanceMatrixRequestSchema,
  distanceMatrixResponseSchema,
  mapsConfigSchema,
  routeRequestSchema,
  routeResponseSchema,
  TRAVEL_TIME_FAILED,
} from '../../../core/api/maps.ts';
import type { AppDeps } from '../../deps.ts';
import { requestOrigin } from '../../http/security.ts';
import { requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';
import {
  citiesAsset,
  countryTile,
  type GeoAsset,
  gzipBytes,
  TILE_MAX_ZOOM,
  warmCountryTiles,
} from '../../services/maps/basemap.ts';
import { mapServicesFor } from '../../services/maps/services.ts';
import { isTileTemplate, offlineStyle, rasterStyle, tileAttribution } from '../../services/maps/style.ts';
import { createTravelService } from '../../services/travel/service.ts';

const ASSET_CACHE = 'public, max-age=86400';

export function mapsRoutes(app: App, deps: AppDeps) {
  const { config } = deps;
  const services = mapServicesFor(deps, (err) => app.log.warn({ err: err.message }, 'maps provider failed'));

  // SPEC.md names the maps-key path after the maps provider; both spellings answer.
  for (const path of ['/api/maps/config', '/api/google-maps-key']) {
    // Public, so a shared plan's map shows to viewers without an account; the provider key only to signed-in users.
    app.get(path, { schema: { response: { 200: mapsConfigSchema } } }, async (req) => {
      // A map is about to load: start building the base map's data so it is ready when the style asks.
      if (!config.mapStyleUrl) warmCountryTiles();
      const mapConfig = services.mapConfig();
      return req.user ? mapConfig : { ...mapConfig, googleMapsApiKey: '' };
    });
  }

  // The base map is public data (no user's), so its style and files need no session and can be cached.
  const publicMapData = { config: { withoutSession: true } };
  app.get('/api/maps/style.json', publicMapData, async (req, reply) => {
    const styleUrl = config.mapStyleUrl;
    const style =
      styleUrl && isTileTemplate(styleUrl)
        ? rasterStyle(styleUrl, tileAttribution(styleUrl, config.mapAttribution))
        : offlineStyle(requestOrigin(req, config.publicUrl));
    return reply.header('Cache-Control', 'no-cache').send(style);
  });

  const serveAsset = (path: string, load: () => Promise<GeoAsset>) =>
    app.get(path, publicMapData, async (req, reply) => {
      const asset = await load();
      reply.header('Cache-Control', ASSET_CACHE).header('ETag', asset.etag).header('Vary', 'Accept-Encoding');
      if (req.headers['if-none-match'] === asset.etag) return reply.code(304).send();
      reply.type('application/geo+json');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
      }
      return reply.send(asset.json);
    });
  serveAsset('/api/maps/cities.geojson', citiesAsset);

  app.get(
    '/api/maps/tiles/:z/:x/:y.pbf',
    {
      ...publicMapData,
      schema: {
        params: z
          .object({
            z: z.coerce
              .number()
              .int()
              .min(0, 'z must be 0 or more.')
              .max(TILE_MAX_ZOOM, `z must be at most ${TILE_MAX_ZOOM}.`),
            x: z.coerce.number().int().min(0, 'x must be 0 or more.'),
            y: z.coerce.number().int().min(0, 'y must be 0 or more.'),
          })
          .refine((p) => p.x < 2 ** p.z && p.y < 2 ** p.z, {
            message: 'x and y must be inside the zoom level.',
            path: ['x'],
          }),
      },
    },
    async (req, reply) => {
      const { z: zoom, x, y } = req.params;
      const tile = await countryTile(zoom, x, y);
      reply.header('Cache-Control', ASSET_CACHE);
      // No content: open sea. MapLibre draws an empty tile.
      if (!tile) return reply.code(204).send();
      reply.type('application/x-protobuf').header('Vary', 'Accept-Encoding');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        return reply.header('Content-Encoding', 'gzip').send(await gzipBytes(tile));
      }
      return reply.send(Buffer.from(tile));
    },
  );

  app.post(
    '/api/directions/distance-matrix',
    {
      preHandler: requireUser,
      schema: {
        body: distanceMatrixRequestSchema,
        response: {
          200: distanceMatrixResponseSchema,
          500: distanceMatrixResponseSchema.extend({ message: z.string() }),
        },
      },
    },
    async (req, reply) => {
      const { origins, destinations, mode } = req.body;
      try {
        return await services.travel.matrix(origins, destinations, mode);
      } catch (err) {
        // Providers fall back to the estimator, so this is a fault of ours: answer in the API's own shape.
        req.log.error({ err }, 'distance matrix failed');
        return reply.code(500).send({
          status: 'ERROR',
          rows: [],
          error_message: TRAVEL_TIME_FAILED,
          message: TRAVEL_TIME_FAILED,
        });
      }
    },
  );

  // A shared plan's viewer without an account sees routes too, as straight lines with estimated times: the
  // configured routers (and what they cost) serve signed-in users.
  const estimates = createTravelService({ providers: [], locate: () => undefined });
  app.post(
    '/api/directions/route',
    { schema: { body: routeRequestSchema, response: { 200: routeResponseSchema } } },
    async (req) => (req.user ? services.travel : estimates).route(req.body.points, req.body.mode),
  );
}
