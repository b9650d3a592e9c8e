import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, setTheme, signUpViaApi } from './helpers.ts';

// The plan is saved through the saved-plans API (SPEC.md section 7: POST /api/itineraries), then shared.
const tripDetails = {
  destination: 'Paris, France',
  startDate: '2026-05-03',
  endDate: '2026-05-04',
  travelers: 2,
  travelStyle: 'cultural',
  interests: ['history'],
  dietaryPreferences: [],
  activityLimit: 5,
  activityPace: 'moderate',
};
const activity = (id: string, title: string, timeSegment: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  day: 1,
  timeSegment,
  order: 0,
  isCustom: false,
  isVegetarian: false,
  isSelected: false,
  ...extra,
});
const days = [
  {
    date: '2026-05-03',
    day: 1,
    activities: [
      activity('a1', 'Louvre Museum', 'morning', {
        startTime: '9:00 AM',
        endTime: '11:00 AM',
        notes: 'Book ahead.',
      }),
      activity('a2', '<script>window.__pwned = true</script> Seine walk', 'evening', {
        location: 'Quai de Conti',
      }),
    ],
  },
  { date: '2026-05-04', day: 2, activities: [] },
];

test('a shared plan opens signed out, read-only, and stops opening once revoked', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const saved = await page.request.post('/api/itineraries', {
    data: {
      name: 'Trip to Paris, France',
      destination: 'Paris, France',
      date: 'May 3 - May 4, 2026',
      tripDetails,
      days,
    },
  });
  expect(saved.status()).toBe(201);
  const { id } = await saved.json();
  const share = await page.request.post(`/api/itineraries/${id}/share`);
  expect(share.status()).toBe(201);
  const { token, url } = await share.json();
  expect(url).toMatch(new RegExp(`/share/${token}$`));

  // A visitor with no session at all.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/share/${token}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Trip to Paris, France' })).toBeVisible();
  await expect(visitor).toHaveTitle('Trip to Paris, France, May 3 - May 4, 2026 | Wayfarer');
  await expect(visitor.getByRole('heading', { level: 2, name: 'Day 1 - Sunday, May 3' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 4, name: 'Louvre Museum' })).toBeVisible();
  await expect(visitor.getByText('9:00 AM - 11:00 AM')).toBeVisible();
  await expect(visitor.getByText('No activities planned for this day.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 4, name: /<script>.*Seine walk/ })).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(visitor.getByRole('button', { name: /edit|remove|delete/i })).toHaveCount(0);
  await expectNoAxeViolations(visitor, 'share page light');
  await setTheme(visitor, 'dark');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Trip to Paris, France' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'share page dark');

  expect((await page.request.delete(`/api/itineraries/${id}/share`)).status()).toBe(204);
  await visitor.reload();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This itinerary is not shared' }),
  ).toBeVisible();
  await expectNoAxeViolations(visitor, 'revoked share');
  await visitorContext.close();
});

test('a wrong share link says the plan is not shared', async ({ page }) => {
  await page.goto(`/share/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This itinerary is not shared' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Wayfarer' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page, 'wrong share token');
});
