// Contract test of the photograph lookup against a local server speaking Wikidata's wbgetentities and Commons'
// imageinfo, over a real database for the cache: the thumbnail, author and licence; one batched request each;
// answers kept and read back by another instance; expired answers served when Wikimedia fails; failures said.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../../tests/helpers/db.ts';
import { startWikimedia, type WikimediaServer } from '../../../../tests/helpers/providers/wikimedia.ts';
import type { Database } from '../../db/open.ts';
import { DAY_MS, ProviderCache } from '../provider-cache.ts';
import { ProviderError } from '../provider-http.ts';
import { appUserAgent } from '../user-agent.ts';
import { createWikimediaPhotos, fileInfosOf, imagesOf, plainText } from './wikimedia.ts';

describe('reading the answers', () => {
  it('takes the preferred P18 image, skipping deprecated ones, and says null for an item without one', () => {
    const answer = {
      entities: {
        Q1: {
          claims: {
            P18: [
              { rank: 'deprecated', mainsnak: { snaktype: 'value', datavalue: { value: 'Old.jpg' } } },
              { rank: 'normal', mainsnak: { snaktype: 'value', datavalue: { value: 'Normal.jpg' } } },
              { rank: 'preferred', mainsnak: { snaktype: 'value', datavalue: { value: 'Best.jpg' } } },
            ],
          },
        },
        Q2: { claims: {} },
        Q3: { id: 'Q3', missing: '' },
      },
    };
    const images = imagesOf(answer, ['Q1', 'Q2', 'Q3']);
    expect(Object.fromEntries(images)).toEqual({
      Q1: { file: 'Best.jpg' },
      Q2: { file: null },
      Q3: { file: null },
    });
    expect(() => imagesOf({ error: { code: 'x' } }, ['Q1'])).toThrow(/entities/);
  });

  it("makes Commons' HTML credit plain text", () => {
    expect(
      plainText('<a href="//commons.wikimedia.org/wiki/User:A">Ann&nbsp;B&amp;C</a> (<i>talk</i>)'),
    ).toBe('Ann B&C ( talk )');
  });

  it('refuses a thumbnail that is not on the image server the CSP allows', () => {
    const answer = {
      query: {
        pages: [
          {
            title: 'File:A.jpg',
            imageinfo: [
              {
                thumburl: 'https://elsewhere.example/a.jpg',
                thumbwidth: 160,
                thumbheight: 120,
                descriptionurl: 'https://commons.example/wiki/File:A.jpg',
              },
            ],
          },
        ],
      },
    };
    expect(fileInfosOf(answer, ['A.jpg'], 'https://upload.example').get('A.jpg')).toBeNull();
  });
});

describe.each(drivers)('photographs from Wikimedia (%s)', (driver) => {
  let database: Database;
  let wikimedia: WikimediaServer;
  let clock = Date.parse('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    wikimedia = await startWikimedia();
    wikimedia.items.set('Q243', 'tower at dusk.jpg');
    wikimedia.items.set('Q2981', 'Cathedral_front.jpg');
    wikimedia.items.set('Q90', undefined);
    wikimedia.files.set('Tower at dusk.jpg', {
      artist: '<a href="https://commons.example/wiki/User:Ann">Ann Example</a>',
      license: 'CC BY-SA 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
      width: 3000,
      height: 4000,
    });
    wikimedia.files.set('Cathedral_front.jpg', {
      artist: 'Bo Example',
      license: 'Public domain',
      width: 1200,
      height: 800,
    });
  });
  afterEach(async () => {
    await wikimedia.close();
    await database.db.execute('DELETE FROM provider_cache');
  });

  const photos = (opts: { timeoutMs?: number } = {}) =>
    createWikimediaPhotos({
      wikidataApiUrl: wikimedia.env.WIKIDATA_API_URL,
      commonsApiUrl: wikimedia.env.COMMONS_API_URL,
      imageOrigin: wikimedia.url,
      cache: new ProviderCache(database.db, { now: () => clock }),
      userAgent: appUserAgent('https://trips.example.org'),
      timeoutMs: opts.timeoutMs ?? 2000,
      spacingMs: 0,
    });

  it('finds each item’s image and its thumbnail at the asked width, with the author, licence and file page', async () => {
    const found = await photos().pictures(['Q243', 'Q2981', 'Q90', 'Q404', 'not-an-id'], 160);
    expect(Object.fromEntries(found)).toEqual({
      Q243: {
        url: `${wikimedia.url}/thumbs/160x213/Tower_at_dusk.jpg`,
        width: 160,
        height: 213,
        author: 'Ann Example',
        license: 'CC BY-SA 4.0',
        licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
        fileUrl: `${wikimedia.url}/wiki/File:Tower_at_dusk.jpg`,
      },
      Q2981: {
        url: `${wikimedia.url}/thumbs/160x107/Cathedral_front.jpg`,
        width: 160,
        height: 107,
        author: 'Bo Example',
        license: 'Public domain',
        fileUrl: `${wikimedia.url}/wiki/File:Cathedral_front.jpg`,
      },
    });
    // One request to each API for the whole batch, naming the app.
    const paths = wikimedia.requests.map((r) => new URL(r.url, wikimedia.url));
    expect(paths.map((u) => u.pathname)).toEqual(['/wikidata/w/api.php', '/commons/w/api.php']);
    expect(paths[0]!.searchParams.get('ids')).toBe('Q243|Q2981|Q90|Q404');
    expect(paths[1]!.searchParams.get('iiurlwidth')).toBe('160');
    for (const r of wikimedia.requests) {
      expect(r.headers['user-agent']).toBe(
        'Wayfarer/0.1.0 (self-hosted travel itinerary planner; https://trips.example.org)',
      );
    }
  });

  it('keeps the answers in the database: another instance asks Wikimedia nothing; another width asks Commons only', async () => {
    await photos().pictures(['Q243', 'Q90'], 160);
    const asked = wikimedia.requests.length;
    const again = await photos().pictures(['Q243', 'Q90'], 160);
    expect(again.get('Q243')?.width).toBe(160);
    expect(again.has('Q90')).toBe(false);
    expect(wikimedia.requests.length).toBe(asked);
    const wider = await photos().pictures(['Q243'], 640);
    expect(wider.get('Q243')).toMatchObject({ width: 640, height: 853 });
    expect(wikimedia.requests.slice(asked).map((r) => new URL(r.url, wikimedia.url).pathname)).toEqual([
      '/commons/w/api.php',
    ]);
  });

  it('serves expired answers when Wikimedia fails, and fetches again once it answers', async () => {
    await photos().pictures(['Q243'], 320);
    clock += 31 * DAY_MS;
    wikimedia.fault = 'http500';
    const stale = await photos().pictures(['Q243'], 320);
    expect(stale.get('Q243')?.author).toBe('Ann Example');
    wikimedia.fault = 'ok';
    wikimedia.files.set('Tower at dusk.jpg', {
      ...wikimedia.files.get('Tower at dusk.jpg')!,
      artist: 'Ann B. Example',
    });
    const fresh = await photos().pictures(['Q243'], 320);
    expect(fresh.get('Q243')?.author).toBe('Ann B. Example');
  });

  it('says so when Wikimedia fails and nothing is cached: an error answer, a server error, no answer in time', async () => {
    for (const fault of ['garbage', 'http500', 'hang'] as const) {
      wikimedia.fault = fault;
      const failed = photos({ timeoutMs: 300 }).pictures(['Q243'], 160);
      await expect(failed).rejects.toBeInstanceOf(ProviderError);
    }
    wikimedia.fault = 'ok';
    // A Commons that fails after Wikidata answered: nothing to show, said the same way.
    const commonsDown = createWikimediaPhotos({
      wikidataApiUrl: wikimedia.env.WIKIDATA_API_URL,
      commonsApiUrl: 'http://127.0.0.1:9/w/api.php',
      imageOrigin: wikimedia.url,
      cache: new ProviderCache(database.db, { now: () => clock }),
      userAgent: appUserAgent(),
      timeoutMs: 1000,
      spacingMs: 0,
    });
    await expect(commonsDown.pictures(['Q2981'], 160)).rejects.toThrow(/Wikimedia Commons: unreachable/);
  });
});
