// Wikipedia's REST page summary (GET {base}/page/summary/{title}): the first paragraph of an article, its address
// and its licence, for the description of well-known sights. Cached per title (namespace "wikipedia:summary").

import type { ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import type { PublicService } from './public-service.ts';

export const WIKIPEDIA_LABEL = 'Wikipedia';
export const WIKIPEDIA_NAMESPACE = 'wikipedia:summary';
/** Wikipedia's text licence: what the plan credits wherever a summary appears. */
export const WIKIPEDIA_LICENCE = 'CC BY-SA 4.0';
const MAX_EXTRACT = 700;

export interface WikipediaSummary {
  title: string;
  /** Plain text, at most MAX_EXTRACT characters, cut at a sentence. */
  extract: string;
  /** The article's address, for the credit's link. */
  url: string;
}

/** The cached form: a summary, or none (no such article, a disambiguation page, no text). */
type Stored = { summary: WikipediaSummary | null };

export class WikipediaClient {
  constructor(
    private readonly service: PublicService,
    private readonly restUrl: string,
    private readonly cache: ProviderCache,
  ) {}

  /** The summary of an English Wikipedia article, or null when there is none to show. Throws when Wikipedia fails. */
  async summary(title: string): Promise<WikipediaSummary | null> {
    const key = title.replaceAll(' ', '_');
    const cached = await this.cache.getOrFetch<Stored>(WIKIPEDIA_NAMESPACE, key, () => this.fetch(key), {
      parse: (b) => {
        if (!b || typeof b !== 'object' || !('summary' in b)) throw new Error('not a summary');
        return b as Stored;
      },
    });
    return cached.value.summary;
  }

  private async fetch(key: string): Promise<Stored> {
    const { status, text } = await this.service.request(
      `${this.restUrl}/page/summary/${encodeURIComponent(key)}?redirect=true`,
    );
    if (status === 404) return { summary: null };
    if (status < 200 || status > 299)
      throw new ProviderError(WIKIPEDIA_LABEL, `answered HTTP ${status}`, status);
    let page: {
      type?: unknown;
      title?: unknown;
      extract?: unknown;
      content_urls?: { desktop?: { page?: unknown } };
    };
    try {
      page = JSON.parse(text);
    } catch {
      throw new ProviderError(WIKIPEDIA_LABEL, 'answered a summary that is not JSON');
    }
    if (page?.type !== 'standard' || typeof page.extract !== 'string' || !page.extract.trim()) {
      return { summary: null };
    }
    const url = page.content_urls?.desktop?.page;
    return {
      summary: {
        title: typeof page.title === 'string' ? page.title : key.replaceAll('_', ' '),
        extract: shorten(page.extract.trim(), MAX_EXTRACT),
        url:
          typeof url === 'string' && /^https?:\/\//.test(url)
            ? url
            : `https://en.wikipedia.org/wiki/${encodeURIComponent(key)}`,
      },
    };
  }
}

/** At most `max` characters, ending at the last full sentence that fits. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = cut.lastIndexOf('. ');
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, max - 1).trimEnd()}…`;
}
