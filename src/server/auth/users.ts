// User records: lookup, creation and linking of external identities.
import { and, eq, sql } from 'drizzle-orm';
import type { User } from '../../core/api/auth.ts';
import type { Db } from '../db/open.ts';
import { identities, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export function toPublicUser(u: UserRow): User {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    displayName: u.displayName,
    profilePicture: u.profilePicture,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByLogin(db: Db, login: string) {
  const value = login.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function usernameTaken(db: Db, username: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function markLogin(db: Db, userId: string) {
  await db.update(users).set({ lastLogin: new Date() }).where(eq(users.id, userId));
}

export interface ExternalProfile {
  provider: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/**
 * Finds the user of an external sign-in by provider subject; otherwise links it to the user with the same
 * verified email; otherwise creates a user. An unverified email never links to an existing account.
 */
export async function upsertExternalUser(db: Db, p: ExternalProfile): Promise<UserRow> {
  const linked = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, p.provider), eq(identities.subject, p.subject)))
    .limit(1);
  if (linked[0]) return linked[0].user;

  if (!p.email) throw new ExternalSignInError('The sign-in provider did not share an email address.');
  let user = await findUserByEmail(db, p.email);
  if (user && !p.emailVerified) {
    throw new ExternalSignInError(
      'An account with this email already exists. Sign in with your password, or verify your email with the provider.',
    );
  }
  if (!user) {
    const [created] = await db
      .insert(users)
      .values({
        email: p.email,
        emailVerified: p.emailVerified,
        displayName: p.name ?? null,
        profilePicture: p.picture ?? null,
      })
      .returning();
    user = created!;
  }
  await db
    .insert(identities)
    .values({ provider: p.provider, subject: p.subject, userId: user!.id, email: p.email })
    .onConflictDoNothing();
  return user!;
}

export class ExternalSignInError extends Error {}
