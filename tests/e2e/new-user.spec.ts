// What a new traveller tripped over (issue 21), walked again in a real browser against the real server: the
// explorer carrying a foodie vegan profile and asking before an unsaved plan is replaced, the chat answering from a
// real plan and its dates, the email's link opened signed out, the share page's tags read without JavaScript,
// copying a shared plan, sign-up coming back to where the traveller was going, and the words on the way.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import type { Day } from '../../src/core/activity.ts';
import { persistedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, signUpViaApi, toastWithText, uniqueEmail } from './helpers.ts';

const MAIL_DIR = join(process.cwd(), '.tmp', 'e2e-data', 'mail');

function isoInDays(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function lisbonPlace(page: Page) {
  const res = await page.request.get('/api/places/autocomplete?q=Lisbon');
  const place = (await res.json()).results.find((p: { formatted: string }) =>
    p.formatted.endsWith('Portugal'),
  );
  expect(place).toBeTruthy();
  return place;
}

/** A real plan from the planner for a vegetarian foodie trip to Lisbon, put in the browser as the working plan. */
async function lisbonPlan(page: Page, opts: { startInDays?: number } = {}) {
  const place = await lisbonPlace(page);
  const start = opts.startInDays ?? 20;
  const tripDetails = {
    destination: place.formatted,
    destinationPlace: place,
    startDate: isoInDays(start),
    endDate: isoInDays(start + 3),
    travelers: 2,
    travelStyle: 'foodie',
    interests: ['food', 'history'],
    dietaryPreferences: ['vegetarian'],
    activityLimit: 4,
    activityPace: 'moderate',
  };
  const gen = await page.request.post('/api/generate-itinerary', { data: { tripDetails, seed: 11 } });
  expect(gen.status()).toBe(200);
  const days = (await gen.json()).days as Day[];
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    persistedTrip({ tripDetails, days }),
  ] as const);
  return { tripDetails, days };
}

const cards = (scope: Page | Locator) => scope.getByRole('article');
const titlesOf = (scope: Page | Locator) =>
  cards(scope)
    .getByRole('heading', { level: 4 })
    .allTextContents()
    .then((t) => t.map((x) => x.trim()));

async function storedState(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state, TRIP_STORAGE_KEY);
}

async function mailTo(recipient: string) {
  let file: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(MAIL_DIR)) return false;
        file = readdirSync(MAIL_DIR)
          .map((f) => join(MAIL_DIR, f))
          .find((f) => readFileSync(f, 'utf8').includes(recipient));
        return Boolean(file);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return simpleParser(readFileSync(file!));
}

test('the explorer writes each match for the profile and plans a foodie vegan trip with that profile, asking before an unsaved plan goes', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page);
  // The current plan holds a custom activity that was never saved.
  const { tripDetails } = await lisbonPlan(page);
  const state = await storedState(page);
  state.days[0].activities.push({
    id: 'mine-1',
    title: 'Meet Inês at the kiosk',
    day: 1,
    timeSegment: 'evening',
    order: 99,
    isCustom: true,
    isVegetarian: false,
    isSelected: false,
  });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    persistedTrip(state),
  ] as const);

  await page.goto('/destination-explorer');
  await page.getByLabel('Continent').selectOption('europe');
  await page.getByLabel('Places you have already visited').fill('London; Lisbon');
  const styles = page.getByRole('group', { name: 'Travel styles' });
  await styles.getByRole('button', { name: 'Cultural' }).click();
  await styles.getByRole('button', { name: 'Foodie' }).click();
  await page
    .getByRole('group', { name: 'Interests (optional)' })
    .getByRole('button', { name: 'Food & Cuisine' })
    .click();
  await page
    .getByRole('group', { name: 'Dietary preferences (optional)' })
    .getByRole('button', { name: 'Vegan' })
    .click();
  await page.getByLabel('Pace of a planned trip').selectOption('busy');
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible({
    timeout: 20_000,
  });

  // Each card's match is its own: its places, the vegan diet, no sentence shared by all.
  const results = page.getByRole('article');
  const count = await results.count();
  expect(count).toBeGreaterThan(2);
  const whys: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = results.nth(i);
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('button', { name: `Read more about why ${name} is a match` }).click();
    const dialog = page.getByRole('dialog', { name: `Why ${name} is a match` });
    const text = (await dialog.textContent())!;
    expect(text).toMatch(/meet your Foodie style and your interest in Food & Cuisine\./);
    expect(text).toMatch(/Vegan food at .* in our guide|no vegan place to eat/);
    whys.push(text);
    await page.keyboard.press('Escape');
  }
  expect(new Set(whys).size).toBe(count);
  await expectNoAxeViolations(page, 'explorer results');

  const first = results.first();
  const city = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: `Plan Your Itinerary for ${city}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Save your current plan first?' });
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(`Your plan for ${tripDetails.destination} has changes`);
  await expectNoAxeViolations(page, 'unsaved plan prompt');

  // Cancel: nothing changes.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/destination-explorer$/);
  expect((await storedState(page)).tripDetails.destination).toBe(tripDetails.destination);

  // Save and continue: the Lisbon plan, custom activity included, is in the saved plans; the new trip carries the
  // whole profile, with SPEC.md's dates and travellers.
  await first.getByRole('button', { name: `Plan Your Itinerary for ${city}` }).click();
  await ask.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const plans = (await (await page.request.get('/api/itineraries')).json()) as {
    tripDetails: { destination: string };
    days: Day[];
  }[];
  expect(plans).toHaveLength(1);
  expect(plans[0]!.tripDetails.destination).toBe(tripDetails.destination);
  expect(plans[0]!.days.flatMap((d) => d.activities.map((a) => a.title))).toContain('Meet Inês at the kiosk');
  const trip = (await storedState(page)).tripDetails;
  expect(trip.destination).toContain(city);
  expect(trip).toMatchObject({
    travelStyle: 'foodie',
    interests: ['food'],
    dietaryPreferences: ['vegan'],
    activityPace: 'busy',
    travelers: 2,
    startDate: isoInDays(7),
    endDate: isoInDays(13),
  });
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });

  // The new plan was never saved: planning again asks again; Replace goes ahead without saving.
  await page.goto('/destination-explorer');
  await page.getByLabel('Continent').selectOption('europe');
  await page.getByLabel('Places you have already visited').fill('London; Lisbon');
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible({
    timeout: 20_000,
  });
  const second = page.getByRole('article').nth(1);
  const other = (await second.getByRole('heading', { level: 3 }).textContent())!.trim();
  await second.getByRole('button', { name: `Plan Your Itinerary for ${other}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Save your current plan first?' })
    .getByRole('button', {
      name: 'Replace without saving',
    })
    .click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect((await storedState(page)).tripDetails.destination).toContain(other);
  expect((await (await page.request.get('/api/itineraries')).json()) as unknown[]).toHaveLength(1);
});

test('the chat answers from the plan and its dates, and swaps days and moves a stop after confirming', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page);
  const { days } = await lisbonPlan(page);
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Enhance Day', exact: true }).click();
  const widget = page.getByRole('region', { name: /^Enhance Your Itinerary/ });
  await widget.getByRole('tab', { name: 'Chat' }).click();
  const log = widget.getByRole('log', { name: 'Conversation with the trip assistant' });
  // The invitation speaks of this trip.
  await expect(log).toContainText('Ask me about your Lisbon plan');
  await expect(log).not.toContainText('Louvre');
  const message = widget.getByLabel('Message the trip assistant');
  const say = async (text: string) => {
    const before = await log.locator('[data-role="assistant"]').count();
    await message.fill(text);
    await message.press('Enter');
    await expect
      .poll(() => log.locator('[data-role="assistant"]').count(), { timeout: 20_000 })
      .toBeGreaterThan(before);
    // A suggestion gets an interim reply first; the answer follows once the assistant stops typing.
    await expect(log.getByText('The assistant is typing')).toHaveCount(0, { timeout: 20_000 });
    return (await log.locator('[data-role="assistant"]').last().textContent()) ?? '';
  };

  const lunch = days[1]!.activities.find((a) => a.meal === 'lunch')!;
  const lunchReply = await say("what's for lunch on day 2?");
  expect(lunchReply).toContain(`lunch is at ${lunch.title.replace(/^Lunch at /, '')}`);
  await expect(widget.getByRole('button', { name: /^Apply/ })).toHaveCount(0);

  expect(await say('is anything closed on my dates?')).toMatch(/on your dates \(/i);
  expect(await say('suggest something for the evening')).toContain('your vegetarian diet');
  expect(await say('help')).toMatch(/I can help with your Lisbon plan/);

  // Swap day 1 and day 2, applied only when confirmed.
  const day1 = days[0]!.activities.map((a) => a.title);
  const day2 = days[1]!.activities.map((a) => a.title);
  await say('swap day 1 and day 2');
  const applySwap = widget.getByRole('button', { name: /^Apply: Swap day 1 and day 2/ });
  await expect(applySwap).toBeVisible();
  expect(await titlesOf(page.getByRole('region', { name: 'Day 1 plan' }))).toEqual(day1);
  await expectNoAxeViolations(page, 'chat with a swap proposal');
  await applySwap.click();
  await expect(toastWithText(page, 'Days swapped')).toBeVisible();
  await expect.poll(() => titlesOf(page.getByRole('region', { name: 'Day 1 plan' }))).toEqual(day2);

  // Move a stop to another day at a time.
  const stop = days[0]!.activities.find((a) => !a.meal)!.title;
  await say(`move ${stop} to day 3 at 4 pm`);
  await widget
    .getByRole('button', { name: new RegExp(`^Apply: Move ${stop.replace(/[()]/g, '.')}`) })
    .click();
  const state = await storedState(page);
  const moved = state.days.flatMap((d: Day) => d.activities).find((a: { title: string }) => a.title === stop);
  expect(moved).toMatchObject({ day: 3, timeSegment: 'afternoon', startTime: '4:00 PM', pinned: true });
});

test('the email links to the plan’s share page, which opens signed out; its tags are in the HTML', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  await signUpViaApi(page);
  const { tripDetails, days } = await lisbonPlan(page);
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Your Itinerary' });
  const recipient = uniqueEmail('friend');
  await dialog.getByLabel('Email address').fill(recipient);
  await dialog.getByRole('button', { name: 'Send Itinerary' }).click();
  await expect(toastWithText(page, 'Itinerary sent!')).toBeVisible({ timeout: 20_000 });

  const mail = await mailTo(recipient);
  expect(mail.from?.value[0]).toMatchObject({
    name: 'Wayfarer',
    address: expect.stringMatching(/^no-reply@/),
  });
  const html = String(mail.html);
  expect(html).not.toContain('/itinerary-builder');
  const link = html.match(/href="(https?:\/\/[^"]+\/share\/[A-Za-z0-9_-]{43})"/)?.[1];
  expect(link).toBeTruthy();
  // Times and places as the plan's cards show them.
  const timed = days[0]!.activities.find((a) => a.startTime && a.endTime)!;
  expect(html).toContain(`${timed.startTime} - ${timed.endTime}`);
  expect(html).toContain(timed.location!.replace(/'/g, '&#39;'));

  // The recipient has no account.
  const path = new URL(link!).pathname;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(path);
  await expect(
    visitor.getByRole('heading', { level: 1, name: `Trip to ${tripDetails.destination}` }),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { name: /^Map of day 1/ })).toBeVisible();
  await expect(visitor.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
    timeout: 30_000,
  });
  // The places' pictures load for a viewer without an account.
  const picture = visitor.getByRole('img', { name: days[0]!.activities[0]!.title }).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(visitor, 'share page with map and pictures');
  await visitorContext.close();

  // A link preview reads the page without JavaScript: the title, description, Open Graph and Twitter tags are there.
  const plain = await (await request.get(path)).text();
  expect(plain).toContain(`<title>Trip to ${tripDetails.destination}, `);
  expect(plain).toMatch(/<meta property="og:title" content="Trip to [^"]+ \| Wayfarer" \/>/);
  expect(plain).toMatch(/<meta property="og:description" content="A 4-day itinerary for [^"]+: /);
  expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  expect(plain).toMatch(/<meta name="twitter:title" content="Trip to /);
  const explorer = await (await request.get('/destination-explorer')).text();
  expect(explorer).toContain('<title>Destination explorer | Wayfarer</title>');
  expect(explorer).toContain('<meta property="og:description" content="Find destinations that match');
});

test('sign-up from a shared plan comes back to it, and a signed-in viewer copies it to their trips', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpViaApi(page);
  const { tripDetails, days } = await lisbonPlan(page);
  const saved = await page.request.post('/api/itineraries', { data: { tripDetails, days } });
  const { id } = await saved.json();
  const { token } = await (await page.request.post(`/api/itineraries/${id}/share`)).json();

  const context = await browser.newContext();
  const viewer = await context.newPage();
  await viewer.goto(`/share/${token}`);
  await viewer.getByRole('link', { name: 'Sign in to copy this plan' }).click();
  await expect(viewer).toHaveURL(new RegExp(`/auth\\?returnUrl=%2Fshare%2F${token}$`));
  await viewer.getByRole('tab', { name: 'Create account' }).click();
  await viewer.getByLabel('Email', { exact: true }).fill(uniqueEmail('viewer'));
  await viewer.getByLabel('Password (at least 8 characters)').fill('correct horse battery');
  await viewer.getByRole('button', { name: 'Create account' }).click();
  await expect(viewer).toHaveURL(new RegExp(`/share/${token}$`));

  await viewer.getByRole('button', { name: 'Copy to my trips' }).click();
  await expect(viewer.getByText('Copied to your trips.')).toBeVisible();
  const mine = (await (await viewer.request.get('/api/itineraries')).json()) as { id: string; days: Day[] }[];
  expect(mine).toHaveLength(1);
  expect(mine[0]!.id).not.toBe(id);
  expect(mine[0]!.days.flatMap((d) => d.activities.map((a) => a.title))).toEqual(
    days.flatMap((d) => d.activities.map((a) => a.title)),
  );
  await expectNoAxeViolations(viewer, 'share page after copying');
  await viewer.getByRole('button', { name: 'Open it in the builder' }).click();
  await expect(viewer).toHaveURL(/\/itinerary-builder$/);
  await expect(viewer.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });

  // The top bar's Log in comes back too.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await reader.goto('/about');
  await reader.getByRole('link', { name: 'Log in' }).click();
  await expect(reader).toHaveURL(/\/auth\?returnUrl=%2Fabout$/);
  await reader.getByRole('tab', { name: 'Create account' }).click();
  await reader.getByLabel('Email', { exact: true }).fill(uniqueEmail('reader'));
  await reader.getByLabel('Password (at least 8 characters)').fill('correct horse battery');
  await reader.getByRole('button', { name: 'Create account' }).click();
  await expect(reader).toHaveURL(/\/about$/);
  await other.close();
  await context.close();
});

test('words a traveller reads: no jargon, local time, the configured contact, Fill Free Slots, saved plans on Finalize', async ({
  page,
}) => {
  test.slow();
  await page.goto('/auth');
  await expect(page.getByText('Your account stays private')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/scrypt|hash|HTTP-only|cookie/i);
  await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    'mailto:help@wayfarer.test',
  );
  await page.goto('/privacy');
  await expect(page.locator('main')).not.toContainText(/scrypt|hash|outbox/i);
  await expect(page.locator('main')).toContainText('help@wayfarer.test');

  await signUpViaApi(page);
  await page.goto('/trip-details');
  const box = page.getByRole('combobox', { name: 'Destination' });
  await box.fill('Lisbon');
  const option = page.getByRole('option', { name: /Lisbon.*Portugal/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  const chosen = page.getByText(/Lisbon, .*Portugal, local time \d{1,2}:\d\d [AP]M \(UTC(\+1)?\)/);
  await expect(chosen).toBeVisible();
  await expect(page.locator('main')).not.toContainText('Europe/Lisbon');

  // A saved plan, and another working plan: Finalize opens the saved plans right there.
  const { tripDetails, days } = await lisbonPlan(page);
  await page.request.post('/api/itineraries', { data: { tripDetails, days } });
  const other = await lisbonPlan(page, { startInDays: 40 });
  await page.goto('/itinerary-builder');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Fill Free Slots' })).toHaveAccessibleDescription(
    /keeps everything already planned/,
  );
  await page.goto('/finalize');
  await page.getByRole('button', { name: 'Saved Itinerary' }).click();
  const plansDialog = page.getByRole('dialog', { name: 'My Saved Travel Plans' });
  await expect(plansDialog).toBeVisible();
  await expect(page).toHaveURL(/\/finalize$/);
  await expectNoAxeViolations(page, 'saved plans on finalize');
  await plansDialog.getByRole('button', { name: /^Load/ }).first().click();
  // The working plan was never saved: asked first.
  const ask = page.getByRole('alertdialog', { name: 'Save your current plan first?' });
  await ask.getByRole('button', { name: 'Replace without saving' }).click();
  await expect(page).toHaveURL(/\/finalize$/);
  await expect.poll(async () => (await storedState(page)).tripDetails.startDate).toBe(tripDetails.startDate);
  expect(other.tripDetails.startDate).not.toBe(tripDetails.startDate);
});
