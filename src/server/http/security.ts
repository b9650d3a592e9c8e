// Security headers, the Content Security Policy, and the Origin check on unsafe methods.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { HttpError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The public origin of this server: PUBLIC_URL when set, else what the request was addressed to. */
export function requestOrigin(req: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${req.protocol}://${req.host}`;
}

export function installSecurity(
  app: FastifyInstance,
  opts: {
    publicUrl?: string;
    /** The base map's origins (style, tiles, glyphs, sprites, traffic), read for every response: found at start-up. */
    mapOrigins?: () => string[];
    /** Where place photographs are served from (Wikimedia's image server), for img-src only. */
    photoOrigins?: string[];
    dev?: boolean;
  },
) {
  // Read per response (the origins are found at start-up), and written without a stray space when there are none.
  const withMapOrigins = (fixed: string[]) => () => [...fixed, ...(opts.mapOrigins?.() ?? [])].join(' ');
  // One helmet middleware for the whole process, built here (@fastify/helmet built a new one, parsing the policy
  // again, for every request: a few per cent of a busy server's CPU).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // Map libraries and UI primitives set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [withMapOrigins(["'self'", 'data:', 'blob:', ...(opts.photoOrigins ?? [])])],
        connectSrc: [withMapOrigins(["'self'", ...(opts.dev ? ['ws:'] : [])])],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.publicUrl?.startsWith('https://') ? { maxAge: 15_552_000 } : false,
  });
  app.addHook('onRequest', (req, reply, done) => setSecurityHeaders(req.raw, reply.raw, () => done()));

  // Browsers send Origin on cross-site unsafe requests; refuse any that is not ours. Clients that send no Origin
  // (scripts, curl) carry no ambient browser credentials across sites, and the cookie is SameSite=Lax.
  app.addHook('onRequest', async (req) => {
    if (!UNSAFE.has(req.method)) return;
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    if (origin && origin !== 'null') {
      if (origin !== requestOrigin(req, opts.publicUrl)) {
        throw new HttpError(403, 'Cross-origin request refused.');
      }
    } else if (origin === 'null' || fetchSite === 'cross-site') {
      throw new HttpError(403, 'Cross-origin request refused.');
    }
  });
}
