// The traveller's profile (name and saved travel preferences) and account deletion.
import { eq, sql } from 'drizzle-orm';
import {
  deleteAccountSchema,
  type Profile,
  profileSchema,
  readPreferences,
  updateProfileSchema,
} from '../../../core/api/profile.ts';
import type { UserRow } from '../../auth/users.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { clearSessionCookie, currentUser, requireUser } from '../../http/session.ts';
import type { App } from '../../http/types.ts';

const toProfile = (u: UserRow): Profile => ({
  email: u.email,
  displayName: u.displayName,
  preferences: readPreferences(u.preferences),
});

export function profileRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/api/profile',
    { preHandler: requireUser, schema: { response: { 200: profileSchema } } },
    async (req) => toProfile(currentUser(req)),
  );

  app.put(
    '/api/profile',
    { preHandler: requireUser, schema: { body: updateProfileSchema, response: { 200: profileSchema } } },
    async (req) => {
      const { displayName, preferences } = req.body;
      const [user] = await db
        .update(users)
        .set({ displayName: displayName || null, preferences, updatedAt: sql`now()` })
        .where(eq(users.id, currentUser(req).id))
        .returning();
      return toProfile(user!);
    },
  );

  // One statement: the foreign keys cascade to the user's identities, sessions, trips, itineraries, share links,
  // bookmarks and outbox rows, so nothing of the account is left behind and nobody else's data is touched.
  app.delete(
    '/api/account',
    { preHandler: requireUser, schema: { body: deleteAccountSchema } },
    async (req, reply) => {
      await db.delete(users).where(eq(users.id, currentUser(req).id));
      clearSessionCookie(req, reply, deps.config.publicUrl);
      return reply.code(200).send({ ok: true });
    },
  );
}
