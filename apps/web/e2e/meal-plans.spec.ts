import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newUser } from './support/auth';
import { markProgressSeen, signUpByApi } from './support/fixtures';

/**
 * Issue 13: a member plans a week. Three recipes of their own ($6 a serving, 4 servings each) are
 * found by the editor's search and added (each shows a disabled Added); on the plan's page they go
 * on days with the Plan picker (and, on a wide screen, by dragging; on a phone an item moves with its
 * Move picker), each item's buttons whole inside its day's column; the week costs $72 against a
 * $100 budget, then is over a $50 one; the plan goes to the grocery list, where two items checked
 * off stay checked after a reload. Each journey signs up its own member (empty plans and list).
 */

const tag = () => randomBytes(3).toString('hex');

interface JourneyRecipe {
  title: string;
  ingredients: { name: string; quantity: string; unit: string }[];
}

async function createRecipe(request: APIRequestContext, recipe: JourneyRecipe): Promise<string> {
  const response = await request.post('/api/recipes', {
    data: {
      ...recipe,
      servings: 4,
      cost_per_serving: 6,
      total_cost: 24,
      steps: [{ instruction: 'Cook it all.' }],
    },
  });
  expect(response.status(), `create ${recipe.title}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The three recipes; olive oil in two of them, in units that merge on the grocery list. */
async function seedRecipes(request: APIRequestContext) {
  const suffix = tag();
  const titles = {
    soup: `Lentil soup ${suffix}`,
    stew: `Carrot stew ${suffix}`,
    rice: `Fried rice ${suffix}`,
  };
  await createRecipe(request, {
    title: titles.soup,
    ingredients: [
      { name: 'olive oil', quantity: '2', unit: 'tbsp' },
      { name: 'red lentils', quantity: '200', unit: 'g' },
    ],
  });
  await createRecipe(request, {
    title: titles.stew,
    ingredients: [
      { name: 'olive oil', quantity: '1/4', unit: 'cup' },
      { name: 'carrots', quantity: '500', unit: 'g' },
    ],
  });
  await createRecipe(request, {
    title: titles.rice,
    ingredients: [{ name: 'rice', quantity: '300', unit: 'g' }],
  });
  // No "+50 XP" toasts over the page's first link: the set-up is not what this journey shows.
  await markProgressSeen(request);
  return titles;
}

/** Opens a recipe's Plan picker on the plan's page and puts it on a day and a meal. */
async function planWithPicker(page: Page, title: string, day: string, meal: string) {
  await page.getByRole('button', { name: `Plan ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Plan ${title}` });
  await dialog.getByRole('combobox', { name: 'Day' }).selectOption({ label: day });
  await dialog.getByRole('combobox', { name: 'Meal' }).selectOption({ label: meal });
  await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Add to week' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: day })).toContainText(title);
}

/**
 * Every button of every placed item lies inside its day's column, at its full 36 px (the seven
 * columns are narrow: a row of buttons that does not wrap spills into the next day, or its buttons
 * are squeezed into small targets). Returns the labels of those that are not.
 */
async function buttonsOutsideTheirDay(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ol[aria-label="Days of the week"] > li')].flatMap((day) => {
      const column = day.getBoundingClientRect();
      return [...day.querySelectorAll('button')]
        .filter((button) => {
          const box = button.getBoundingClientRect();
          const outside = box.left < column.left - 0.5 || box.right > column.right + 0.5;
          return outside || box.width < 35.5 || box.height < 35.5;
        })
        .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
    }),
  );
}

async function createPlanWithSearch(page: Page, titles: string[], budget: string) {
  await page.goto('/meal-plans');
  await page.getByRole('link', { name: 'Create meal plan' }).first().click();
  await expect(page).toHaveURL(/\/meal-plans\/create$/);
  await expect(page.getByRole('checkbox', { name: 'Public' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Title' }).fill('Journey week');
  await page.getByRole('spinbutton', { name: 'Weekly budget ($)' }).fill(budget);
  await page.getByRole('textbox', { name: 'Target group' }).fill('Two adults');

  const search = page.getByRole('searchbox', { name: 'Search recipes to add' });
  for (const title of titles) {
    await search.fill(title);
    await page.getByRole('button', { name: `Add ${title}` }).click();
    await expect(page.getByRole('button', { name: `Added ${title}` })).toBeDisabled();
    await expect(page.getByRole('list', { name: 'Recipes in this plan' })).toContainText(title);
  }
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Meal plan created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Journey week' })).toBeVisible();
}

test('plan a week from searched recipes, see it against the budget, shop for it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signUpByApi(context.request, newUser('p'));
  const titles = await seedRecipes(context.request);
  const page = await context.newPage();

  await createPlanWithSearch(page, [titles.soup, titles.stew, titles.rice], '100');
  const planUrl = page.url();
  await expect(page.getByText('No budget set')).toHaveCount(0);
  const unplanned = page.getByRole('list', { name: 'Not on a day yet' });
  for (const title of Object.values(titles)) await expect(unplanned).toContainText(title);

  // The picker works everywhere; 4 servings × $6 = $24 each.
  await planWithPicker(page, titles.soup, 'Monday', 'Dinner');
  await planWithPicker(page, titles.stew, 'Tuesday', 'Lunch');
  await planWithPicker(page, titles.rice, 'Wednesday', 'Dinner');
  await expect(page.getByText('Every recipe is on the week.')).toBeVisible();

  // The summary follows the saved week: $72 of $100.
  await expect(page.getByText('Within budget: $28.00 left.')).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: 'Cost against the weekly budget' }),
  ).toHaveAttribute('aria-valuenow', '72');
  await expect(page.getByRole('listitem', { name: 'Monday' })).toContainText('$24.00');

  // Each item's buttons stay whole in its own day: seven columns at 1280 px, four at 1024 px.
  const monday = page.getByRole('listitem', { name: 'Monday' });
  await expect(
    monday.getByRole('button', { name: `Remove ${titles.soup} from Monday dinner` }),
  ).toBeVisible();
  expect(await buttonsOutsideTheirDay(page)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 900 });
  expect(await buttonsOutsideTheirDay(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The week was saved, not only drawn.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Tuesday' })).toContainText(titles.stew);

  // A lower budget: the page warns in words.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const budget = page.getByRole('spinbutton', { name: 'Weekly budget ($)' });
  await expect(budget).toHaveValue('100');
  await budget.fill('50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(planUrl);
  await expect(page.getByText('Meal plan updated successfully!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Over budget by $22.00.' })).toBeVisible();
  // Editing the basics kept the week.
  await expect(page.getByRole('listitem', { name: 'Wednesday' })).toContainText(titles.rice);

  // Shop for it.
  await page.getByRole('button', { name: 'Add to grocery list' }).click();
  await expect(page.getByText(/^Grocery list: \d+ items? added/)).toBeVisible();
  await page.getByRole('link', { name: 'Open the grocery list' }).click();
  await expect(page).toHaveURL(/\/grocery-list$/);

  // Olive oil from two recipes (2 tbsp and 1/4 cup) is one line; carrots another.
  const oil = page.getByRole('checkbox', { name: /olive oil/i });
  const carrots = page.getByRole('checkbox', { name: /carrots/i });
  await expect(oil).toHaveCount(1);
  // One tap each. Not `check()`: a ticked line moves to the Checked group (a new element), and
  // `check()` reads the state of the element it clicked.
  await oil.click();
  await expect(oil).toBeChecked();
  await carrots.click();
  await expect(oil).toBeChecked();
  await expect(carrots).toBeChecked();
  // Let the ticks reach the server before reloading.
  await expect
    .poll(async () => {
      const list = (await (await context.request.get('/api/grocery-list')).json()) as {
        items: { name: string; checked: boolean }[];
      };
      return list.items.filter((item) => item.checked).length;
    })
    .toBe(2);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /olive oil/i })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /carrots/i })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /rice/i }).first()).not.toBeChecked();
  await context.close();
});

test('on a wide screen a recipe is dragged onto a meal, then between meals', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signUpByApi(context.request, newUser('q'));
  const titles = await seedRecipes(context.request);
  const page = await context.newPage();
  await createPlanWithSearch(page, [titles.soup], '0');
  await expect(page.getByText('No budget set.')).toBeVisible();

  const thursdayLunch = page
    .getByRole('listitem', { name: 'Thursday' })
    .getByRole('group', { name: 'Lunch on Thursday' });
  await page
    .getByRole('list', { name: 'Not on a day yet' })
    .getByRole('listitem')
    .filter({ hasText: titles.soup })
    .dragTo(thursdayLunch);
  await expect(thursdayLunch).toContainText(titles.soup);
  await expect(thursdayLunch).toContainText('4 servings');

  const saturdayDinner = page
    .getByRole('listitem', { name: 'Saturday' })
    .getByRole('group', { name: 'Dinner on Saturday' });
  await thursdayLunch.getByRole('listitem').filter({ hasText: titles.soup }).dragTo(saturdayDinner);
  await expect(saturdayDinner).toContainText(titles.soup);
  await expect(thursdayLunch).not.toContainText(titles.soup);

  // Saved: the server's week after a reload.
  await page.reload();
  await expect(
    page
      .getByRole('listitem', { name: 'Saturday' })
      .getByRole('group', { name: 'Dinner on Saturday' }),
  ).toContainText(titles.soup);
  await context.close();
});

test('on a phone the week is a list of days; the picker plans a recipe and moves it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('r'));
  const titles = await seedRecipes(context.request);
  const page = await context.newPage();
  await createPlanWithSearch(page, [titles.rice], '10');
  // No drag on a phone: nothing is draggable.
  await expect(page.locator('[draggable="true"]')).toHaveCount(0);
  await planWithPicker(page, titles.rice, 'Sunday', 'Lunch');
  await expect(page.getByRole('alert').filter({ hasText: 'Over budget by $14.00.' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  expect(await buttonsOutsideTheirDay(page)).toEqual([]);

  // No drag on a phone: Move opens the picker on the item's place and puts it somewhere else.
  await page
    .getByRole('button', { name: `Move ${titles.rice} from Sunday lunch`, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Move ${titles.rice}` });
  await expect(dialog.getByRole('combobox', { name: 'Day' })).toHaveValue('6');
  await expect(dialog.getByRole('combobox', { name: 'Meal' })).toHaveValue('lunch');
  await expect(dialog.getByRole('spinbutton', { name: 'Servings' })).toHaveValue('4');
  await dialog.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Tuesday' });
  await dialog.getByRole('combobox', { name: 'Meal' }).selectOption({ label: 'Dinner' });
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Tuesday' })).toContainText(titles.rice);
  await expect(page.getByRole('listitem', { name: 'Sunday' })).not.toContainText(titles.rice);
  // The focus followed the item to its new place.
  await expect(
    page.getByRole('button', { name: `Move ${titles.rice} from Tuesday dinner`, exact: true }),
  ).toBeFocused();
  // Saved: the server's week after a reload.
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Tuesday' })).toContainText(titles.rice);
  await expect(page.getByRole('listitem', { name: 'Sunday' })).not.toContainText(titles.rice);
  await context.close();
});

/**
 * Issue 16 §2: the sample plan Mise ships ("Easy Weeknight Dinners", by Mise) is found among the
 * public plans, copied by a new member, and becomes their own private plan with its week of starter
 * recipes.
 */
test('a member copies the sample meal plan and gets it as their own', async ({ browser }) => {
  const context = await browser.newContext();
  await signUpByApi(context.request, newUser('s'));
  const page = await context.newPage();
  const sample = 'Easy Weeknight Dinners';

  await page.goto('/meal-plans');
  await page.getByRole('tab', { name: 'Public plans' }).click();
  const publicPlans = page.getByRole('tabpanel', { name: 'Public plans' });
  const link = publicPlans.getByRole('link', { name: sample, exact: true });
  // Newest first: other journeys' public plans may come before it.
  const more = publicPlans.getByRole('button', { name: 'Show more plans' });
  await expect(link.or(more)).toBeVisible();
  while (!(await link.isVisible())) {
    await more.click();
    await expect(link.or(more)).toBeVisible();
  }
  const card = publicPlans
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: sample, exact: true }) });
  await expect(card).toContainText('By Mise');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: sample })).toBeVisible();
  const sampleUrl = page.url();

  const copied = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/meal-plans\/[^/]+\/copy$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Copy to my plans' }).click();
  expect((await copied).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: `${sample} (copy)` })).toBeVisible();
  expect(page.url()).not.toBe(sampleUrl);
  // The week came along, and the copy is the member's own: nothing to copy any more.
  await expect(page.getByRole('main')).toContainText('Weeknight Chana Masala');
  await expect(page.getByRole('button', { name: 'Copy to my plans' })).toHaveCount(0);

  await page.goto('/meal-plans');
  await expect(
    page
      .getByRole('tabpanel', { name: 'My plans' })
      .getByRole('link', { name: `${sample} (copy)`, exact: true }),
  ).toBeVisible();
  await context.close();
});
