// Place photographs in the browser, from a local stand-in for Wikidata and Wikimedia Commons: the builder's card
// (a thumbnail with width, height and lazy loading, and its credit linked to the file page), the details popover
// and the public share page; the illustration where a place has no photograph.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import { getKnowledgeBase } from '../../src/knowledge/index.ts';
import { startWikimedia, type WikimediaServer } from '../helpers/providers/wikimedia.ts';
import { startAppServer } from '../support/app-server.ts';
import { freePort } from '../support/server-process.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, signUpViaApi } from './helpers.ts';

let wikimedia: WikimediaServer;
let server: { url: string; stop: () => void };
let dataDir: string;
/** Names of the Paris places the stand-in has a photograph for. */
const photographed = new Set<string>();

test.beforeAll(async () => {
  test.setTimeout(180_000);
  wikimedia = await startWikimedia();
  // Every Paris place with a Wikidata id has a photograph by the same (made-up) author.
  const kb = getKnowledgeBase();
  for (const place of kb.placesOf('paris')) {
    if (!place.wikidataId) continue;
    photographed.add(place.name);
    const file = `${place.name} from the square.jpg`;
    wikimedia.items.set(place.wikidataId, file);
    wikimedia.files.set(file, {
      artist: '<a href="https://commons.example/wiki/User:Ann">Ann Example</a>',
      license: 'CC BY-SA 4.0',
      licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0',
      width: 1600,
      height: 1200,
    });
  }
  dataDir = mkdtempSync(join(tmpdir(), 'wf-e2e-photos-'));
  server = await startAppServer(await freePort(), dataDir, wikimedia.env);
});

test.afterAll(async () => {
  await server?.stop();
  await wikimedia?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function openParisBuilder(page: Page) {
  await signUpViaApi(page);
  const res = await page.request.get('/api/places/autocomplete?q=Paris');
  const paris = (await res.json()).results.find((p: { formatted: string }) => p.formatted.endsWith('France'));
  await page.goto('/');
  const start = addDays(localIsoDate(), 10);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    // Three days, so that the plan holds Paris's must-sees (most of them photographed).
    storedTrip(paris, start, addDays(start, 2)),
  ] as const);
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
}

/**
 * The cards of the first day that holds a place the stand-in has a photograph for: which day a place falls on
 * is the planner's choice (and the date's), not this test's.
 */
async function dayWithPhotographedPlace(page: Page) {
  const strip = page.getByRole('navigation', { name: 'Trip days' });
  const count = await strip.getByRole('button').count();
  for (let k = 1; k <= count; k++) {
    if (k > 1)
      await strip
        .getByRole('button')
        .nth(k - 1)
        .click();
    const cards = page.getByRole('region', { name: `Day ${k} plan` }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const titles = await cards.getByRole('heading', { level: 4 }).allTextContents();
    if (titles.some((t) => photographed.has(t.trim()))) return cards;
  }
  throw new Error('No day of the plan holds a photographed place');
}

test("the builder's cards and the details popover show the place's photograph with its credit", async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await openParisBuilder(page);
    const cards = await dayWithPhotographedPlace(page);
    const withPhoto = cards.filter({ has: page.locator(`img[src^="${wikimedia.url}/thumbs/"]`) }).first();
    await expect(withPhoto).toBeVisible({ timeout: 30_000 });
    const title = (await withPhoto.getByRole('heading', { level: 4 }).textContent()) ?? '';
    const photo = withPhoto.locator(`img[src^="${wikimedia.url}/thumbs/"]`);
    // A thumbnail for an 80 px slot (160 px wide for sharp screens), lazy, its size set, named for the place.
    await expect(photo).toHaveAttribute('src', /\/thumbs\/160x120\//);
    await expect(photo).toHaveAttribute('width', '160');
    await expect(photo).toHaveAttribute('height', '120');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('alt', title);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    // The credit: the author linked to the file's page, the licence to its terms.
    const author = withPhoto.getByRole('link', { name: 'Ann Example' });
    await expect(author).toHaveAttribute('href', new RegExp(`^${wikimedia.url}/wiki/File:`));
    await expect(withPhoto.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0',
    );
    // A place without a Wikidata id keeps its drawn illustration.
    await expect(cards.locator('img[src^="/api/places/photos?"]').first()).toBeVisible();

    // The details popover: a larger thumbnail (640 px), and the same credit.
    await withPhoto.getByRole('button', { name: /Show details/ }).click();
    await withPhoto.getByRole('button', { name: 'View Details' }).click();
    const popover = page.getByRole('dialog', { name: `Details of ${title}` });
    await expect(popover.locator('img')).toHaveAttribute('src', /\/thumbs\/640x480\//);
    await expect(popover.getByRole('link', { name: 'Ann Example' })).toBeVisible();
    await expectNoAxeViolations(page, 'builder with photographs');
  } finally {
    await context.close();
  }
});

test('the share page shows the photographs of the plan’s places to a visitor with no session', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await signUpViaApi(page);
    const activity = (id: string, title: string, placeId?: string) => ({
      id,
      title,
      day: 1,
      timeSegment: 'morning',
      order: Number(id),
      isCustom: false,
      isVegetarian: false,
      isSelected: false,
      ...(placeId ? { placeId } : {}),
    });
    const saved = await page.request.post('/api/itineraries', {
      data: {
        name: 'Paris in a day',
        destination: 'Paris, France',
        date: 'May 3, 2026',
        tripDetails: {
          destination: 'Paris, France',
          startDate: '2026-05-03',
          endDate: '2026-05-03',
          travelers: 1,
          travelStyle: 'cultural',
          interests: ['history'],
          dietaryPreferences: [],
          activityLimit: 5,
          activityPace: 'moderate',
        },
        days: [
          {
            date: '2026-05-03',
            day: 1,
            activities: [activity('1', 'Eiffel Tower', 'paris/eiffel-tower'), activity('2', 'A picnic')],
          },
        ],
      },
    });
    const { id } = await saved.json();
    const { token } = await (await page.request.post(`/api/itineraries/${id}/share`)).json();

    const visitorContext = await browser.newContext({ baseURL: server.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/share/${token}`);
    const tower = visitor.getByRole('listitem').filter({ hasText: 'Eiffel Tower' });
    await expect(tower.locator('img')).toHaveAttribute('src', /\/thumbs\/320x240\//);
    await expect(tower.getByRole('link', { name: 'Ann Example' })).toBeVisible();
    await expect(visitor.getByRole('listitem').filter({ hasText: 'A picnic' }).locator('img')).toHaveCount(0);
    await expectNoAxeViolations(visitor, 'share page with photographs');
    await visitorContext.close();
  } finally {
    await context.close();
  }
});
