// Resolves the signed-in user from the session cookie, and sets / clears that cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '../../core/constants.ts';
import { createSession, SESSION_COOKIE, sessionUserFinder } from '../auth/sessions.ts';
import type { UserRow } from '../auth/users.ts';
import type { Database, Db } from '../db/open.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /** The route never uses the signed-in user: the session cookie is not looked up. */
    withoutSession?: boolean;
  }
}

export function installSession(app: FastifyInstance, database: Database) {
  const findUser = sessionUserFinder(database);
  app.decorateRequest('user', null);
  // Resolved before the body is parsed and validated, so an anonymous request is told 401, not 400.
  app.addHook('onRequest', async (req, reply) => {
    if (!usesSession(req)) return;
    const token = req.cookies[SESSION_COOKIE];
    if (token) req.user = await findUser(token);
    // The session ended (expired, signed out elsewhere, account deleted): the browser stops asking.
    if (!req.user && req.cookies[SIGNED_IN_COOKIE]) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  });
  // Routes declare `preHandler: requireUser`; run that check at onRequest too, for the same reason.
  app.addHook('onRoute', (route) => {
    const pre = route.preHandler;
    const list = Array.isArray(pre) ? pre : pre ? [pre] : [];
    if (!list.includes(requireUser)) return;
    route.preHandler = list.filter((h) => h !== requireUser);
    const on = route.onRequest;
    route.onRequest = [...(Array.isArray(on) ? on : on ? [on] : []), requireUser];
  });
}

/**
 * Whether a request may use the signed-in user: API routes, except those declared `config: { withoutSession: true }`
 * (the map's style and tiles). Pages, assets, map tiles and health checks never use it, yet a signed-in browser sends
 * its cookie with each of them (a builder visit asks for dozens of tiles); they skip the lookup, so they cost no
 * query and keep working while the database is away.
 */
function usesSession(req: FastifyRequest): boolean {
  return Boolean(req.routeOptions.url?.startsWith('/api/')) && !req.routeOptions.config.withoutSession;
}

/** For routes that need a signed-in user (declare it as `preHandler: requireUser`). */
export async function requireUser(req: FastifyRequest) {
  if (!req.user) throw new HttpError(401, 'Please sign in to continue.');
}

export function currentUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new HttpError(401, 'Please sign in to continue.');
  return req.user;
}

function secureCookie(req: FastifyRequest, publicUrl?: string) {
  return publicUrl ? publicUrl.startsWith('https://') : req.protocol === 'https';
}

/** A new session at every sign-in, in an HttpOnly, SameSite=Lax cookie (Secure behind HTTPS). */
export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  userId: string,
  opts: { ttlMs: number; publicUrl?: string },
) {
  const { token, expiresAt } = await createSession(db, userId, opts.ttlMs);
  const flags = {
    path: '/',
    sameSite: 'lax',
    secure: secureCookie(req, opts.publicUrl),
    expires: expiresAt,
  } as const;
  reply.setCookie(SESSION_COOKIE, token, { ...flags, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', flags);
}

export function clearSessionCookie(req: FastifyRequest, reply: FastifyReply, publicUrl?: string) {
  const flags = { path: '/', sameSite: 'lax', secure: secureCookie(req, publicUrl) } as const;
  reply.clearCookie(SESSION_COOKIE, { ...flags, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, flags);
}
