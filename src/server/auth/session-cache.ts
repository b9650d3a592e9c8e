// Signed-in users as their sessions last read, for the embedded database only: it has a change count (write-count.ts)
// because every writer is in this process, and an entry is used only while that count has not moved since it was
// read and the session has not expired. A sign-out, an account deletion, an expiry or any other change is seen by
// the very next request. PostgreSQL may be changed by other instances, so there each request asks it.
import { LRUCache } from 'lru-cache';

export interface FoundSession<U> {
  user: U;
  expiresAt: Date;
}

interface Entry<U> extends FoundSession<U> {
  changes: number;
}

/** Sessions kept at most (least recently used go first): a few MB whatever the number of users. */
export const SESSION_CACHE_ENTRIES = 10_000;

export class SessionCache<U extends object> {
  readonly #entries: LRUCache<string, Entry<U>>;
  readonly #changes: () => number;

  constructor(changes: () => number, maxEntries = SESSION_CACHE_ENTRIES) {
    this.#changes = changes;
    this.#entries = new LRUCache<string, Entry<U>>({ max: maxEntries });
  }

  /** The user of the session sessionId: from the cache while nothing changed, or from lookup. */
  async find(sessionId: string, lookup: () => Promise<FoundSession<U> | null>): Promise<U | null> {
    const changes = this.#changes();
    const cached = this.#entries.get(sessionId);
    if (cached && cached.changes === changes && cached.expiresAt.getTime() > Date.now()) return cached.user;
    const found = await lookup();
    if (!found) return null;
    // Shared by the requests that find it: frozen, so none can change what the others see.
    const user = Object.freeze(found.user);
    this.#entries.set(sessionId, { user, expiresAt: found.expiresAt, changes });
    return user;
  }
}
