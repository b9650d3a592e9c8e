// Each user's saved-plans list as the bytes last sent, with the plans_version it was built at. The session lookup
// reads the user's plans_version on every request, and the database moves it on, to a value it never had, at every
// change to a plan or its trip (migration 0003), so a cached list is served only while nothing in it has changed,
// on this instance or any other.
// Listing is the most frequent read and its answer the largest (every plan, whole): this spares the database and
// the server reading, decoding and re-encoding the same plans again.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type ListEncoding = 'br' | 'gzip';

/** One user's list as sent: its bytes, and its compressed bytes made the first time a browser asks for them. */
export interface CachedList {
  version: number;
  body: Buffer;
  encoded: Partial<Record<ListEncoding, Buffer>>;
}

/** The list compressed as the browser accepts it, made once per list (a fast Brotli setting: it is made on a request). */
export function encodedList(list: CachedList, encoding: ListEncoding): Buffer {
  list.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(list.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: list.body.length,
          },
        })
      : gzipSync(list.body);
  return list.encoded[encoding];
}

export class PlanListCache {
  readonly #entries: LRUCache<string, CachedList> | null;

  /** maxBytes bounds the cached lists together (least recently used go first); 0 turns the cache off. */
  constructor(maxBytes: number) {
    this.#entries =
      maxBytes > 0
        ? new LRUCache<string, CachedList>({
            maxSize: maxBytes,
            // Room for the compressed copies too (each about a sixth of the list or less).
            sizeCalculation: (e) => Math.ceil(e.body.length * 1.4),
          })
        : null;
  }

  /** The list of userId as of plansVersion: cached, or built now and kept. */
  async list(userId: string, plansVersion: number, build: () => Promise<string>): Promise<CachedList> {
    const cached = this.#entries?.get(userId);
    if (cached && cached.version === plansVersion) return cached;
    const list: CachedList = { version: plansVersion, body: Buffer.from(await build()), encoded: {} };
    // Built after the version was read, so it is at least as new as that version: a later change moves the
    // version on and the entry is passed over.
    this.#entries?.set(userId, list);
    return list;
  }
}
