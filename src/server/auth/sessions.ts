// Database sessions: a random token in an HttpOnly cookie, its SHA-256 hash as the row id.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/open.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions, users } from '../db/schema.ts';
import { SessionCache } from './session-cache.ts';
import type { UserRow } from './users.ts';

export const SESSION_COOKIE = 'wf_session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(db: Db, userId: string, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

// Asked on every request that carries a session cookie.
const findSessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_session_user'),
);

const isToken = (token: string) => /^[A-Za-z0-9_-]{20,100}$/.test(token);

async function lookUpSession(db: Db, sessionId: string) {
  const rows = await findSessionUserQuery(db).execute({ id: sessionId, now: new Date().toISOString() });
  return rows[0] ?? null;
}

/**
 * The signed-in user for a session token, as each request asks it: from the database, or on the embedded database
 * from a cache that any change to it sets aside (session-cache.ts).
 */
export function sessionUserFinder(database: Database): (token: string) => Promise<UserRow | null> {
  const { db, changes } = database;
  const cache = changes ? new SessionCache<UserRow>(changes) : null;
  return async (token) => {
    if (!isToken(token)) return null;
    const sessionId = hashToken(token);
    const lookup = () => lookUpSession(db, sessionId);
    return cache ? cache.find(sessionId, lookup) : ((await lookup())?.user ?? null);
  };
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
