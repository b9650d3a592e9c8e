// Serves the React client: the built files in production, Vite's middleware with hot reload in development.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageHead, renderPageHtml } from './page-html.ts';

const brotli = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });

/** A page's status, head and caching, from its path (a share page's from its plan). */
export type PageHeadOf = (
  req: FastifyRequest,
) => Promise<PageHead & { status: number; cacheControl?: string }>;

const isPageRequest = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !req.url.startsWith('/api/') &&
  !/\.[a-z0-9]{2,5}(\?|$)/i.test(req.url);

export async function serveBuiltClient(app: FastifyInstance, root: string, headOf: PageHeadOf) {
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
  // The built page, read again only when a new build replaced it (its scripts' names change with each build).
  const indexPath = join(root, 'index.html');
  let template = { mtimeMs: -1, html: '' };
  const currentTemplate = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, html: readFileSync(indexPath, 'utf8') };
    return template.html;
  };
  return (req: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(req)) return false;
    void headOf(req)
      .then((head) => {
        const html = renderPageHtml(currentTemplate(), head);
        reply
          .code(head.status)
          .header('Cache-Control', head.cacheControl ?? 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .type('text/html; charset=utf-8');
        // Written per request, so compressed here (Brotli at a fast level: a page is 2 KB) rather than at build.
        const accepts = String(req.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(brotli(html));
        if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
        return reply.send(html);
      })
      .catch((err: unknown) => {
        req.log.error({ err }, 'page head failed; sending the plain page');
        reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      });
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
