import { expect, type Locator, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, formatDateRange, localIsoDate } from '../../src/core/dates.ts';
import { persistedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, setTheme, signUpViaApi, uniqueEmail } from './helpers.ts';

const PARIS = 'Paris, Île-de-France, France';

/** The calendar's button for an ISO date (react-day-picker names days like "Monday, March 9th, 2026"). */
function dayButton(page: Page, iso: string): Locator {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const name = format(new Date(y, m - 1, d), 'PPPP');
  return page.getByRole('button', { name: new RegExp(`(^|, )${name}(,|$)`) });
}

/** The destination suggestions (the calendar's month and year dropdowns have options too). */
function suggestions(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Destinations' }).getByRole('option');
}

/** Presses Tab until `target` has the focus: the form is reached by the keyboard alone. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function storedTrip(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw).state as Record<string, unknown>) : null;
  }, TRIP_STORAGE_KEY);
}

async function chooseDestination(page: Page, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: 'Destination' });
  await box.fill(typed);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  await box.press('ArrowDown');
  while (!(await page.getByRole('option', { name: option, selected: true }).count()))
    await box.press('ArrowDown');
  await box.press('Enter');
}

test('an anonymous visitor signs up on /auth and comes back to /trip-details', async ({ page }) => {
  await page.goto('/trip-details');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Ftrip-details$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('planner'));
  await page.getByLabel('Password (at least 8 characters)').fill('two clicks then go');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/trip-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip Details' })).toBeVisible();
  await expect(
    page.getByText(
      'Tell us about your trip and preferences so we can create a personalized itinerary for you.',
    ),
  ).toBeVisible();
  const progress = page.getByRole('navigation', { name: 'Trip planning progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    '1Trip Details',
    '2Customize Itinerary',
    '3Finalize & Export',
  ]);
  await expect(progress.locator('[aria-current="step"]')).toHaveText('1Trip Details');
});

test('the form filled by keyboard alone, submitted, reloaded and edited', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/trip-details');
  const today = localIsoDate();
  const end = addDays(today, 3);

  // Defaults of SPEC.md.
  await expect(page.getByLabel('Number of travelers')).toHaveValue('2');
  await expect(page.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Moderate' })).toBeChecked();
  await expect(page.getByRole('slider', { name: 'Daily activity limit' })).toHaveAttribute(
    'aria-valuenow',
    '5',
  );
  for (const style of ['Relaxed', 'Foodie', 'Adventure', 'Romantic', 'Cultural', 'Outdoorsy', 'Luxury']) {
    await expect(page.getByRole('radio', { name: style })).toBeVisible();
  }
  await expect(page.getByRole('group', { name: 'Interests' }).getByRole('checkbox')).toHaveCount(12);
  await expect(page.getByRole('group', { name: 'Dietary preferences' }).getByRole('checkbox')).toHaveCount(6);
  await expect(
    page.getByText('For the best itinerary experience, trips are limited to 7 days maximum.'),
  ).toBeVisible();

  // Destination: type, arrows, Enter (the ARIA combobox pattern).
  const box = page.getByRole('combobox', { name: 'Destination' });
  await tabTo(page, box);
  await page.keyboard.type('pari');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = suggestions(page).first();
  await expect(first).toHaveAccessibleName(PARIS);
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp'); // wraps to the last option
  await expect(suggestions(page).last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(PARIS);
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Dates: Tab into the calendar grid (today has the focus), Enter, three days on, Enter.
  await tabTo(page, dayButton(page, today));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Now choose the last day of your trip/)).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dayButton(page, end)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${formatDateRange(today, end)} (4 days)`)).toBeVisible();

  // Travellers, style, interests, diet, activity limit, pace.
  await tabTo(page, page.getByLabel('Number of travelers'));
  await page.keyboard.press('ArrowUp');
  await tabTo(page, page.getByRole('radio', { name: 'Relaxed' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Foodie' })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'History' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Food & Cuisine' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Vegetarian' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('slider', { name: 'Daily activity limit' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Up to 7 activities/day')).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: /Moderate/ }));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /Light/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to Itinerary' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const expected = {
    destination: PARIS,
    destinationPlace: {
      id: '2988507',
      name: 'Paris',
      formatted: PARIS,
      lat: expect.closeTo(48.85, 1),
      lng: expect.closeTo(2.35, 1),
      timeZone: 'Europe/Paris',
      countryCode: 'FR',
    },
    startDate: today,
    endDate: end,
    travelers: 3,
    travelStyle: 'foodie',
    interests: ['history', 'food'],
    dietaryPreferences: ['vegetarian'],
    activityLimit: 7,
    activityPace: 'light',
  };
  expect((await storedTrip(page))?.tripDetails).toEqual(expected);

  // A reload loses nothing; coming back shows every stored value.
  await page.reload();
  expect((await storedTrip(page))?.tripDetails).toEqual(expected);
  await page.goto('/trip-details');
  await expect(box).toHaveValue(PARIS);
  await expect(page.getByText(`${formatDateRange(today, end)} (4 days)`)).toBeVisible();
  await expect(page.getByLabel('Number of travelers')).toHaveValue('3');
  await expect(page.getByRole('radio', { name: 'Foodie' })).toBeChecked();
  for (const name of ['History', 'Food & Cuisine', 'Vegetarian']) {
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  }
  await expect(page.getByRole('checkbox', { name: 'Beaches' })).not.toBeChecked();
  await expect(page.getByRole('slider', { name: 'Daily activity limit' })).toHaveAttribute(
    'aria-valuenow',
    '7',
  );
  await expect(page.getByRole('radio', { name: /Light/ })).toBeChecked();

  // Edit and continue again.
  await page.getByLabel('Number of travelers').fill('4');
  await page.getByRole('checkbox', { name: 'Museums' }).check();
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect((await storedTrip(page))?.tripDetails).toEqual({
    ...expected,
    travelers: 4,
    interests: ['history', 'food', 'museums'],
  });
});

test('every validation message, the 7-day limit and the disabled days', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/trip-details');
  const today = localIsoDate();
  const continueButton = page.getByRole('button', { name: 'Continue to Itinerary' });

  await continueButton.click();
  await expect(page.getByText('Destination is required.')).toBeVisible();
  await expect(page.getByText('Choose your travel dates.')).toBeVisible();
  await expect(page.getByText('Select at least one interest.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Destination' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveAttribute('aria-invalid', 'true');

  // Text that matches no place is not sent on.
  const box = page.getByRole('combobox', { name: 'Destination' });
  await box.fill('Qxzvqxzv');
  await expect(
    page.getByText('No places match “Qxzvqxzv”. Check the spelling or try a nearby city.'),
  ).toBeVisible();
  await expect(
    page.getByText('We could not find that place. Choose a destination from the list.'),
  ).toBeVisible();
  // Typed text that is exactly a place found counts as choosing it.
  await box.fill('kyoto');
  await expect(suggestions(page).first()).toHaveText(/^Kyoto, /);
  await box.blur();
  await expect(box).toHaveValue(/^Kyoto, .*Japan$/);
  await expect(
    page.getByText('We could not find that place. Choose a destination from the list.'),
  ).toBeHidden();
  await expect(page.getByText('Destination is required.')).toBeHidden();

  // Two months with Month and Year dropdowns and SPEC.md's navigation labels.
  await expect(page.locator('#dates .rdp-month')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Go to next month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to previous month' })).toBeDisabled(); // nothing before today

  // Past days are disabled; with only a start chosen, days more than 7 days away are too.
  const yesterday = addDays(today, -1);
  if (yesterday.slice(0, 7) === today.slice(0, 7)) await expect(dayButton(page, yesterday)).toBeDisabled();
  await dayButton(page, today).click();
  await expect(page.getByText('Choose an end date.')).toBeVisible();
  await expect(dayButton(page, addDays(today, 8))).toBeDisabled();
  await expect(dayButton(page, addDays(today, 7))).toBeEnabled();
  // A longer range is clamped to start + 6.
  await dayButton(page, addDays(today, 7)).click();
  await expect(
    page.getByText(
      `${formatDateRange(today, addDays(today, 6))} (7 days). Trips are limited to 7 days, so the end`,
    ),
  ).toBeVisible();
  await expect(page.getByText('Choose an end date.')).toBeHidden();
  await expect(dayButton(page, addDays(today, 20))).toBeEnabled(); // a third click starts over

  await page.getByRole('checkbox', { name: 'Beaches' }).check();
  await expect(page.getByText('Select at least one interest.')).toBeHidden();

  const travelers = page.getByLabel('Number of travelers');
  await travelers.fill('');
  await expect(page.getByText('At least 1 traveler is required.')).toBeVisible();
  await travelers.fill('0');
  await continueButton.click();
  await expect(page.getByText('At least 1 traveler is required.')).toBeVisible();
  await expect(page).toHaveURL(/\/trip-details$/);
  await expectNoAxeViolations(page, '/trip-details with errors');
  await travelers.fill('1');
  await continueButton.click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect((await storedTrip(page))?.tripDetails).toMatchObject({
    destinationPlace: { name: 'Kyoto', countryCode: 'JP' },
    startDate: today,
    endDate: addDays(today, 6),
    travelers: 1,
    interests: ['beaches'],
  });
});

test('a new destination or new dates drop the itinerary built for the old trip', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/trip-details');
  const today = localIsoDate();
  const oldTrip = {
    destination: PARIS,
    startDate: today,
    endDate: addDays(today, 1),
    travelers: 2,
    travelStyle: 'relaxed',
    interests: ['history'],
    dietaryPreferences: [],
    activityLimit: 5,
    activityPace: 'moderate',
  };
  // The builder keeps a plan that has activities (and would build one for empty days), so the seed has one.
  const louvre = {
    id: 'a1',
    title: 'Picnic with Camille',
    day: 1,
    timeSegment: 'morning',
    order: 0,
    isCustom: true,
    isVegetarian: false,
    isSelected: false,
  };
  const days = [{ day: 1, date: today, activities: [louvre] }];
  const titles = async () =>
    ((await storedTrip(page))?.days as { activities: { title: string }[] }[] | null)?.flatMap((d) =>
      d.activities.map((a) => a.title),
    ) ?? [];
  const seed = (state: Parameters<typeof persistedTrip>[0]) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      TRIP_STORAGE_KEY,
      persistedTrip(state),
    ] as const);

  // Same trip, other preferences: the itinerary stays.
  await seed({ tripDetails: oldTrip, days, savedPlanId: 'plan-1' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Destination' })).toHaveValue(PARIS);
  await page.getByRole('checkbox', { name: 'Museums' }).check();
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect(await storedTrip(page)).toMatchObject({ savedPlanId: 'plan-1' });
  expect(await titles()).toContain('Picnic with Camille');

  // Another destination: days and the saved plan link are dropped.
  await page.goto('/trip-details');
  await chooseDestination(page, 'rome', /^Rome, .*Italy$/);
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect(await storedTrip(page)).toMatchObject({ savedPlanId: null });
  expect(await titles()).not.toContain('Picnic with Camille');
  expect((await storedTrip(page))?.tripDetails).toMatchObject({ destinationPlace: { name: 'Rome' } });

  // Other dates: the same.
  await seed({ tripDetails: oldTrip, days, savedPlanId: 'plan-1' });
  await page.goto('/trip-details');
  await dayButton(page, addDays(today, 2)).click();
  await dayButton(page, addDays(today, 3)).click();
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  expect(await storedTrip(page)).toMatchObject({ savedPlanId: null });
  expect(await titles()).not.toContain('Picnic with Camille');
});

test('basic location search when the search endpoint is down', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/places/autocomplete**', (route) => route.abort());
  await page.goto('/trip-details');
  const box = page.getByRole('combobox', { name: 'Destination' });
  await box.fill('pa');
  await expect(page.getByText('Using basic location search')).toBeVisible();
  await expect(suggestions(page)).toHaveText(['Paris']);
  await box.fill('AN');
  await expect(suggestions(page)).toHaveText(['Los Angeles', 'Bangkok', 'Istanbul', 'Rio de Janeiro']);
  await box.fill('e');
  await expect(page.getByRole('listbox', { name: 'Destinations' })).toBeHidden();
  await box.fill('pra');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue('Prague');
  // The list hides 200 ms after the field loses focus.
  await box.fill('ber');
  await expect(suggestions(page).filter({ hasText: 'Berlin' })).toBeVisible();
  await box.blur();
  await expect(page.getByRole('listbox', { name: 'Destinations' })).toBeHidden();
  await expect(box).toHaveValue('ber');
  await box.fill('Prague');

  const today = localIsoDate();
  await dayButton(page, today).click();
  await dayButton(page, addDays(today, 2)).click();
  await page.getByRole('checkbox', { name: 'Architecture' }).check();
  await expectNoAxeViolations(page, '/trip-details basic location search');
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const stored = (await storedTrip(page))?.tripDetails as Record<string, unknown>;
  expect(stored.destination).toBe('Prague');
  expect(stored.destinationPlace).toBeUndefined();
});

test('basic location search when the search endpoint takes longer than 5 s', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/places/autocomplete**', () => {}); // never answers
  await page.goto('/trip-details');
  await page.getByRole('combobox', { name: 'Destination' }).fill('ro');
  await expect(page.getByText('Using basic location search')).toBeHidden();
  await expect(page.getByText('Using basic location search')).toBeVisible({ timeout: 8000 });
  await expect(suggestions(page)).toHaveText(['Rome', 'Rio de Janeiro']);
});

for (const theme of ['light', 'dark'] as const) {
  test(`/trip-details passes axe (${theme}), with the suggestion list open`, async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/about');
    await setTheme(page, theme);
    await page.goto('/trip-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Trip Details' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoAxeViolations(page, `/trip-details ${theme}`);
    await page.getByRole('combobox', { name: 'Destination' }).fill('new y');
    await expect(suggestions(page).first()).toHaveAccessibleName('New York City, New York, United States');
    await page.getByRole('combobox', { name: 'Destination' }).press('ArrowDown');
    const today = localIsoDate();
    // Clicked by event, not by pointer: in the first week of a month the open list lies over today's button.
    await dayButton(page, today).dispatchEvent('click');
    await dayButton(page, addDays(today, 1)).dispatchEvent('click');
    await expectNoAxeViolations(page, `/trip-details ${theme} with list and range`);
  });
}
