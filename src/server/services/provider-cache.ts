// Answers of public services kept in the database (table provider_cache), shared by every server instance. A fresh
// answer is read from the table; otherwise it is fetched, one fetch per key at a time in this process (callers for
// the same key wait for that one), and stored with its expiry. When the fetch fails, an expired answer is served
// (stale) rather than nothing; an answer too large is refused and nothing is stored.
import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { providerCache } from '../db/schema.ts';

export const DAY_MS = 86_400_000;
/** Open data changes slowly: a month-old answer is still a good one. */
export const DEFAULT_TTL_MS = 30 * DAY_MS;
/** Larger answers are refused: a bug or a hostile server must not fill the database or the memory. */
export const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;
/** Keys longer than this are stored as their hash (an index entry must stay small). */
const MAX_KEY_LENGTH = 400;

export interface Cached<T> {
  value: T;
  fetchedAt: Date;
  expiresAt: Date;
  /** fresh: read from the table, not expired; fetched: just asked of the service; stale: expired, and the fetch failed. */
  state: 'fresh' | 'fetched' | 'stale';
  /** Why a stale answer was served. */
  error?: unknown;
}

export interface CachePolicy<T> {
  /** How long an answer stays fresh; DEFAULT_TTL_MS when absent. */
  ttlMs?: number;
  /** How long this answer stays fresh, when it depends on the answer (a partial one is fetched again sooner). */
  ttlFor?: (value: T) => number;
  /** Largest answer stored, as JSON text in bytes; DEFAULT_MAX_BYTES when absent. */
  maxBytes?: number;
  /** Checks what is read back (an older format, a hand edit): an entry it throws on counts as absent. */
  parse?: (body: unknown) => T;
}

export class AnswerTooLargeError extends Error {
  constructor(
    readonly namespace: string,
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(
      `${namespace}: the answer (${bytes} bytes) is larger than the ${maxBytes} bytes allowed; not cached`,
    );
    this.name = 'AnswerTooLargeError';
  }
}

export interface ProviderCacheOptions {
  /** The clock, for tests of expiry. */
  now?: () => number;
}

export class ProviderCache {
  private readonly inFlight = new Map<string, Promise<Cached<unknown>>>();
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    options: ProviderCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for (namespace, key) when fresh; otherwise fetch() and store its answer. Concurrent calls for
   * the same key share one fetch. A failed fetch serves the expired answer when there is one, else throws its error.
   */
  getOrFetch<T>(
    namespace: string,
    key: string,
    fetch: () => Promise<T>,
    policy: CachePolicy<T> = {},
  ): Promise<Cached<T>> {
    const flightKey = `${namespace}\u0000${storedKey(key)}`;
    const running = this.inFlight.get(flightKey);
    if (running) return running as Promise<Cached<T>>;
    const flight = this.readOrFetch(namespace, key, fetch, policy).finally(() =>
      this.inFlight.delete(flightKey),
    );
    this.inFlight.set(flightKey, flight);
    return flight;
  }

  /** The stored answer, fresh or expired, without fetching; undefined when there is none (or parse refuses it). */
  async peek<T>(
    namespace: string,
    key: string,
    parse?: (body: unknown) => T,
  ): Promise<Cached<T> | undefined> {
    const rows = await this.db
      .select({
        body: providerCache.body,
        fetchedAt: providerCache.fetchedAt,
        expiresAt: providerCache.expiresAt,
      })
      .from(providerCache)
      .where(and(eq(providerCache.namespace, namespace), eq(providerCache.key, storedKey(key))))
      .limit(1);
    return rows[0] ? this.entry(rows[0], parse) : undefined;
  }

  private entry<T>(
    row: { body: unknown; fetchedAt: Date | string; expiresAt: Date | string },
    parse?: (body: unknown) => T,
  ): Cached<T> | undefined {
    let value: T;
    try {
      value = parse ? parse(row.body) : (row.body as T);
    } catch {
      return undefined;
    }
    const fetchedAt = new Date(row.fetchedAt);
    const expiresAt = new Date(row.expiresAt);
    return { value, fetchedAt, expiresAt, state: expiresAt.getTime() > this.now() ? 'fresh' : 'stale' };
  }

  /**
   * The stored answers for many keys at once (one query), fresh or expired, by key; keys without one are absent.
   * For services answering many keys per request (Wikidata entities): fetch what is missing or expired, put each.
   */
  async peekMany<T>(
    namespace: string,
    keys: readonly string[],
    parse?: (body: unknown) => T,
  ): Promise<Map<string, Cached<T>>> {
    const found = new Map<string, Cached<T>>();
    if (keys.length === 0) return found;
    const byStored = new Map(keys.map((k) => [storedKey(k), k]));
    const rows = await this.db
      .select({
        key: providerCache.key,
        body: providerCache.body,
        fetchedAt: providerCache.fetchedAt,
        expiresAt: providerCache.expiresAt,
      })
      .from(providerCache)
      .where(and(eq(providerCache.namespace, namespace), inArray(providerCache.key, [...byStored.keys()])));
    for (const row of rows) {
      const entry = this.entry(row, parse);
      const key = byStored.get(row.key);
      if (entry && key !== undefined) found.set(key, entry);
    }
    return found;
  }

  /** Stores an answer (replacing any), fresh for ttlMs. Throws AnswerTooLargeError past maxBytes. */
  async put<T>(
    namespace: string,
    key: string,
    value: T,
    policy: Pick<CachePolicy<T>, 'ttlMs' | 'maxBytes'> = {},
  ): Promise<Cached<T>> {
    const text = JSON.stringify(value);
    if (text === undefined) throw new TypeError(`${namespace}: an answer must be JSON`);
    const bytes = Buffer.byteLength(text);
    const maxBytes = policy.maxBytes ?? DEFAULT_MAX_BYTES;
    if (bytes > maxBytes) throw new AnswerTooLargeError(namespace, bytes, maxBytes);
    const fetchedAt = new Date(this.now());
    const expiresAt = new Date(fetchedAt.getTime() + (policy.ttlMs ?? DEFAULT_TTL_MS));
    // The body goes in as the JSON text already made (and measured), not re-serialised by the driver.
    const body = sql`${text}::json`;
    await this.db
      .insert(providerCache)
      .values({ namespace, key: storedKey(key), body, bytes, fetchedAt, expiresAt })
      .onConflictDoUpdate({
        target: [providerCache.namespace, providerCache.key],
        set: { body, bytes, fetchedAt, expiresAt },
      });
    return { value, fetchedAt, expiresAt, state: 'fetched' };
  }

  async delete(namespace: string, key: string): Promise<void> {
    await this.db
      .delete(providerCache)
      .where(and(eq(providerCache.namespace, namespace), eq(providerCache.key, storedKey(key))));
  }

  /** Deletes answers expired before `before` (kept until then to be served stale). Returns how many. */
  async purgeExpired(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(providerCache)
      .where(lt(providerCache.expiresAt, before))
      .returning({ key: providerCache.key });
    return deleted.length;
  }

  private async readOrFetch<T>(
    namespace: string,
    key: string,
    fetch: () => Promise<T>,
    policy: CachePolicy<T>,
  ): Promise<Cached<T>> {
    const stored = await this.peek(namespace, key, policy.parse);
    if (stored?.state === 'fresh') return stored;
    try {
      const value = await fetch();
      return await this.put(namespace, key, value, {
        ...policy,
        ttlMs: policy.ttlFor?.(value) ?? policy.ttlMs,
      });
    } catch (error) {
      // The service failed, or answered something refused (too large): the expired answer is better than none.
      if (stored) return { ...stored, state: 'stale', error };
      throw error;
    }
  }
}

function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
