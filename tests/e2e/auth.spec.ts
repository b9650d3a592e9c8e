import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signUpViaApi, toastWithText, uniqueEmail } from './helpers.ts';

test('sign up on /auth, see the avatar menu, log out', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Your name (optional)').fill('Marco Polo');
  await page.getByLabel('Email').fill(uniqueEmail('marco'));
  await page.getByLabel('Password (at least 8 characters)').fill('silk road 1271');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const avatar = page.getByRole('button', { name: 'Account menu for Marco Polo' });
  await expect(avatar).toHaveText('M');
  await expect(page.getByRole('link', { name: 'My Saved Plans' })).toBeVisible();
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(toastWithText(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('clear messages: too-short password, taken email, wrong password', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.request.post('/api/logout', { data: {} });
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password (at least 8 characters)').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password (at least 8 characters)').fill('long enough now');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/An account with this email already exists/)).toBeVisible();

  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email, username or password.')).toBeVisible();
  await expectNoAxeViolations(page, '/auth with errors');
});

test('a signed-in visitor on /auth goes to returnUrl, and returnUrl cannot leave the site', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/auth?returnUrl=%2Fabout');
  await expect(page).toHaveURL(/\/about$/);
  for (const evil of ['//evil.example', 'https://evil.example/x', '/\\evil.example']) {
    await page.goto(`/auth?returnUrl=${encodeURIComponent(evil)}`);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  }
});
