// Serves the React client: the built files in production, Vite's middleware with hot reload in development.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const isPageRequest = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.url.startsWith('/api/') &&
  !/\.[a-z0-9]{2,5}(\?|$)/i.test(req.url);

export async function serveBuiltClient(app: FastifyInstance, root: string) {
  if (!existsSync(join(root, 'index.html'))) {
    // `npm start` always builds first; a bare `tsx src/server/main.ts` (tests, API-only hosts) still serves the API.
    app.log.warn({ root }, 'client not built; serving the API only');
    return () => false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of text files (scripts/precompress.ts): sent when the browser accepts them.
    preCompressed: true,
    setHeaders(res, path) {
      // Hashed asset names never change content: cache them for a year. Everything else revalidates.
      res.header(
        'Cache-Control',
        path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (req: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(req)) return false;
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return true;
  };
}

export async function serveViteClient(app: FastifyInstance) {
  const { default: middie } = await import('@fastify/middie');
  const { createServer } = await import('vite');
  await app.register(middie);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
  app.use((req, res, next) => {
    if (req.url?.startsWith('/api/')) return next();
    vite.middlewares(req, res, next);
  });
  app.addHook('onClose', () => vite.close());
  return () => false;
}
