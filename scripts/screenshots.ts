// The README's screenshots of the builder (1366 px and 390 px, the phone's list and its map) and of the map, in
// light and dark, taken from the real server in Debian's Chromium: npx tsx scripts/screenshots.ts
// The server runs with the embedded map and without photographs (MAP_STYLE_URL=offline, PLACE_PHOTOS=off): the
// machines that make these have no network, so the street map and Wikimedia's photographs cannot be shown.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startAppServer } from '../tests/support/app-server.ts';
import { BROWSER_FLAGS, CHROME } from '../tests/support/chromium.ts';
import { freePort } from '../tests/support/server-process.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../tests/support/stored-trip.ts';

const OUT = join(import.meta.dirname, '..', 'docs', 'screenshots');

async function openBuilder(page: Page, url: string, theme: 'light' | 'dark') {
  await page.goto(`${url}/`);
  const res = await page.request.post(`${url}/api/register`, {
    data: { email: `shot-${Date.now()}-${Math.random()}@example.com`, password: 'screenshot password' },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()}`);
  const paris = (
    await (await page.request.get(`${url}/api/places/autocomplete?q=Paris`)).json()
  ).results.find((p: { formatted: string }) => p.formatted.endsWith('France'));
  // Fixed dates, so the pictures do not change with the day they are taken.
  await page.evaluate(
    ([key, value, t]) => {
      localStorage.setItem(key!, value!);
      localStorage.setItem('theme', t!);
    },
    [
      TRIP_STORAGE_KEY,
      storedTrip(paris, '2027-05-04', '2027-05-06', {
        // A point in the Marais, named as the example it is.
        accommodation: { name: 'Your accommodation (example)', lat: 48.8589, lng: 2.362 },
      }),
      theme,
    ],
  );
  await page.goto(`${url}/itinerary-builder`);
  await page.getByRole('heading', { level: 2, name: /^Day 1 - / }).waitFor({ timeout: 60_000 });
}

async function mapDrawn(page: Page) {
  await page.locator('[data-testid=map-canvas-container][data-state=complete]').waitFor({ timeout: 60_000 });
  await page.getByTestId('map-canvas-container').waitFor({ state: 'visible' });
  // The refit after 3 s (SPEC.md) and the markers' drop.
  await page.waitForTimeout(4000);
}

async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close' }).all())
    await close.click().catch(() => {});
  await page.waitForTimeout(400);
}

const dataDir = mkdtempSync(join(tmpdir(), 'wf-screenshots-'));
const server = await startAppServer(await freePort(), dataDir, {
  MAP_STYLE_URL: 'offline',
  PLACE_PHOTOS: 'off',
});
const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_FLAGS });
try {
  for (const theme of ['light', 'dark'] as const) {
    const wide = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openBuilder(wide, server.url, theme);
    await mapDrawn(wide);
    await dismissToasts(wide);
    await wide.screenshot({ path: join(OUT, `builder-1366-${theme}.png`) });
    await wide
      .getByRole('complementary', { name: 'Map View' })
      .screenshot({ path: join(OUT, `map-${theme}.png`) });
    await wide.close();

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await openBuilder(phone, server.url, theme);
    await dismissToasts(phone);
    await phone.screenshot({ path: join(OUT, `builder-390-${theme}.png`) });
    await phone.getByRole('button', { name: 'Map', exact: true }).click();
    await mapDrawn(phone);
    await phone.screenshot({ path: join(OUT, `builder-390-map-${theme}.png`) });
    await phone.close();
  }
  console.log(`screenshots in ${OUT}`);
} finally {
  await browser.close();
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
