// Wikidata's wbgetentities: for each item, its English label and description, how many Wikipedias and sister
// sites link it (fame), its English Wikipedia article, its image (P18) and whether it has closed or been
// demolished. Each item is cached on its own (namespace "wikidata:entity"), so a photo lookup or another area
// reuses it; the missing ones are asked 50 at a time.

import type { ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import type { PublicService } from './public-service.ts';

export const WIKIDATA_LABEL = 'Wikidata';
export const WIKIDATA_NAMESPACE = 'wikidata:entity';
/** wbgetentities takes at most 50 ids a request. */
const BATCH = 50;
const QID = /^Q[1-9]\d{0,11}$/;

export interface WikidataFacts {
  id: string;
  /** The item does not exist (deleted, or never did). */
  missing?: true;
  label?: string;
  description?: string;
  /** Wikipedias and sister projects with a page on it: how well known it is. */
  sitelinks: number;
  /** Title of its English Wikipedia article. */
  enwiki?: string;
  /** Commons file name of its image (P18), without "File:". */
  image?: string;
  /** Dissolved, abolished or demolished (P576), or officially closed (P3999). */
  closed?: true;
}

export function isQid(value: string): boolean {
  return QID.test(value);
}

export class WikidataClient {
  constructor(
    private readonly service: PublicService,
    private readonly apiUrl: string,
    private readonly cache: ProviderCache,
  ) {}

  /**
   * Facts for each valid id, from the cache where fresh, else from Wikidata. When Wikidata fails, expired facts
   * are used and ids never fetched are left out (the error is thrown only when nothing at all could be had).
   */
  async entities(ids: readonly string[]): Promise<Map<string, WikidataFacts>> {
    const wanted = [...new Set(ids.filter(isQid))];
    const stored = await this.cache.peekMany(WIKIDATA_NAMESPACE, wanted, parseFacts);
    const facts = new Map<string, WikidataFacts>();
    const toFetch: string[] = [];
    for (const id of wanted) {
      const entry = stored.get(id);
      if (entry) facts.set(id, entry.value);
      if (entry?.state !== 'fresh') toFetch.push(id);
    }
    let failure: unknown;
    for (let i = 0; i < toFetch.length && !failure; i += BATCH) {
      const batch = toFetch.slice(i, i + BATCH);
      try {
        const fetched = await this.fetchBatch(batch);
        for (const f of fetched) {
          facts.set(f.id, f);
          await this.cache.put(WIKIDATA_NAMESPACE, f.id, f);
        }
      } catch (err) {
        failure = err;
      }
    }
    if (failure && facts.size === 0 && wanted.length > 0) throw failure;
    return facts;
  }

  private async fetchBatch(ids: string[]): Promise<WikidataFacts[]> {
    const params = new URLSearchParams({
      action: 'wbgetentities',
      ids: ids.join('|'),
      props: 'labels|descriptions|sitelinks|claims',
      languages: 'en',
      format: 'json',
      formatversion: '2',
    });
    const answer = (await this.service.json(`${this.apiUrl}?${params}`)) as {
      entities?: Record<string, unknown>;
      error?: { code?: string; info?: string };
    };
    if (answer?.error) {
      throw new ProviderError(
        WIKIDATA_LABEL,
        `answered ${answer.error.code ?? 'an error'}: ${answer.error.info ?? ''}`,
      );
    }
    if (!answer?.entities || typeof answer.entities !== 'object') {
      throw new ProviderError(WIKIDATA_LABEL, 'answered JSON without "entities"');
    }
    return ids.map((id) => factsOf(id, answer.entities![id]));
  }
}

interface RawEntity {
  id?: string;
  missing?: unknown;
  labels?: Record<string, { value?: unknown }>;
  descriptions?: Record<string, { value?: unknown }>;
  sitelinks?: Record<string, { title?: unknown }>;
  claims?: Record<
    string,
    { mainsnak?: { snaktype?: string; datavalue?: { value?: unknown } }; rank?: string }[]
  >;
}

/** The facts of one entity as wbgetentities answers it (formatversion 1 or 2). */
export function factsOf(id: string, raw: unknown): WikidataFacts {
  const e = (raw ?? {}) as RawEntity;
  if (!raw || typeof raw !== 'object' || 'missing' in e) return { id, missing: true, sitelinks: 0 };
  const text = (v: { value?: unknown } | undefined) =>
    typeof v?.value === 'string' && v.value.trim() ? v.value.trim().slice(0, 300) : undefined;
  const claimValues = (property: string) =>
    (e.claims?.[property] ?? []).filter((c) => c.rank !== 'deprecated' && c.mainsnak?.snaktype !== undefined);
  const image = claimValues('P18')
    .map((c) => c.mainsnak?.datavalue?.value)
    .find((v): v is string => typeof v === 'string' && v.length < 300);
  const enwikiTitle = e.sitelinks?.enwiki?.title;
  const facts: WikidataFacts = {
    id,
    sitelinks: e.sitelinks && typeof e.sitelinks === 'object' ? Object.keys(e.sitelinks).length : 0,
  };
  const label = text(e.labels?.en);
  const description = text(e.descriptions?.en);
  if (label) facts.label = label;
  if (description) facts.description = description;
  if (typeof enwikiTitle === 'string' && enwikiTitle) facts.enwiki = enwikiTitle;
  if (image) facts.image = image;
  // A value or "some value" (a date not known) both say it happened; "no value" says it did not.
  const happened = (property: string) =>
    claimValues(property).some((c) => c.mainsnak?.snaktype !== 'novalue');
  if (happened('P576') || happened('P3999')) facts.closed = true;
  return facts;
}

function parseFacts(body: unknown): WikidataFacts {
  const f = body as WikidataFacts;
  if (!f || typeof f !== 'object' || typeof f.id !== 'string' || typeof f.sitelinks !== 'number') {
    throw new Error('not Wikidata facts');
  }
  return f;
}
