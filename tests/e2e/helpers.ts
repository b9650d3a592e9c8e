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

/**
 * Keeps every toast the page shows, from its first script on (call before the first navigation). A toast lasts 5 s
 * (SPEC.md), and on a loaded machine a click has taken 4 s to return and the assertion after it 3 s more to start:
 * the toast was gone before it was looked for.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: Element[] = [];
    Object.assign(window, { shownToasts: shown, checkedToasts: new WeakSet<Element>() });
    // Kept once it is visible, as toBeVisible would have seen it (attributes too: Radix opens it by its state).
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('li[data-swipe-direction]'))
        if (!shown.includes(toast) && toast.checkVisibility()) shown.push(toast);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Waits until the page has shown a toast holding `text` (each of them, for a list) that no earlier call took, and
 * takes it: saving twice needs two toasts.
 */
export async function expectToastShown(page: Page, text: string | string[], { timeout = 10_000 } = {}) {
  const texts = typeof text === 'string' ? [text] : text;
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const { shownToasts, checkedToasts } = window as unknown as {
            shownToasts?: Element[];
            checkedToasts?: WeakSet<Element>;
          };
          const toast = shownToasts?.find(
            (t) => !checkedToasts!.has(t) && wanted.every((w) => (t.textContent ?? '').includes(w)),
          );
          if (toast) checkedToasts!.add(toast);
          return Boolean(toast);
        }, texts),
      { message: `a new toast with ${texts.join(' / ')}`, timeout },
    )
    .toBe(true);
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
