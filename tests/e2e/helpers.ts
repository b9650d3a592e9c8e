import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

let n = 0;
export function uniqueEmail(prefix = 'traveller') {
  n++;
  return `${prefix}-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Creates an account through the API; the page's context then holds the session cookie. */
export async function signUpViaApi(page: Page, displayName = 'Test Traveller') {
  const email = uniqueEmail();
  const res = await page.request.post('/api/register', {
    data: { email, password: 'correct horse battery', displayName },
  });
  expect(res.status()).toBe(201);
  return { email, password: 'correct horse battery', displayName };
}

/** Runs axe on the current page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = '') {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((x) => x.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

export async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

/** The visible toast with this title (Radix also mirrors it into a screen-reader live region). */
export function toastWithText(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

/** dnd-kit's live region, where the spoken drag announcements go. */
export function dragAnnouncements(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion"]');
}

/**
 * Presses `key` while a keyboard drag is held until the announcement matches `until`. Each press waits for the drag
 * to answer (or for a scroll it caused to settle) before the next: presses sent while the window still scrolls are
 * measured against stale positions and a busy machine once lost all twelve of them.
 */
export async function pressUntilAnnounced(
  page: Page,
  key: 'ArrowUp' | 'ArrowDown',
  until: RegExp,
  presses = 20,
) {
  const region = dragAnnouncements(page);
  for (let i = 0; i < presses; i++) {
    const before = (await region.textContent()) ?? '';
    await page.keyboard.press(key);
    await expect
      .poll(async () => (await region.textContent()) ?? '', { timeout: 1500 })
      .not.toBe(before)
      .catch(() => undefined);
    if (until.test((await region.textContent()) ?? '')) return;
  }
  await expect(region).toContainText(until);
}
