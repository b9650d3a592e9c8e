// Stored markup in titles, notes and names stays inert text in every page that shows it (issue 10 item 4).
import { expect, test } from '@playwright/test';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import { persistedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { signUpViaApi } from './helpers.ts';

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
const START = addDays(localIsoDate(), 12);

test('markup in a plan is shown as text in the builder, the finalize page and the share page', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpViaApi(page, `Mallory ${HOSTILE}`);
  const tripDetails = {
    destination: `Rome ${HOSTILE}`,
    startDate: START,
    endDate: START,
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['history'],
    dietaryPreferences: [],
    activityLimit: 5,
    activityPace: 'moderate',
  };
  const days = [
    {
      date: START,
      day: 1,
      activities: [
        {
          id: 'hostile-1',
          title: `Colosseum ${HOSTILE}`,
          description: `Ancient arena ${HOSTILE}`,
          day: 1,
          timeSegment: 'morning',
          order: 0,
          startTime: '9:00 AM',
          endTime: '11:00 AM',
          location: `Piazza del Colosseo ${HOSTILE}`,
          notes: `Bring water ${HOSTILE}`,
          isCustom: true,
          isVegetarian: false,
          isSelected: false,
        },
      ],
    },
  ];
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    persistedTrip({ tripDetails, days }),
  ] as const);

  await page.goto('/itinerary-builder');
  await expect(page.getByText(`Colosseum ${HOSTILE}`).first()).toBeVisible({ timeout: 30_000 });
  // The card's expandable area (notes, full address) is built when first opened.
  await page
    .getByRole('button', { name: /Show details/ })
    .first()
    .click();
  await expect(page.getByText(`Bring water ${HOSTILE}`)).toBeVisible();
  await expect(page.getByText(`Piazza del Colosseo ${HOSTILE}`).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);

  await page.goto('/finalize');
  await expect(page.getByText(`Colosseum ${HOSTILE}`).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Saved and shared: the public page shows it as text too.
  const saved = await page.request.post('/api/itineraries', {
    data: {
      name: `Trip to ${tripDetails.destination}`,
      destination: tripDetails.destination,
      date: START,
      tripDetails,
      days,
    },
  });
  expect(saved.status()).toBe(201);
  const share = await page.request.post(`/api/itineraries/${(await saved.json()).id}/share`);
  const { token } = await share.json();
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/share/${token}`);
  await expect(publicPage.getByText(`Colosseum ${HOSTILE}`).first()).toBeVisible();
  expect(await publicPage.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await publicPage.locator('img[src="x"]').count()).toBe(0);
  await visitor.close();
});
