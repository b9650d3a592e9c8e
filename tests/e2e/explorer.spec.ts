import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import { expectNoAxeViolations, setTheme, signUpViaApi } from './helpers.ts';

/** The shipped knowledge base's destinations, read from the data files (name -> continent). */
const DESTINATIONS_DIR = join(import.meta.dirname, '..', '..', 'data', 'knowledge', 'destinations');
const CONTINENT_OF = new Map(
  readdirSync(DESTINATIONS_DIR).map((f) => {
    const { destination } = JSON.parse(readFileSync(join(DESTINATIONS_DIR, f), 'utf8'));
    return [destination.name as string, destination.continent as string];
  }),
);

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

interface StoredTrip {
  state: { tripDetails: Record<string, unknown> | null; days: unknown; savedPlanId: unknown };
}

const storedTrip = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as StoredTrip | null,
    TRIP_STORAGE_KEY,
  );

/** The browser's local date plus n days, as the app computes it. */
const localDatePlus = (page: Page, days: number) =>
  page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);

const cards = (page: Page) => page.getByRole('article');
const cardNames = async (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

test('travel profile by keyboard, recommendations, dialogs, a bookmark that survives a reload, and planning', async ({
  page,
}) => {
  // Axe runs six times here (form, errors, results, three dialogs).
  test.setTimeout(180_000);
  await signUpViaApi(page);
  await page.goto('/destination-explorer');
  await expect(page.getByRole('heading', { level: 1, name: 'Destination Explorer' })).toBeVisible();
  await expect(page).toHaveTitle(/Destination explorer/);
  const how = page.getByRole('region', { name: 'How It Works' });
  for (const step of ['Select Preferences', 'Get Matched Destinations', 'Start Planning Your Trip']) {
    await expect(how.getByText(step)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Your Travel Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Cultural/ })).toHaveAttribute('aria-pressed', 'true');
  const slider = page.getByRole('slider', { name: 'Adventure level' });
  await expect(slider).toHaveAttribute('aria-valuenow', '3');
  await expectNoAxeViolations(page, 'explorer form');

  // Every message, in SPEC.md's words.
  await page.getByRole('button', { name: /Cultural/ }).press('Space');
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).press('Enter');
  await expect(page.getByText('Please select a continent.')).toBeVisible();
  await expect(page.getByText('Please enter your previous travel destinations.')).toBeVisible();
  await expect(page.getByText('Please select at least one travel interest.')).toBeVisible();
  await expectNoAxeViolations(page, 'explorer form with errors');

  // Fill the form with the keyboard only.
  await page.getByLabel('Continent').focus();
  await page.keyboard.press('e'); // Europe
  await expect(page.getByLabel('Continent')).toHaveValue('europe');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Places you have already visited')).toBeFocused();
  await page.keyboard.type('Paris; ROME;barcelona ; Lisboa, Portugal;Wien; Iceland');
  await page.getByRole('button', { name: 'Foodie' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab'); // Outdoorsy
  await page.keyboard.press('Shift+Tab'); // Cultural
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Foodie/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Cultural/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Museums' }).focus();
  await page.keyboard.press('Space');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '4');
  await expect(page.getByText('Levels 4 and 5 favour hidden gems')).toBeVisible();

  // Hold the answer back a moment so the generating state can be seen.
  let sent: Record<string, unknown> | null = null;
  await page.route('**/api/destination-recommendations', async (route) => {
    sent = route.request().postDataJSON();
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Generating Recommendations...' })).toBeDisabled();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your Personalized Recommendations' }),
  ).toBeVisible();
  expect(sent).toMatchObject({
    continent: 'europe',
    travelStyle: ['foodie', 'cultural'],
    travelStyleSecondary: 'cultural',
    interests: ['museums'],
    adventureLevel: 4,
    preferenceType: 'hidden-gems',
  });
  await page.unroute('**/api/destination-recommendations');

  // On the chosen continent, none of them a previous visit (by name, another language's name or country).
  const names = await cardNames(page);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(CONTINENT_OF.get(name), name).toBe('europe');
    expect(['paris', 'rome', 'barcelona', 'lisbon', 'vienna', 'reykjavik']).not.toContain(fold(name));
  }
  // The form sits in a side panel now.
  await expect(page.getByRole('button', { name: 'Find More Destinations' })).toBeVisible();
  await expect(
    page.getByRole('complementary').getByRole('heading', { name: 'Your Travel Profile' }),
  ).toBeVisible();

  const first = cards(page).first();
  const firstName = names[0]!;
  await expect(
    first.getByRole('img', { name: /^[123] of 3 stars: (High|Medium|Low) popularity$/ }),
  ).toBeVisible();
  await expect(first.getByRole('heading', { level: 4, name: "Why It's a Match" })).toBeVisible();
  await expect(first.getByRole('heading', { level: 4, name: 'Local Tip' })).toBeVisible();
  // Region chips: at most three, then '+N more'.
  const chips = first.getByRole('list', { name: 'Regions and towns' }).getByRole('listitem');
  const chipTexts = await chips.allTextContents();
  expect(chipTexts.filter((t) => !/^\+\d+ more$/.test(t)).length).toBeLessThanOrEqual(3);
  // The picture falls back to a drawn illustration when the photo service does not answer.
  await expect(first.locator('svg[aria-hidden="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page, 'explorer results');

  for (const [button, title] of [
    ['Read full description', new RegExp(`^${firstName}, `)],
    ['Read more', `Why ${firstName} is a match`],
    ['Read full tip', `Local tip for ${firstName}`],
  ] as const) {
    await first.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expectNoAxeViolations(page, `${button} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Save for Later really saves, and shows its state.
  const saveButton = first.getByRole('button', { name: /Save for Later/ });
  await saveButton.click();
  const savedButton = first.getByRole('button', { name: new RegExp(`^Saved ${firstName}$`) });
  await expect(savedButton).toHaveAttribute('aria-pressed', 'true');
  const savedSection = page.getByRole('region', { name: 'Saved destinations' });
  await expect(savedSection.getByRole('button', { name: `Remove ${firstName}` })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Travel Profile' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Saved destinations' })
      .getByRole('button', { name: `Remove ${firstName}` }),
  ).toBeVisible();

  // Plan Your Itinerary from the saved list: the trip details SPEC.md names, then the builder.
  await page.getByRole('button', { name: `Plan your itinerary for ${firstName}` }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const stored = await storedTrip(page);
  const details = stored!.state.tripDetails!;
  expect(details).toMatchObject({
    startDate: await localDatePlus(page, 7),
    endDate: await localDatePlus(page, 13),
    travelers: 2,
    activityLimit: 3,
    activityPace: 'light',
    travelStyle: 'cultural',
    dietaryPreferences: [],
  });
  expect(String(details.destination)).toContain(firstName === 'Reykjavik' ? 'Reykjav' : firstName);
  expect(details.destinationPlace).toMatchObject({ formatted: details.destination });
  expect((details.interests as string[]).length).toBeGreaterThan(0);
  // No itinerary of an earlier trip: none yet, or the one the builder starts for these dates.
  for (const day of (stored!.state.days ?? []) as { date: string }[]) {
    expect(day.date >= String(details.startDate) && day.date <= String(details.endDate)).toBe(true);
  }
  expect(stored!.state.savedPlanId).toBeNull();
});

test('Plan Your Itinerary on a card uses the chosen styles, and removing a bookmark updates the card', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/about');
  await setTheme(page, 'dark');
  await page.goto('/destination-explorer');
  await page.getByLabel('Continent').selectOption('oceania');
  await page.getByLabel('Places you have already visited').fill('none');
  await page.getByRole('button', { name: 'Outdoorsy' }).click();
  await page.getByRole('button', { name: /Cultural/ }).click(); // leaves outdoorsy as the only style
  await page.getByRole('button', { name: 'Foodie' }).click();
  await page.getByRole('button', { name: 'Hiking' }).click();
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible();
  for (const name of await cardNames(page)) expect(CONTINENT_OF.get(name), name).toBe('oceania');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page, 'explorer results (dark)');

  const first = cards(page).first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: /Save for Later/ }).click();
  await expect(first.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('region', { name: 'Saved destinations' })
    .getByRole('button', { name: `Remove ${name}` })
    .click();
  await expect(first.getByRole('button', { name: /Save for Later/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByText("Nothing saved yet. Use 'Save for Later'")).toBeVisible();

  // Find More Destinations from the side panel: the layout stays, the list follows the new profile.
  await page.getByLabel('Places you have already visited').fill(`none; ${name}`);
  await page.route('**/api/destination-recommendations', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Find More Destinations' }).click();
  // While the new list is generated, the old one and the side panel stay.
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Generating Recommendations...' }),
  ).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible();
  await expect(
    page.getByRole('complementary').getByRole('button', { name: 'Find More Destinations' }),
  ).toBeEnabled();
  await page.unroute('**/api/destination-recommendations');
  await expect(cards(page).getByRole('heading', { level: 3, name })).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();

  const next = cards(page).first();
  const nextName = (await next.getByRole('heading', { level: 3 }).textContent())!;
  await next.getByRole('button', { name: `Plan Your Itinerary for ${nextName}` }).click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const details = (await storedTrip(page))!.state.tripDetails!;
  expect(details.travelStyle).toBe('outdoorsy');
  // The remaining selections: foodie (a style, mapped to food interests) and hiking.
  expect(details.interests).toEqual(expect.arrayContaining(['food', 'hiking']));
});

test('a failed request shows the error toast', async ({ page }) => {
  await signUpViaApi(page);
  await page.route('**/api/destination-recommendations', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.goto('/destination-explorer');
  await page.getByLabel('Continent').selectOption('asia');
  await page.getByLabel('Places you have already visited').fill('Tokyo');
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).click();
  await expect(page.getByText('Error generating recommendations', { exact: true })).toBeVisible();
  await expect(
    page.getByText("We couldn't generate recommendations. Please try again.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find My Perfect Destinations' })).toBeEnabled();
});

test('profile: save name and preferences, which prefill the explorer and the planned trip', async ({
  page,
}) => {
  await signUpViaApi(page, 'Nellie Bly');
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu for Nellie Bly' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page).toHaveTitle(/Your profile/);
  await expectNoAxeViolations(page, 'profile');

  await page.getByLabel('Display name').fill('Nellie Bly, Journalist');
  const styles = page.getByRole('group', { name: 'Travel styles' });
  await styles.getByRole('button', { name: 'Foodie' }).click();
  await styles.getByRole('button', { name: 'Outdoorsy' }).click();
  await page.getByRole('group', { name: 'Interests' }).getByRole('button', { name: 'Nature' }).click();
  await page
    .getByRole('group', { name: 'Dietary preferences' })
    .getByRole('button', { name: 'Vegan' })
    .click();
  await page.getByLabel('Pace').selectOption('light');
  await page.getByLabel('Home continent').selectOption('oceania');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Nellie Bly, Journalist' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Nellie Bly, Journalist');
  await expect(
    page.getByRole('group', { name: 'Travel styles' }).getByRole('button', { name: 'Foodie' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Home continent')).toHaveValue('oceania');
  await expect(page.getByLabel('Pace')).toHaveValue('light');

  await page.goto('/destination-explorer');
  await expect(page.getByLabel('Continent')).toHaveValue('oceania');
  await expect(page.getByRole('button', { name: /Foodie/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Outdoorsy/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /Cultural/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Nature' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Places you have already visited').fill('Sydney');
  await page.getByRole('button', { name: 'Find My Perfect Destinations' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible();
  expect(await cardNames(page)).not.toContain('Sydney');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Plan Your Itinerary/ })
    .click();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  const details = (await storedTrip(page))!.state.tripDetails!;
  expect(details.travelStyle).toBe('foodie');
  expect(details.dietaryPreferences).toEqual(['vegan']);
  expect(details.interests).toEqual(expect.arrayContaining(['nature']));
});

test('account deletion asks for DELETE, then signs out and goes home', async ({ page }) => {
  const { email, password } = await signUpViaApi(page, 'Short Lived');
  await page.request.post('/api/bookmarks', {
    data: {
      destinationKey: 'x',
      data: {
        destinationId: 'x',
        name: 'X',
        country: 'Y',
        description: '',
        whyMatch: '',
        regionsTowns: [],
        activities: [],
        popularityLevel: 'Low',
        popularityContext: '',
        localTip: '',
        place: { id: '1', name: 'X', formatted: 'X, Y', lat: 0, lng: 0 },
      },
    },
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('delete');
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page, 'delete account dialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByText('Account deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const login = await page.request.post('/api/login', { data: { email, password } });
  expect(login.status()).toBe(401);
});
