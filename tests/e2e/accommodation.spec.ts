// Where the traveller stays, and when they arrive and leave: chosen on the trip form (a search result or a pin on
// the map), then every day of the plan leaves from it and comes back to it, on the cards, the map and the exports.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import { TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, signUpViaApi } from './helpers.ts';

function calendarDay(page: Page, iso: string): Locator {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const name = format(new Date(y, m - 1, d), 'PPPP');
  return page.getByRole('button', { name: new RegExp(`(^|, )${name}(,|$)`) });
}

async function fillTrip(page: Page) {
  await page.goto('/trip-details');
  await page.getByRole('combobox', { name: 'Destination' }).fill('Lisbon');
  await page
    .getByRole('option', { name: /^Lisbon, Portugal/ })
    .first()
    .click();
  const start = addDays(localIsoDate(), 10);
  await calendarDay(page, start).click();
  await calendarDay(page, addDays(start, 2)).click();
  await page.getByRole('checkbox', { name: 'History' }).check();
}

async function storedTrip(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state, TRIP_STORAGE_KEY);
}

test('the accommodation from a search, arrival and departure: every day leaves from it and comes back', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page);
  await fillTrip(page);

  const staying = page.getByRole('group', { name: 'Where are you staying? (optional)' });
  await staying
    .getByRole('searchbox', { name: 'Search for where you are staying' })
    .fill('Praça do Comércio');
  const found = staying.getByRole('list', { name: 'Places found' }).getByRole('button').first();
  await expect(found).toContainText('Praça do Comércio');
  const name = (await found.locator('span').first().textContent())!.trim();
  await found.click();
  await expect(staying.getByText(name, { exact: true })).toBeVisible();
  await page.getByLabel('Arrival on day 1 (optional)').fill('14:00');
  await page.getByLabel('Departure on the last day (optional)').fill('15:30');
  await expectNoAxeViolations(page, 'trip form with an accommodation');
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();

  await expect(page).toHaveURL(/\/itinerary-builder$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  const trip = await storedTrip(page);
  expect(trip.tripDetails.accommodation.name).toBe(name);
  expect(trip.tripDetails.arrivalTime).toBe('14:00');
  expect(trip.tripDetails.departureTime).toBe('15:30');
  const days = trip.days as { start?: { time: string }; end?: { time: string } }[];
  expect(days.every((d) => d.start && d.end)).toBe(true);
  expect(days[0]!.start!.time >= '14:00').toBe(true);
  expect(days.at(-1)!.end!.time <= '15:30').toBe(true);

  // Day 1's cards open with the way from the accommodation and close with the way back.
  await expect(page.getByText(new RegExp(`^Leave ${name} at \\d{1,2}:\\d{2} [AP]M`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^Back at ${name} by \\d{1,2}:\\d{2} [AP]M`))).toBeVisible();
  await expect(page.getByText('Up to 5 activities/day, plus meals')).toBeVisible();
  // The map shows it with its own marker.
  await expect(page.getByRole('img', { name: `Where you stay: ${name}` })).toBeVisible({ timeout: 30_000 });

  // The text export names it.
  await page.getByRole('button', { name: /Continue to Finalize/ }).click();
  await expect(page).toHaveURL(/\/finalize$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export as text' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text).toContain(`Staying at: ${name}`);
  expect(text).toMatch(new RegExp(`Leave ${name} at \\d{1,2}:\\d{2} [AP]M`));
  expect(text).toMatch(new RegExp(`Back at ${name} by \\d{1,2}:\\d{2} [AP]M`));
});

test('a pin dropped on the map, renamed; a departure before the arrival on a one-day trip is refused', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page);
  await fillTrip(page);
  const staying = page.getByRole('group', { name: 'Where are you staying? (optional)' });
  await staying.getByRole('button', { name: 'Drop a pin on the map' }).click();
  const map = page.getByRole('region', { name: 'Map: click where you are staying to drop a pin' });
  await expect(map.locator('canvas')).toBeVisible({ timeout: 30_000 });
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10);
  await expect(staying.getByText('My accommodation', { exact: true })).toBeVisible();
  await staying.getByLabel('Name of the place').fill('Casa da Avó');
  await expect(staying.getByText('Casa da Avó', { exact: true })).toBeVisible();
  const pinned = (await storedTrip(page))?.tripDetails?.accommodation;
  // Stored only once the form is submitted: read the form's state through the submit instead.
  expect(pinned === undefined || pinned.name === 'Casa da Avó').toBe(true);

  // One-day trip: the departure must come after the arrival.
  const start = addDays(localIsoDate(), 10);
  await calendarDay(page, start).click();
  await calendarDay(page, start).click();
  await page.getByLabel('Arrival on day 1 (optional)').fill('16:00');
  await page.getByLabel('Departure on the last day (optional)').fill('10:00');
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(
    page.getByText('On a one-day trip the departure time must be after the arrival time.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/trip-details$/);

  await page.getByLabel('Departure on the last day (optional)').fill('20:00');
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const trip = await storedTrip(page);
  expect(trip.tripDetails.accommodation).toMatchObject({ name: 'Casa da Avó' });
  expect(Math.abs(trip.tripDetails.accommodation.lat - 38.72)).toBeLessThan(0.2);
  await expect(page.getByText(/^Leave Casa da Avó at /)).toBeVisible({ timeout: 30_000 });
});
