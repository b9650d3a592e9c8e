import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, setTheme } from './helpers.ts';

const PUBLIC_PAGES = [
  { path: '/', heading: /Your perfect trip, planned/ },
  { path: '/auth', heading: /Welcome to Wayfarer/ },
  { path: '/about', heading: 'About Wayfarer' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

for (const theme of ['light', 'dark'] as const) {
  for (const p of PUBLIC_PAGES) {
    test(`${p.path} renders and passes axe (${theme})`, async ({ page }) => {
      await page.goto('/about');
      await setTheme(page, theme);
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page, `${p.path} ${theme}`);
    });
  }
}

test('home page has every section and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Wayfarer');
  for (const name of ['How It Works', 'Why Choose Wayfarer', 'Not Sure Where to Go?', 'Key Features']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Why Choose Wayfarer' }).getByRole('listitem')).toHaveCount(
    6,
  );
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/trip-details');
  await expect(main.getByRole('link', { name: 'Start Planning Now' })).toHaveAttribute(
    'href',
    '/trip-details',
  );
  await expect(main.getByRole('link', { name: 'Create Your Itinerary' })).toHaveAttribute(
    'href',
    '/trip-details',
  );
  await expect(main.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/trip-details');
  await expect(main.getByRole('link', { name: 'Explore Options' })).toHaveAttribute(
    'href',
    '/destination-explorer',
  );
  await expect(main.getByRole('link', { name: 'Explore Destinations' }).first()).toHaveAttribute(
    'href',
    '/destination-explorer',
  );
  const meta = await page.locator('meta[name="description"]').getAttribute('content');
  expect(meta).toMatch(/day-by-day/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Wayfarer');
});

test('the theme survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the not-found screen explains itself', async ({ page }) => {
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/add the page to the router/)).toBeVisible();
});

test('/auth shows an error query under Authentication Error', async ({ page }) => {
  await page.goto('/auth?error=The%20provider%20refused');
  await expect(page.getByRole('alert').filter({ hasText: 'Authentication Error' })).toContainText(
    'The provider refused',
  );
  await page.goto('/auth');
  await expect(page.getByText('Your account stays private')).toBeVisible();
});

test('the shell works on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('menuitem', { name: 'Find Destinations' }).click();
  await expect(page).toHaveURL(/destination-explorer/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('a visitor who never signed in is not asked about a session, and the console stays clean', async ({
  page,
}) => {
  const userRequests: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/user') userRequests.push(req.url());
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Your perfect trip, planned/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await page.goto('/trip-details');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Ftrip-details$/);
  expect(userRequests).toEqual([]);
  expect(errors).toEqual([]);
});
