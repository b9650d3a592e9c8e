// Stand-ins on loopback for the open-data services, each speaking its documented API:
// - Overpass (POST /api/interpreter, form field `data`): evaluates the Overpass QL this application sends
//   (`nwr` statements with tag filters and `around:` into named sets, then `.set out center N;`) over a list of
//   elements, and answers Overpass JSON (`version`, `osm3s`, `elements` with type, id, lat/lon or center, tags);
// - Wikidata (GET /w/api.php?action=wbgetentities&ids=...&format=json): `entities` keyed by id, `missing` for
//   unknown ids, the `too-many-ids` error past 50;
// - Wikipedia REST (GET /api/rest_v1/page/summary/{title}): the summary JSON, or a 404 problem document;
// - Nominatim (GET /search?q=...&format=jsonv2): a list of results.
import type { ServerResponse } from 'node:http';
import { type FakeServer, metresBetween, sendJson, startFakeServer } from './server.ts';

export interface FakeElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat: number;
  lon: number;
  tags: Record<string, string>;
}

export interface OverpassFake extends FakeServer {
  elements: FakeElement[];
  /** Answers this body instead of evaluating the query (a malformed or huge answer). */
  override?: (res: ServerResponse) => void;
  /** Milliseconds before answering (a slow instance). */
  delayMs: number;
  /** The query texts received. */
  queries: string[];
}

type Filter = { key: string; op?: '=' | '~'; value?: string };

function parseFilters(text: string): Filter[] {
  const out: Filter[] = [];
  for (const m of text.matchAll(/\["([^"]+)"(?:(=|~)"([^"]*)")?\]/g)) {
    out.push({ key: m[1]!, op: m[2] as Filter['op'], value: m[3] });
  }
  return out;
}

function matches(e: FakeElement, filters: Filter[]): boolean {
  return filters.every((f) => {
    const v = e.tags[f.key];
    if (v === undefined || v === '') return false;
    if (f.op === '=') return v === f.value;
    if (f.op === '~') return new RegExp(f.value!).test(v);
    return true;
  });
}

/** Evaluates the union statements and out statements of a query; throws on anything it cannot read. */
export function evaluateOverpass(query: string, elements: readonly FakeElement[]) {
  if (!/^\[out:json\]/.test(query.trim())) throw new Error('only [out:json] is served here');
  const sets = new Map<string, FakeElement[]>();
  const blocks = query.matchAll(/\(\s*([\s\S]*?)\)\s*->\s*\.(\w+);/g);
  for (const [, body, name] of blocks) {
    const found = new Map<string, FakeElement>();
    for (const line of body!
      .split(';')
      .map((l) => l.trim())
      .filter(Boolean)) {
      const m = /^nwr((?:\[[^\]]*\])+)\(around:(\d+),(-?[\d.]+),(-?[\d.]+)\)$/.exec(line);
      if (!m) throw new Error(`cannot read statement: ${line}`);
      const filters = parseFilters(m[1]!);
      const radius = Number(m[2]);
      const centre: [number, number] = [Number(m[3]), Number(m[4])];
      for (const e of elements) {
        if (matches(e, filters) && metresBetween(centre, [e.lat, e.lon]) <= radius)
          found.set(`${e.type}/${e.id}`, e);
      }
    }
    sets.set(
      name!,
      [...found.values()].sort((a, b) => a.id - b.id),
    );
  }
  const printed: unknown[] = [];
  for (const [, name, limit] of query.matchAll(/\.(\w+) out center(?: (\d+))?;/g)) {
    const list = (sets.get(name!) ?? []).slice(0, limit ? Number(limit) : undefined);
    for (const e of list) {
      printed.push(
        e.type === 'node'
          ? { type: 'node', id: e.id, lat: e.lat, lon: e.lon, tags: e.tags }
          : {
              type: e.type,
              id: e.id,
              center: { lat: e.lat, lon: e.lon },
              ...(e.type === 'way' ? { nodes: [e.id * 10 + 1, e.id * 10 + 2] } : { members: [] }),
              tags: e.tags,
            },
      );
    }
  }
  return printed;
}

export async function startFakeOverpass(elements: FakeElement[] = []): Promise<OverpassFake> {
  // The handler reads the returned object, so a test can change its elements, override or delay at any time.
  let state!: OverpassFake;
  const server = await startFakeServer((req, url, body, res) => {
    if (req.method !== 'POST' || url.pathname !== '/api/interpreter') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('not found');
    }
    const query = new URLSearchParams(body).get('data') ?? '';
    state.queries.push(query);
    const answer = () => {
      if (state.override) return state.override(res);
      let printed: unknown[];
      try {
        printed = evaluateOverpass(query, state.elements);
      } catch (err) {
        // Overpass answers a syntax error with HTTP 400 and an HTML page.
        res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end(`<html><body><p><strong>Error</strong>: ${String(err)}</p></body></html>`);
      }
      sendJson(res, 200, {
        version: 0.6,
        generator: 'Overpass API (test stand-in)',
        osm3s: {
          timestamp_osm_base: '2026-11-01T00:00:00Z',
          copyright:
            'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
        },
        elements: printed,
      });
    };
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  state = Object.assign(server, { elements, delayMs: 0, queries: [] as string[] });
  return state;
}

export interface WikidataFake extends FakeServer {
  entities: Record<string, unknown>;
}

/** An item as wbgetentities (formatversion 2) answers it. */
export function wikidataItem(
  id: string,
  opts: {
    label: string;
    description?: string;
    sitelinks: number;
    enwiki?: string;
    image?: string;
    closed?: boolean;
  },
) {
  const sitelinks: Record<string, { site: string; title: string; badges: string[] }> = {};
  if (opts.enwiki) sitelinks.enwiki = { site: 'enwiki', title: opts.enwiki, badges: [] };
  for (let i = Object.keys(sitelinks).length; i < opts.sitelinks; i++) {
    sitelinks[`w${i}wiki`] = { site: `w${i}wiki`, title: opts.label, badges: [] };
  }
  const snak = (property: string, value: unknown, datatype: string) => ({
    mainsnak: { snaktype: 'value', property, datavalue: { value, type: 'string' }, datatype },
    type: 'statement',
    rank: 'normal',
  });
  const claims: Record<string, unknown[]> = {};
  if (opts.image) claims.P18 = [snak('P18', opts.image, 'commonsMedia')];
  if (opts.closed) {
    claims.P576 = [
      {
        mainsnak: {
          snaktype: 'value',
          property: 'P576',
          datavalue: { value: { time: '+1903-00-00T00:00:00Z', precision: 9 }, type: 'time' },
        },
        type: 'statement',
        rank: 'normal',
      },
    ];
  }
  return {
    type: 'item',
    id,
    labels: { en: { language: 'en', value: opts.label } },
    descriptions: opts.description ? { en: { language: 'en', value: opts.description } } : {},
    sitelinks,
    claims,
  };
}

export async function startFakeWikidata(entities: Record<string, unknown> = {}): Promise<WikidataFake> {
  let state!: WikidataFake;
  const server = await startFakeServer((req, url, _body, res) => {
    if (req.method !== 'GET' || url.pathname !== '/w/api.php') return sendJson(res, 404, {});
    const p = url.searchParams;
    if (p.get('action') !== 'wbgetentities' || p.get('format') !== 'json') {
      return sendJson(res, 200, {
        error: { code: 'badvalue', info: 'Unrecognized value for parameter "action".' },
      });
    }
    const ids = (p.get('ids') ?? '').split('|').filter(Boolean);
    if (ids.length > 50) {
      return sendJson(res, 200, {
        error: {
          code: 'too-many-ids',
          info: 'Too many values supplied for parameter "ids". The limit is 50.',
        },
      });
    }
    const out: Record<string, unknown> = {};
    for (const id of ids) out[id] = state.entities[id] ?? { id, missing: '' };
    sendJson(res, 200, { entities: out, success: 1 });
  });
  state = Object.assign(server, { entities });
  return state;
}

export interface WikipediaFake extends FakeServer {
  summaries: Record<string, string>;
}

/** Summaries by article title (spaces or underscores): the extract text. */
export async function startFakeWikipedia(summaries: Record<string, string> = {}): Promise<WikipediaFake> {
  let state!: WikipediaFake;
  const server = await startFakeServer((req, url, _body, res) => {
    const m = /^\/api\/rest_v1\/page\/summary\/(.+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !m) return sendJson(res, 404, {});
    const title = decodeURIComponent(m[1]!).replaceAll('_', ' ');
    const extract = state.summaries[title];
    if (extract === undefined) {
      return sendJson(res, 404, {
        type: 'https://mediawiki.org/wiki/HyperSwitch/errors/not_found',
        title: 'Not found.',
        method: 'get',
        detail: 'Page or revision not found.',
        uri: url.pathname,
      });
    }
    const key = title.replaceAll(' ', '_');
    sendJson(res, 200, {
      type: extract === 'DISAMBIGUATION' ? 'disambiguation' : 'standard',
      title,
      displaytitle: title,
      lang: 'en',
      dir: 'ltr',
      description: 'test article',
      extract,
      content_urls: {
        desktop: { page: `https://en.wikipedia.org/wiki/${encodeURIComponent(key)}` },
        mobile: { page: `https://en.m.wikipedia.org/wiki/${encodeURIComponent(key)}` },
      },
    });
  });
  state = Object.assign(server, { summaries });
  return state;
}

export interface NominatimFake extends FakeServer {
  results: Record<string, unknown[]>;
}

/** Results by lower-case query. */
export async function startFakeNominatim(results: Record<string, unknown[]> = {}): Promise<NominatimFake> {
  let state!: NominatimFake;
  const server = await startFakeServer((req, url, _body, res) => {
    if (req.method !== 'GET' || url.pathname !== '/search') return sendJson(res, 404, {});
    if (url.searchParams.get('format') !== 'jsonv2') {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('Parameter format must be jsonv2 here');
    }
    const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    sendJson(res, 200, state.results[q] ?? []);
  });
  state = Object.assign(server, { results });
  return state;
}

/** A Nominatim jsonv2 result with address details. */
export function nominatimResult(opts: {
  osmType: 'node' | 'way' | 'relation';
  osmId: number;
  name: string;
  lat: number;
  lon: number;
  type: string;
  state?: string;
  country: string;
  countryCode: string;
}) {
  return {
    place_id: opts.osmId + 1000,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: opts.osmType,
    osm_id: opts.osmId,
    lat: String(opts.lat),
    lon: String(opts.lon),
    category: 'place',
    type: opts.type,
    place_rank: 16,
    importance: 0.5,
    addresstype: opts.type,
    name: opts.name,
    display_name: [opts.name, opts.state, opts.country].filter(Boolean).join(', '),
    address: {
      [opts.type]: opts.name,
      ...(opts.state ? { state: opts.state } : {}),
      country: opts.country,
      country_code: opts.countryCode.toLowerCase(),
    },
    boundingbox: [
      String(opts.lat - 0.01),
      String(opts.lat + 0.01),
      String(opts.lon - 0.01),
      String(opts.lon + 0.01),
    ],
  };
}

/** Every open-data service on its own loopback server, and the variables that point the app at them. */
export async function startOpenDataServices(fixture: {
  elements?: FakeElement[];
  entities?: Record<string, unknown>;
  summaries?: Record<string, string>;
  geocoder?: Record<string, unknown[]>;
}) {
  const [overpass, wikidata, wikipedia, nominatim] = await Promise.all([
    startFakeOverpass(fixture.elements),
    startFakeWikidata(fixture.entities),
    startFakeWikipedia(fixture.summaries),
    startFakeNominatim(fixture.geocoder),
  ]);
  return {
    overpass,
    wikidata,
    wikipedia,
    nominatim,
    env: {
      OPEN_DATA: 'on',
      OVERPASS_URL: `${overpass.url}/api/interpreter`,
      WIKIDATA_API_URL: `${wikidata.url}/w/api.php`,
      WIKIPEDIA_REST_URL: `${wikipedia.url}/api/rest_v1`,
      GEOCODER_URL: `${nominatim.url}/search`,
      OPEN_DATA_CONTACT: 'tests@wayfarer.invalid',
      // What a traveller waits for the pool: a loaded CI machine once took over 3 s to build it from these local
      // servers, and the plan said that OpenStreetMap had not answered.
      OPEN_DATA_TIMEOUT_MS: '15000',
    },
    /** Requests all four received. */
    requestCount: () =>
      overpass.requests.length +
      wikidata.requests.length +
      wikipedia.requests.length +
      nominatim.requests.length,
    close: async () => {
      await Promise.all([overpass.close(), wikidata.close(), wikipedia.close(), nominatim.close()]);
    },
  };
}
