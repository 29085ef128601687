import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { newUser } from './support/auth';
import { signUpByApi } from './support/fixtures';

/**
 * Issue 12: the food diary at 390 px. A member logs a breakfast by food search and a dinner from a
 * recipe with 2 servings, sees the totals, bars and macro split change, moves to yesterday and back,
 * and copies yesterday's breakfast. Each journey signs up its own member (an empty diary).
 */

const calories = (page: Page) => page.getByRole('progressbar', { name: 'Calories' });

test('log by food search and from a recipe, move between days, copy yesterday', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('d'));
  const page = await context.newPage();

  // The member's today as the server counts it, and a breakfast logged yesterday to copy.
  const { date: today } = (await (await context.request.get('/api/diary')).json()) as {
    date: string;
  };
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const seeded = await context.request.post('/api/diary', {
    data: {
      date: yesterday,
      meal_type: 'breakfast',
      food_name: 'Yesterday porridge',
      calories: 250,
      protein: 8,
      carbohydrates: 40,
      fat: 5,
      sugar: 6,
    },
  });
  expect(seeded.status()).toBe(201);
  // A recipe of the member's own, 500 kcal a serving.
  const recipe = await context.request.post('/api/recipes', {
    data: {
      title: 'Journey Chili',
      servings: 4,
      ingredients: [{ name: 'kidney beans', quantity: '400', unit: 'g' }],
      steps: [{ instruction: 'Simmer everything.' }],
      nutritional_info: { calories: 500, protein: 30, carbohydrates: 50, fat: 15, sugar: 8 },
    },
  });
  expect(recipe.status()).toBe(201);

  await page.goto('/food-diary');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Nothing logged on/)).toBeVisible();
  await expect(calories(page)).toHaveAttribute('aria-valuenow', '0');

  // Breakfast by food search: an egg, weighed in grams.
  await page.getByRole('button', { name: 'Add to Breakfast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Breakfast' });
  // Search is the dialog's first way in (checked already).
  await expect(dialog.getByRole('radio', { name: 'Search' })).toBeChecked();
  await dialog.getByRole('searchbox', { name: 'Search foods' }).fill('egg');
  await dialog
    .getByRole('button', { name: /^Egg, whole, raw/ })
    .first()
    .click();
  await dialog.getByLabel('Grams eaten').fill('100');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toHaveCount(0);
  const breakfast = page.getByRole('region', { name: 'Breakfast' });
  await expect(breakfast).toContainText(/Egg, whole, raw/);
  await expect(calories(page)).not.toHaveAttribute('aria-valuenow', '0');
  const afterBreakfast = Number(await calories(page).getAttribute('aria-valuenow'));
  const split = page.getByRole('list', { name: /Macro split/ });
  const splitAfterBreakfast = await split.textContent();

  // Dinner from the recipe, 2 servings: 1,000 kcal more.
  await page.getByRole('button', { name: 'Add to Dinner' }).click();
  const dinnerDialog = page.getByRole('dialog', { name: 'Add to Dinner' });
  // The segments are labels over visually hidden radios: a tap lands on the label.
  await dinnerDialog
    .locator('label')
    .filter({ hasText: /^Recipe$/ })
    .click();
  await expect(dinnerDialog.getByRole('radio', { name: 'Recipe' })).toBeChecked();
  await dinnerDialog.getByRole('searchbox', { name: 'Search recipes' }).fill('Journey Chili');
  await dinnerDialog
    .getByRole('button', { name: /Journey Chili/ })
    .first()
    .click();
  await dinnerDialog.getByRole('button', { name: 'Half a serving more' }).click();
  await dinnerDialog.getByRole('button', { name: 'Half a serving more' }).click();
  await dinnerDialog.getByRole('button', { name: 'Add recipe' }).click();
  await expect(dinnerDialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dinner' })).toContainText('Journey Chili');
  await expect
    .poll(async () => Number(await calories(page).getAttribute('aria-valuenow')))
    .toBeGreaterThan(afterBreakfast);
  await expect(page.getByText(/1,\d{3} \/ 2,000 kcal/)).toBeVisible();
  expect(await split.textContent()).not.toBe(splitAfterBreakfast);

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  // Yesterday and back.
  const dayNav = page.getByRole('navigation', { name: 'Diary day' });
  await dayNav.getByRole('link', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await expect(page.getByRole('region', { name: 'Breakfast' })).toContainText('Yesterday porridge');
  await dayNav.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('region', { name: 'Dinner' })).toContainText('Journey Chili');

  // Copy yesterday's breakfast to today.
  await page.getByRole('button', { name: "Copy yesterday's breakfast" }).click();
  await expect(breakfast).toContainText('Yesterday porridge');
  await expect(breakfast).toContainText(/Egg, whole, raw/);
  const day = (await (await context.request.get(`/api/diary?date=${today}`)).json()) as {
    items: Array<{ food_name: string }>;
  };
  expect(day.items.map((e) => e.food_name)).toContain('Yesterday porridge');
  await context.close();
});

test('the diary header paints with the page itself, before the app has loaded, and once after', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signUpByApi(context.request, newUser('h'));
  const page = await context.newPage();
  // The app's script held back: what shows is index.html as the server sent it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/food-diary', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Food Diary' })).toBeVisible();
  await expect(
    page.getByText('What you eat each day, against your nutrition targets.'),
  ).toBeVisible();
  await expect(page.getByText(/Nothing logged on/)).toHaveCount(0);

  // Then the app: the page's own header in the same words, one h1.
  release();
  await expect(page.getByText(/Nothing logged on/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food Diary');
  await context.close();
});
