// The builder's layout at a laptop's 1366 px and a phone's 390 px: the day's plan first (tips below it), the map
// beside it; on the phone a sticky day strip, a List / Map switch, an Enhance panel inside the screen and toasts
// clear of the actions; axe clean with a primary button hovered and focused, light and dark.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, setTheme, signUpViaApi } from './helpers.ts';

const START = addDays(localIsoDate(), 10);
const END = addDays(START, 2);

async function openBuilder(page: Page) {
  await signUpViaApi(page);
  const res = await page.request.get('/api/places/autocomplete?q=Paris');
  const paris = (await res.json()).results.find((p: { formatted: string }) => p.formatted.endsWith('France'));
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    storedTrip(paris, START, END),
  ] as const);
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await expect(firstCard(page)).toBeVisible();
}

function firstCard(page: Page): Locator {
  return page
    .getByRole('region', { name: /^Day \d+ plan$/ })
    .getByRole('article')
    .first();
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Axe with the pointer on the primary button, then with keyboard focus on it, in light and in dark. */
async function axeWithPrimaryHoveredAndFocused(page: Page, primary: Locator, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.reload();
    await expect(firstCard(page)).toBeVisible({ timeout: 30_000 });
    await primary.hover();
    await expectNoAxeViolations(page, `${where}, ${theme}, primary button hovered`);
    await primary.focus();
    await expect(primary).toBeFocused();
    await expectNoAxeViolations(page, `${where}, ${theme}, primary button focused`);
  }
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("the day's plan is in view without scrolling past the tips, with the map beside it", async ({
    page,
  }) => {
    test.slow();
    await openBuilder(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The day strip, the heading and the first activity are on the first screen.
    const strip = page.getByRole('navigation', { name: 'Trip days' });
    const heading = page.getByRole('heading', { level: 2, name: /^Day 1 - / });
    for (const part of [strip, heading, firstCard(page)]) {
      await expect(part).toBeInViewport();
    }
    expect((await box(firstCard(page))).y).toBeLessThan(900 - 100);
    // The tips come after the plan, the map stands beside it.
    const tips = page.getByRole('button', { name: /^Destination Tips for / });
    expect((await box(tips)).y).toBeGreaterThan((await box(firstCard(page))).y);
    const map = page.getByRole('complementary', { name: 'Map View' });
    await expect(map).toBeInViewport();
    expect((await box(map)).x).toBeGreaterThan(
      (await box(firstCard(page))).x + (await box(firstCard(page))).width,
    );
    // The summary is one compact bar.
    expect((await box(page.getByRole('region', { name: 'Trip summary' }))).height).toBeLessThan(100);

    await axeWithPrimaryHoveredAndFocused(
      page,
      page.getByRole('button', { name: 'Save Plan' }),
      'builder 1366',
    );
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the day strip stays at the top, List / Map switches views, the actions fit one row', async ({
    page,
  }) => {
    test.slow();
    await openBuilder(page);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // One row of actions: Save Plan, Share and the rest in More.
    const save = page.getByRole('button', { name: 'Save Plan' });
    const more = page.getByRole('button', { name: 'More actions' });
    expect((await box(save)).y).toBe((await box(more)).y);
    await expect(page.getByRole('button', { name: 'My Plans' })).toBeHidden();
    // The plan's toast is a dismissable layer too, and Escape closes the newest layer: let it come first (on a
    // slow machine it appeared after the menu had opened, took the Escape, and the menu stayed open).
    await expect(page.getByText('Itinerary generated!', { exact: true })).toBeVisible();
    await more.click();
    for (const item of ['My Plans', 'Email', 'Fill Free Slots', 'New Plan']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    // The open menu locks the page's scrolling; a wheel turned before the lock is released scrolls nothing.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');

    // Scrolled far down the plan, the day strip is still right under the site's bar, and works.
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const strip = page.getByRole('navigation', { name: 'Trip days' });
    await expect(strip).toBeInViewport();
    expect((await box(strip)).y).toBeLessThan(80);
    const days = strip.getByRole('button');
    await days.nth(1).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Day 2 - / })).toBeVisible();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');

    // The map is one tap away, and the list one tap back.
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Location Map' });
    await expect(map).toBeInViewport({ timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Day 2 plan' })).toBeHidden();
    await expect(page.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
      timeout: 30_000,
    });
    const canvas = await box(page.getByTestId('map-canvas-container'));
    expect(canvas.x).toBeGreaterThanOrEqual(0);
    expect(canvas.x + canvas.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Day 2 plan' })).toBeVisible();
    await expect(map).toBeHidden();
  });

  test('the Enhance panel and dialogs fit the screen; toasts never cover the actions', async ({ page }) => {
    test.slow();
    // A position remembered from a wide screen must not push the panel off a phone's.
    await page.addInitScript(() =>
      localStorage.setItem(
        'wayfarer-enhance-widget',
        JSON.stringify({ open: false, offset: { right: 900, bottom: 600 } }),
      ),
    );
    await openBuilder(page);
    await page.getByRole('button', { name: 'Enhance Day', exact: true }).click();
    const panel = page.getByRole('region', { name: /^Enhance Your Itinerary/ });
    await expect(panel).toBeVisible();
    const p = await box(panel);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.y).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width).toBeLessThanOrEqual(390);
    expect(p.y + p.height).toBeLessThanOrEqual(844);
    await page.getByRole('button', { name: 'Close the Enhance panel' }).click();

    // A dialog: inside the screen.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const d = await box(dialog);
    expect(d.x).toBeGreaterThanOrEqual(0);
    expect(d.x + d.width).toBeLessThanOrEqual(390);
    expect(d.y + d.height).toBeLessThanOrEqual(844);
    // The dialog listens for Escape from the effect that also moves focus into it: painted before that effect ran
    // (a loaded machine), it let an Escape pass and stayed open. Focus inside means it listens.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Save: its toast stays clear of Save Plan and of Continue to Finalize, wherever the page is scrolled.
    const save = page.getByRole('button', { name: 'Save Plan' });
    await save.click();
    const toast = page.locator('li[data-swipe-direction]').filter({ hasText: /saved/i }).first();
    await expect(toast).toBeVisible({ timeout: 15_000 });
    expect(overlap(await box(toast), await box(save))).toBe(false);
    const next = page.getByRole('button', { name: 'Continue to Finalize' });
    await next.scrollIntoViewIfNeeded();
    if (await toast.isVisible()) expect(overlap(await box(toast), await box(next))).toBe(false);

    await axeWithPrimaryHoveredAndFocused(
      page,
      page.getByRole('button', { name: 'Save Plan' }),
      'builder 390',
    );
  });
});
