// Shared by the front-end benches: the real server over a fresh embedded database, and a signed-in browser
// profile holding a 3-day trip to Rome, so that /itinerary-builder generates the plan and shows its map.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { storedTrip, TRIP_STORAGE_KEY } from '../tests/support/stored-trip.ts';

export { BROWSER_FLAGS, CHROME } from '../tests/support/chromium.ts';

const root = join(import.meta.dirname, '..');

export async function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

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
