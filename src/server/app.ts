// buildApp(deps): the whole HTTP application, used by main.ts and by the tests (app.inject or a real port).
import cookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { serveBuiltClient, serveViteClient } from './http/client.ts';
import { installCompression } from './http/compression.ts';
import { installErrorHandling } from './http/errors.ts';
import { installNulGuard } from './http/nul-guard.ts';
import { pageHeadOf } from './http/page-head.ts';
import { installSecurity } from './http/security.ts';
import { installSession } from './http/session.ts';
import type { App } from './http/types.ts';
import { routeModules } from './routes/index.ts';
import { createMapOrigins } from './services/maps/style-origins.ts';
import { createOpenData } from './services/open-data/index.ts';
import { appUserAgent } from './services/user-agent.ts';

export const BODY_LIMIT = 1024 * 1024;
/** Start-up waits at most this long to read the base map's style (its hosts go in the CSP). */
const MAP_STYLE_READ_MS = 3000;

export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // One structured line per request.
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: req.user?.id,
      },
      'request',
    );
  });

  await app.register(cookie);
  await installCompression(app);
  // The configured base map's and traffic tiles' hosts (none offline), read from the style before the first page.
  const mapOrigins = createMapOrigins({
    styleUrl: config.mapStyleUrl,
    trafficUrl: config.mapTrafficUrl,
    timeoutMs: Math.min(config.mapsProviderTimeoutMs, MAP_STYLE_READ_MS),
    userAgent: appUserAgent(config.publicUrl),
    onError: (err) =>
      app.log.warn({ err: err.message }, 'map style could not be read; its hosts are not allowed'),
  });
  app.addHook('onReady', () => mapOrigins.discover());
  installSecurity(app, {
    publicUrl: config.publicUrl,
    dev: deps.client?.mode === 'vite',
    mapOrigins: mapOrigins.current,
    photoOrigins: config.placePhotos ? [config.placePhotos.imageOrigin] : [],
  });
  installSession(app, deps.database);
  installNulGuard(app);

  // One set of open-data services per instance: their request spacing and single flight hold across routes.
  const openData =
    deps.openData === undefined
      ? createOpenData(config, deps.database.db, app.log.child({ module: 'open-data' }))
      : (deps.openData ?? undefined);
  for (const register of routeModules) register(app, { ...deps, openData: openData ?? null });

  let servePage: (req: FastifyRequest, reply: FastifyReply) => boolean = () => false;
  if (deps.client?.mode === 'static')
    servePage = await serveBuiltClient(app, deps.client.root, pageHeadOf(deps));
  else if (deps.client?.mode === 'vite') servePage = await serveViteClient(app);

  app.setNotFoundHandler((req, reply) => {
    if (servePage(req, reply)) return;
    reply.code(404).send({ message: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });

  return app;
}
