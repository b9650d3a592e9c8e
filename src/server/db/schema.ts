// The database schema (PostgreSQL dialect), shared by PGlite and node-postgres. Migrations: `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    username: text('username'),
    displayName: text('display_name'),
    profilePicture: text('profile_picture'),
    passwordHash: text('password_hash'),
    /** Travel preferences that prefill forms (see the profile page). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * Moves on at every change to the user's saved plans and their trips, to a value it never had (microseconds of
     * the change's time, or one more than before), so it names one state of them even across a restore. Kept by
     * database triggers (migration 0003), not by the application, so no write path can forget it; the saved-plans
     * list cache compares it (list-cache.ts).
     */
    plansVersion: bigint('plans_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);

/** An external sign-in (Google, an OIDC issuer) linked to a user, found by provider subject. */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('identities_user_idx').on(t.userId)],
);

/** Sessions: the cookie holds a random token, the table its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);

/** A pending external sign-in: state, PKCE verifier and nonce, kept server-side so any instance can finish it. */
export const authRequests = pgTable('auth_requests', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    travelers: integer('travelers').notNull(),
    travelStyle: text('travel_style').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull(),
    dietaryPreferences: jsonb('dietary_preferences').$type<string[]>().notNull().default([]),
    activityLimit: integer('activity_limit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trips_user_idx').on(t.userId)],
);

export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // json, not jsonb: the plan is stored and read whole, never queried inside, and json is printed back as it
    // was written while jsonb is re-printed on every read (the saved-plans list reads it as text).
    data: json('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('itineraries_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('itineraries_trip_key').on(t.tripId),
  ],
);

/**
 * Durable email outbox: a send is a row first, then a worker delivers it with retries and backoff. The Message-ID is
 * fixed at insert so a retry after an unclear failure is recognisable as the same message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** pending | sending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('outbox_message_key').on(t.messageId),
  ],
);

/** Read-only share links: a random unguessable token, revocable by the owner. */
export const shareLinks = pgTable(
  'share_links',
  {
    token: text('token').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('share_links_itinerary_idx').on(t.itineraryId)],
);

/** Destinations a traveller saved for later from the explorer. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destinationKey: text('destination_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('bookmarks_user_destination_key').on(t.userId, t.destinationKey)],
);

/**
 * Answers of public services (OpenStreetMap, Wikidata, Wikipedia, a geocoder, photos), shared by every server
 * instance: one row per (namespace, key), refreshed once expired and served stale while the service fails. Read and
 * written only through services/provider-cache.ts.
 */
export const providerCache = pgTable(
  'provider_cache',
  {
    /** Which service and kind of answer, e.g. "overpass:places" or "wikidata:entity". */
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    // json, not jsonb: stored and read whole, never queried inside (and json keeps text jsonb would refuse).
    body: json('body').$type<unknown>().notNull(),
    /** Length of the body as JSON text, so an operator can see what the cache holds (sum by namespace). */
    bytes: integer('bytes').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** After this the answer is fetched again; until a fetch succeeds it is still served (stale). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.key] }), index('provider_cache_expiry_idx').on(t.expiresAt)],
);
