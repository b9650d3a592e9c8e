// The origins the browser must reach to draw the configured base map, for the Content Security Policy: the
// style's own, and those of its sources (TileJSON, tiles, PMTiles archives, GeoJSON), glyphs and sprites. The
// server reads the style (and its TileJSON documents) once at start-up; until then, or when it cannot, only the
// style's own origin is allowed, so a style whose files live elsewhere falls back to the offline map.
import { ProviderError, providerJson } from '../provider-http.ts';
import { isTileTemplate } from './style.ts';

/** The origin of a URL or URL template ({z}, {fontstack}... placeholders allowed), resolved against `base`. */
export function originOf(url: string, base?: string): string | undefined {
  const plain = url.startsWith('pmtiles://') ? url.slice('pmtiles://'.length) : url;
  try {
    const origin = new URL(decodeURI(plain).replace(/\{[a-z]+\}/gi, '0'), base).origin;
    return origin.startsWith('http') ? origin : undefined;
  } catch {
    return undefined;
  }
}

interface StyleSource {
  url?: unknown;
  tiles?: unknown;
  data?: unknown;
}

/** What a style document names: the origins it reaches directly and the TileJSON documents to read next. */
export function originsInStyle(style: unknown, styleUrl: string): { origins: string[]; tileJson: string[] } {
  const origins = new Set<string>();
  const tileJson: string[] = [];
  const add = (value: unknown) => {
    if (typeof value !== 'string') return;
    const origin = originOf(value, styleUrl);
    if (origin) origins.add(origin);
  };
  const doc = (style ?? {}) as { sources?: Record<string, StyleSource>; glyphs?: unknown; sprite?: unknown };
  for (const source of Object.values(doc.sources ?? {})) {
    if (!source || typeof source !== 'object') continue;
    if (typeof source.url === 'string') {
      add(source.url);
      // A plain http(s) url is a TileJSON document whose tiles may live elsewhere; pmtiles:// is the archive.
      if (/^https?:/.test(source.url)) tileJson.push(new URL(source.url, styleUrl).href);
    }
    if (Array.isArray(source.tiles)) source.tiles.forEach(add);
    add(source.data);
  }
  add(doc.glyphs);
  if (Array.isArray(doc.sprite)) for (const s of doc.sprite) add((s as { url?: unknown })?.url);
  else add(doc.sprite);
  return { origins: [...origins], tileJson };
}

export interface MapOrigins {
  /** The origins allowed now (the style's own and the traffic overlay's, plus what the style was found to name). */
  current(): string[];
  /** Reads the style once; resolves when done (a failure leaves the initial origins and is reported). */
  discover(): Promise<void>;
}

export function createMapOrigins(opts: {
  styleUrl?: string;
  trafficUrl?: string;
  timeoutMs: number;
  userAgent: string;
  onError?: (err: ProviderError) => void;
}): MapOrigins {
  const initial = [opts.styleUrl, opts.trafficUrl].map((u) => u && originOf(u)).filter(Boolean) as string[];
  let origins = [...new Set(initial)];
  const read = (url: string) =>
    providerJson<unknown>('map style', url, {
      timeoutMs: opts.timeoutMs,
      headers: { 'User-Agent': opts.userAgent, Accept: 'application/json' },
    });

  return {
    current: () => origins,
    async discover() {
      const styleUrl = opts.styleUrl;
      // An XYZ template is its own origin; nothing to read.
      if (!styleUrl || isTileTemplate(styleUrl)) return;
      try {
        const found = originsInStyle(await read(styleUrl), styleUrl);
        const all = new Set([...origins, ...found.origins]);
        const tileJsons = await Promise.allSettled(found.tileJson.map(read));
        tileJsons.forEach((result, i) => {
          if (result.status === 'fulfilled') {
            const tiles = (result.value as { tiles?: unknown })?.tiles;
            if (Array.isArray(tiles)) {
              for (const t of tiles) {
                const origin = typeof t === 'string' ? originOf(t, found.tileJson[i]) : undefined;
                if (origin) all.add(origin);
              }
            }
          } else if (result.reason instanceof ProviderError) opts.onError?.(result.reason);
        });
        origins = [...all];
      } catch (err) {
        if (err instanceof ProviderError) opts.onError?.(err);
        else throw err;
      }
    },
  };
}
