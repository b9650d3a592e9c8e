// Resolves the signed-in user from the session cookie, and sets / clears that cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '../../core/constants.ts';
import { createSession, findSessionUser, SESSION_COOKIE } from '../auth/sessions.ts';
import type { UserRow } from '../auth/users.ts';
import type { Db } from '../db/open.ts';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export function installSession(app: FastifyInstance, db: Db) {
  app.decorateRequest('user', null);
  // Resolved before the body is parsed and validated, so an anonymous request is told 401, not 400.
  app.addHook('onRequest', async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) req.user = await findSessionUser(db, token);
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
