// Sign-up, sign-in, sign-out, the current user, and external providers (Google / OIDC).
import { z } from 'zod';
import {
  authProvidersSchema,
  loginSchema,
  registerSchema,
  safeReturnUrl,
  userSchema,
} from '../../../core/api/auth.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../../auth/password.ts';
import { deleteSession, SESSION_COOKIE } from '../../auth/sessions.ts';
import {
  ExternalSignInError,
  findUserByEmail,
  findUserByLogin,
  markLogin,
  toPublicUser,
  upsertExternalUser,
  usernameTaken,
} from '../../auth/users.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { enforceLimit } from '../../http/limits.ts';
import { requestOrigin } from '../../http/security.ts';
import { clearSessionCookie, currentUser, startSession } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

export function authRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const { config, limits } = deps;
  const sessionOpts = { ttlMs: config.sessionTtlMs, publicUrl: config.publicUrl };

  const limitSignIn = async (ip: string, account: string) => {
    await enforceLimit(db, `signin:ip:${ip}`, limits.signInPerIp, 'sign-in attempts');
    await enforceLimit(
      db,
      `signin:acct:${account.toLowerCase()}`,
      limits.signInPerAccount,
      'sign-in attempts',
    );
  };

  app.get('/api/auth/providers', { schema: { response: { 200: authProvidersSchema } } }, async () => ({
    local: config.localAccounts,
    external: deps.oidc.providers.map((p) => ({ id: p.id, name: p.name })),
  }));

  app.get('/api/user', { schema: { response: { 200: userSchema } } }, async (req) =>
    toPublicUser(currentUser(req)),
  );

  app.post(
    '/api/register',
    { schema: { body: registerSchema, response: { 201: userSchema } } },
    async (req, reply) => {
      if (!config.localAccounts) throw new HttpError(403, 'Local accounts are disabled on this server.');
      const body = req.body;
      await limitSignIn(req.ip, body.email);
      if (await findUserByEmail(db, body.email)) {
        throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
      }
      if (body.username && (await usernameTaken(db, body.username))) {
        throw new HttpError(409, 'This username is taken. Please choose another.');
      }
      const [user] = await db
        .insert(users)
        .values({
          email: body.email,
          username: body.username ?? null,
          displayName: body.displayName || null,
          passwordHash: await hashPassword(body.password),
          lastLogin: new Date(),
        })
        .returning();
      await startSession(req, reply, db, user!.id, sessionOpts);
      return reply.code(201).send(toPublicUser(user!));
    },
  );

  app.post(
    '/api/login',
    { schema: { body: loginSchema, response: { 200: userSchema } } },
    async (req, reply) => {
      if (!config.localAccounts) throw new HttpError(403, 'Local accounts are disabled on this server.');
      const { email: login, password } = req.body;
      await limitSignIn(req.ip, login);
      const user = await findUserByLogin(db, login);
      const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!user?.passwordHash || !ok) throw new HttpError(401, 'Incorrect email, username or password.');
      await markLogin(db, user.id);
      await startSession(req, reply, db, user.id, sessionOpts);
      return toPublicUser(user);
    },
  );

  app.post('/api/logout', async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(req, reply, config.publicUrl);
    return { ok: true };
  });

  // External providers: the browser is sent here by /auth/{provider}, and the provider returns it to
  // /auth/{provider}/callback, which posts the callback query to the route below.
  app.get(
    '/api/auth/:provider/start',
    {
      schema: {
        params: z.object({ provider: z.string().max(40) }),
        querystring: z.object({ returnUrl: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const provider = deps.oidc.find(req.params.provider);
      if (!provider) {
        return reply.redirect(
          `/auth?error=${encodeURIComponent('That sign-in provider is not configured.')}`,
        );
      }
      const redirectUri = `${requestOrigin(req, config.publicUrl)}/auth/${provider.id}/callback`;
      try {
        const url = await deps.oidc.start(provider, redirectUri, safeReturnUrl(req.query.returnUrl));
        return reply.redirect(url.href);
      } catch (err) {
        req.log.warn({ err, provider: provider.id }, 'sign-in provider unavailable');
        const message = `${provider.name} sign-in is unavailable right now. Please try again later.`;
        return reply.redirect(`/auth?error=${encodeURIComponent(message)}`);
      }
    },
  );

  app.post(
    '/api/auth/:provider/callback',
    {
      schema: {
        params: z.object({ provider: z.string().max(40) }),
        body: z.object({ search: z.string().max(8000) }),
        response: { 200: z.object({ returnUrl: z.string(), user: userSchema }) },
      },
    },
    async (req, reply) => {
      const provider = deps.oidc.find(req.params.provider);
      if (!provider) throw new HttpError(404, 'That sign-in provider is not configured.');
      const origin = requestOrigin(req, config.publicUrl);
      const callbackUrl = new URL(`${origin}/auth/${provider.id}/callback${req.body.search}`);
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) {
        const detail = callbackUrl.searchParams.get('error_description');
        throw new HttpError(
          400,
          `${provider.name} sign-in was cancelled or refused${detail ? `: ${detail}` : '.'}`,
        );
      }
      let result: Awaited<ReturnType<typeof deps.oidc.finish>>;
      try {
        result = await deps.oidc.finish(provider, callbackUrl);
      } catch (err) {
        req.log.warn({ err, provider: provider.id }, 'external sign-in failed');
        throw new HttpError(400, err instanceof Error ? err.message : 'Sign-in failed. Please try again.');
      }
      let user: Awaited<ReturnType<typeof upsertExternalUser>>;
      try {
        user = await upsertExternalUser(db, result.profile);
      } catch (err) {
        if (err instanceof ExternalSignInError) throw new HttpError(409, err.message);
        throw err;
      }
      await markLogin(db, user.id);
      await startSession(req, reply, db, user.id, sessionOpts);
      return { returnUrl: safeReturnUrl(result.returnUrl), user: toPublicUser(user) };
    },
  );
}
