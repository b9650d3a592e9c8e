// Shared by the front-end benches: the real server over a fresh embedded database, and a signed-in browser
// profile holding a 3-day trip to Rome, so that /itinerary-builder generates the plan and shows its map.
import type { Page } from 'playwright-core';
import { startAppServer } from '../tests/support/app-server.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../tests/support/stored-trip.ts';

export { BROWSER_FLAGS, CHROME } from '../tests/support/chromium.ts';

/** The real server with embedded defaults over a data folder. */
export { startAppServer as startServer };

/** Signs up a new user in `page`'s browser profile and stores a described trip, as step 1 would. */
export async function signUpWithTrip(page: Page, serverUrl: string): Promise<void> {
  await page.goto(`${serverUrl}/`);
  const res = await page.request.post(`${serverUrl}/api/register`, {
    data: { email: `bench-${Date.now()}@example.com`, password: 'benchmark password' },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()}`);
  const place = (await (await page.request.get(`${serverUrl}/api/places/autocomplete?q=rome`)).json())
    .results[0];
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    storedTrip(place, start, end),
  ] as const);
}
