// Open data in the browser, against a server of its own pointed at local stand-ins for Overpass, Wikidata,
// Wikipedia and Nominatim (never a public service): the destination search marks cities with a full guide, and a
// city without a guide is planned from OpenStreetMap with the credit shown under the plan and Wikipedia's on the
// card it describes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import {
  BORDEAUX_ELEMENTS,
  BORDEAUX_ENTITIES,
  BORDEAUX_PLACE,
  BORDEAUX_SUMMARIES,
} from '../fixtures/open-data-bordeaux.ts';
import { startOpenDataServices } from '../helpers/providers/open-data.ts';
import { startAppServer } from '../support/app-server.ts';
import { freePort } from '../support/server-process.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, signUpViaApi } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

let services: Awaited<ReturnType<typeof startOpenDataServices>>;
let server: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;
let context: BrowserContext;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  services = await startOpenDataServices({
    elements: BORDEAUX_ELEMENTS,
    entities: BORDEAUX_ENTITIES,
    summaries: BORDEAUX_SUMMARIES,
  });
  dataDir = mkdtempSync(join(tmpdir(), 'wf-e2e-open-data-'));
  server = await startAppServer(await freePort(), dataDir, services.env);
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 900 } });
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the destination search marks the cities that have a full guide', async () => {
  const page = await context.newPage();
  await signUpViaApi(page);
  await page.goto('/trip-details');
  const field = page.getByRole('combobox', { name: /destination/i });
  await field.fill('Paris');
  const paris = page.getByRole('option', { name: /Paris, Île-de-France, France/ });
  await expect(paris).toBeVisible();
  await expect(paris).toContainText('Full guide');
  await expect(paris).toHaveAccessibleDescription('Full guide');
  await field.fill('Bordeaux');
  const bordeaux = page.getByRole('option', { name: /Bordeaux, Nouvelle-Aquitaine, France/ });
  await expect(bordeaux).toBeVisible();
  await expect(bordeaux).not.toContainText('Full guide');
  await expectNoAxeViolations(page, 'with destination suggestions open');
  await field.fill('Lisbn');
  await expect(page.getByRole('option', { name: /^Lisbon, Portugal/ })).toBeVisible();
  await page.screenshot({ path: '.tmp/open-data-search-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await field.fill('Paris');
  await expect(paris).toBeVisible();
  await page.screenshot({ path: '.tmp/open-data-search-390.png' });
  await page.close();
});

test('a city without a guide is planned from OpenStreetMap, credited under the plan and on the cards', async () => {
  test.setTimeout(120_000);
  const page = await context.newPage();
  await signUpViaApi(page);
  await page.goto('/');
  const start = addDays(localIsoDate(), 20);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    storedTrip(BORDEAUX_PLACE, start, addDays(start, 2), { interests: ['history', 'architecture', 'food'] }),
  ] as const);
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 60_000 });
  const cards = page.getByRole('region', { name: /^Day \d+ plan$/ }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('OpenStreetMap contributors')).toBeVisible();
  await expect(page.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  // Every card names its source; none is from a guide.
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);
  await expectNoAxeViolations(page, 'on an open-data plan');
  await page.screenshot({ path: '.tmp/open-data-builder-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText('OpenStreetMap contributors')).toBeVisible();
  await page.screenshot({ path: '.tmp/open-data-builder-390.png', fullPage: true });
  await page.close();
});
