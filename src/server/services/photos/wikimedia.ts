// Photographs of places from Wikimedia: a Wikidata item's image (P18, from wbgetentities), then the file's
// thumbnail, author and licence (Commons' imageinfo with extmetadata). Both answers are kept in the database
// (provider_cache): an item's image for 30 days, a file's thumbnail for 30 days, and served stale when Wikimedia
// fails. Requests are batched (50 ids or titles each), spaced out and name this app (User-Agent), as Wikimedia's
// API etiquette asks.
import type { PictureWidth, PlacePicture } from '../../../core/api/places.ts';
import type { Cached, ProviderCache } from '../provider-cache.ts';
import { ProviderError, providerJson } from '../provider-http.ts';

export const WIKIDATA_IMAGE_NAMESPACE = 'wikidata:image';
export const COMMONS_FILE_NAMESPACE = 'commons:imageinfo';
const BATCH = 50;
const QID = /^Q[1-9]\d{0,11}$/;

/** An item's image file name (without "File:"), or null when it has none. */
export interface ItemImage {
  file: string | null;
}

/** A file's thumbnail and credit at one width, or null when Commons has no such file. */
export type FileInfo = Omit<PlacePicture, 'subject'> | null;

export interface WikimediaOptions {
  wikidataApiUrl: string;
  commonsApiUrl: string;
  /** Thumbnails must come from here (the CSP's img-src allows exactly this origin). */
  imageOrigin: string;
  cache: ProviderCache;
  userAgent: string;
  timeoutMs: number;
  /** Least time between two requests to Wikimedia. */
  spacingMs?: number;
}

/** Commons' HTML credit ("<a href=...>Name</a>") as plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

interface RawClaim {
  rank?: string;
  mainsnak?: { snaktype?: string; datavalue?: { value?: unknown } };
}

/** The image (P18) of each entity of a wbgetentities answer: the preferred one, else the first normal one. */
export function imagesOf(answer: unknown, ids: readonly string[]): Map<string, ItemImage> {
  const entities = (answer as { entities?: Record<string, { claims?: Record<string, RawClaim[]> }> })
    ?.entities;
  if (!entities || typeof entities !== 'object') throw new Error('answered JSON without "entities"');
  const images = new Map<string, ItemImage>();
  for (const id of ids) {
    const claims = (entities[id]?.claims?.P18 ?? []).filter(
      (c) => c.rank !== 'deprecated' && c.mainsnak?.snaktype === 'value',
    );
    const best = claims.find((c) => c.rank === 'preferred') ?? claims[0];
    const file = best?.mainsnak?.datavalue?.value;
    images.set(id, { file: typeof file === 'string' && file.length < 300 ? file : null });
  }
  return images;
}

interface RawImageInfo {
  thumburl?: string;
  thumbwidth?: number;
  thumbheight?: number;
  descriptionurl?: string;
  extmetadata?: Record<string, { value?: unknown }>;
}

/** Commons' title for a file name: "File:" and spaces for underscores (as the API normalises it). */
export function fileTitle(file: string): string {
  return `File:${file.replace(/_/g, ' ')}`;
}

/** Each asked file's thumbnail and credit from an imageinfo answer (formatversion 2). */
export function fileInfosOf(
  answer: unknown,
  files: readonly string[],
  imageOrigin: string,
): Map<string, FileInfo> {
  const query = (answer as { query?: { pages?: unknown; normalized?: { from: string; to: string }[] } })
    ?.query;
  if (!query || !Array.isArray(query.pages)) throw new Error('answered JSON without "query.pages"');
  type Page = { title?: string; missing?: boolean; invalid?: boolean; imageinfo?: RawImageInfo[] };
  const byTitle = new Map<string, Page>();
  for (const page of query.pages as Page[]) if (page?.title) byTitle.set(page.title, page);
  // The API answers under its own spelling of a title (first letter capitalised, and so on) and says so.
  const normalized = new Map((query.normalized ?? []).map((n) => [n.from, n.to]));
  const infos = new Map<string, FileInfo>();
  for (const file of files) {
    const asked = fileTitle(file);
    const page = byTitle.get(normalized.get(asked) ?? asked);
    const info = page?.imageinfo?.[0];
    const meta = (key: string) => {
      const value = info?.extmetadata?.[key]?.value;
      return typeof value === 'string' ? plainText(value) : '';
    };
    const url = info?.thumburl;
    // A thumbnail from elsewhere would be refused by the browser (CSP); such a file counts as having none.
    const fromImageServer = typeof url === 'string' && safeOrigin(url) === imageOrigin;
    if (!page || page.missing || page.invalid || !info || !fromImageServer || !info.descriptionurl) {
      infos.set(file, null);
      continue;
    }
    const licenseUrl = meta('LicenseUrl');
    infos.set(file, {
      url: url!,
      width: Math.max(1, Math.round(info.thumbwidth ?? 0)),
      height: Math.max(1, Math.round(info.thumbheight ?? 0)),
      author: (meta('Artist') || meta('Credit') || 'Unknown author').slice(0, 200),
      license: (meta('LicenseShortName') || 'See the file page').slice(0, 100),
      ...(licenseUrl && /^https?:\/\//.test(licenseUrl) ? { licenseUrl } : {}),
      fileUrl: info.descriptionurl,
    });
  }
  return infos;
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Runs calls one at a time, at least `spacingMs` apart. */
function spaced(spacingMs: number) {
  let last = Promise.resolve();
  let lastAt = 0;
  return <T>(call: () => Promise<T>): Promise<T> => {
    const run = last.then(async () => {
      const wait = lastAt + spacingMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      lastAt = Date.now();
      return call();
    });
    last = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
}

export interface WikimediaPhotos {
  /** The photograph of each item that has one, at `width`; items without (or unreachable and never cached) are left out. */
  pictures(qids: readonly string[], width: PictureWidth): Promise<Map<string, Omit<PlacePicture, 'subject'>>>;
}

export function createWikimediaPhotos(opts: WikimediaOptions): WikimediaPhotos {
  const queue = spaced(opts.spacingMs ?? 200);
  const get = (provider: string, url: string) =>
    queue(() =>
      providerJson<unknown>(provider, url, {
        timeoutMs: opts.timeoutMs,
        headers: { 'User-Agent': opts.userAgent, Accept: 'application/json' },
      }),
    );

  /** Cached answers for `keys`, fetching the missing and expired ones in batches; stale ones when that fails. */
  async function cached<T>(
    namespace: string,
    keys: readonly string[],
    fetchBatch: (keys: string[]) => Promise<Map<string, T>>,
    onError: (err: unknown) => void,
  ): Promise<Map<string, T>> {
    const found = new Map<string, T>();
    const toFetch: string[] = [];
    const stored = await Promise.all(keys.map((k) => opts.cache.peek<T>(namespace, k)));
    keys.forEach((key, i) => {
      const entry: Cached<T> | undefined = stored[i];
      if (entry) found.set(key, entry.value);
      if (entry?.state !== 'fresh') toFetch.push(key);
    });
    for (let i = 0; i < toFetch.length; i += BATCH) {
      const batch = toFetch.slice(i, i + BATCH);
      try {
        const fetched = await fetchBatch(batch);
        for (const [key, value] of fetched) {
          found.set(key, value);
          await opts.cache.put(namespace, key, value);
        }
      } catch (err) {
        onError(err);
        break;
      }
    }
    return found;
  }

  return {
    async pictures(qids, width) {
      let firstError: unknown;
      const remember = (err: unknown) => {
        firstError ??= err;
      };
      const ids = [...new Set(qids.filter((q) => QID.test(q)))];
      const images = await cached<ItemImage>(
        WIKIDATA_IMAGE_NAMESPACE,
        ids,
        async (batch) => {
          const params = new URLSearchParams({
            action: 'wbgetentities',
            ids: batch.join('|'),
            props: 'claims',
            format: 'json',
            formatversion: '2',
          });
          const answer = await get('Wikidata', `${opts.wikidataApiUrl}?${params}`);
          try {
            return imagesOf(answer, batch);
          } catch (err) {
            throw new ProviderError('Wikidata', (err as Error).message);
          }
        },
        remember,
      );
      const files = [
        ...new Set([...images.values()].map((i) => i.file).filter((f): f is string => Boolean(f))),
      ];
      const infos = await cached<FileInfo>(
        COMMONS_FILE_NAMESPACE,
        files.map((f) => `${f}|${width}`),
        async (keys) => {
          const batch = keys.map((k) => k.slice(0, k.lastIndexOf('|')));
          const params = new URLSearchParams({
            action: 'query',
            prop: 'imageinfo',
            titles: batch.map(fileTitle).join('|'),
            iiprop: 'url|size|extmetadata',
            iiurlwidth: String(width),
            iiextmetadatafilter: 'Artist|Credit|LicenseShortName|LicenseUrl',
            iiextmetadatalanguage: 'en',
            format: 'json',
            formatversion: '2',
          });
          const answer = await get('Wikimedia Commons', `${opts.commonsApiUrl}?${params}`);
          try {
            const byFile = fileInfosOf(answer, batch, opts.imageOrigin);
            return new Map([...byFile].map(([file, info]) => [`${file}|${width}`, info]));
          } catch (err) {
            throw new ProviderError('Wikimedia Commons', (err as Error).message);
          }
        },
        remember,
      );
      const pictures = new Map<string, Omit<PlacePicture, 'subject'>>();
      for (const [qid, image] of images) {
        const info = image.file ? infos.get(`${image.file}|${width}`) : undefined;
        if (info) pictures.set(qid, info);
      }
      // Nothing at all could be had, because Wikimedia failed: the caller says so (and shows illustrations).
      if (firstError && pictures.size === 0 && ids.length > 0) throw firstError;
      return pictures;
    },
  };
}
