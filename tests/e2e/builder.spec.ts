// The itinerary builder (step 2 of 3) against the real server: a plan computed for Paris, edited by mouse and
// keyboard, enhanced from a suggestion card and the chat, saved, loaded, deleted, auto-built and emailed.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { format } from 'date-fns';
import { addDays, localIsoDate } from '../../src/core/dates.ts';
import { storedTrip, TRIP_STORAGE_KEY } from '../support/stored-trip.ts';
import {
  dragAnnouncements,
  expectNoAxeViolations,
  expectToastShown,
  pressUntilAnnounced,
  recordToasts,
  setTheme,
  signUpViaApi,
} from './helpers.ts';

const START = addDays(localIsoDate(), 10);
const END = addDays(START, 2);

interface TripOverrides {
  travelStyle?: string;
  interests?: string[];
  travelers?: number;
  activityLimit?: number;
}

/** Signs up and stores trip details for Paris (a real place from the destination search), then opens the builder. */
async function openBuilderForParis(page: Page, overrides: TripOverrides = {}, waitForPlan = true) {
  await signUpViaApi(page);
  const res = await page.request.get('/api/places/autocomplete?q=Paris');
  const paris = (await res.json()).results.find((p: { formatted: string }) => p.formatted.endsWith('France'));
  expect(paris).toBeTruthy();
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    TRIP_STORAGE_KEY,
    storedTrip(paris, START, END, overrides),
  ] as const);
  await page.goto('/itinerary-builder');
  if (!waitForPlan) return;
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible();
  await mapReady(page);
}

/**
 * Waits for the day's map to finish drawing: in a headless browser without a GPU, MapLibre's start keeps the page
 * busy for seconds, long enough for a short toast to come and go unseen.
 */
async function mapReady(page: Page) {
  await expect(page.getByTestId('map-canvas-container')).toHaveAttribute('data-state', 'complete', {
    timeout: 30_000,
  });
  // Shown once the GPU has drawn it.
  await expect(page.getByTestId('map-canvas-container')).toBeVisible();
}

function section(page: Page, segment: 'Morning' | 'Afternoon' | 'Evening'): Locator {
  return page.getByRole('region', { name: new RegExp(`^${segment} \\(`) });
}
function cards(page: Page): Locator {
  return page.getByRole('region', { name: /^Day \d+ plan$/ }).getByRole('article');
}
function cardTitles(scope: Locator): Promise<string[]> {
  return scope.getByRole('article').getByRole('heading', { level: 4 }).allInnerTexts();
}
function card(page: Page, title: string): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 4, name: title, exact: true }) });
}
async function storedDays(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.days, TRIP_STORAGE_KEY);
}
/**
 * Toasts are looked for in what the page has shown (helpers.ts recordToasts): by the DOM, not by role, since while a
 * modal dialog is open everything outside it (the notification region too) is hidden from the accessibility tree.
 */
test.beforeEach(async ({ page }) => {
  await recordToasts(page);
});

/** Drags with the mouse from the middle of `from` to a point of `to` (dnd-kit starts after 5 px). */
async function mouseDrag(page: Page, from: Locator, to: Locator, where: 'middle' | 'bottom' = 'middle') {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 4 });
  const b = (await to.boundingBox())!;
  const y = where === 'bottom' ? b.y + b.height - 6 : b.y + b.height / 2;
  await page.mouse.move(b.x + b.width / 2, y, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2, y + 2, { steps: 3 });
  await page.mouse.up();
}

/** The calendar's button for an ISO date (react-day-picker names days like "Monday, March 9th, 2026"). */
function calendarDay(page: Page, iso: string): Locator {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const name = format(new Date(y, m - 1, d), 'PPPP');
  return page.getByRole('button', { name: new RegExp(`(^|, )${name}(,|$)`) });
}

test('trip details to a generated plan: every day planned, tips shown, the plan kept on reload', async ({
  page,
}) => {
  // The form, the plan, three days, the map and four axe runs: slow on a loaded machine.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/itinerary-builder');
  await expect(page).toHaveURL(/\/trip-details$/);

  const box = page.getByRole('combobox', { name: 'Destination' });
  await box.fill('Paris');
  await page
    .getByRole('option', { name: /Paris, Île-de-France, France/ })
    .first()
    .click();
  const start = addDays(localIsoDate(), 1);
  const end = addDays(start, 2);
  await calendarDay(page, start).click();
  await calendarDay(page, end).click();
  await page.getByRole('radio', { name: 'Foodie' }).check();
  await page.getByRole('checkbox', { name: 'History' }).check();
  await page.getByRole('button', { name: 'Continue to Itinerary' }).click();

  await expect(page).toHaveURL(/\/itinerary-builder$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible({ timeout: 30_000 });
  await expectToastShown(page, 'Itinerary generated!');
  const summary = page.getByRole('region', { name: 'Trip summary' });
  await expect(summary).toContainText('Paris, Île-de-France, France');
  await expect(summary).toContainText('Foodie');
  await expect(summary).toContainText('Up to 5 activities/day');
  await expect(
    page.getByRole('navigation', { name: 'Trip planning progress' }).locator('[aria-current="step"]'),
  ).toHaveText('2Customize Itinerary');

  // Tips: the three cards, the detailed view and back.
  await expect(page.getByRole('heading', { level: 3, name: 'Travel Smart' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Transport Cards' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Insider Tips' })).toBeVisible();
  await page.getByRole('button', { name: 'Show detailed tips' }).click();
  await page.getByRole('button', { name: 'Back to overview' }).click();
  await page.getByRole('button', { name: 'Refresh destination tips' }).click();
  await expectToastShown(page, 'Destination tips updated');

  // One button per day; each day has activities.
  const dayButtons = page.getByRole('navigation', { name: 'Trip days' }).getByRole('button');
  await expect(dayButtons).toHaveCount(3);
  await expect(dayButtons.first()).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 3; i++) {
    await dayButtons.nth(i).click();
    await expect(dayButtons.nth(i)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^Day ${i + 1} - `) })).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(0);
  }
  await dayButtons.first().click();
  const before = await cardTitles(page.getByRole('region', { name: 'Day 1 plan' }));
  expect(before.length).toBeGreaterThan(0);

  await expectNoAxeViolations(page, 'builder, light');
  await setTheme(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible();
  // The reload kept the plan: no new generation, the same activities.
  expect(await cardTitles(page.getByRole('region', { name: 'Day 1 plan' }))).toEqual(before);
  await expectNoAxeViolations(page, 'builder, dark');
});

test('moves an activity to another section by keyboard and by mouse', async ({ page }) => {
  test.slow();
  await openBuilderForParis(page);
  const morning = section(page, 'Morning');
  const evening = section(page, 'Evening');
  const [first] = await cardTitles(morning);
  expect(first).toBeTruthy();

  // Keyboard: focus the handle, space picks it up, arrows move it, space drops it.
  await page.getByRole('button', { name: `Move ${first}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(dragAnnouncements(page)).toContainText(`Picked up ${first}`);
  await pressUntilAnnounced(page, 'ArrowDown', /Afternoon section/);
  await page.keyboard.press('Space');
  await expectToastShown(page, 'Activity moved');
  await expect(card(page, first!)).toHaveCount(1);
  expect(await cardTitles(section(page, 'Afternoon'))).toContain(first);
  expect(await cardTitles(morning)).not.toContain(first);
  const afterKeyboard = await storedDays(page);
  const moved = afterKeyboard[0].activities.find((a: { title: string }) => a.title === first);
  expect(moved.timeSegment).toBe('afternoon');

  // Escape cancels a keyboard drag. Each key waits for the drag to answer the one before: keys pressed before
  // the drag has started listening are lost on a busy machine.
  await page.getByRole('button', { name: `Move ${first}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(dragAnnouncements(page)).toContainText(`Picked up ${first}`);
  // A key the drag has not yet listened for is lost: press again until the drag answers.
  await pressUntilAnnounced(page, 'ArrowDown', /^(?!Picked up)/);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dragAnnouncements(page)).toContainText('Moving was cancelled', { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  expect(await storedDays(page)).toEqual(afterKeyboard);

  // Mouse: drag the card by its handle onto the Evening list.
  const handle = page.getByRole('button', { name: `Move ${first}`, exact: true });
  await mouseDrag(page, handle, evening.getByRole('list').first(), 'bottom');
  await expectToastShown(page, 'Activity moved');
  await expect.poll(() => cardTitles(evening)).toContain(first);
  expect(await cardTitles(section(page, 'Afternoon'))).not.toContain(first);
  const afterMouse = await storedDays(page);
  expect(afterMouse[0].activities.find((a: { title: string }) => a.title === first).timeSegment).toBe(
    'evening',
  );
});

test("an activity dropped on another day's button moves to that day", async ({ page }) => {
  test.slow();
  await openBuilderForParis(page);
  const [first] = await cardTitles(section(page, 'Morning'));
  expect(first).toBeTruthy();
  const day2 = page.getByRole('navigation', { name: 'Trip days' }).getByRole('button').nth(1);

  // The strip mid-window and the handle taken near its top: the window then does not scroll during the drag.
  await day2.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const a = (await page.getByRole('button', { name: `Move ${first}`, exact: true }).boundingBox())!;
  const b = (await day2.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + 22, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  // On a loaded machine the drag may start after the last move has passed: the pointer rests over the button
  // and stirs a pixel, as a hand does, until the day is announced under it.
  // The button is measured again each time: a layout that shifted during the drag (the map settling) moved it.
  let stir = 0;
  await expect(async () => {
    stir = 1 - stir;
    const at = (await day2.boundingBox()) ?? b;
    await page.mouse.move(at.x + at.width / 2 + stir, at.y + at.height / 2);
    await expect(dragAnnouncements(page)).toContainText(`${first} is over the button of Day 2.`, {
      timeout: 1000,
    });
    // Twenty seconds: a CI run sharing its two cores with another heavy process took over ten to start the drag.
  }).toPass({ timeout: 20_000 });
  // The day under the pointer is ringed; the other days that could take it are dashed.
  await expect(day2).toHaveClass(/ring-2/);
  await expect(page.getByRole('navigation', { name: 'Trip days' }).getByRole('button').nth(2)).toHaveClass(
    /border-dashed/,
  );
  await page.mouse.up();
  await expect(dragAnnouncements(page)).toContainText(`${first} was moved to Day 2.`);
  await expect(card(page, first!)).toHaveCount(0);
  const days = await storedDays(page);
  expect(days[0].activities.map((x: { title: string }) => x.title)).not.toContain(first);
  expect(days[1].activities.map((x: { title: string }) => x.title)).toContain(first);

  // The day strip still selects: day 2 shows the moved card.
  await day2.click();
  await expect(day2).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, first!)).toHaveCount(1);
});

test('edits, duplicates, removes and adds a custom activity', async ({ page }) => {
  test.slow();
  await openBuilderForParis(page);
  const [first] = await cardTitles(section(page, 'Morning'));

  // Edit.
  await page.getByRole('button', { name: `Actions for ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Activity' });
  await expect(edit.getByLabel('Title')).toHaveValue(first!);
  await expectNoAxeViolations(page, 'edit activity dialog');
  await edit.getByLabel('Title').fill('X');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Title is required.')).toBeVisible();
  await edit.getByLabel('Title').fill('Morning at the bookshop');
  await edit.getByLabel('Start Time').fill('09:15');
  await edit.getByLabel('End Time').fill('10:30');
  await edit.getByLabel('Notes').fill('Bring a tote bag.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  const edited = card(page, 'Morning at the bookshop');
  await expect(edited).toContainText('9:15 AM - 10:30 AM');
  await edited.getByRole('button', { name: /Show details/ }).click();
  await expect(edited.getByText('Bring a tote bag.')).toBeVisible();

  // Duplicate asks where the copy goes (the same day and time of day by default), then makes a second card.
  const countBefore = await cards(page).count();
  await page.getByRole('button', { name: 'Actions for Morning at the bookshop' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Activity' });
  await expect(duplicate.getByLabel('Day', { exact: true })).toHaveValue('1');
  await expect(duplicate.getByLabel('Time of Day')).toHaveValue('morning');
  await duplicate.getByRole('button', { name: 'Duplicate' }).click();
  await expect(cards(page)).toHaveCount(countBefore + 1);
  await expect(card(page, 'Morning at the bookshop')).toHaveCount(2);
  await expectToastShown(page, 'Activity duplicated');

  // Remove one copy.
  await page.getByRole('button', { name: 'Actions for Morning at the bookshop' }).first().click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(cards(page)).toHaveCount(countBefore);
  await expect(card(page, 'Morning at the bookshop')).toHaveCount(1);

  // Add a custom activity to the evening.
  await page.getByRole('button', { name: 'Add Evening Activity' }).click();
  const add = page.getByRole('dialog', { name: 'Add a Custom Activity' });
  await expect(add.getByLabel('Time of Day')).toHaveValue('evening');
  await expect(add.getByLabel('Day', { exact: true })).toHaveValue('1');
  await expect(add.getByLabel('Day', { exact: true }).locator('option').first()).toHaveText(
    /^Day 1 - \w{3}, \w{3} \d+, \d{4}$/,
  );
  await expectNoAxeViolations(page, 'add activity dialog');
  await add.getByLabel('Activity Name').fill('Seine cruise');
  await add.getByLabel('Location').fill('Port de la Bourdonnais, Paris');
  await add.getByLabel('Start Time (optional)').fill('20:30');
  await add.getByLabel('Duration (optional)').fill('1 hour');
  await add.getByRole('button', { name: 'Add Activity' }).click();
  await expect(add).toBeHidden();
  await expectToastShown(page, 'Activity added');
  // A typed start fixes the time; the end follows from the duration (a stop before it that runs into it says so).
  const cruise = section(page, 'Evening')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 4, name: 'Seine cruise', exact: true }) });
  await expect(cruise).toContainText('8:30 PM - 9:30 PM');
  await expect(cruise).toContainText('Port de la Bourdonnais');
});

test('adds an alternative from a suggestion card, and moves an activity through the chat after confirming', async ({
  page,
}) => {
  test.slow();
  await openBuilderForParis(page, { travelStyle: 'foodie' });
  await page.getByRole('button', { name: 'Enhance Day', exact: true }).click();
  const widget = page.getByRole('region', { name: /^Enhance Your Itinerary/ });
  await expect(widget.getByRole('tab', { name: 'Suggestions' })).toHaveAttribute('aria-selected', 'true');
  const suggestions = widget.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('button', { name: /^Culinary Experiences/ })).toBeVisible();
  await expect(suggestions.getByRole('button', { name: /^Hidden Gems/ })).toBeVisible();
  await expectNoAxeViolations(page, 'enhance widget');

  // The widget is dragged by its title bar and nudged with the arrow keys; the place is kept.
  const box0 = (await widget.boundingBox())!;
  const bar = widget.getByRole('heading', { name: /^Enhance Your Itinerary/ });
  const b = (await bar.boundingBox())!;
  await page.mouse.move(b.x + 20, b.y + b.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x - 180, b.y + b.height / 2 - 120, { steps: 8 });
  await page.mouse.up();
  const box1 = (await widget.boundingBox())!;
  expect(Math.round(box0.x - box1.x)).toBe(200);
  expect(Math.round(box0.y - box1.y)).toBe(120);
  const move = widget.getByRole('button', { name: 'Move the Enhance panel (arrow keys)' });
  await move.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  const box2 = (await widget.boundingBox())!;
  expect([Math.round(box1.x - box2.x), Math.round(box1.y - box2.y)]).toEqual([16, 16]);

  // Dismissing hides a card.
  await widget.getByRole('button', { name: 'Dismiss Get Outdoors' }).click();
  await expect(suggestions.getByRole('button', { name: /^Get Outdoors/ })).toHaveCount(0);

  const countBefore = await cards(page).count();
  await suggestions.getByRole('button', { name: /^Hidden Gems/ }).click();
  const alternatives = widget.getByRole('list', { name: 'Hidden Gems alternatives' });
  await expect(alternatives.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  const altTitle = await alternatives.getByRole('heading', { level: 4 }).first().textContent();
  await alternatives.getByRole('button', { name: `Add ${altTitle}` }).click();
  if (!altTitle) throw new Error('an alternative without a title');
  await expectToastShown(page, 'Activity added');
  await expect(cards(page)).toHaveCount(countBefore + 1);
  await expect(card(page, altTitle)).toHaveCount(1);

  // Add All adds the rest.
  const left = await alternatives.getByRole('listitem').count();
  if (left > 1) {
    await widget.getByRole('button', { name: 'Add All' }).click();
    await expectToastShown(page, `${left} new activities have been added to Day 1.`);
    await expect(cards(page)).toHaveCount(countBefore + 1 + left);
  }

  // Chat: a move proposal changes nothing until applied.
  const [first] = await cardTitles(section(page, 'Morning'));
  await widget.getByRole('tab', { name: 'Chat' }).click();
  const message = widget.getByLabel('Message the trip assistant');
  await message.fill(`move ${first} to the evening`);
  await message.press('Enter');
  const apply = widget.getByRole('button', { name: new RegExp(`^Apply: Move ${first}`) });
  await expect(apply).toBeVisible({ timeout: 20_000 });
  expect(await cardTitles(section(page, 'Morning'))).toContain(first);
  await expectNoAxeViolations(page, 'enhance widget, chat');
  await apply.click();
  await expect.poll(() => cardTitles(section(page, 'Evening'))).toContain(first);
  expect(await cardTitles(section(page, 'Morning'))).not.toContain(first);

  // The widget stays open and in its place across a reload, and closes back to the day's Enhance Day toggle.
  await page.reload();
  await expect(page.getByRole('region', { name: /^Enhance Your Itinerary/ })).toBeVisible();
  const box3 = (await page.getByRole('region', { name: /^Enhance Your Itinerary/ }).boundingBox())!;
  expect([Math.round(box3.x), Math.round(box3.y + box3.height)]).toEqual([
    Math.round(box2.x),
    Math.round(box2.y + box2.height),
  ]);
  const toggle = page.getByRole('button', { name: 'Enhance Day', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close the Enhance panel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Enhance Your Itinerary/ })).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('saves, reloads, loads from My Plans and deletes', async ({ page }) => {
  test.slow();
  await openBuilderForParis(page);
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expectToastShown(page, 'Itinerary saved!');
  const saved = await storedDays(page);

  // Saving again updates the same plan.
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expectToastShown(page, 'Itinerary saved!');
  expect(await (await page.request.get('/api/itineraries')).json()).toHaveLength(1);

  // Change the working plan, reload, then load the saved one back.
  const [first] = await cardTitles(section(page, 'Morning'));
  await page.getByRole('button', { name: `Actions for ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.reload();
  await expect(card(page, first!)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Trip days' }).getByRole('button').nth(1).click();

  await page.getByRole('button', { name: 'My Plans' }).click();
  const dialog = page.getByRole('dialog', { name: 'My Saved Travel Plans' });
  const row = dialog.getByRole('listitem').filter({ hasText: 'Trip to Paris, Île-de-France, France' });
  await expect(row).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Saved plans' })).toHaveCSS('height', '400px');
  await expectNoAxeViolations(page, 'saved plans dialog');
  await row.getByRole('button', { name: /^Load / }).click();
  await expect(dialog).toBeHidden();
  await expectToastShown(page, 'Trip to Paris, Île-de-France, France has been loaded successfully.');
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible();
  await expect(card(page, first!)).toHaveCount(1);
  expect(await storedDays(page)).toEqual(saved);

  // Delete, with a confirmation; then the empty state.
  await page.getByRole('button', { name: 'My Plans' }).click();
  await row.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this plan?' });
  await expectNoAxeViolations(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToastShown(page, 'has been permanently deleted.');
  await expect(dialog.getByRole('heading', { name: 'No Saved Itineraries' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Current Plan to Collection' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Create New Itinerary' })).toBeVisible();
  await expectNoAxeViolations(page, 'saved plans empty state');
  expect(await (await page.request.get('/api/itineraries')).json()).toHaveLength(0);
});

test('?showSaved=true opens My Saved Travel Plans and leaves the address clean', async ({ page }) => {
  await openBuilderForParis(page);
  await page.goto('/itinerary-builder?showSaved=true');
  await expect(page.getByRole('dialog', { name: 'My Saved Travel Plans' })).toBeVisible();
  await expect(page).toHaveURL(/\/itinerary-builder$/);
  await page.getByRole('button', { name: 'Create New Itinerary' }).click();
  await expect(page).toHaveURL(/\/trip-details$/);
});

test('with no trip of their own, a traveller loads a saved plan from My Plans and gets its builder', async ({
  page,
}) => {
  test.slow();
  await openBuilderForParis(page);
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expectToastShown(page, 'Itinerary saved!');
  const saved = await storedDays(page);

  // The trip described in this browser is gone; the saved plan is on the server.
  await page.evaluate((key) => localStorage.removeItem(key), TRIP_STORAGE_KEY);
  await page.goto('/itinerary-builder?showSaved=true');
  // Behind the modal dialog (hidden from the accessibility tree while it is open): the page for no trip.
  await expect(page.locator('h1')).toHaveText('Your travel plans');
  const dialog = page.getByRole('dialog', { name: 'My Saved Travel Plans' });
  await dialog.getByRole('button', { name: /^Load / }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: /^Day 1 - / })).toBeVisible();
  await expect(cards(page)).toHaveCount(saved[0].activities.length);
  await mapReady(page);
  expect(await storedDays(page)).toEqual(saved);
});

test('Fill Free Slots keeps a custom activity and fills the rest of the day', async ({ page }) => {
  test.slow();
  await openBuilderForParis(page, { activityLimit: 4 });
  // Empty day 1 but for one custom activity.
  for (;;) {
    const titles = await cardTitles(page.getByRole('region', { name: 'Day 1 plan' }));
    if (titles.length === 0) break;
    await page.getByRole('button', { name: `Actions for ${titles[0]}` }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(cards(page)).toHaveCount(titles.length - 1);
  }
  await page.getByRole('button', { name: 'Add Afternoon Activity' }).click();
  const add = page.getByRole('dialog', { name: 'Add a Custom Activity' });
  await add.getByLabel('Activity Name').fill('Meet Camille');
  await add.getByRole('button', { name: 'Add Activity' }).click();
  await expect(card(page, 'Meet Camille')).toHaveCount(1);

  await expect(page.getByRole('button', { name: 'Fill Free Slots' })).toHaveAccessibleDescription(
    /adds places to days that have room and keeps everything already planned/,
  );
  await page.getByRole('button', { name: 'Fill Free Slots' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Fill the Free Slots in Your Plan' });
  await expect(confirm).toContainText(
    'Everything already in your plan, including activities you added, stays where it is.',
  );
  await expectNoAxeViolations(page, 'fill free slots dialog');
  await confirm.getByRole('button', { name: 'Fill Free Slots' }).click();
  await expectToastShown(page, 'Itinerary built successfully!', { timeout: 30_000 });
  await expect(confirm).toBeHidden();
  await expect(card(page, 'Meet Camille')).toHaveCount(1);
  await expect(cards(page)).toHaveCount(4);

  // New Plan replaces everything, after saying so.
  await page.getByRole('button', { name: 'New Plan' }).click();
  const replace = page.getByRole('alertdialog', { name: 'Replace your itinerary?' });
  await expectNoAxeViolations(page, 'new plan dialog');
  // The plan on entry was the default seed's (1): New Plan asks for the next seed of its group, the plan that
  // differs most from it (planner/seeds.ts), and then the one after.
  const newPlanSeed = async () => {
    const request = page.waitForRequest((r) => r.url().endsWith('/api/generate-itinerary'));
    return (await request).postDataJSON().seed;
  };
  const second = newPlanSeed();
  await replace.getByRole('button', { name: 'Replace Plan' }).click();
  expect(await second).toBe(2);
  await expectToastShown(page, 'Itinerary generated!', { timeout: 30_000 });
  await expect(card(page, 'Meet Camille')).toHaveCount(0);
  // The new plan replaces the building screen in a deferred render: wait for its cards.
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'New Plan' }).click();
  const third = newPlanSeed();
  await replace.getByRole('button', { name: 'Replace Plan' }).click();
  expect(await third).toBe(3);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
});

test('sends the itinerary by email and shares a link', async ({ page }) => {
  test.slow();
  await openBuilderForParis(page);
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send Your Itinerary' });
  await expect(
    send.getByText(
      'A beautifully formatted email with your complete itinerary will be sent to this address.',
    ),
  ).toBeVisible();
  const sendButton = send.getByRole('button', { name: 'Send Itinerary' });
  await expect(sendButton).toBeDisabled();
  await expectNoAxeViolations(page, 'send dialog');
  await send.getByLabel('Email address').fill('not-an-email');
  await sendButton.click();
  await expect(send.getByText('Invalid email: Please enter a valid email address.')).toBeVisible();
  await send.getByLabel('Email address').fill('friend@example.com');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/send-itinerary'));
  await sendButton.click();
  expect((await response).status()).toBe(202);
  await expectToastShown(page, 'Itinerary sent!');
  await expect(send).toBeHidden();

  // The email linked to the plan's read-only page: the plan was saved and its link made first.
  expect(await (await page.request.get('/api/itineraries')).json()).toHaveLength(1);

  // Share: the same link goes to WhatsApp.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Your Itinerary' });
  await expectNoAxeViolations(page, 'share dialog');
  // No network here: WhatsApp's address answers from a stand-in, so only the address itself is checked.
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
  const popup = page.waitForEvent('popup');
  await share.getByRole('link', { name: 'WhatsApp' }).click();
  const opened = await popup;
  expect(opened.url()).toMatch(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
  expect(decodeURIComponent(opened.url())).toMatch(/\/share\/[A-Za-z0-9_-]{43}/);
  await opened.close();
  const link = share.getByLabel('Share link');
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  expect(await (await page.request.get('/api/itineraries')).json()).toHaveLength(1);

  // The shared page opens for anyone; Stop sharing closes it.
  const url = await link.inputValue();
  const visitor = await page.context().browser()!.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(url);
  await expect(visitorPage.getByRole('heading', { level: 1, name: /Trip to Paris/ })).toBeVisible();
  await share.getByRole('button', { name: 'Stop sharing' }).click();
  await expectToastShown(page, 'Sharing stopped');
  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1, name: /Trip to Paris/ })).toHaveCount(0);
  await visitor.close();
});

test('the share link lasts while the plan is unchanged; an edit makes the next share save it again', async ({
  page,
}) => {
  test.slow();
  await openBuilderForParis(page);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/itineraries(\/[^/]+)?$/.test(new URL(r.url()).pathname) && r.method() !== 'GET')
      saves.push(r.method());
  });
  const shareButton = page.getByRole('button', { name: 'Share', exact: true });
  const share = page.getByRole('dialog', { name: 'Share Your Itinerary' });
  const link = share.getByLabel('Share link');

  // Facebook creates the link (saving the plan), opens the network, and is a plain link from then on, focused.
  await page
    .context()
    .route(/^https:\/\/www\.facebook\.com\//, (r) =>
      r.fulfill({ contentType: 'text/html', body: '<title>F</title>' }),
    );
  await shareButton.click();
  const popup = page.waitForEvent('popup');
  await share.getByRole('button', { name: /^Facebook/ }).click();
  await (await popup).close();
  await expect(link).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(share.getByRole('link', { name: /^Facebook/ })).toBeFocused();
  expect(saves).toEqual(['POST']);

  // Closed and opened again: the same link, no new save.
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await shareButton.click();
  await expect(link).toHaveValue(url);
  expect(saves).toEqual(['POST']);
  await share.getByRole('button', { name: 'Close', exact: true }).click();

  // An edit: the next share saves the plan again (an update) and gets the same link back.
  const [first] = await cardTitles(section(page, 'Morning'));
  await page.getByRole('button', { name: `Actions for ${first}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await page
    .getByRole('dialog', { name: 'Duplicate Activity' })
    .getByRole('button', { name: 'Duplicate' })
    .click();
  await shareButton.click();
  await expect(link).toHaveValue('');
  await share.getByRole('button', { name: 'Create share link' }).click();
  await expect(link).toHaveValue(url);
  await expect(share.getByRole('button', { name: 'Copy link' })).toBeFocused();
  expect(saves).toEqual(['POST', 'PUT']);
});

test('the map of the day, place details, travel times and Optimize Route', async ({ page }) => {
  test.slow();
  const openNowAnswers: Record<string, boolean | null>[] = [];
  page.on('response', async (res) => {
    if (new URL(res.url()).pathname === '/api/places/open-now')
      openNowAnswers.push((await res.json()).openNow);
  });
  await openBuilderForParis(page, { activityLimit: 6 });
  const map = page.getByRole('region', { name: 'Location Map' });
  await expect(map).toBeVisible();
  const dayCards = await cards(page).count();
  await expect(map.getByTestId('location-count')).toHaveText(`${dayCards} locations`, { timeout: 30_000 });
  // Beside the plan, the map takes the viewport's height less the bars (900 - 336 px here), not a fixed box.
  await expect(map.getByTestId('map-canvas-container').locator('..')).toHaveCSS('height', '564px');

  // Every card but the last says how to get to the next one.
  const [first, second] = await cardTitles(page.getByRole('region', { name: 'Day 1 plan' }));
  const firstCard = card(page, first!);
  await expect(
    page.getByText(
      new RegExp(
        `(walk|by transit|drive) · [\\d.]+ k?m to ${second!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    ),
  ).toBeVisible({ timeout: 20_000 });
  // The badge describes the plan: open at the planned time on the planned date (the trip is ten days away, so
  // nothing asks whether places are open at this moment). A park open all day reads "Open 24 hours".
  await expect(
    firstCard.getByRole('img', {
      name: /^(Open (\d{1,2}:\d\d-\d{1,2}:\d\d|24 hours)|Closed at this time) on \w+day, \d+ \w+/,
    }),
  ).toBeVisible();
  expect(openNowAnswers).toHaveLength(0);

  // View Details in the expandable area.
  await firstCard.getByRole('button', { name: /Show details/ }).click();
  await firstCard.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Details of ${first}` });
  await expect(details.getByRole('heading', { name: first })).toBeVisible();
  await expect(details.getByText(/^Monday: /)).toBeVisible();
  await expectNoAxeViolations(page, 'place details popover');
  await page.keyboard.press('Escape');

  // Optimize Route reorders the day's cards (or says the order is already the best).
  const before = await storedDays(page);
  await map.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(map.getByText(/Route optimized by|already the best|your order is kept/).last()).toBeVisible({
    timeout: 30_000,
  });
  const after = await storedDays(page);
  const ids = (days: { activities: { id: string }[] }[]) => days[0]!.activities.map((a) => a.id);
  expect([...ids(after)].sort()).toEqual([...ids(before)].sort());
  if (await map.getByText(/Route optimized by/).count()) {
    await expectToastShown(page, 'Route optimized');
    expect(ids(after)).not.toEqual(ids(before));
    const shown = await cardTitles(page.getByRole('region', { name: 'Day 1 plan' }));
    expect(shown).toEqual(after[0].activities.map((a: { title: string }) => a.title));
  }
});

test('failures are told as SPEC.md words them', async ({ page }) => {
  // The plan cannot be built: the toast, and a way to try again.
  let failGeneration = true;
  await page.route('**/api/generate-itinerary', (route) =>
    failGeneration
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.continue(),
  );
  // Tips fail too; the toast comes after the build's (one toast shows at a time).
  let tipsCalls = 0;
  let releaseTips = () => {};
  const tipsHeld = new Promise<void>((r) => {
    releaseTips = r;
  });
  await page.route('**/api/destination-tips', async (route) => {
    tipsCalls++;
    await tipsHeld;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await signUpViaApi(page);
  const paris = (await (await page.request.get('/api/places/autocomplete?q=Paris')).json()).results[0];
  await page.goto('/');
  await page.evaluate(
    ([key, trip]) =>
      localStorage.setItem(
        key as string,
        JSON.stringify({ state: { tripDetails: trip, days: null, savedPlanId: null }, version: 1 }),
      ),
    [
      TRIP_STORAGE_KEY,
      {
        destination: paris.formatted,
        destinationPlace: paris,
        startDate: START,
        endDate: END,
        travelers: 2,
        travelStyle: 'relaxed',
        interests: ['history'],
        dietaryPreferences: [],
        activityLimit: 4,
        activityPace: 'moderate',
      },
    ] as const,
  );
  await page.goto('/itinerary-builder');
  await expectToastShown(page, 'Failed to build itinerary', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your itinerary could not be built' })).toBeVisible();
  releaseTips();
  await expectToastShown(page, [
    'Error loading tips',
    'Could not load destination tips. Please try again later.',
  ]);
  expect(tipsCalls).toBe(1);
  // Tips fall back to the generic sentences.
  await expect(
    page.getByText('Could not load destination tips. Please try again later.').first(),
  ).toBeVisible();
  await expect(page.getByText(/Pack comfortable walking shoes/)).toBeVisible();
  await expectNoAxeViolations(page, 'builder after a failed build');
  failGeneration = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

  // Alternatives that fail.
  await page.route('**/api/generate-alternatives', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.getByRole('button', { name: 'Enhance Day', exact: true }).click();
  await page.getByRole('button', { name: /^Hidden Gems/ }).click();
  await expectToastShown(page, 'Failed to generate alternative activities');
  await page.getByRole('button', { name: 'Close the Enhance panel' }).click();

  // Saving that fails says the server's reason.
  await page.route('**/api/itineraries', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 507,
          contentType: 'application/json',
          body: '{"message":"The disk is full."}',
        })
      : route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.getByRole('button', { name: 'Save Plan' }).click();
  await expectToastShown(page, ['Error saving itinerary', 'The disk is full.']);

  // The saved plans cannot be listed: the toast and the empty list.
  await page.getByRole('button', { name: 'My Plans' }).click();
  await expectToastShown(page, ['Error loading saved plans', 'Could not retrieve your saved travel plans.']);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'No Saved Itineraries' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();

  // Sending that fails (saving works again: the email's share link needs the plan saved).
  await page.unroute('**/api/itineraries');
  await page.route('**/api/send-itinerary', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"message":"The mail server refused it."}',
    }),
  );
  await page.getByRole('button', { name: 'Email', exact: true }).click();
  const send = page.getByRole('dialog', { name: 'Send Your Itinerary' });
  await send.getByLabel('Email address').fill('friend@example.com');
  await send.getByRole('button', { name: 'Send Itinerary' }).click();
  await expectToastShown(page, ['Failed to send', 'The mail server refused it.']);
});

test('a destination without real places says so and offers a fresh start', async ({ page }) => {
  await page.route('**/api/generate-itinerary', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'There are no offline places for Nowhere yet.' }),
    }),
  );
  await openBuilderUnplanned(page);
  await expect(page.getByText('There are no offline places for Nowhere yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Fresh' }).click();
  await expect(page).toHaveURL(/\/trip-details$/);
});

/** The builder for a trip whose plan is not expected to load (for tests that answer the generation themselves). */
async function openBuilderUnplanned(page: Page) {
  await signUpViaApi(page);
  await page.goto('/');
  await page.evaluate((key) => {
    const trip = {
      destination: 'Nowhere, Atlantis',
      startDate: '2030-01-01',
      endDate: '2030-01-02',
      travelers: 2,
      travelStyle: 'relaxed',
      interests: ['history'],
      dietaryPreferences: [],
      activityLimit: 4,
      activityPace: 'moderate',
    };
    localStorage.setItem(
      key,
      JSON.stringify({ state: { tripDetails: trip, days: null, savedPlanId: null }, version: 1 }),
    );
  }, TRIP_STORAGE_KEY);
  await page.goto('/itinerary-builder');
}

test('a long press picks an activity up by touch', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await recordToasts(page);
  await openBuilderForParis(page);
  const [first] = await cardTitles(section(page, 'Morning'));
  const title = card(page, first!).getByRole('heading', { level: 4 });
  await title.scrollIntoViewIfNeeded();
  const a = (await title.boundingBox())!;
  const b = (await section(page, 'Evening').getByRole('list').first().boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  await touch('touchStart', a.x + 10, a.y + a.height / 2);
  // Held longer than the 120 ms long press (SPEC.md section 9) before moving.
  await page.waitForTimeout(400);
  const steps = 20;
  for (let i = 1; i <= steps; i++) {
    const x = a.x + 10 + ((b.x + b.width / 2 - a.x - 10) * i) / steps;
    const y = a.y + a.height / 2 + ((b.y + b.height - 6 - a.y - a.height / 2) * i) / steps;
    await touch('touchMove', x, y);
  }
  await touch('touchEnd', 0, 0);
  await expectToastShown(page, 'Activity moved');
  await expect.poll(() => cardTitles(section(page, 'Evening'))).toContain(first);
  await context.close();
});

test('the loading screen while the plan is built, with a message for the style and the first interest', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/generate-itinerary', async (route) => {
    await held;
    await route.continue();
  });
  await openBuilderForParis(page, { travelStyle: 'foodie', interests: ['museums'] }, false);
  const screen = page.getByRole('region', { name: 'Building Your Perfect Itinerary' });
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('Following our nose to the best tables');
  await expect(screen).toContainText('with the galleries you would hate to miss');
  await expectNoAxeViolations(page, 'loading screen');
  release();
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(screen).toHaveCount(0);
});

test('on a phone the map loads only when the traveller switches to it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapScripts: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/maplibre[^/]*\.(m?js)$/.test(req.url())) mapScripts.push(req.url());
  });
  await openBuilderForParis(page, {}, false);
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  // Scrolling the whole plan does not load it: the map is behind the List / Map switch.
  await page.mouse.wheel(0, 20_000);
  await page.waitForTimeout(500);
  await expect(page.getByTestId('map-canvas-container')).toHaveCount(0);
  expect(mapScripts).toEqual([]);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await mapReady(page);
  expect(mapScripts.length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Location Map' }).getByTestId('location-count')).toHaveText(
    /\d+ locations?/,
  );
});
