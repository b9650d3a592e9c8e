// Each user's saved-plans list as the bytes last sent, with the plans_version it was built at. The session lookup
// reads the user's plans_version on every request, and the database moves it on, to a value it never had, at every
// change to a plan or its trip (migration 0003), so a cached list is served only while nothing in it has changed,
// on this instance or any other.
// Listing is the most frequent read and its answer the largest (every plan, whole): this spares the database and
// the server reading, decoding and re-encoding the same plans again.
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** One user's list as sent: its bytes, and its gzipped bytes once a browser has asked for them. */
export interface CachedList {
  version: number;
  body: Buffer;
  gzipped?: Buffer;
}

/** The list gzipped, made once per list. */
export function gzippedList(list: CachedList): Buffer {
  list.gzipped ??= gzipSync(list.body);
  return list.gzipped;
}

export class PlanListCache {
  readonly #entries: LRUCache<string, CachedList> | null;

  /** maxBytes bounds the cached lists together (least recently used go first); 0 turns the cache off. */
  constructor(maxBytes: number) {
    this.#entries =
      maxBytes > 0
        ? new LRUCache<string, CachedList>({
            maxSize: maxBytes,
            // Room for the gzipped copy too (about a quarter of the list or less).
            sizeCalculation: (e) => Math.ceil(e.body.length * 1.3),
          })
        : null;
  }

  /** The list of userId as of plansVersion: cached, or built now and kept. */
  async list(userId: string, plansVersion: number, build: () => Promise<string>): Promise<CachedList> {
    const cached = this.#entries?.get(userId);
    if (cached && cached.version === plansVersion) return cached;
    const list: CachedList = { version: plansVersion, body: Buffer.from(await build()) };
    // Built after the version was read, so it is at least as new as that version: a later change moves the
    // version on and the entry is passed over.
    this.#entries?.set(userId, list);
    return list;
  }
}
