import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { MAP_DEFAULTS } from '../../src/core/constants.ts';
import { startStreetMap } from '../helpers/providers/street-map.ts';
import { startAppServer } from '../support/app-server.ts';
import { freePort } from '../support/server-process.ts';
import { expectNoAxeViolations, signUpViaApi } from './helpers.ts';

async function openDebugMap(page: Page) {
  await signUpViaApi(page);
  await page.goto('/debug-map');
  await expect(page.getByRole('heading', { name: 'Map diagnostics' })).toBeVisible();
}

async function expectAllStepsOk(page: Page) {
  for (const step of ['key', 'library', 'style', 'map']) {
    await expect(page.getByTestId(`step-${step}`)).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  }
}

/** Stop numbers shown on the map, plus the size of every cluster. */
async function markerTotals(page: Page) {
  const panel = page.getByTestId('map-canvas-container');
  const stops = await panel.locator('.wf-marker:not(.wf-cluster)').count();
  const clusters = await panel.locator('.wf-cluster').allInnerTexts();
  return stops + clusters.reduce((sum, text) => sum + Number.parseInt(text, 10), 0);
}

test('/debug-map reports every step, renders a map canvas, and reloads the test', async ({ page }) => {
  await openDebugMap(page);
  await expectAllStepsOk(page);
  await expect(page.getByTestId('step-key')).toContainText('Key empty');
  await expect(page.getByTestId('step-library')).toContainText(/MapLibre GL \d+\.\d+\.\d+ loaded/);
  await expect(page.getByTestId('step-map')).toContainText('Map ready at 40.7128, -74.0060, zoom 12');
  const canvas = page.getByTestId('debug-map').locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.height).toBeGreaterThan(300);
  const log = page.getByTestId('debug-log').locator('li');
  await expect(log.first()).toHaveText(/^\[\d{2}:\d{2}:\d{2}\.\d{3}\] Maps key: /);
  await expect(log.last()).toContainText('Map ready');

  await page.getByRole('button', { name: 'Reload Test' }).click();
  await expect(log.first()).toHaveText(/Reload Test$/);
  await expectAllStepsOk(page);
  await expect(log.last()).toContainText('Map ready');
});

test('/debug-map has no axe violations once the maps are drawn', async ({ page }) => {
  await openDebugMap(page);
  await expectAllStepsOk(page);
  await expect(page.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page, 'on /debug-map');
});

test('the map panel shows the day with numbered markers, an info window and a list for screen readers', async ({
  page,
}) => {
  await openDebugMap(page);
  const panel = page.getByRole('region', { name: 'Location Map' });
  await expect(panel.getByTestId('location-count')).toHaveText('5 locations');
  await expect(page.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
    timeout: 30_000,
  });
  await expect.poll(() => markerTotals(page), { timeout: 15_000 }).toBe(5);
  await expect(panel.getByText('Time Segments')).toBeVisible();
  await expect(panel.getByText('Click on markers to see activity details')).toBeVisible();
  await expect(panel.locator('.sr-only ol li')).toHaveCount(5);

  const first = panel.getByRole('button', { name: /^Stop 1: / });
  await expect(first).toBeVisible();
  await first.click();
  const popup = page.locator('.maplibregl-popup .wf-popup');
  await expect(popup).toBeVisible();
  await expect(popup.locator('h3')).toHaveText(/^1\. /);
  const description = (await popup.locator('p').last().textContent()) ?? '';
  expect(description.length).toBeLessThanOrEqual(101);

  // Selecting an activity bounces its marker for about 2.1 s.
  await page.keyboard.press('Escape');
  await page.getByTestId('sample-activity').nth(2).locator('button').first().click();
  const third = panel.getByRole('button', { name: /^Stop 3: / });
  await expect(third).toHaveClass(/wf-marker-bounce/);
  await expect(third).not.toHaveClass(/wf-marker-bounce/, { timeout: 5000 });
});

test('routes toggle, and Optimize Route puts the day in the best order by time', async ({ page }) => {
  await openDebugMap(page);
  const panel = page.getByRole('region', { name: 'Location Map' });
  await expect(page.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
    timeout: 30_000,
  });

  // The day's route is drawn from the start; the toggle hides it and brings it back.
  await expect(panel.getByRole('button', { name: 'Hide Routes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    panel.getByText(/^Route: [\d.]+ km, about \d+ min \(straight lines between stops; estimated\)$/),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Hide Routes' }).click();
  await expect(panel.getByText(/^Route: /)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show Routes' }).click();
  await expect(panel.getByText(/^Route: /)).toBeVisible();

  // The expected best order, from the same travel times the panel asks for.
  const items = page.getByTestId('sample-activity');
  await expect(items).toHaveCount(5);
  const titles = await items.evaluateAll((els) =>
    els.map((el) => el.querySelector('button')?.textContent ?? ''),
  );
  const places = await (
    await page.request.get('/api/places/nearby?lat=40.7128&lng=-74.006&radiusKm=6&limit=5')
  ).json();
  const points = places.places.map((p: { lat: number; lng: number }) => ({ lat: p.lat, lng: p.lng }));
  const matrix = await (
    await page.request.post('/api/directions/distance-matrix', {
      data: { origins: points, destinations: points, mode: 'transit' },
    })
  ).json();
  const minutes = (i: number, j: number) => matrix.rows[i].elements[j].duration.value;
  let best: number[] = [];
  let bestCost = Infinity;
  const permute = (rest: number[], path: number[], cost: number) => {
    if (!rest.length) {
      if (cost < bestCost) [bestCost, best] = [cost, path];
      return;
    }
    for (const next of rest)
      permute(
        rest.filter((r) => r !== next),
        [...path, next],
        cost + minutes(path.at(-1)!, next),
      );
  };
  permute([1, 2, 3, 4], [0], 0);
  const expected = best.map((i) => places.places[i].name);
  expect(titles[0]).toBe(expected[0]);

  await expect(panel.getByRole('combobox', { name: 'Optimize by' })).toHaveValue('time');
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(
    page
      .getByText(/^Route optimized by fastest time: \d+ min, [\d.]+ km in total\.$|already the best/)
      .first(),
  ).toBeVisible();
  await expect
    .poll(() => items.evaluateAll((els) => els.map((el) => el.querySelector('button')?.textContent ?? '')))
    .toEqual(expected);

  // Optimising again finds nothing better.
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(page.getByText(/This order is already the best by fastest time/).first()).toBeVisible();
});

test('View Details shows the place: rating, address, weekday hours and directions', async ({ page }) => {
  await openDebugMap(page);
  const first = page.getByTestId('sample-activity').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(
    (await first.locator('button').first().textContent()) ?? '',
  );
  await expect(dialog.getByText(/^Monday: /)).toBeVisible();
  await expect(dialog.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  const directions = dialog.getByRole('link', { name: 'Directions' });
  await expect(directions).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=40\.\d+%2C-74\.\d+$/,
  );
  await expectNoAxeViolations(page, 'with the details popover open');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("travel times between the day's activities come from the estimator", async ({ page }) => {
  await openDebugMap(page);
  const legs = page.getByTestId('travel-leg');
  await expect(legs).toHaveCount(4);
  for (const text of await legs.allInnerTexts()) {
    expect(text).toMatch(/^Next: \d+ mins? (walk|by transit) · [\d.]+ (km|m)$/);
  }
});

test('travel times fall back to ~15 min and ~5 km when they cannot be calculated', async ({ page }) => {
  // The server answering with an error, as when it is unreachable behind a proxy.
  await page.route('**/api/directions/distance-matrix', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Bad gateway' }),
    }),
  );
  await openDebugMap(page);
  const legs = page.getByTestId('travel-leg');
  await expect(legs).toHaveCount(4);
  for (const text of await legs.allInnerTexts()) expect(text).toBe('Next: ~15 min · ~5 km');
});

test('expand and compact the map; the criterion and points of interest survive a reload', async ({
  page,
}) => {
  await openDebugMap(page);
  const panel = page.getByRole('region', { name: 'Location Map' });
  const mapBox = page.getByTestId('map-canvas-container');
  await expect(mapBox).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
  expect((await mapBox.boundingBox())?.height).toBeCloseTo(348, -1);
  await panel.getByRole('button', { name: 'Expand Map' }).click();
  await expect(panel.getByRole('button', { name: 'Compact Map' })).toBeVisible();
  await expect.poll(async () => Math.round((await mapBox.boundingBox())?.height ?? 0)).toBeGreaterThan(490);
  await panel.getByRole('button', { name: 'Compact Map' }).click();
  await expect.poll(async () => Math.round((await mapBox.boundingBox())?.height ?? 0)).toBeLessThan(360);

  // No traffic toggle offline.
  await expect(panel.getByRole('button', { name: 'Traffic' })).toHaveCount(0);
  await panel.getByRole('combobox', { name: 'Optimize by' }).selectOption('distance');
  const poi = panel.getByRole('button', { name: 'Points of Interest' });
  await expect(poi).toHaveAttribute('aria-pressed', 'false');
  await poi.click();
  await expect(poi).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText(/^\d+ points of interest nearby$/)).toBeVisible();

  await page.reload();
  await expect(panel.getByRole('combobox', { name: 'Optimize by' })).toHaveValue('distance');
  await expect(panel.getByRole('button', { name: 'Points of Interest' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.getByText(/^\d+ points of interest nearby$/)).toBeVisible({ timeout: 30_000 });
});

/** A server of its own for `test`, with its own map configuration; stopped afterwards. */
async function withMapServer(
  browser: Browser,
  env: Record<string, string>,
  test: (page: Page) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wf-e2e-style-'));
  const server = await startAppServer(await freePort(), dataDir, env);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    await test(await context.newPage());
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a street map from MAP_STYLE_URL: its style and tiles drawn, stops numbered and named, the credit behind an info button', async ({
  browser,
}) => {
  test.slow();
  const streets = await startStreetMap(MAP_DEFAULTS.debugCenter);
  try {
    await withMapServer(browser, { MAP_STYLE_URL: streets.styleUrl }, async (page) => {
      await openDebugMap(page);
      const map = page.getByTestId('map-canvas-container');
      await expect(map).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
      await expect(map).toBeVisible();
      const panel = page.getByRole('region', { name: 'Location Map' });
      await expect(panel.getByRole('alert')).toHaveCount(0);
      expect(streets.tiles.requests.some((r) => r.url.startsWith('/tiles/'))).toBe(true);
      await expect.poll(() => markerTotals(page), { timeout: 15_000 }).toBe(5);
      // Each stop shows its number, and its name where the name has room.
      const first = panel.getByRole('button', { name: /^Stop 1: / });
      await expect(first.locator('.wf-marker-inner')).toHaveText('1');
      await expect(first.locator('.wf-marker-label')).toBeVisible();
      // The provider's credit: in full on a wide map, and collapsed to an info button once the map is small.
      const credit = panel.locator('.maplibregl-ctrl-attrib');
      await expect(credit.getByText('© Test Streets contributors')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(credit).toHaveClass(/maplibregl-compact/);
      await expect(credit).not.toHaveClass(/maplibregl-compact-show/);
      await panel.locator('.maplibregl-ctrl-attrib-button').click();
      await expect(credit.getByText('© Test Streets contributors')).toBeVisible();
    });
  } finally {
    await streets.close();
  }
});

test('a street map whose tiles never answer: the offline map after 3 s, and the panel says so', async ({
  browser,
}) => {
  test.slow();
  const streets = await startStreetMap(MAP_DEFAULTS.debugCenter);
  streets.tiles.fault = 'hang';
  try {
    await withMapServer(browser, { MAP_STYLE_URL: streets.styleUrl }, async (page) => {
      await openDebugMap(page);
      const panel = page.getByRole('region', { name: 'Location Map' });
      await expect(panel.getByRole('alert')).toHaveText(
        'The street map could not be reached, so the offline map is shown (coastlines, borders and cities only).',
        { timeout: 30_000 },
      );
      const map = page.getByTestId('map-canvas-container');
      await expect(map).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
      await expect(map).toBeVisible();
      await expect.poll(() => markerTotals(page), { timeout: 15_000 }).toBe(5);
      // The offline map's credit, not the street map's.
      await expect(panel.locator('.maplibregl-ctrl-attrib')).toContainText('Natural Earth');
      await expect(panel.locator('.maplibregl-ctrl-attrib')).not.toContainText('Test Streets');
    });
  } finally {
    await streets.close();
  }
});

test('a configured base map that cannot be reached: the offline map instead, and the panel says so', async ({
  browser,
}) => {
  test.slow();
  // A server of its own, configured with a style document on a port where nothing answers.
  const dataDir = mkdtempSync(join(tmpdir(), 'wf-e2e-style-'));
  const server = await startAppServer(await freePort(), dataDir, {
    MAP_STYLE_URL: 'http://127.0.0.1:9/style.json',
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await openDebugMap(page);
    const panel = page.getByRole('region', { name: 'Location Map' });
    await expect(panel.getByRole('alert')).toHaveText(
      'The street map could not be reached, so the offline map is shown (coastlines, borders and cities only).',
      { timeout: 30_000 },
    );
    const map = page.getByTestId('map-canvas-container');
    await expect(map).toHaveAttribute('data-state', 'complete', { timeout: 30_000 });
    await expect(map).toBeVisible();
    await expect.poll(() => markerTotals(page), { timeout: 15_000 }).toBe(5);
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
