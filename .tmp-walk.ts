import { chromium } from '@playwright/test';
import { BROWSER_FLAGS, CHROME } from './tests/support/chromium.ts';
import { storedTrip, TRIP_STORAGE_KEY } from './tests/support/stored-trip.ts';

const BASE = 'http://localhost:4310';
const browser = await chromium.launch({ executablePath: CHROME, args: BROWSER_FLAGS });
const ctx = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
const email = `walk-${Date.now()}@example.com`;
await page.request.post('/api/register', {
  data: { email, password: 'correct horse battery', displayName: 'W' },
});
const lisbon = (await (await page.request.get('/api/places/autocomplete?q=Lisbon')).json()).results[0];
console.log(lisbon.formatted);
await page.goto('/');
await page.evaluate(([k, v]) => localStorage.setItem(k, v), [
  TRIP_STORAGE_KEY,
  storedTrip(lisbon, '2026-12-07', '2026-12-09', {
    interests: ['nightlife', 'history', 'food'],
    accommodation: { name: 'Hotel Avenida', lat: 38.7166, lng: -9.1421 },
  }),
] as const);
await page.goto('/itinerary-builder');
await page.getByRole('heading', { level: 2, name: /^Day 1 - / }).waitFor({ timeout: 60000 });
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/retime-shots/day1.png', fullPage: true });
const days = await page.evaluate((k) => JSON.parse(localStorage.getItem(k)!).state.days, TRIP_STORAGE_KEY);
for (const d of days)
  console.log(
    d.day,
    d.date,
    d.start?.time,
    d.activities
      .map(
        (a: any) =>
          `${a.timeSegment[0]} ${a.startTime}-${a.endTime} ${a.title}${a.timing ? '' : ' (no timing)'}`,
      )
      .join(' | '),
    d.end?.time,
  );
await browser.close();
